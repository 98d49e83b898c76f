import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { rejectApplicationSchema } from '~/lib/admin-schemas'
import { APPLICATION_MESSAGES, rejectApplication } from '~/server/applications.server'
import { requireRole } from '~/server/guards.server'
import { json, jsonError, methodNotAllowed, readJson, requireId } from '~/server/http.server'

export const loader = () => methodNotAllowed(['POST'])

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const admin = await requireRole(context, request, 'admin')
  const id = requireId(params.id, APPLICATION_MESSAGES.notPending)
  const input = await readJson(request, rejectApplicationSchema)
  if (!(await rejectApplication(context.db, id, admin.id, input))) {
    return jsonError(409, APPLICATION_MESSAGES.notPending)
  }
  return json({ success: true, message: APPLICATION_MESSAGES.rejected })
}
