import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { adminUsersQuerySchema } from '~/lib/admin-schemas'
import { listAdminUsers } from '~/server/admin/users.server'
import { requireRole } from '~/server/guards.server'
import { json, methodNotAllowed, readQuery } from '~/server/http.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(context, request, 'admin')
  const { status, q, limit, offset } = readQuery(request, adminUsersQuerySchema)
  const { items, hasMore } = await listAdminUsers(context.db, status, { q, limit, offset })
  return json({
    success: true,
    users: items,
    pagination: { limit, offset, hasMore },
  })
}

export const action = () => methodNotAllowed(['GET'])
