import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { logout } from '~/server/auth/auth.server'
import { getIdentity, identitySessionId } from '~/server/auth/identity.server'
import { clearSessionCookie } from '~/server/auth/session.server'
import { requireUser } from '~/server/guards.server'
import { json, methodNotAllowed } from '~/server/http.server'

export const loader = () => methodNotAllowed(['POST'])

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireUser(context, request)
  const identity = await getIdentity(context, request)
  await logout(context, user, {
    accessToken:
      identity.kind === 'user' && identity.via === 'bearer' ? identity.claims : undefined,
    sessionId: identitySessionId(identity),
  })
  return json(
    { success: true, message: 'Logged out' },
    { headers: { 'Set-Cookie': await clearSessionCookie(context) } },
  )
}
