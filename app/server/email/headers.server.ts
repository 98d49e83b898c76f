import { hasHiddenCharacters } from '~/lib/validation'

const MAX_HEADER_TEXT = 200
// Any control, invisible or line-break character: a CR or LF in a header value would start a
// header of the sender's choosing (Bcc:), the others would hide or reverse what the reader sees.
const UNSAFE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu

/**
 * A header value (subject, display name, attachment name) as one line of plain text. Every
 * header the Worker sends passes through here (send.server.ts), whatever the template put in it.
 */
export function headerText(value: string): string {
  const line = value.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim()
  return [...line].slice(0, MAX_HEADER_TEXT).join('')
}

// Deliberately narrower than RFC 5322: the addresses the app stores are zod-checked emails.
const PLAIN_ADDRESS = /^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+\.[^\s@<>",;:()[\]\\]+$/

/** An address for To or Reply-To, or null when it is anything but one plain address. */
export function headerAddress(value: string | null | undefined): string | null {
  if (!value) return null
  const address = value.trim()
  if (address.length > 254 || hasHiddenCharacters(address)) return null
  return PLAIN_ADDRESS.test(address) ? address : null
}

export const PLATFORM_NAME = 'Mobile Detail Hub'
// RFC 5322 "specials": in a display name they need quoting, and a quote or angle bracket left
// bare lets a name end the phrase and write an address of its own ("Support" <x@evil.test>).
const SPECIALS = /["\\<>()[\]:;@,]/g
// The platform's name however it is spaced or punctuated ("Mobile-Detail Hub", "MobileDetailHub").
const PLATFORM_WORDS = /mobile[\W_]*detail[\W_]*hub/gi

/**
 * The From display name. Mail leaves from the platform's address whoever it speaks for, so a
 * business's name is shown without specials (stripped rather than quoted: the binding writes the
 * header, and a plain phrase needs no quoting) and without the platform's name, which only the
 * platform's own mail carries: a business named "Mobile Detail Hub Support" is not the platform.
 */
export function senderName(brand: { name: string; platform?: boolean }): string {
  if (brand.platform) return PLATFORM_NAME
  const name = headerText(brand.name.replace(SPECIALS, ' ').replace(PLATFORM_WORDS, ' '))
  return name || 'Your detailer'
}
