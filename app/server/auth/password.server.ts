// Password hashing: PBKDF2-HMAC-SHA256 at 100,000 iterations over an HMAC-SHA256 of the password
// keyed by a secret pepper. See docs/decisions/003-password-hashing.md for why.
// Relative imports only: the seed script runs this module under Node.

import { hmacSha256 } from './encoding.server'

/** Deployed Workers reject a single PBKDF2 derivation above this many iterations. */
export const PBKDF2_MAX_ITERATIONS = 100_000
export const PASSWORD_HASH_VERSION = 'v1'
const ITERATIONS = PBKDF2_MAX_ITERATIONS
const SALT_BYTES = 16
const KEY_BITS = 256

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function fromBase64(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

function pepper(password: string, pepperSecret: string): Promise<Uint8Array<ArrayBuffer>> {
  return hmacSha256(pepperSecret, password)
}

/** One PBKDF2 call; refuses iteration counts that production Workers would refuse. */
export async function pbkdf2(
  input: BufferSource,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_MAX_ITERATIONS) {
    throw new RangeError(`PBKDF2 iterations must be 1..${PBKDF2_MAX_ITERATIONS}`)
  }
  const key = await crypto.subtle.importKey('raw', input, 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    KEY_BITS,
  )
  return new Uint8Array(bits)
}

function requirePepper(pepperSecret: string | undefined): string {
  if (!pepperSecret || pepperSecret.length < 16) {
    throw new Error('PASSWORD_PEPPER is not configured (at least 16 characters)')
  }
  return pepperSecret
}

export async function hashPassword(
  password: string,
  pepperSecret: string | undefined,
): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const derived = await pbkdf2(
    await pepper(password, requirePepper(pepperSecret)),
    salt,
    ITERATIONS,
  )
  return [
    'pbkdf2-sha256',
    PASSWORD_HASH_VERSION,
    ITERATIONS,
    toBase64(salt),
    toBase64(derived),
  ].join('$')
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return diff === 0
}

export async function verifyPassword(
  password: string,
  stored: string,
  pepperSecret: string | undefined,
): Promise<boolean> {
  const [scheme, version, iterationsText, saltText, hashText] = stored.split('$')
  if (scheme !== 'pbkdf2-sha256' || version !== PASSWORD_HASH_VERSION || !saltText || !hashText) {
    return false
  }
  const iterations = Number(iterationsText)
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_MAX_ITERATIONS)
    return false
  const derived = await pbkdf2(
    await pepper(password, requirePepper(pepperSecret)),
    fromBase64(saltText),
    iterations,
  )
  return constantTimeEqual(derived, fromBase64(hashText))
}
