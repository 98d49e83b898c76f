import {
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
} from '@remix-run/cloudflare'
import { serviceSchema } from '~/lib/service-schema'
import { requireAffiliateIdAccess, requireUser } from '~/server/guards.server'
import { json, jsonError, methodNotAllowed, readJson, requireId } from '~/server/http.server'
import {
  deleteService,
  findService,
  serializeService,
  updateService,
} from '~/server/services.server'

const NOT_FOUND = 'Service not found'

/** The service behind the id, for its affiliate's owner or an admin (404 unknown, 403 other tenant). */
async function ownedService(context: AppLoadContext, request: Request, rawId: string | undefined) {
  await requireUser(context, request)
  const id = requireId(rawId, NOT_FOUND)
  const found = await findService(context.db, id)
  if (!found) throw jsonError(404, NOT_FOUND)
  await requireAffiliateIdAccess(context, request, found.service.affiliateId)
  return found
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { service, tiers } = await ownedService(context, request, params.id)
  return json({ success: true, data: serializeService(service, tiers) })
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== 'PUT' && request.method !== 'DELETE')
    return methodNotAllowed(['GET', 'PUT', 'DELETE'])
  const { service } = await ownedService(context, request, params.id)
  if (request.method === 'DELETE') {
    await deleteService(context.db, service.id, service.affiliateId)
    return json({ success: true, message: 'Service deleted' })
  }
  const input = await readJson(request, serviceSchema)
  // A service stays with its business: the body cannot move it to another affiliate.
  if (input.affiliateId !== undefined && Number(input.affiliateId) !== service.affiliateId) {
    return jsonError(403, 'Forbidden')
  }
  await updateService(context.db, service.id, service.affiliateId, input)
  const updated = await findService(context.db, service.id)
  if (!updated) return jsonError(404, NOT_FOUND)
  return json({
    success: true,
    data: serializeService(updated.service, updated.tiers),
    message: 'Service updated',
  })
}
