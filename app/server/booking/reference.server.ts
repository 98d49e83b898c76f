import { base64UrlEncode, hmacSha256 } from '../auth/encoding.server'

// Booking references and the signed link to a booking's confirmation page.

/** No 0/O, 1/I/L or U: nothing a customer can misread when reading the reference out. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ'
export const REFERENCE_PATTERN = /^MDH-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/

/** 'MDH-' and six characters from the first 40 bits of `bytes` (30⁶ ≈ 729 million references). */
export function referenceFromBytes(bytes: Uint8Array): string {
  let value = 0
  for (let i = 0; i < 5; i++) value = value * 256 + (bytes[i] ?? 0)
  let out = ''
  for (let i = 0; i < 6; i++) {
    out += REFERENCE_ALPHABET[value % REFERENCE_ALPHABET.length]
    value = Math.floor(value / REFERENCE_ALPHABET.length)
  }
  return `MDH-${out}`
}

/**
 * The reference a form submission gets, derived from the form's one-time token: submitting the
 * same form twice yields the same reference, and the unique index on references turns the second
 * insert into a no-op. `attempt` moves to the next reference when one is taken by a different
 * request.
 */
export async function bookingReference(secret: string, token: string, attempt: number) {
  return referenceFromBytes(await hmacSha256(secret, `booking-reference|${token}|${attempt}`))
}

/** The key in a confirmation link: only whoever submitted the request is sent it. */
export async function confirmationKey(secret: string, reference: string): Promise<string> {
  return base64UrlEncode(await hmacSha256(secret, `booking-confirmation|${reference}`)).slice(0, 22)
}

export async function verifyConfirmationKey(secret: string, reference: string, key: string) {
  return sameText(await confirmationKey(secret, reference), key)
}

/**
 * The key in the receipt's "Confirm your email" link. Unlike the confirmation key (which the
 * browser that sent the request is shown), only the inbox ever sees it: opening it proves the
 * email (holdRequestedTime).
 */
export async function emailProofKey(secret: string, reference: string): Promise<string> {
  return base64UrlEncode(await hmacSha256(secret, `booking-email-proof|${reference}`)).slice(0, 22)
}

export async function verifyEmailProofKey(secret: string, reference: string, key: string) {
  return sameText(await emailProofKey(secret, reference), key)
}

function sameText(expected: string, given: string) {
  if (given.length !== expected.length) return false
  let diff = 0
  for (let i = 0; i < given.length; i++) diff |= given.charCodeAt(i) ^ expected.charCodeAt(i)
  return diff === 0
}
