import { and, count, eq, gt, inArray, lt, min } from 'drizzle-orm'
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

/**
 * The client as the limits count it. An IPv6 subscriber is given a whole /64 (2^64 addresses),
 * so counting single IPv6 addresses would let one client rotate forever: the /64 is the client.
 * An IPv4 address (also one written IPv4-mapped, ::ffff:a.b.c.d) is counted as itself.
 */
export function clientGroup(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (!address.includes(':')) return address
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]?.split('::') ?? []
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const zeros = address.includes('::') ? Math.max(0, 8 - left.length - right.length) : 0
  const hextets = [...left, ...Array<string>(zeros).fill('0'), ...right]
  if (!hextets.slice(0, 4).every((h) => /^[0-9a-f]{1,4}$/.test(h))) return address.toLowerCase()
  return `${hextets
    .slice(0, 4)
    .map((h) => h.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * Failed logins for one account, from any client (credential stuffing across addresses). Only
 * clients that have already failed on the account are held to it, so strangers' failures never
 * lock the owner out; they slow every attempt down instead (accountDelayMs).
 */
export const ACCOUNT_MAX_FAILURES = 10
/** Failed logins from one client, for any account (password spraying across emails). */
export const CLIENT_MAX_FAILURES = 30

/** Attempts are counted per email + client (its group: an IPv6 /64), stored as a hash. */
export function attemptKey(scope: string, email: string, request: Request): Promise<string> {
  return sha256Hex(`${scope}|${email.trim().toLowerCase()}|${clientGroup(clientAddress(request))}`)
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

export type Reservation = { ok: true; id: number } | { ok: false; state: LimitState }

/**
 * Checks and records one attempt in a single statement: the row is inserted only while fewer
 * than `max` rows for `key` fall in the window. SQLite runs one statement at a time, so parallel
 * requests cannot all pass the check before any of them is recorded.
 */
export function reserveStatement(
  db: Db,
  key: string,
  max: number,
  windowSeconds: number,
  now = new Date(),
  exemptWhileClean?: string,
): D1PreparedStatement {
  const since = new Date(now.getTime() - windowSeconds * 1000).toISOString()
  const count = (n: number) =>
    `(select count(*) from login_attempts where attempt_key = ?${n} and attempted_at > ?3)`
  // With `exemptWhileClean`, the limit binds only once that key has attempts of its own.
  const clean = exemptWhileClean ? `${count(5)} = 0 or ` : ''
  return db.$client
    .prepare(
      `insert into login_attempts (attempt_key, attempted_at)
       select ?1, ?2
       where ${clean}${count(1)} < ?4
       returning id`,
    )
    .bind(key, now.toISOString(), since, max, ...(exemptWhileClean ? [exemptWhileClean] : []))
}

/** How many attempts `key` has in the window. */
export async function recentAttempts(
  db: Db,
  key: string,
  windowSeconds: number,
  now = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - windowSeconds * 1000).toISOString()
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.attemptKey, key), gt(loginAttempts.attemptedAt, since)))
  return row?.n ?? 0
}

/** Failures on one account before its attempts start to slow down. */
export const ACCOUNT_DELAY_AFTER = 3
export const ACCOUNT_DELAY_MAX_MS = 2000

/**
 * The wait before checking a password for an account with `failures` recent failures: none for
 * the first few, then 125 ms doubling per failure, capped at 2 s. A waiting Worker spends wall
 * time, not CPU, so the throttle is cheap for us and slows a guesser's every try.
 */
export function accountDelayMs(failures: number): number {
  if (failures <= ACCOUNT_DELAY_AFTER) return 0
  return Math.min(ACCOUNT_DELAY_MAX_MS, 125 * 2 ** (failures - ACCOUNT_DELAY_AFTER - 1))
}

function reservedId(result: D1Result<{ id: number }>): number | null {
  return result.results[0]?.id ?? null
}

/** Reserves one attempt under `key` (see reserveStatement); refused once `max` are in the window. */
export async function reserveAttempt(
  db: Db,
  key: string,
  max: number,
  windowSeconds: number,
  now = new Date(),
): Promise<Reservation> {
  const id = reservedId(
    await reserveStatement(db, key, max, windowSeconds, now).all<{ id: number }>(),
  )
  if (id !== null) return { ok: true, id }
  return { ok: false, state: await limitState(db, key, max, windowSeconds, now) }
}

/** Reserves under several keys at once (one batch); all or none are kept. */
export async function reserveAll(
  db: Db,
  limits: readonly { key: string; max: number; windowSeconds: number; exemptWhileClean?: string }[],
  now = new Date(),
): Promise<{ ok: true; ids: number[] } | { ok: false; state: LimitState }> {
  const results = await db.$client.batch<{ id: number }>(
    limits.map((l) => reserveStatement(db, l.key, l.max, l.windowSeconds, now, l.exemptWhileClean)),
  )
  const ids = results.map(reservedId)
  const refused = ids.findIndex((id) => id === null)
  if (refused === -1) return { ok: true, ids: ids.filter((id): id is number => id !== null) }
  await releaseAttempts(
    db,
    ids.filter((id): id is number => id !== null),
  )
  const limit = limits[refused]
  if (!limit) throw new Error('refused limit out of range')
  return { ok: false, state: await limitState(db, limit.key, limit.max, limit.windowSeconds, now) }
}

/** Gives reserved attempts back (the request turned out not to count). */
export async function releaseAttempts(db: Db, ids: readonly number[]) {
  if (ids.length > 0) await db.delete(loginAttempts).where(inArray(loginAttempts.id, [...ids]))
}
