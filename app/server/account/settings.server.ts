import { type AppLoadContext } from '@remix-run/cloudflare'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { attemptKey, clearAttempts, reserveAttempt } from '../auth/rate-limit.server'
import { hashPassword, verifyPassword } from '../auth/password.server'
import { revokeAllSessionsOfUser } from '../auth/sessions.server'
import { type SessionUser } from '../auth/users.server'
import { schema } from '../db.server'

const { refreshTokens, users } = schema

/** Wrong current passwords per account and client before the form stops checking for a while. */
export const PASSWORD_CHECK_LIMIT = { max: 5, windowSeconds: 15 * 60 } as const

export async function saveProfile(
  context: AppLoadContext,
  userId: number,
  input: { name: string; phone: string | null },
) {
  await context.db
    .update(users)
    .set({ name: input.name, phone: input.phone, updatedAt: new Date().toISOString() })
    .where(eq(users.id, userId))
}

export type PasswordCheck =
  | { ok: true; attemptKey: string }
  | { ok: false; reason: 'wrong-password' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number }

export type PasswordChange =
  { ok: true; tokenVersion: number } | Exclude<PasswordCheck, { ok: true }>

/**
 * Whether `password` is the account's current one. Wrong guesses are limited per account and
 * client, as logins are, and shared by every form that asks for it (password, email).
 */
export async function checkCurrentPassword(
  context: AppLoadContext,
  request: Request,
  user: SessionUser,
  password: string,
): Promise<PasswordCheck> {
  const { db, env } = context
  const key = await attemptKey('password-change', String(user.id), request)
  const { max, windowSeconds } = PASSWORD_CHECK_LIMIT
  const reserved = await reserveAttempt(db, key, max, windowSeconds)
  if (!reserved.ok)
    return {
      ok: false,
      reason: 'rate-limited',
      retryAfterSeconds: reserved.state.retryAfterSeconds,
    }
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1)
  if (!row?.hash || !(await verifyPassword(password, row.hash, env.PASSWORD_PEPPER)))
    return { ok: false, reason: 'wrong-password' }
  return { ok: true, attemptKey: key }
}

/**
 * Changes the password when the current one is right. Every sign-in of the account ends (sessions,
 * refresh tokens, and access tokens through token_version); the caller signs this browser in
 * again.
 */
export async function changePassword(
  context: AppLoadContext,
  request: Request,
  user: SessionUser,
  input: { currentPassword: string; newPassword: string },
): Promise<PasswordChange> {
  const { db, env } = context
  const checked = await checkCurrentPassword(context, request, user, input.currentPassword)
  if (!checked.ok) return checked
  const key = checked.attemptKey
  const passwordHash = await hashPassword(input.newPassword, env.PASSWORD_PEPPER)
  const at = new Date().toISOString()
  const [updated] = await db.batch([
    db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: at })
      .where(eq(users.id, user.id))
      .returning({ tokenVersion: users.tokenVersion }),
    revokeAllSessionsOfUser(db, user.id),
    db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt))),
  ])
  await clearAttempts(db, key)
  const tokenVersion = updated[0]?.tokenVersion
  if (tokenVersion === undefined) throw new Error('The account vanished while changing password')
  return { ok: true, tokenVersion }
}
