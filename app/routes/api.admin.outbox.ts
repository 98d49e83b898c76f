import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { OUTBOX_MESSAGES, outboxQuerySchema, outboxRetrySchema } from '~/lib/outbox-schema'
import { listOutbox, retryOutboxRow } from '~/server/email/admin-outbox.server'
import { requireRole } from '~/server/guards.server'
import { json, jsonError, methodNotAllowed, readJson, readQuery } from '~/server/http.server'

// GET /api/admin/outbox?status&limit&offset: the mail the product sent or tried to send.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(context, request, 'admin')
  const query = readQuery(request, outboxQuerySchema)
  return json({ success: true, ...(await listOutbox(context.db, query)) })
}

// POST /api/admin/outbox { id }: Retry a failed email (sent again right after this answer).
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  await requireRole(context, request, 'admin')
  const { id } = await readJson(request, outboxRetrySchema)
  const outcome = await retryOutboxRow(context.db, id)
  if (outcome === 'missing') return jsonError(404, OUTBOX_MESSAGES.notFound)
  if (outcome === 'not-failed') return jsonError(409, OUTBOX_MESSAGES.notFailed)
  return json({ success: true, message: OUTBOX_MESSAGES.retried })
}
