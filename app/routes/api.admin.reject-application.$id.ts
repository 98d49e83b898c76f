import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { rejectApplicationSchema } from '~/lib/admin-schemas'
import { APPLICATION_MESSAGES, rejectApplication } from '~/server/applications.server'
import { readApplicationDecision } from '~/server/admin/application-decision.server'
import { json, jsonError, methodNotAllowed } from '~/server/http.server'

export const loader = () => methodNotAllowed(['POST'])

export async function action(args: ActionFunctionArgs) {
  const { admin, id, input } = await readApplicationDecision(args, rejectApplicationSchema)
  if (!(await rejectApplication(args.context.db, id, admin.id, input))) {
    return jsonError(409, APPLICATION_MESSAGES.notPending)
  }
  return json({ success: true, message: APPLICATION_MESSAGES.rejected })
}
