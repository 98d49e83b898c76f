import { type AppLoadContext } from '@remix-run/cloudflare'
import { and, eq, ne, sql } from 'drizzle-orm'
import { base64UrlEncode, hmacSha256, sha256Hex } from '../auth/encoding.server'
import { clearAttempts, reserveAttempt } from '../auth/rate-limit.server'
import { type SessionUser } from '../auth/users.server'
import { type Db, schema } from '../db.server'
import { emailWithChange } from '../dashboard/business/outbox-guard.server'
import { queueEmail } from '../email/outbox.server'
import { checkCurrentPassword, type PasswordCheck } from './settings.server'
import { VERIFY_LINK_TTL_HOURS, VERIFY_SENDS_PER_HOUR } from './verify-email.server'

const { users } = schema

const SIG_SHAPE = /^[A-Za-z0-9_-]{43}$/

// The link names the account, the address it has now and the one it moves to: once the account's
// email is something else (another change went through), an old link proves nothing.
async function signature(secret: string, userId: number, from: string, to: string, exp: number) {
  return base64UrlEncode(await hmacSha256(secret, `change-email|${userId}|${from}|${to}|${exp}`))
}

/** The path of the link that moves the account from its current address to `to`, for a day. */
export async function changeEmailPath(
  secret: string,
  user: { id: number; email: string },
  to: string,
  now: Date,
): Promise<string> {
  const exp = Math.floor(now.getTime() / 1000) + VERIFY_LINK_TTL_HOURS * 3600
  const sig = await signature(secret, user.id, user.email, to, exp)
  const query = new URLSearchParams({ uid: String(user.id), to, exp: String(exp), sig })
  return `/account/confirm-email?${query.toString()}`
}

export type EmailChangeRequest =
  | { ok: true }
  | Exclude<PasswordCheck, { ok: true }>
  | { ok: false; reason: 'same' }
  | { ok: false; reason: 'taken' }
  | { ok: false; reason: 'too-many'; retryAfterSeconds: number }

const taken = (db: Db, email: string, userId: number) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1)

/**
 * Asks for a change of the sign-in email: the current password must be right, the new address
 * free; a link goes to the new address (the change waits for it). Sends are capped per account,
 * like the confirmation email, and per recipient by the outbox's account cap.
 */
export async function requestEmailChange(
  context: AppLoadContext,
  request: Request,
  user: SessionUser,
  input: { newEmail: string; currentPassword: string },
): Promise<EmailChangeRequest> {
  const { db } = context
  const checked = await checkCurrentPassword(context, request, user, input.currentPassword)
  if (!checked.ok) return checked
  await clearAttempts(db, checked.attemptKey)
  if (input.newEmail === user.email) return { ok: false, reason: 'same' }
  if ((await taken(db, input.newEmail, user.id)).length > 0) return { ok: false, reason: 'taken' }
  const key = await sha256Hex(`change-email|${user.id}`)
  const reserved = await reserveAttempt(db, key, VERIFY_SENDS_PER_HOUR, 3600)
  if (!reserved.ok)
    return { ok: false, reason: 'too-many', retryAfterSeconds: reserved.state.retryAfterSeconds }
  await db.batch([
    queueEmail(db, {
      to: input.newEmail,
      template: 'account.change-email',
      data: { userId: user.id, from: user.email },
    }),
  ])
  return { ok: true }
}

export type EmailChangeOutcome = 'changed' | 'invalid' | 'taken'

/**
 * Moves the account to the link's address when the link is genuine, unexpired and the account
 * still has the address it was signed for; the old address is told in the same batch (only
 * if the change happened). Opening
 * it again after the change is harmless ('changed'). The new address is proven by the link, so
 * it counts as verified.
 */
export async function redeemEmailChange(
  db: Db,
  secret: string,
  params: URLSearchParams,
  now = new Date(),
): Promise<EmailChangeOutcome> {
  const userId = Number(params.get('uid'))
  const exp = Number(params.get('exp'))
  const to = params.get('to') ?? ''
  const sig = params.get('sig') ?? ''
  if (!Number.isSafeInteger(userId) || userId < 1 || !Number.isSafeInteger(exp)) return 'invalid'
  if (!SIG_SHAPE.test(sig) || exp * 1000 <= now.getTime() || to.length > 254) return 'invalid'
  const [user] = await db
    .select({ email: users.email, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  if (!user || user.disabled) return 'invalid'
  if (user.email === to) return 'changed'
  const expected = await signature(secret, userId, user.email, to, exp)
  let diff = expected.length ^ sig.length
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ sig.charCodeAt(i)
  if (diff !== 0) return 'invalid'
  const at = now.toISOString()
  // Guarded in its WHERE: the address still free and the account still at its old one, so the
  // unique index never throws and a second click changes nothing.
  const free = sql`not exists (select 1 from ${users} u2 where u2.email = ${to})`
  const [, moved] = await db.batch(
    emailWithChange(
      db,
      { to: user.email, template: 'account.email-changed', data: { userId, from: user.email } },
      db
        .update(users)
        .set({ email: to, emailVerifiedAt: at, updatedAt: at })
        .where(and(eq(users.id, userId), eq(users.email, user.email), free))
        .returning({ id: users.id }),
    ),
  )
  if (moved.length > 0) return 'changed'
  return (await taken(db, to, userId)).length > 0 ? 'taken' : 'invalid'
}
