import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { APPLICATION_MESSAGES } from '../applications.server'
import { requireRole } from '../guards.server'
import { methodNotAllowed, readJson, requireId } from '../http.server'

/**
 * How POST /api/admin/{approve,reject}-application/{id} begin: POST only, an admin, an id that
 * can name an application, and a body `schema` accepts. Each refusal is thrown as its JSON answer.
 */
export async function readApplicationDecision<T>(
  { request, context, params }: ActionFunctionArgs,
  schema: Parameters<typeof readJson<T>>[1],
) {
  if (request.method !== 'POST') throw methodNotAllowed(['POST'])
  const admin = await requireRole(context, request, 'admin')
  const id = requireId(params.id, APPLICATION_MESSAGES.notPending)
  const input = await readJson(request, schema)
  return { admin, id, input }
}
