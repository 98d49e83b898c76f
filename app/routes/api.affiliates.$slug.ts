import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { profileSchema } from '~/lib/profile-schema'
import { findAffiliateDetail, serializeAffiliate, updateProfile } from '~/server/affiliates.server'
import { getUser, requireTenantAccess } from '~/server/guards.server'
import { json, jsonError, methodNotAllowed, readJson } from '~/server/http.server'

const NOT_FOUND = 'Affiliate not found'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const found = await findAffiliateDetail(context.db, params.slug ?? '')
  if (!found) return jsonError(404, NOT_FOUND)
  const user = await getUser(context, request)
  const isOwnerOrAdmin =
    user?.role === 'admin' ||
    (user?.role === 'affiliate' && user.affiliateId === found.affiliate.id)
  return json({
    success: true,
    affiliate: serializeAffiliate(found.affiliate, found.areas, isOwnerOrAdmin),
  })
}

// PUT /api/affiliates/{slug}: the owner or an admin changes the profile fields that were sent.
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed(['GET', 'PUT'])
  const { tenant } = await requireTenantAccess(context, request, params.slug)
  const input = await readJson(request, profileSchema)
  if (!(await updateProfile(context.db, tenant.id, input))) {
    return jsonError(400, 'Validation failed', { errors: { form: 'No profile fields to update' } })
  }
  const found = await findAffiliateDetail(context.db, tenant.slug)
  if (!found) return jsonError(404, NOT_FOUND)
  return json({
    success: true,
    affiliate: serializeAffiliate(found.affiliate, found.areas, true),
    message: 'Profile updated',
  })
}
