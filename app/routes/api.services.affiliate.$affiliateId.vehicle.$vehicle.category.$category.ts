import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { categoryId, vehicleId } from '~/lib/service-schema'
import { approvedAffiliateExists } from '~/server/affiliates.server'
import { getUser } from '~/server/guards.server'
import { json, jsonError, requireId } from '~/server/http.server'
import { listServices } from '~/server/services.server'

// Public: the booking page lists a business's packages. Its owner and admins also see disabled tiers.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const affiliateId = requireId(params.affiliateId, 'Affiliate not found')
  const vehicle = vehicleId(params.vehicle)
  const category = categoryId(params.category)
  if (vehicle === null || category === null) return jsonError(400, 'Invalid vehicle or category ID')
  if (!(await approvedAffiliateExists(context.db, affiliateId)))
    return jsonError(404, 'Affiliate not found')
  const user = await getUser(context, request)
  const privileged =
    user?.role === 'admin' || (user?.role === 'affiliate' && user.affiliateId === affiliateId)
  const data = await listServices(context.db, {
    affiliateId,
    vehicleId: vehicle,
    categoryId: category,
    enabledTiersOnly: !privileged,
  })
  return json({ success: true, data })
}
