import { and, eq, exists, gt, isNull, ne, sql } from 'drizzle-orm'
import { PASSWORD_SETUP_TTL_DAYS, SETUP_LINK_INVALID } from '~/lib/password-setup-schema'
import { type Db, schema } from '../db.server'
import { randomToken, sha256Hex } from './encoding.server'
import { deriveRole, type Role } from './users.server'

const { passwordSetupTokens, refreshTokens, users } = schema

export { PASSWORD_SETUP_TTL_DAYS, SETUP_LINK_INVALID }

// randomToken(32): 256 bits, base64url without padding.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export interface NewSetupToken {
  /** Goes into the link only; never stored. */
  token: string
  tokenHash: string
  expiresAt: string
}

export async function newSetupToken(now = new Date()): Promise<NewSetupToken> {
  const token = randomToken(32)
  return {
    token,
    tokenHash: await sha256Hex(token),
    expiresAt: new Date(now.getTime() + PASSWORD_SETUP_TTL_DAYS * 86_400_000).toISOString(),
  }
}

export function setupUrl(origin: string, token: string): string {
  return `${origin}/set-password?token=${encodeURIComponent(token)}`
}

export type SetupTokenLookup =
  | { status: 'valid'; userId: number; email: string; name: string; role: Role }
  | { status: 'malformed' | 'unknown' | 'used' | 'expired' }

/** What a presented link is worth; cheap, so it runs before any password hashing. */
export async function findSetupToken(
  db: Db,
  token: string | null,
  now = new Date(),
): Promise<SetupTokenLookup> {
  if (!token || !TOKEN_SHAPE.test(token)) return { status: 'malformed' }
  const [row] = await db
    .select({
      userId: passwordSetupTokens.userId,
      usedAt: passwordSetupTokens.usedAt,
      expiresAt: passwordSetupTokens.expiresAt,
      email: users.email,
      name: users.name,
      role: users.role,
      isAdmin: users.isAdmin,
      disabled: users.disabled,
    })
    .from(passwordSetupTokens)
    .innerJoin(users, eq(users.id, passwordSetupTokens.userId))
    .where(eq(passwordSetupTokens.tokenHash, await sha256Hex(token)))
    .limit(1)
  if (!row || row.disabled) return { status: 'unknown' }
  if (row.usedAt) return { status: 'used' }
  if (row.expiresAt <= now.toISOString()) return { status: 'expired' }
  return {
    status: 'valid',
    userId: row.userId,
    email: row.email,
    name: row.name,
    role: deriveRole(row.role, row.isAdmin),
  }
}

/**
 * Sets the password and spends the token in one batch. Every statement is conditioned on the
 * token still being unused and unexpired and the token is spent last, so of two concurrent
 * submissions exactly one changes anything. Returns the user id, or null if the link was spent.
 */
export async function redeemSetupToken(
  db: Db,
  input: { token: string; userId: number; passwordHash: string },
  now = new Date(),
): Promise<number | null> {
  const tokenHash = await sha256Hex(input.token)
  const at = now.toISOString()
  const live = and(
    eq(passwordSetupTokens.tokenHash, tokenHash),
    eq(passwordSetupTokens.userId, input.userId),
    isNull(passwordSetupTokens.usedAt),
    gt(passwordSetupTokens.expiresAt, at),
  )
  const stillLive = exists(
    db
      .select({ one: sql`1` })
      .from(passwordSetupTokens)
      .where(live),
  )
  const results = await db.batch([
    db
      .update(users)
      .set({
        passwordHash: input.passwordHash,
        // Signs out every session and access token issued before the password was set.
        tokenVersion: sql`${users.tokenVersion} + 1`,
        // The link came to this address, so using it proves the account owns it (decision 023).
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at})`,
        updatedAt: at,
      })
      .where(and(eq(users.id, input.userId), stillLive)),
    db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(
        and(eq(refreshTokens.userId, input.userId), isNull(refreshTokens.revokedAt), stillLive),
      ),
    // Any other link sent to this user stops working too.
    db
      .update(passwordSetupTokens)
      .set({ usedAt: at })
      .where(
        and(
          eq(passwordSetupTokens.userId, input.userId),
          ne(passwordSetupTokens.tokenHash, tokenHash),
          isNull(passwordSetupTokens.usedAt),
          stillLive,
        ),
      ),
    db
      .update(passwordSetupTokens)
      .set({ usedAt: at })
      .where(live)
      .returning({ userId: passwordSetupTokens.userId }),
  ])
  return results[3][0]?.userId ?? null
}
