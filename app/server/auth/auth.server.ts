import { type AppLoadContext } from '@remix-run/cloudflare'
import { eq, sql } from 'drizzle-orm'
import { type LoginInput, type RegisterInput } from '~/lib/auth-schemas'
import { schema } from '../db.server'
import { queueEmail } from '../email/outbox.server'
import { signAccessToken } from './jwt.server'
import { hashPassword, verifyPassword } from './password.server'
import {
  ACCOUNT_MAX_FAILURES,
  accountDelayMs,
  attemptKey,
  clearAttempts,
  CLIENT_MAX_FAILURES,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_SECONDS,
  type LimitState,
  limitState,
  pruneAttempts,
  recentAttempts,
  releaseAttempts,
  reserveAll,
  reserveAttempt,
} from './rate-limit.server'
import { sha256Hex } from './encoding.server'
import {
  createSession,
  findLiveSession,
  type NewSession,
  pruneSessions,
  revokeSession,
  touchSession,
} from './sessions.server'
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
export type AuthSuccess = {
  ok: true
  user: SessionUser
  accessToken: string
  refreshToken: string
  /** The sign-in a login or registration created; the cookie session is committed for it. */
  session?: NewSession
}
export type AuthOutcome = AuthSuccess | AuthFailure

function failure(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  headers?: Record<string, string>,
): AuthFailure {
  return { ok: false, status, body: { success: false, error, message: error, ...extra }, headers }
}

/** One sign-in: a session row, and an access and refresh token that belong to it. */
async function issueTokens(context: AppLoadContext, user: SessionUser): Promise<AuthSuccess> {
  const session = await createSession(context.db, user.id)
  const [{ token: accessToken }, refreshToken] = await Promise.all([
    signAccessToken(context.env.JWT_SECRET, { ...user, sessionId: session.id }),
    issueRefreshToken(context.db, user.id, undefined, undefined, session.id),
  ])
  return { ok: true, user, accessToken, refreshToken, session }
}

function rateLimited(state: LimitState, message?: string): AuthFailure {
  return failure(
    429,
    AUTH_MESSAGES.rateLimited,
    {
      ...(message ? { message } : {}),
      retryAfterSeconds: state.retryAfterSeconds,
      remainingAttempts: 0,
      resetTime: state.resetTime,
    },
    { 'Retry-After': String(state.retryAfterSeconds) },
  )
}

