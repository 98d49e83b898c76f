import { and, eq, isNull } from 'drizzle-orm'
import { type Db, schema } from '../db.server'
import { randomToken, sha256Hex } from './encoding.server'

const { refreshTokens } = schema

export const REFRESH_TOKEN_TTL_DAYS = 7

function expiry(now: Date): string {
  return new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000).toISOString()
}

/** A new refresh token (256 bits); only its SHA-256 is stored. */
export async function issueRefreshToken(
  db: Db,
  userId: number,
  familyId = randomToken(16),
  now = new Date(),
) {
  const token = randomToken(32)
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: await sha256Hex(token),
    expiresAt: expiry(now),
  })
  return token
}

export type RotationResult =
  | { ok: true; userId: number; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' }

/**
 * Exchanges a refresh token for a new one in the same family. Presenting a token that was already
 * rotated means it leaked (or was replayed): the whole family is revoked.
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<RotationResult> {
  const tokenHash = await sha256Hex(token)
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
  if (!row) return { ok: false, reason: 'unknown' }
  if (row.revokedAt) return { ok: false, reason: 'revoked' }
  if (row.rotatedAt) {
    await revokeFamily(db, row.familyId, now)
    return { ok: false, reason: 'reused' }
  }
  if (row.expiresAt <= now.toISOString()) return { ok: false, reason: 'expired' }

  // The conditional update makes rotation single-use even under concurrent refreshes.
  const claimed = await db
    .update(refreshTokens)
    .set({ rotatedAt: now.toISOString() })
    .where(
      and(
        eq(refreshTokens.id, row.id),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id })
  if (claimed.length !== 1) {
    await revokeFamily(db, row.familyId, now)
    return { ok: false, reason: 'reused' }
  }
  const refreshToken = await issueRefreshToken(db, row.userId, row.familyId, now)
  return { ok: true, userId: row.userId, refreshToken }
}

export async function revokeFamily(db: Db, familyId: string, now = new Date()) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
}

export function revokeAllForUser(db: Db, userId: number, now = new Date()) {
  return db
    .update(refreshTokens)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
}
