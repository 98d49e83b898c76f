import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { z } from 'zod'
import { publicCacheControl } from '~/lib/cache-control'
import { json, jsonError, methodNotAllowed } from '~/server/http.server'
import { stateCitiesQuery, toFooterCities } from '~/server/landing/footer.server'

const stateParam = z.string().regex(/^[A-Z]{2}$/)

// GET /api/service_areas/footer/{STATE}: one state's served cities, each with the business its
// footer link leads to. The platform footer loads this when a visitor opens a state.
export async function loader({ context, params }: LoaderFunctionArgs) {
  const parsed = stateParam.safeParse(params.state)
  if (!parsed.success) return jsonError(400, 'State must be a two-letter code like TX')
  const rows = await stateCitiesQuery(context.db, parsed.data)
  return json(
    { success: true, state: parsed.data, cities: toFooterCities(rows) },
    { headers: { 'Cache-Control': publicCacheControl() } },
  )
}

export const action = () => methodNotAllowed(['GET'])
