import { type ActionFunctionArgs, redirect } from '@remix-run/cloudflare'
import { logout } from '~/server/auth/auth.server'
import { getIdentity, identitySessionId } from '~/server/auth/identity.server'
import { clearSessionCookie } from '~/server/auth/session.server'

// Signing out changes state, so it is POST only; a GET just goes home.
export const loader = () => redirect('/')

export async function action({ request, context }: ActionFunctionArgs) {
  const identity = await getIdentity(context, request)
  // Ends this sign-in server-side (a copy of the cookie stops working), with its access tokens.
  if (identity.kind === 'user')
    await logout(context, identity.user, { sessionId: identitySessionId(identity) })
  return redirect('/', { headers: { 'Set-Cookie': await clearSessionCookie(context) } })
}
