import { z } from 'zod'
import { type DnsRecord } from '~/lib/brand/types'
import { type DomainEnv } from './provider.server'

// A claim's proof of ownership (issue 37): a TXT record only whoever runs the hostname's DNS can
// publish, holding a random token of that claim alone. It is looked up over DNS-over-HTTPS (the
// JSON API Cloudflare's and Google's resolvers answer); the local stand-in has no network and
// finds every record on the first look, as its provider verified on the first check before.

export const DEFAULT_DNS_OVER_HTTPS = 'https://cloudflare-dns.com/dns-query'

/** The name of the claim's TXT record. */
export const challengeName = (hostname: string) => `_mdh-challenge.${hostname}`

/** A new claim's token: 128 random bits, hex. */
export function newChallengeToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

export const challengeRecord = (hostname: string, token: string): DnsRecord => ({
  type: 'TXT',
  name: challengeName(hostname),
  value: `mdh-challenge=${token}`,
})

const TXT = 16
const answerSchema = z.object({
  Status: z.number(),
  Answer: z.array(z.object({ type: z.number(), data: z.string() })).optional(),
})

/** A TXT answer's text: its quoted strings joined ("abc" "def" is abcdef). */
function txtText(data: string): string {
  const parts = [...data.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) =>
    (m[1] ?? '').replace(/\\(.)/g, '$1'),
  )
  return parts.length ? parts.join('') : data
}

export type ChallengeEnv = DomainEnv & Pick<Env, 'DNS_OVER_HTTPS_URL'>

/** Where to look records up, or null for the local stand-in (no resolver, no provider token). */
function resolverUrl(env: ChallengeEnv): string | null {
  if (env.DNS_OVER_HTTPS_URL) return env.DNS_OVER_HTTPS_URL
  return env.CF_API_TOKEN && env.CF_ZONE_ID ? DEFAULT_DNS_OVER_HTTPS : null
}

/** Whether the claim's TXT record is published; throws when the resolver cannot be asked. */
export async function challengeFound(
  env: ChallengeEnv,
  hostname: string,
  token: string,
): Promise<boolean> {
  const base = resolverUrl(env)
  if (!base) return true
  const url = new URL(base)
  url.searchParams.set('name', challengeName(hostname))
  url.searchParams.set('type', 'TXT')
  const response = await fetch(url, { headers: { Accept: 'application/dns-json' } })
  if (!response.ok) throw new Error(`DNS-over-HTTPS answered ${response.status}`)
  const parsed = answerSchema.safeParse(await response.json().catch(() => null))
  if (!parsed.success) throw new Error('DNS-over-HTTPS answered in an unknown shape')
  const want = challengeRecord(hostname, token).value
  return (parsed.data.Answer ?? []).some((a) => a.type === TXT && txtText(a.data).trim() === want)
}