function loginLockedMessage(state: LimitState): string {
  const minutes = Math.ceil(state.retryAfterSeconds / 60)
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
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
  const accountKey = await sha256Hex(`login-account|${input.email.trim().toLowerCase()}`)
  // Every attempt is counted before the password is checked (one atomic step per key) and given
  // back on success, so parallel guesses cannot all slip under the limit. The account's own limit
  // comes first in the batch: it binds only clients that already failed on this account, so
  // failures elsewhere never refuse the owner's first try from a clean client.
  const reserved = await reserveAll(db, [
    {
      key: accountKey,
      max: ACCOUNT_MAX_FAILURES,
      windowSeconds: LOGIN_WINDOW_SECONDS,
      exemptWhileClean: key,
    },
    { key, max: LOGIN_MAX_FAILURES, windowSeconds: LOGIN_WINDOW_SECONDS },
    {
      key: await attemptKey('login-client', '', request),
      max: CLIENT_MAX_FAILURES,
      windowSeconds: LOGIN_WINDOW_SECONDS,
    },
  ])
  if (!reserved.ok) return rateLimited(reserved.state, loginLockedMessage(reserved.state))
  // Throttled rather than locked: the wait grows with the account's recent failures (this
  // attempt included), which slows guessing from many addresses without refusing anyone.
  const failures = (await recentAttempts(db, accountKey, LOGIN_WINDOW_SECONDS)) - 1
  const delay = accountDelayMs(failures)
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))

  const found = await findUserWithPassword(db, input.email)
  dummyHash ??= hashPassword('not-a-real-password', env.PASSWORD_PEPPER)
  const passwordOk = await verifyPassword(
    input.password,
    found?.passwordHash ?? (await dummyHash),
    env.PASSWORD_PEPPER,
  )
  if (!found || !found.passwordHash || !passwordOk) {
    context.waitUntil(Promise.all([pruneAttempts(db), pruneSessions(db)]))
    const after = await limitState(db, key)
    return failure(401, AUTH_MESSAGES.badCredentials, {
      remainingAttempts: after.remainingAttempts,
    })
  }
  await Promise.all([clearAttempts(db, key), releaseAttempts(db, reserved.ids)])
  if (found.user.disabled) return failure(403, AUTH_MESSAGES.disabled)
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
  const reserved = await reserveAttempt(db, key, 10, 3600)
  if (!reserved.ok) return rateLimited(reserved.state)
  const refuse = async (outcome: AuthFailure) => {
    await releaseAttempts(db, [reserved.id])
    return outcome
  }
  const email = normalizeEmail(input.email)
  const { users } = schema
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1)
  if (existing.length > 0) {
    // Still counted against the client's limit (probing addresses is throttled), and the
    // address's owner is told someone tried to register with it.
    await db.batch([queueEmail(db, { to: email, template: 'account.exists', data: {} })])
    return failure(409, AUTH_MESSAGES.emailTaken, { errors: { email: AUTH_MESSAGES.emailTaken } })
  }

  const passwordHash = await hashPassword(input.password, env.PASSWORD_PEPPER)
  const inserted = await db
    .insert(users)
    .values({ email, name: input.name, phone: input.phone ?? null, passwordHash, role: 'user' })
    .onConflictDoNothing()
    .returning({ id: users.id })
  const id = inserted[0]?.id
  // A concurrent registration of the same email won the race.
  if (!id)
    return refuse(
      failure(409, AUTH_MESSAGES.emailTaken, { errors: { email: AUTH_MESSAGES.emailTaken } }),
    )
  const user = await findUserById(db, id)
  if (!user) throw new Error('Registered user vanished')
  return issueTokens(context, user)
}

export async function refresh(context: AppLoadContext, refreshToken: string): Promise<AuthOutcome> {
  const rotated = await rotateRefreshToken(context.db, refreshToken)
  if (!rotated.ok) return failure(401, AUTH_MESSAGES.invalidRefresh)
  const { sessionId } = rotated
  const [user, session] = await Promise.all([
    findUserById(context.db, rotated.userId),
    sessionId ? findLiveSession(context.db, sessionId) : Promise.resolve(undefined),
  ])
  // The sign-in ended (logout, inactivity, absolute expiry): its refresh tokens end with it.
  if (!user || user.disabled || session === null) return failure(401, AUTH_MESSAGES.invalidRefresh)
  if (session) {
    const touch = touchSession(context.db, session)
    if (touch) context.waitUntil(touch.then(() => undefined))
  }
  const { token } = await signAccessToken(context.env.JWT_SECRET, { ...user, sessionId })
  return { ok: true, user, accessToken: token, refreshToken: rotated.refreshToken }
}

/**
 * Ends the sign-in: its session row (so copies of the cookie and the access tokens minted for it
 * stop working), every refresh token of the user and, when one was presented, the access token.
 */
export async function logout(
  context: AppLoadContext,
  user: SessionUser,
  {
    accessToken,
    sessionId,
  }: { accessToken?: { jti: string; exp: number }; sessionId?: string | null } = {},
): Promise<void> {
  const { db } = context
  const { revokedAccessTokens } = schema
  const now = new Date()
  await db.batch([
    revokeAllForUser(db, user.id, now),
    ...(sessionId ? [revokeSession(db, sessionId, now)] : []),
    ...(accessToken
      ? [
          db
            .insert(revokedAccessTokens)
            .values({
              jti: accessToken.jti,
              expiresAt: new Date(accessToken.exp * 1000).toISOString(),
            })
            .onConflictDoNothing(),
          db
            .delete(revokedAccessTokens)
            .where(sql`${revokedAccessTokens.expiresAt} < ${now.toISOString()}`),
        ]
      : []),
  ])
}

export const LOGIN_LIMIT = LOGIN_MAX_FAILURES
