import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { areaKey, primaryAreaSchema } from '~/lib/service-area-schema'
import { serializeArea } from '~/server/affiliates.server'
import { requireTenantAccess } from '~/server/guards.server'
import { json, jsonError, methodNotAllowed, readJson } from '~/server/http.server'
import { updateArea } from '~/server/service-areas.server'

export const loader = () => methodNotAllowed(['PUT'])

// PUT /api/affiliates/{slug}/service_areas/primary {city, state}: that area becomes the only primary.
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed(['PUT'])
  const { tenant } = await requireTenantAccess(context, request, params.slug)
  const { city, state } = await readJson(request, primaryAreaSchema)
  const result = await updateArea(context.db, tenant.id, areaKey(city, state), { primary: true })
  if (!result.ok) return jsonError(result.status, result.message)
  return json({
    success: true,
    service_area: serializeArea(result.area),
    message: 'Primary service area updated',
  })
}
