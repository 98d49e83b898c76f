import { type AppLoadContext } from '@remix-run/cloudflare'
import { eq } from 'drizzle-orm'
import { schema } from '../db.server'
import { type AccessClaims, verifyAccessToken } from './jwt.server'
import { readSession } from './session.server'
import { findLiveSession, touchSession } from './sessions.server'
import { findUserById, type SessionUser } from './users.server'

export type Identity =
  /** `staleCookie`: a session cookie was sent but is unreadable, forged or ended: clear it. */
  | { kind: 'anonymous'; staleCookie?: true }
  /** A bearer token was sent but is expired, tampered, revoked or for a disabled user. */
  | { kind: 'invalid-token' }
  | { kind: 'user'; user: SessionUser; via: 'cookie'; sessionId: string }
  | { kind: 'user'; user: SessionUser; via: 'bearer'; claims: AccessClaims }

function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization')
  if (!header) return null
  const match = header.match(/^Bearer\s+(\S+)$/i)
  return match?.[1] ?? ''
}

async function bearerIdentity(context: AppLoadContext, token: string): Promise<Identity> {
  const claims = token ? await verifyAccessToken(context.env.JWT_SECRET, token) : null
  if (!claims) return { kind: 'invalid-token' }
  const { revokedAccessTokens } = schema
  const [user, revoked, session] = await Promise.all([
    findUserById(context.db, Number(claims.sub)),
    context.db
      .select({ jti: revokedAccessTokens.jti })
      .from(revokedAccessTokens)
      .where(eq(revokedAccessTokens.jti, claims.jti))
      .limit(1),
    claims.sid ? findLiveSession(context.db, claims.sid) : Promise.resolve(undefined),
  ])
  // A token minted for a sign-in that has since ended (logout, expiry) is refused.
  const sessionEnded = session === null || (session && session.userId !== Number(claims.sub))
  if (
    !user ||
    user.disabled ||
    user.tokenVersion !== claims.ver ||
    revoked.length > 0 ||
    sessionEnded
  ) {
    return { kind: 'invalid-token' }
  }
  return { kind: 'user', user, via: 'bearer', claims }
}

async function cookieIdentity(context: AppLoadContext, request: Request): Promise<Identity> {
  const cookie = await readSession(context, request)
  if (!cookie) return { kind: 'anonymous' }
  if (cookie === 'stale') return { kind: 'anonymous', staleCookie: true }
  const [session, user] = await Promise.all([
    findLiveSession(context.db, cookie.sessionId),
    findUserById(context.db, cookie.userId),
  ])
  // token_version still counts: a password reset bumps it to end every session at once.
  if (
    !session ||
    session.userId !== cookie.userId ||
    !user ||
    user.disabled ||
    user.tokenVersion !== cookie.tokenVersion
  ) {
    return { kind: 'anonymous', staleCookie: true }
  }
  const touch = touchSession(context.db, session)
  if (touch) context.waitUntil(touch.then(() => undefined))
  return { kind: 'user', user, via: 'cookie', sessionId: session.id }
}

function resolveIdentity(context: AppLoadContext, request: Request): Promise<Identity> {
  const token = bearerToken(request)
  return token !== null ? bearerIdentity(context, token) : cookieIdentity(context, request)
}

/** Memoised on the request context: the root loader, page loaders and guards share one lookup. */
export function getIdentity(context: AppLoadContext, request: Request): Promise<Identity> {
  context.identity ??= resolveIdentity(context, request)
  return context.identity
}

/** The sign-in behind the request's credential (cookie session or the access token's `sid`). */
export function identitySessionId(identity: Identity): string | null {
  if (identity.kind !== 'user') return null
  return identity.via === 'cookie' ? identity.sessionId : (identity.claims.sid ?? null)
}

export async function getUser(
  context: AppLoadContext,
  request: Request,
): Promise<SessionUser | null> {
  const identity = await getIdentity(context, request)
  return identity.kind === 'user' ? identity.user : null
}
