import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { deleteAffiliate } from '~/server/admin/delete-affiliate.server'
import { MESSAGES, requireRole } from '~/server/guards.server'
import { json, jsonError, methodNotAllowed, requireId } from '~/server/http.server'

export const loader = () => methodNotAllowed(['DELETE'])

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed(['DELETE'])
  const admin = await requireRole(context, request, 'admin')
  const id = requireId(params.id, MESSAGES.affiliateNotFound)
  const outcome = await deleteAffiliate(context, id, admin.id)
  if (!outcome.ok) return jsonError(404, MESSAGES.affiliateNotFound)
  return json({
    success: true,
    message: `Affiliate "${outcome.businessName}" deleted successfully.`,
  })
}
