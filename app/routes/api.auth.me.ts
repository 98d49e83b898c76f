import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { publicUser } from '~/server/auth/users.server'
import { requireUser } from '~/server/guards.server'
import { json } from '~/server/http.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request)
  return json({ success: true, user: publicUser(user) })
}
