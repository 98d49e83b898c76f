import { z } from 'zod'

// A detailer's own domain as it types it ("www.Example-Detailing.com", "https://shop.example.com/",
// "www.bücher-detailing.de"), read the way browsers read it: lower case, IDN as punycode (WHATWG
// URL does the IDNA mapping), no scheme, path or trailing dot.

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/

export const DOMAIN_MALFORMED =
  'Enter a domain name like www.example-detailing.com (letters, digits, hyphens and dots).'
export const DOMAIN_IP = 'Enter a domain name, not an IP address.'

/** The hostname in punycode, or the reason it is not one we can set up. */
export function parseHostname(input: string): { hostname: string } | { error: string } {
  const raw = input
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/?#].*$/, '')
  // IPv6, bracketed or bare: two colons or more.
  if (raw.startsWith('[') || (raw.match(/:/g)?.length ?? 0) >= 2) return { error: DOMAIN_IP }
  if (raw === '' || raw.length > 253 || /[\s@:]/.test(raw)) return { error: DOMAIN_MALFORMED }
  let hostname: string
  try {
    hostname = new URL(`http://${raw}`).hostname.replace(/\.$/, '')
  } catch {
    return { error: DOMAIN_MALFORMED }
  }
  if (hostname.startsWith('[') || IPV4.test(hostname)) return { error: DOMAIN_IP }
  const labels = hostname.split('.')
  if (hostname.length > 253 || labels.length < 2) return { error: DOMAIN_MALFORMED }
  if (!labels.every((l) => LABEL.test(l)) || !TLD.test(labels.at(-1) ?? ''))
    return { error: DOMAIN_MALFORMED }
  return { hostname }
}

export const domainSchema = z.object({
  hostname: z
    .string()
    .max(300, DOMAIN_MALFORMED)
    .transform((value, ctx) => {
      const parsed = parseHostname(value)
      if ('error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error })
        return z.NEVER
      }
      return parsed.hostname
    }),
})
