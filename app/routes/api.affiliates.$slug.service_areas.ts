import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { serviceAreaSchema } from '~/lib/service-area-schema'
import { areasQuery, serializeArea } from '~/server/affiliates.server'
import { requireTenantAccess } from '~/server/guards.server'
import { json, jsonError, methodNotAllowed, readJson } from '~/server/http.server'
import { addArea } from '~/server/service-areas.server'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { tenant } = await requireTenantAccess(context, request, params.slug)
  const areas = await areasQuery(context.db, tenant.id)
  return json({ success: true, service_areas: areas.map(serializeArea) })
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const { tenant } = await requireTenantAccess(context, request, params.slug)
  const input = await readJson(request, serviceAreaSchema)
  const result = await addArea(context.db, tenant.id, input)
  if (!result.ok) return jsonError(result.status, result.message)
  return json(
    { success: true, service_area: serializeArea(result.area), message: 'Service area added' },
    201,
  )
}
