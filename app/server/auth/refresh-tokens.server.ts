import { and, eq, inArray, isNull } from 'drizzle-orm'
import { type Db, schema } from '../db.server'
import { openSuccessor, sealSuccessor } from './successor-seal.server'
import { randomToken, sha256Hex } from './encoding.server'

const { refreshTokens, sessions } = schema

export const REFRESH_TOKEN_TTL_DAYS = 7
/**
 * Two tabs refreshing with the same token at once: within this many seconds of its rotation the
 * old token gets the same successor back instead of counting as reuse.
 */
export const REFRESH_GRACE_SECONDS = 30

function expiry(now: Date): string {
  return new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000).toISOString()
}

/** A new refresh token (256 bits); only its SHA-256 is stored. */
export async function issueRefreshToken(
  db: Db,
  userId: number,
  familyId = randomToken(16),
  now = new Date(),
  sessionId: string | null = null,
) {
  const token = randomToken(32)
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    sessionId,
    tokenHash: await sha256Hex(token),
    expiresAt: expiry(now),
  })
  return token
}

export type RotationResult =
  | { ok: true; userId: number; refreshToken: string; sessionId: string | null }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' }

type Row = typeof refreshTokens.$inferSelect

/** A token already rotated: its successor within the grace window, otherwise reuse. */
async function rotatedAgain(db: Db, row: Row, token: string, now: Date): Promise<RotationResult> {
  const rotatedMs = row.rotatedAt ? new Date(row.rotatedAt).getTime() : 0
  const inGrace = now.getTime() - rotatedMs <= REFRESH_GRACE_SECONDS * 1000
  const successor =
    inGrace && row.successorSealed ? await openSuccessor(token, row.successorSealed) : null
  if (successor) {
    const [next] = await db
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, await sha256Hex(successor)))
      .limit(1)
    if (next && !next.revokedAt)
      return { ok: true, userId: row.userId, refreshToken: successor, sessionId: row.sessionId }
  }
  await revokeFamily(db, row.familyId, now)
  return { ok: false, reason: 'reused' }
}

/**
 * Exchanges a refresh token for a new one in the same family. Presenting a token that was already
 * rotated, after the grace window, means it leaked (or was replayed): the whole family is revoked.
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<RotationResult> {
  const tokenHash = await sha256Hex(token)
  const find = () =>
    db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1)
  const [row] = await find()
  if (!row) return { ok: false, reason: 'unknown' }
  if (row.revokedAt) return { ok: false, reason: 'revoked' }
  if (row.rotatedAt) return rotatedAgain(db, row, token, now)
  if (row.expiresAt <= now.toISOString()) return { ok: false, reason: 'expired' }

  const successor = randomToken(32)
  const sealed = await sealSuccessor(token, successor)
  const at = now.toISOString()
  // One batch: the conditional claim makes rotation single-use under concurrent refreshes, and
  // the successor is inserted only if this claim (with this sealed successor) won.
  const [claim] = await db.$client.batch<{ id: number }>([
    db.$client
      .prepare(
        `update refresh_tokens set rotated_at = ?2, successor_sealed = ?3
         where id = ?1 and rotated_at is null and revoked_at is null returning id`,
      )
      .bind(row.id, at, sealed),
    db.$client
      .prepare(
        `insert into refresh_tokens (user_id, family_id, session_id, token_hash, expires_at)
         select ?2, ?3, ?4, ?5, ?6
         where exists (select 1 from refresh_tokens where id = ?1 and successor_sealed = ?7)`,
      )
      .bind(
        row.id,
        row.userId,
        row.familyId,
        row.sessionId,
        await sha256Hex(successor),
        expiry(now),
        sealed,
      ),
  ])
  const claimed = claim?.results ?? []
  if (claimed.length === 1)
    return { ok: true, userId: row.userId, refreshToken: successor, sessionId: row.sessionId }
  // Another request rotated it a moment ago: the grace window decides.
  const [again] = await find()
  if (!again || again.revokedAt) return { ok: false, reason: 'revoked' }
  return rotatedAgain(db, again, token, now)
}

/**
 * Reuse means the family leaked: its tokens end, and so does the sign-in they belong to (its
 * session row), which ends that sign-in's cookie and access tokens too. One batch, so a reader
 * never sees the tokens revoked but the sign-in still alive.
 */
export async function revokeFamily(db: Db, familyId: string, now = new Date()) {
  const at = now.toISOString()
  await db.batch([
    db
      .update(sessions)
      .set({ revokedAt: at })
      .where(
        and(
          isNull(sessions.revokedAt),
          inArray(
            sessions.id,
            db
              .select({ id: refreshTokens.sessionId })
              .from(refreshTokens)
              .where(eq(refreshTokens.familyId, familyId)),
          ),
        ),
      ),
    db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt))),
  ])
}

export function revokeAllForUser(db: Db, userId: number, now = new Date()) {
  return db
    .update(refreshTokens)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
}
