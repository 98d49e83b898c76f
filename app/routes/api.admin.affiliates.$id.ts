import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { affiliateDeleteQuerySchema } from '~/lib/admin-schemas'
import { deleteAffiliate } from '~/server/admin/delete-affiliate.server'
import { ambiguousMessage, resolveDeleteTarget } from '~/server/admin/delete-target.server'
import { MESSAGES, requireRole } from '~/server/guards.server'
import { json, jsonError, methodNotAllowed, readQuery, requireId } from '~/server/http.server'

export const loader = () => methodNotAllowed(['DELETE'])

// DELETE /api/admin/affiliates/{id}: a business id, or an affiliate owner's user id (decision 035).
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed(['DELETE'])
  const admin = await requireRole(context, request, 'admin')
  const { as } = readQuery(request, affiliateDeleteQuerySchema)
  const id = requireId(params.id, MESSAGES.affiliateNotFound)
  const target = await resolveDeleteTarget(context.db, id, as)
  if (target.kind === 'none') return jsonError(404, MESSAGES.affiliateNotFound)
  if (target.kind === 'ambiguous') return jsonError(409, ambiguousMessage(target))
  const outcome = await deleteAffiliate(context, target.id, admin.id)
  if (!outcome.ok) return jsonError(404, MESSAGES.affiliateNotFound)
  return json({
    success: true,
    message: `Affiliate "${outcome.businessName}" deleted successfully.`,
  })
}
