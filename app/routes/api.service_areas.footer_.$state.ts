import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { z } from 'zod'
import { publicCacheControl } from '~/lib/cache-control'
import { US_STATES } from '~/lib/us-states'
import { jsonError, jsonText, methodNotAllowed } from '~/server/http.server'
import { stateCitiesQuery, toFooterCities } from '~/server/landing/footer.server'
import { snapshot } from '~/server/snapshots.server'

// Known codes only: each is a stored answer, so arbitrary ones must not create objects.
const stateParam = z
  .string()
  .regex(/^[A-Z]{2}$/)
  .refine((code) => Object.hasOwn(US_STATES, code))

// GET /api/service_areas/footer/{STATE}: one state's served cities, each with the business its
// footer link leads to. The platform footer loads this when a visitor opens a state; it is built
// once per change of an area or a business (decision 017).
export async function loader({ context, params }: LoaderFunctionArgs) {
  const parsed = stateParam.safeParse(params.state)
  if (!parsed.success) return jsonError(400, 'State must be a two-letter code like TX')
  const state = parsed.data
  const body = await snapshot(context, 'footer', state, {
    query: stateCitiesQuery(context.db, state),
    serialize: (rows) => JSON.stringify({ success: true, state, cities: toFooterCities(rows) }),
  })
  return jsonText(body, { headers: { 'Cache-Control': publicCacheControl() } })
}

export const action = () => methodNotAllowed(['GET'])
