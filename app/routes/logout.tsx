import { type ActionFunctionArgs, redirect } from '@remix-run/cloudflare'
import { logout } from '~/server/auth/auth.server'
import { destroyUserSession } from '~/server/auth/session.server'
import { getUser } from '~/server/guards.server'

// Signing out changes state, so it is POST only; a GET just goes home.
export const loader = () => redirect('/')

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await getUser(context, request)
  if (user) await logout(context, user)
  return redirect('/', { headers: { 'Set-Cookie': await destroyUserSession(context, request) } })
}
