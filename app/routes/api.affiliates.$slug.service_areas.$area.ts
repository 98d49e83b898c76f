import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { serviceAreaChangesSchema } from '~/lib/service-area-schema'
import { serializeArea } from '~/server/affiliates.server'
import { requireTenantAccess } from '~/server/guards.server'
import { json, jsonError, methodNotAllowed, readJson } from '~/server/http.server'
import { deleteArea, updateArea } from '~/server/service-areas.server'

export const loader = () => methodNotAllowed(['PUT', 'DELETE'])

// PUT/DELETE /api/affiliates/{slug}/service_areas/{city-state}, e.g. …/service_areas/las-vegas-nv
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== 'PUT' && request.method !== 'DELETE')
    return methodNotAllowed(['PUT', 'DELETE'])
  const { tenant } = await requireTenantAccess(context, request, params.slug)
  const key = params.area ?? ''
  if (request.method === 'DELETE') {
    const removed = await deleteArea(context.db, tenant.id, key)
    if (!removed.ok) return jsonError(removed.status, removed.message)
    return json({
      success: true,
      message: 'Service area removed',
      service_area: serializeArea(removed.area),
    })
  }
  const changes = await readJson(request, serviceAreaChangesSchema)
  const result = await updateArea(context.db, tenant.id, key, changes)
  if (!result.ok) return jsonError(result.status, result.message)
  return json({
    success: true,
    service_area: serializeArea(result.area),
    message: 'Service area updated',
  })
}
