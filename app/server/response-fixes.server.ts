import { type AppLoadContext } from '@remix-run/cloudflare'
import { clearSessionCookie, hasSessionCookie, SESSION_COOKIE } from './auth/session.server'
import { methodNotAllowed } from './http.server'

/**
 * Remix answers a write to a resource route that only has a loader with its own 405
 * ({"message":"Unexpected Server Error"}); API clients get the API's error shape instead.
 * Routes that answer 405 themselves set Allow and are left alone.
 */
function apiErrorShape(request: Request, response: Response): Response {
  if (response.status !== 405 || response.headers.has('Allow')) return response
  if (!new URL(request.url).pathname.startsWith('/api/')) return response
  return methodNotAllowed(['GET', 'HEAD'])
}

function setsSessionCookie(response: Response): boolean {
  return response.headers
    .getSetCookie()
    .some((value) => value.trimStart().startsWith(`${SESSION_COOKIE}=`))
}

// Pages and API reads that only ever show one signed-in person's data.
const PRIVATE_PATH =
  /^\/(?:admin-dashboard|affiliate-dashboard|admin\/query|api\/admin\/|api\/auth\/|[^/]+\/dashboard(?:\.data)?$|dashboard)/

/**
 * Whether the answer can depend on who is asking: the request carried a credential (a session
 * cookie, a bearer token), the answer signs someone in or out, or the route is a private one.
 * Uploaded images are the same for every reader and stay cacheable.
 */
function isPrivateAnswer(request: Request, response: Response): boolean {
  const { pathname } = new URL(request.url)
  if (pathname.startsWith('/uploads/')) return false
  return (
    request.headers.has('Authorization') ||
    hasSessionCookie(request) ||
    setsSessionCookie(response) ||
    PRIVATE_PATH.test(pathname)
  )
}

/** What every Remix answer gets before it leaves the Worker. */
export async function finishResponse(
  request: Request,
  context: AppLoadContext,
  response: Response,
): Promise<Response> {
  const fixed = apiErrorShape(request, response)
  const shaped = new Response(fixed.body, fixed)
  // Customer names, emails and phones must never sit in a browser's or proxy's cache.
  if (isPrivateAnswer(request, shaped)) shaped.headers.set('Cache-Control', 'private, no-store')
  // An unreadable, forged or ended session cookie is cleared, so the browser stops sending it.
  // (The identity the request resolved, if any: server.ts and the routes share the context.)
  const identity = context.identity ? await context.identity : null
  const stale = identity?.kind === 'anonymous' && identity.staleCookie === true
  if (stale && !setsSessionCookie(shaped)) {
    shaped.headers.append('Set-Cookie', await clearSessionCookie(context))
  }
  return shaped
}
