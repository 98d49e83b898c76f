import { type AppLoadContext } from '@remix-run/cloudflare'
import { and, eq } from 'drizzle-orm'
import { schema } from '../db.server'
import { queueEmail } from '../email/outbox.server'
import { attemptKey, reserveAll } from './rate-limit.server'
import { normalizeEmail } from './users.server'

const { users } = schema

/** Per email and client address, and per client address across emails. */
export const RESET_LIMITS = {
  perEmail: { max: 3, windowSeconds: 15 * 60 },
  perClient: { max: 10, windowSeconds: 60 * 60 },
} as const

export type ResetRequestOutcome = { ok: true } | { ok: false; retryAfterSeconds: number }

/**
 * Queues a reset email when the address belongs to an active account. The answer is the same
 * either way (no account enumeration); only the rate limit, which counts every request, can
 * refuse. The link itself is minted when the email is sent.
 */
export async function requestPasswordReset(
  context: AppLoadContext,
  request: Request,
  rawEmail: string,
): Promise<ResetRequestOutcome> {
  const { db } = context
  const email = normalizeEmail(rawEmail)
  const [emailKey, clientKey] = await Promise.all([
    attemptKey('password-reset', email, request),
    attemptKey('password-reset-client', '', request),
  ])
  const { perEmail, perClient } = RESET_LIMITS
  // Checked and counted in one batch of conditional inserts, so parallel requests cannot all pass
  // the check before any is recorded (each would queue its own email).
  const reserved = await reserveAll(db, [
    { key: emailKey, ...perEmail },
    { key: clientKey, ...perClient },
  ])
  if (!reserved.ok) return { ok: false, retryAfterSeconds: reserved.state.retryAfterSeconds }
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.email, email), eq(users.disabled, false)))
    .limit(1)
  if (user) {
    await db.batch([
      queueEmail(db, { to: user.email, template: 'password.reset', data: { userId: user.id } }),
    ])
  }
  return { ok: true }
}
