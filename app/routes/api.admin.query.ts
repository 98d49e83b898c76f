import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { z } from 'zod'
import { adminQuerySchema } from '~/lib/admin-schemas'
import { fieldErrors } from '~/lib/validation'
import { runAdminQuery } from '~/server/admin/query.server'
import { requireRole } from '~/server/guards.server'
import { json, jsonError, methodNotAllowed, readJson } from '~/server/http.server'

export const loader = () => methodNotAllowed(['POST'])

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  await requireRole(context, request, 'admin')
  const parsed = adminQuerySchema.safeParse(await readJson(request, z.unknown()))
  if (!parsed.success) {
    // The console shows the message as is, so it names the problem ('No query entered').
    const errors = fieldErrors(parsed.error)
    return jsonError(400, errors.query ?? 'Validation failed', { errors })
  }
  const outcome = await runAdminQuery(context.env.DB, parsed.data.query)
  if (!outcome.ok) {
    return jsonError(400, outcome.error, {
      message: outcome.message,
      ...(outcome.reason ? { errors: { query: outcome.reason } } : {}),
    })
  }
  const { fields, rows, rowCount, truncated } = outcome
  return json({ success: true, fields, rows, rowCount, truncated })
}
