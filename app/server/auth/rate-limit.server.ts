import { and, count, eq, gt, lt, min } from 'drizzle-orm'
import { type Db, schema } from '../db.server'
import { sha256Hex } from './encoding.server'

const { loginAttempts } = schema

export const LOGIN_MAX_FAILURES = 5
export const LOGIN_WINDOW_SECONDS = 15 * 60

export interface LimitState {
  limited: boolean
  remainingAttempts: number
  retryAfterSeconds: number
  resetTime: string
}

/** The client address as Cloudflare reports it; never taken from the request body. */
export function clientAddress(request: Request): string {
  return request.headers.get('CF-Connecting-IP') ?? request.headers.get('X-Real-IP') ?? 'local'
}

/** Attempts are counted per email + client, stored as a hash of the two. */
export function attemptKey(scope: string, email: string, request: Request): Promise<string> {
  return sha256Hex(`${scope}|${email.trim().toLowerCase()}|${clientAddress(request)}`)
}

export async function limitState(
  db: Db,
  key: string,
  max = LOGIN_MAX_FAILURES,
  windowSeconds = LOGIN_WINDOW_SECONDS,
  now = new Date(),
): Promise<LimitState> {
  const since = new Date(now.getTime() - windowSeconds * 1000).toISOString()
  const [row] = await db
    .select({ failures: count(), oldest: min(loginAttempts.attemptedAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.attemptKey, key), gt(loginAttempts.attemptedAt, since)))
  const failures = row?.failures ?? 0
  const resetAt = row?.oldest
    ? new Date(new Date(row.oldest).getTime() + windowSeconds * 1000)
    : now
  return {
    limited: failures >= max,
    remainingAttempts: Math.max(0, max - failures),
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)),
    resetTime: resetAt.toISOString(),
  }
}

export async function recordAttempt(db: Db, key: string, now = new Date()) {
  await db.insert(loginAttempts).values({ attemptKey: key, attemptedAt: now.toISOString() })
}

export async function clearAttempts(db: Db, key: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.attemptKey, key))
}

/** Old rows serve no purpose once outside every window. */
export async function pruneAttempts(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - 24 * 3600 * 1000).toISOString()
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, cutoff))
}
