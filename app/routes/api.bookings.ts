import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { bookingListQuerySchema } from '~/lib/booking/list-schema'
import { listBookings } from '~/server/booking/list.server'
import { requireRole, requireTenantAccess } from '~/server/guards.server'
import { json, methodNotAllowed, readQuery } from '~/server/http.server'

// GET /api/bookings?business_slug=… : that business's booking requests, for its owner or an
// admin; without a slug, every business's requests, for admins only. Newest first.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = readQuery(request, bookingListQuerySchema)
  const page = { limit: query.limit, offset: query.offset }
  if (!query.business_slug) {
    await requireRole(context, request, 'admin')
    return json({ success: true, ...(await listBookings(context.db, null, page)) })
  }
  const { tenant } = await requireTenantAccess(context, request, query.business_slug)
  return json({ success: true, ...(await listBookings(context.db, tenant.id, page)) })
}

export const action = () => methodNotAllowed(['GET'])
