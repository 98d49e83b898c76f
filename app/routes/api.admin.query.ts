import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { z } from 'zod'
import { adminQuerySchema } from '~/lib/admin-schemas'
import { fieldErrors } from '~/lib/validation'
import { runAuditedQuery } from '~/server/admin/console.server'
import { requireRole } from '~/server/guards.server'
import { json, jsonError, methodNotAllowed, readJson } from '~/server/http.server'

export const loader = () => methodNotAllowed(['POST'])

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const admin = await requireRole(context, request, 'admin')
  const parsed = adminQuerySchema.safeParse(await readJson(request, z.unknown()))
  if (!parsed.success) {
    // The console shows the message as is, so it names the problem ('No query entered').
    const errors = fieldErrors(parsed.error)
    return jsonError(400, errors.query ?? 'Validation failed', { errors })
  }
  const outcome = await runAuditedQuery(context, admin.id, parsed.data.query)
  if (!outcome.ok) {
    return jsonError(400, outcome.error, {
      message: outcome.message,
      ...(outcome.reason ? { errors: { query: outcome.reason } } : {}),
    })
  }
  const { fields, rows, rowCount, truncated } = outcome
  // The original console renders `fields.map(String)` as its headers, so both carry the names.
  const columns = fields.map((field) => field.name)
  return json({ success: true, fields: columns, columns, rows, rowCount, truncated })
}
