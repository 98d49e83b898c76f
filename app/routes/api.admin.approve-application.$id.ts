import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { approveApplicationSchema } from '~/lib/admin-schemas'
import { readApplicationDecision } from '~/server/admin/application-decision.server'
import { approveApplication } from '~/server/admin/approve-application.server'
import { APPLICATION_MESSAGES } from '~/server/applications.server'
import { json, jsonError, methodNotAllowed } from '~/server/http.server'

export const loader = () => methodNotAllowed(['POST'])

export async function action(args: ActionFunctionArgs) {
  const { admin, id, input } = await readApplicationDecision(args, approveApplicationSchema)
  const outcome = await approveApplication(args.context, {
    id,
    adminId: admin.id,
    input,
    origin: new URL(args.request.url).origin,
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
