import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { approveApplicationSchema } from '~/lib/admin-schemas'
import { approveApplication } from '~/server/admin/approve-application.server'
import { APPLICATION_MESSAGES } from '~/server/applications.server'
import { requireRole } from '~/server/guards.server'
import { json, jsonError, methodNotAllowed, readJson, requireId } from '~/server/http.server'

export const loader = () => methodNotAllowed(['POST'])

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const admin = await requireRole(context, request, 'admin')
  const id = requireId(params.id, APPLICATION_MESSAGES.notPending)
  const input = await readJson(request, approveApplicationSchema)
  const outcome = await approveApplication(context, {
    id,
    adminId: admin.id,
    input,
    origin: new URL(request.url).origin,
  })
  if (!outcome.ok) {
    return jsonError(
      outcome.status,
      outcome.message,
      outcome.errors ? { errors: outcome.errors } : {},
    )
  }
  return json({
    success: true,
    message: APPLICATION_MESSAGES.approved,
    affiliate: outcome.affiliate,
    setup_url: outcome.setupUrl,
  })
}
