import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import { type Db, schema } from '../db.server'
import { randomToken, sha256Hex } from './encoding.server'

const { sessions } = schema

/** A session unused this long is over (inactivity). */
export const SESSION_IDLE_SECONDS = 7 * 24 * 3600
/** No session outlives this, however active (absolute expiry). */
export const SESSION_MAX_SECONDS = 30 * 24 * 3600
// last_seen_at is written at most this often, so most requests stay read-only.
const TOUCH_EVERY_MS = 3600 * 1000

export interface NewSession {
  /** Goes into the cookie only; never stored. */
  token: string
  /** The row id: SHA-256 of the token. Access and refresh tokens name their sign-in by it. */
  id: string
}

export async function createSession(db: Db, userId: number, now = new Date()): Promise<NewSession> {
  const token = randomToken(32)
  const id = await sha256Hex(token)
  const at = now.toISOString()
  await db.insert(sessions).values({
    id,
    userId,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(now.getTime() + SESSION_MAX_SECONDS * 1000).toISOString(),
  })
  return { token, id }
}

/** The condition a session row must meet to count: not revoked, not expired, recently used. */
function live(now: Date) {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000).toISOString()
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now.toISOString()),
    gt(sessions.lastSeenAt, idleSince),
  )
}

/** The live session row with this id, or null. */
export async function findLiveSession(db: Db, id: string, now = new Date()) {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.id, id), live(now)))
    .limit(1)
  return row ?? null
}

/** Marks the session used; skipped when it was marked within the last hour. */
export function touchSession(db: Db, row: { id: string; lastSeenAt: string }, now = new Date()) {
  if (now.getTime() - new Date(row.lastSeenAt).getTime() < TOUCH_EVERY_MS) return null
  return db
    .update(sessions)
    .set({ lastSeenAt: now.toISOString() })
    .where(and(eq(sessions.id, row.id), isNull(sessions.revokedAt)))
}

export function revokeSession(db: Db, id: string, now = new Date()) {
  return db
    .update(sessions)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
}

export function revokeAllSessionsOfUser(db: Db, userId: number, now = new Date()) {
  return db
    .update(sessions)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}

/** Rows past their absolute expiry serve no purpose. */
export function pruneSessions(db: Db, now = new Date()) {
  return db.delete(sessions).where(lt(sessions.expiresAt, now.toISOString()))
}
