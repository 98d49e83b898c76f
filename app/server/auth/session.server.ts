import { createCookieSessionStorage, type AppLoadContext } from '@remix-run/cloudflare'
import { sha256Hex } from './encoding.server'
import {
  createSession,
  type NewSession,
  revokeSession,
  SESSION_MAX_SECONDS,
} from './sessions.server'

export const SESSION_COOKIE = 'mdh_session'

interface SessionData {
  /** The sign-in's random token; its hash names the server-side session row. */
  sid: string
  userId: number
  tokenVersion: number
}

export interface CookieSession {
  /** sessions.id: SHA-256 of the cookie's token. */
  sessionId: string
  userId: number
  tokenVersion: number
}

/** The secret that signs sessions and keys the app's other HMACs (refused when too short). */
export function sessionSecret(env: Pick<Env, 'SESSION_SECRET'>): string {
  const secret = env.SESSION_SECRET
  if (!secret || secret.length < 32)
    throw new Error('SESSION_SECRET is not configured (at least 32 characters)')
  return secret
}

function storage(env: Env) {
  const secret = sessionSecret(env)
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: SESSION_COOKIE,
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      path: '/',
      maxAge: SESSION_MAX_SECONDS,
      secrets: [secret],
    },
  })
}

/**
 * What the cookie claims; null without a cookie; 'stale' for a cookie that cannot be decoded or
 * verified (bad encoding, bad signature, an older format): no session, never an error.
 */
export async function readSession(
  context: AppLoadContext,
  request: Request,
): Promise<CookieSession | 'stale' | null> {
  if (!hasSessionCookie(request)) return null
  let data: Partial<SessionData>
  try {
    const session = await storage(context.env).getSession(request.headers.get('Cookie'))
    data = {
      sid: session.get('sid'),
      userId: session.get('userId'),
      tokenVersion: session.get('tokenVersion'),
    }
  } catch {
    return 'stale'
  }
  const { sid, userId, tokenVersion } = data
  if (typeof sid !== 'string' || typeof userId !== 'number' || typeof tokenVersion !== 'number') {
    return 'stale'
  }
  return { sessionId: await sha256Hex(sid), userId, tokenVersion }
}

/**
 * Set-Cookie value that signs the user in on this host. Pass the session a login already
 * created (so its access and refresh tokens share it); otherwise a new one is created.
 */
export async function commitUserSession(
  context: AppLoadContext,
  user: { id: number; tokenVersion: number },
  existing?: NewSession,
): Promise<string> {
  const store = storage(context.env)
  const { token } = existing ?? (await createSession(context.db, user.id))
  const session = await store.getSession()
  session.set('sid', token)
  session.set('userId', user.id)
  session.set('tokenVersion', user.tokenVersion)
  return store.commitSession(session)
}

/** Set-Cookie value that clears the cookie. */
export async function clearSessionCookie(context: AppLoadContext): Promise<string> {
  const store = storage(context.env)
  return store.destroySession(await store.getSession())
}

/** Revokes the cookie's server-side session (if it names one) and clears the cookie. */
export async function destroyUserSession(
  context: AppLoadContext,
  request: Request,
): Promise<string> {
  const session = await readSession(context, request)
  if (session && session !== 'stale') await revokeSession(context.db, session.sessionId)
  return clearSessionCookie(context)
}

export function hasSessionCookie(request: Request): boolean {
  return (request.headers.get('Cookie') ?? '')
    .split(';')
    .some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`))
}
