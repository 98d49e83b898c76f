import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { lookupQuerySchema, NOT_SERVED_MESSAGE } from '~/lib/location-schema'
import { json, jsonError, readQuery } from '~/server/http.server'
import { lookupSlugs, resolveZip } from '~/server/locations.server'

// GET /api/affiliates/lookup?zip&city&state → { success, slugs, count } (first slug is used).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = readQuery(request, lookupQuerySchema)
  let place = query.city && query.state ? { city: query.city, state: query.state } : null
  if (!place && query.zip) place = await resolveZip(context.db, query.zip)
  if (!place) {
    return jsonError(400, 'Please provide a city and state, or a valid ZIP code', {
      slugs: [],
      count: 0,
    })
  }
  const slugs = await lookupSlugs(context.db, { ...place, zip: query.zip ?? null })
  if (slugs.length === 0) {
    return json(
      { success: false, error: NOT_SERVED_MESSAGE, message: NOT_SERVED_MESSAGE, slugs, count: 0 },
      404,
    )
  }
  return json(
    {
      success: true,
      slugs,
      count: slugs.length,
      location: { city: place.city, state: place.state.toUpperCase() },
    },
    { headers: { 'Cache-Control': 'public, max-age=60' } },
  )
}
