import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { SUGGEST_DEFAULT_LIMIT, suggestQuerySchema } from '~/lib/location/suggest-schema'
import { json, readQuery } from '~/server/http.server'
import { suggestPlaces } from '~/server/places/suggest.server'

// GET /api/places/suggest?q=&limit= → { success, suggestions: [{ type, label, city, state, zip }] }
// The default (offline) provider of the location search: US localities and ZIP codes.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { q, limit = SUGGEST_DEFAULT_LIMIT } = readQuery(request, suggestQuerySchema)
  const suggestions = await suggestPlaces(context.db, q, limit)
  // Reference data that changes with a migration at most: let browsers and the edge keep it.
  return json(
    { success: true, suggestions },
    { headers: { 'Cache-Control': 'public, max-age=86400' } },
  )
}
