import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { publicUser } from '~/server/auth/users.server'
import { requireUser } from '~/server/guards.server'
import { json } from '~/server/http.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request)
  const fields = publicUser(user)
  // Both readings of the body: `user`, and the same public fields at the top level for clients
  // that read them there. Never more than `user` carries.
  return json({ ...fields, success: true, user: fields })
}
