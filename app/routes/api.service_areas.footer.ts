import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { publicCacheControl } from '~/lib/cache-control'
import { jsonText } from '~/server/http.server'
import { footerAreasQuery, groupFooterAreas } from '~/server/service-areas.server'
import { snapshot } from '~/server/snapshots.server'

// GET /api/service_areas/footer: { STATE: { City: [slugs] } } of approved businesses. It lists
// every area by design, so the pages never render from it (they read per-state counts); it is
// built once per change of an area or a business (decision 017) and the edge keeps it.
export async function loader({ context }: LoaderFunctionArgs) {
  const body = await snapshot(context, 'footer', 'all', {
    query: footerAreasQuery(context.db),
    serialize: (rows) => JSON.stringify({ success: true, service_areas: groupFooterAreas(rows) }),
  })
  return jsonText(body, { headers: { 'Cache-Control': publicCacheControl() } })
}
