import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { adminUsersQuerySchema } from '~/lib/admin-schemas'
import { listAdminUsers } from '~/server/admin/users.server'
import { requireRole } from '~/server/guards.server'
import { json, methodNotAllowed, readQuery } from '~/server/http.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(context, request, 'admin')
  const { status } = readQuery(request, adminUsersQuerySchema)
  return json({ success: true, users: await listAdminUsers(context.db, status) })
}

export const action = () => methodNotAllowed(['GET'])
