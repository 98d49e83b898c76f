import { type AppLoadContext } from '@remix-run/cloudflare'
import { clearSessionCookie, SESSION_COOKIE } from './auth/session.server'
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

/** What every Remix answer gets before it leaves the Worker. */
export async function finishResponse(
  request: Request,
  context: AppLoadContext,
  response: Response,
): Promise<Response> {
  const shaped = apiErrorShape(request, response)
  // An unreadable, forged or ended session cookie is cleared, so the browser stops sending it.
  // (The identity the request resolved, if any: server.ts and the routes share the context.)
  const identity = context.identity ? await context.identity : null
  const stale = identity?.kind === 'anonymous' && identity.staleCookie === true
  if (!stale || setsSessionCookie(shaped)) return shaped
  const cleared = new Response(shaped.body, shaped)
  cleared.headers.append('Set-Cookie', await clearSessionCookie(context))
  return cleared
}
