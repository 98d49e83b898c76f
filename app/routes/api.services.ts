import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { serviceSchema } from '~/lib/service-schema'
import { requireAffiliateIdAccess, requireRole } from '~/server/guards.server'
import { json, jsonError, methodNotAllowed, readJson } from '~/server/http.server'
import { approvedAffiliateExists } from '~/server/affiliates.server'
import { createService, findService, serializeService } from '~/server/services.server'

export const loader = () => methodNotAllowed(['POST'])

// POST /api/services: create a service with its tiers for the caller's business (admins: for every business).
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireRole(context, request, ['admin', 'affiliate'])
  const input = await readJson(request, serviceSchema)
  const affiliateId = Number(input.affiliateId ?? user.affiliateId ?? NaN)
  if (!Number.isSafeInteger(affiliateId) || affiliateId < 1) {
    return jsonError(400, 'Validation failed', {
      errors: { affiliate_id: 'Affiliate ID not found' },
    })
  }
  await requireAffiliateIdAccess(context, request, affiliateId)
  if (!(await approvedAffiliateExists(context.db, affiliateId)))
    return jsonError(404, 'Affiliate not found')
  const id = await createService(context.db, affiliateId, input)
  const created = await findService(context.db, id)
  if (!created) return jsonError(500, 'Failed to create service')
  return json(
    {
      success: true,
      data: serializeService(created.service, created.tiers),
      message: 'Service created',
    },
    201,
  )
}
