import { type AppLoadContext } from '@remix-run/cloudflare'
import { eq, sql } from 'drizzle-orm'
import { type LoginInput, type RegisterInput } from '~/lib/auth-schemas'
import { schema } from '../db.server'
import { signAccessToken } from './jwt.server'
import { hashPassword, verifyPassword } from './password.server'
import {
  attemptKey,
  clearAttempts,
  LOGIN_MAX_FAILURES,
  limitState,
  pruneAttempts,
  recordAttempt,
} from './rate-limit.server'
import { issueRefreshToken, revokeAllForUser, rotateRefreshToken } from './refresh-tokens.server'
import {
  findUserById,
  findUserWithPassword,
  normalizeEmail,
  type SessionUser,
} from './users.server'

export const AUTH_MESSAGES = {
  badCredentials: 'Email or password is incorrect',
  disabled: 'Access denied. Please contact support.',
  rateLimited: 'Rate limited',
  emailTaken: 'An account with this email already exists',
  invalidRefresh: 'Invalid or expired refresh token',
} as const

export type AuthFailure = {
  ok: false
  status: number
  body: Record<string, unknown>
  headers?: Record<string, string>
}
export type AuthSuccess = { ok: true; user: SessionUser; accessToken: string; refreshToken: string }
export type AuthOutcome = AuthSuccess | AuthFailure

function failure(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  headers?: Record<string, string>,
): AuthFailure {
  return { ok: false, status, body: { success: false, error, message: error, ...extra }, headers }
}

async function issueTokens(context: AppLoadContext, user: SessionUser): Promise<AuthSuccess> {
  const [{ token: accessToken }, refreshToken] = await Promise.all([
    signAccessToken(context.env.JWT_SECRET, user),
    issueRefreshToken(context.db, user.id),
  ])
  return { ok: true, user, accessToken, refreshToken }
}

// Verified against when the email is unknown, so both paths cost the same PBKDF2 work.
let dummyHash: Promise<string> | null = null

export async function login(
  context: AppLoadContext,
  request: Request,
  input: LoginInput,
): Promise<AuthOutcome> {
  const { db, env } = context
  const key = await attemptKey('login', input.email, request)
  const before = await limitState(db, key)
  if (before.limited) {
    const minutes = Math.ceil(before.retryAfterSeconds / 60)
    return failure(
      429,
      AUTH_MESSAGES.rateLimited,
      {
        message: `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        retryAfterSeconds: before.retryAfterSeconds,
        remainingAttempts: 0,
        resetTime: before.resetTime,
      },
      { 'Retry-After': String(before.retryAfterSeconds) },
    )
  }

  const found = await findUserWithPassword(db, input.email)
  dummyHash ??= hashPassword('not-a-real-password', env.PASSWORD_PEPPER)
  const passwordOk = await verifyPassword(
    input.password,
    found?.passwordHash ?? (await dummyHash),
    env.PASSWORD_PEPPER,
  )
  if (!found || !found.passwordHash || !passwordOk) {
    await recordAttempt(db, key)
    context.waitUntil(pruneAttempts(db))
    return failure(401, AUTH_MESSAGES.badCredentials, {
      remainingAttempts: Math.max(0, before.remainingAttempts - 1),
    })
  }
  if (found.user.disabled) return failure(403, AUTH_MESSAGES.disabled)
  await clearAttempts(db, key)
  return issueTokens(context, found.user)
}

export async function register(
  context: AppLoadContext,
  request: Request,
  input: RegisterInput,
): Promise<AuthOutcome> {
  const { db, env } = context
  // Registration is limited per client address too, so the endpoint cannot be used to spray accounts.
  const key = await attemptKey('register', '', request)
  const state = await limitState(db, key, 10, 3600)
  if (state.limited) {
    return failure(
      429,
      AUTH_MESSAGES.rateLimited,
      {
        retryAfterSeconds: state.retryAfterSeconds,
        remainingAttempts: 0,
        resetTime: state.resetTime,
      },
      { 'Retry-After': String(state.retryAfterSeconds) },
    )
  }
  const email = normalizeEmail(input.email)
  const { users } = schema
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1)
  if (existing.length > 0)
    return failure(409, AUTH_MESSAGES.emailTaken, { errors: { email: AUTH_MESSAGES.emailTaken } })

  const passwordHash = await hashPassword(input.password, env.PASSWORD_PEPPER)
  const inserted = await db
    .insert(users)
    .values({ email, name: input.name, phone: input.phone ?? null, passwordHash, role: 'user' })
    .onConflictDoNothing()
    .returning({ id: users.id })
  const id = inserted[0]?.id
  // A concurrent registration of the same email won the race.
  if (!id)
    return failure(409, AUTH_MESSAGES.emailTaken, { errors: { email: AUTH_MESSAGES.emailTaken } })
  await recordAttempt(db, key)
  const user = await findUserById(db, id)
  if (!user) throw new Error('Registered user vanished')
  return issueTokens(context, user)
}

export async function refresh(context: AppLoadContext, refreshToken: string): Promise<AuthOutcome> {
  const rotated = await rotateRefreshToken(context.db, refreshToken)
  if (!rotated.ok) return failure(401, AUTH_MESSAGES.invalidRefresh)
  const user = await findUserById(context.db, rotated.userId)
  if (!user || user.disabled) return failure(401, AUTH_MESSAGES.invalidRefresh)
  const { token } = await signAccessToken(context.env.JWT_SECRET, user)
  return { ok: true, user, accessToken: token, refreshToken: rotated.refreshToken }
}

/** Revokes every refresh token of the user and, when one was used, the current access token. */
export async function logout(
  context: AppLoadContext,
  user: SessionUser,
  accessToken?: { jti: string; exp: number },
): Promise<void> {
  const { db } = context
  const { revokedAccessTokens } = schema
  const statements = [revokeAllForUser(db, user.id)] as const
  if (accessToken) {
    await db.batch([
      ...statements,
      db
        .insert(revokedAccessTokens)
        .values({ jti: accessToken.jti, expiresAt: new Date(accessToken.exp * 1000).toISOString() })
        .onConflictDoNothing(),
      db
        .delete(revokedAccessTokens)
        .where(sql`${revokedAccessTokens.expiresAt} < ${new Date().toISOString()}`),
    ])
  } else {
    await db.batch(statements)
  }
}

export const LOGIN_LIMIT = LOGIN_MAX_FAILURES
