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
