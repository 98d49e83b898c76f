import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { areaKey, primaryAreaChangesSchema } from '~/lib/service-area-schema'
import { serializeArea } from '~/server/affiliates.server'
import { requireTenantAccess } from '~/server/guards.server'
import { json, jsonError, methodNotAllowed, readJson } from '~/server/http.server'
import { primaryAreaKey, updateArea } from '~/server/service-areas.server'

export const loader = () => methodNotAllowed(['PUT'])

// PUT /api/affiliates/{slug}/service_areas/primary: {city, state} moves the primary mark to that
// area; zip, minimum and multiplier change the primary area, alone or with city and state.
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed(['PUT'])
  const { tenant } = await requireTenantAccess(context, request, params.slug)
  const { city, state, ...changes } = await readJson(request, primaryAreaChangesSchema)
  const key =
    city !== undefined && state !== undefined
      ? areaKey(city, state)
      : await primaryAreaKey(context.db, tenant.id)
  if (!key) return jsonError(404, 'No primary service area found')
  const result = await updateArea(context.db, tenant.id, key, { ...changes, primary: true })
  if (!result.ok) return jsonError(result.status, result.message)
  return json({
    success: true,
    service_area: serializeArea(result.area),
    message: 'Primary service area updated',
  })
}
