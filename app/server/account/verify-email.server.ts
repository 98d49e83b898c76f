import { and, eq, sql } from 'drizzle-orm'
import { base64UrlEncode, hmacSha256, sha256Hex } from '../auth/encoding.server'
import { reserveAttempt } from '../auth/rate-limit.server'
import { type Db, schema } from '../db.server'
import { queueEmail } from '../email/outbox.server'

const { users } = schema

export const VERIFY_LINK_TTL_HOURS = 24
/** Confirmation emails per account per hour: enough for a lost one, too few to spam with. */
export const VERIFY_SENDS_PER_HOUR = 3

const SIG_SHAPE = /^[A-Za-z0-9_-]{43}$/

// The link names the account and the address it was sent to: once the account's email is
// different, an old link proves nothing and does nothing.
async function signature(secret: string, userId: number, email: string, expires: number) {
  return base64UrlEncode(await hmacSha256(secret, `verify-email|${userId}|${email}|${expires}`))
}

/** The path of a confirmation link for this account and address, valid for a day. */
export async function verifyEmailPath(
  secret: string,
  user: { id: number; email: string },
  now: Date,
): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + VERIFY_LINK_TTL_HOURS * 3600
  const query = new URLSearchParams({
    uid: String(user.id),
    exp: String(expires),
    sig: await signature(secret, user.id, user.email, expires),
  })
  return `/account/verify-email?${query.toString()}`
}

/** Queues the confirmation email, a few per hour at most; false when over that. */
export async function sendVerifyEmail(db: Db, user: { id: number; email: string }) {
  // Per account, from any client: it is the account's inbox that must not be flooded.
  const key = await sha256Hex(`verify-email|${user.id}`)
  const reserved = await reserveAttempt(db, key, VERIFY_SENDS_PER_HOUR, 3600)
  if (!reserved.ok) return false
  await db.batch([
    queueEmail(db, { to: user.email, template: 'account.verify-email', data: { userId: user.id } }),
  ])
  return true
}

/**
 * Marks the account's email verified when the link is genuine, unexpired and for the address
 * the account still has. Opening it twice is harmless. Returns whether the link was good.
 */
export async function redeemVerifyLink(
  db: Db,
  secret: string,
  params: URLSearchParams,
  now = new Date(),
): Promise<boolean> {
  const userId = Number(params.get('uid'))
  const expires = Number(params.get('exp'))
  const sig = params.get('sig') ?? ''
  if (!Number.isSafeInteger(userId) || userId < 1 || !Number.isSafeInteger(expires)) return false
  if (!SIG_SHAPE.test(sig) || expires * 1000 <= now.getTime()) return false
  const [user] = await db
    .select({ email: users.email, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  if (!user || user.disabled) return false
  const expected = await signature(secret, userId, user.email, expires)
  let diff = expected.length ^ sig.length
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ sig.charCodeAt(i)
  if (diff !== 0) return false
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()})` })
    .where(and(eq(users.id, userId), eq(users.email, user.email)))
  return true
}
