import { createCookieSessionStorage, type AppLoadContext } from '@remix-run/cloudflare'

export const SESSION_COOKIE = 'mdh_session'
const SESSION_MAX_AGE_SECONDS = 7 * 24 * 3600

interface SessionData {
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
      maxAge: SESSION_MAX_AGE_SECONDS,
      secrets: [secret],
    },
  })
}

export async function readSession(context: AppLoadContext, request: Request) {
  const session = await storage(context.env).getSession(request.headers.get('Cookie'))
  const userId = session.get('userId')
  const tokenVersion = session.get('tokenVersion')
  return typeof userId === 'number' && typeof tokenVersion === 'number'
    ? { userId, tokenVersion }
    : null
}

/** Set-Cookie value that signs the user in on this host. */
export async function commitUserSession(
  context: AppLoadContext,
  user: { id: number; tokenVersion: number },
): Promise<string> {
  const store = storage(context.env)
  const session = await store.getSession()
  session.set('userId', user.id)
  session.set('tokenVersion', user.tokenVersion)
  return store.commitSession(session)
}

/** Set-Cookie value that clears the session. */
export async function destroyUserSession(
  context: AppLoadContext,
  request: Request,
): Promise<string> {
  const store = storage(context.env)
  return store.destroySession(await store.getSession(request.headers.get('Cookie')))
}

export function hasSessionCookie(request: Request): boolean {
  return (request.headers.get('Cookie') ?? '')
    .split(';')
    .some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`))
}
