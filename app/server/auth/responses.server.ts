import { type AppLoadContext } from '@remix-run/cloudflare'
import { json } from '../http.server'
import { type AuthOutcome } from './auth.server'
import { commitUserSession } from './session.server'
import { publicUser } from './users.server'

/**
 * The §3 auth response for API clients. Login and register also set the cookie session,
 * so the same sign-in works for server-rendered pages.
 */
export async function authResponse(
  context: AppLoadContext,
  outcome: AuthOutcome,
  message: string,
  { status = 200, setCookie = true } = {},
): Promise<Response> {
  if (!outcome.ok) return json(outcome.body, { status: outcome.status, headers: outcome.headers })
  const headers = new Headers()
  if (setCookie)
    headers.append('Set-Cookie', await commitUserSession(context, outcome.user, outcome.session))
  return json(
    {
      success: true,
      user: publicUser(outcome.user),
      accessToken: outcome.accessToken,
      refreshToken: outcome.refreshToken,
      message,
    },
    { status, headers },
  )
}
