import { z } from 'zod'
import { base64UrlDecode, base64UrlEncode, randomToken, utf8 } from './encoding.server'

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60
export const JWT_ISSUER = 'mobile-detail-hub'
export const JWT_AUDIENCE = 'mobile-detail-hub-api'
// Only this algorithm is ever accepted; 'none' and anything else are refused before any crypto.
const ALGORITHM = 'HS256'
const CLOCK_SKEW_SECONDS = 30

const headerSchema = z.object({ alg: z.literal(ALGORITHM), typ: z.literal('JWT').optional() })
const claimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  ver: z.number().int().nonnegative(),
  jti: z.string().min(16),
  iss: z.literal(JWT_ISSUER),
  aud: z.literal(JWT_AUDIENCE),
  iat: z.number().int(),
  exp: z.number().int(),
  /** The sign-in (sessions.id) the token belongs to: revoking that session ends the token. */
  sid: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
})

export type AccessClaims = z.infer<typeof claimsSchema>

function requireSecret(secret: string | undefined): string {
  if (!secret || secret.length < 32)
    throw new Error('JWT_SECRET is not configured (at least 32 characters)')
  return secret
}

async function hmacKey(secret: string | undefined): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    utf8(requireSecret(secret)),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )
}

function encodeJson(value: unknown): string {
  return base64UrlEncode(utf8(JSON.stringify(value)))
}

function decodeJson(part: string): unknown {
  const bytes = base64UrlDecode(part)
  if (!bytes) return null
  try {
    return JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    return null
  }
}

export async function signAccessToken(
  secret: string | undefined,
  user: { id: number; tokenVersion: number; sessionId?: string | null },
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<{ token: string; claims: AccessClaims }> {
  const claims: AccessClaims = {
    sub: String(user.id),
    ver: user.tokenVersion,
    jti: randomToken(16),
    iss: JWT_ISSUER,
    aud: JWT_AUDIENCE,
    iat: nowSeconds,
    exp: nowSeconds + ACCESS_TOKEN_TTL_SECONDS,
    ...(user.sessionId ? { sid: user.sessionId } : {}),
  }
  const signingInput = `${encodeJson({ alg: ALGORITHM, typ: 'JWT' })}.${encodeJson(claims)}`
  const signature = new Uint8Array(
    await crypto.subtle.sign('HMAC', await hmacKey(secret), utf8(signingInput)),
  )
  return { token: `${signingInput}.${base64UrlEncode(signature)}`, claims }
}

/** The token's claims if its algorithm, signature, issuer, audience and lifetime all check out. */
export async function verifyAccessToken(
  secret: string | undefined,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<AccessClaims | null> {
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts
  if (!headerSchema.safeParse(decodeJson(headerPart)).success) return null
  const signature = base64UrlDecode(signaturePart)
  if (!signature || signature.length !== 32) return null
  const valid = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    signature,
    utf8(`${headerPart}.${payloadPart}`),
  )
  if (!valid) return null
  const claims = claimsSchema.safeParse(decodeJson(payloadPart))
  if (!claims.success) return null
  const { exp, iat } = claims.data
  if (exp <= nowSeconds - CLOCK_SKEW_SECONDS || iat > nowSeconds + CLOCK_SKEW_SECONDS) return null
  return claims.data
}
