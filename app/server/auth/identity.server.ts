import { type AppLoadContext } from '@remix-run/cloudflare'
import { eq } from 'drizzle-orm'
import { schema } from '../db.server'
import { type AccessClaims, verifyAccessToken } from './jwt.server'
import { readSession } from './session.server'
import { findUserById, type SessionUser } from './users.server'

export type Identity =
  | { kind: 'anonymous' }
  /** A bearer token was sent but is expired, tampered, revoked or for a disabled user. */
  | { kind: 'invalid-token' }
  | { kind: 'user'; user: SessionUser; via: 'cookie' }
  | { kind: 'user'; user: SessionUser; via: 'bearer'; claims: AccessClaims }

function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization')
  if (!header) return null
  const match = header.match(/^Bearer\s+(\S+)$/i)
  return match?.[1] ?? ''
}

async function resolveIdentity(context: AppLoadContext, request: Request): Promise<Identity> {
  const token = bearerToken(request)
  if (token !== null) {
    const claims = token ? await verifyAccessToken(context.env.JWT_SECRET, token) : null
    if (!claims) return { kind: 'invalid-token' }
    const { revokedAccessTokens } = schema
    const [user, revoked] = await Promise.all([
      findUserById(context.db, Number(claims.sub)),
      context.db
        .select({ jti: revokedAccessTokens.jti })
        .from(revokedAccessTokens)
        .where(eq(revokedAccessTokens.jti, claims.jti))
        .limit(1),
    ])
    if (!user || user.disabled || user.tokenVersion !== claims.ver || revoked.length > 0) {
      return { kind: 'invalid-token' }
    }
    return { kind: 'user', user, via: 'bearer', claims }
  }
  const session = await readSession(context, request)
  if (!session) return { kind: 'anonymous' }
  const user = await findUserById(context.db, session.userId)
  if (!user || user.disabled || user.tokenVersion !== session.tokenVersion)
    return { kind: 'anonymous' }
  return { kind: 'user', user, via: 'cookie' }
}

/** Memoised on the request context: the root loader, page loaders and guards share one lookup. */
export function getIdentity(context: AppLoadContext, request: Request): Promise<Identity> {
  context.identity ??= resolveIdentity(context, request)
  return context.identity
}

export async function getUser(
  context: AppLoadContext,
  request: Request,
): Promise<SessionUser | null> {
  const identity = await getIdentity(context, request)
  return identity.kind === 'user' ? identity.user : null
}
