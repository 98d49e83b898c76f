import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { publicCacheControl } from '~/lib/cache-control'
import { json } from '~/server/http.server'
import { footerAreas } from '~/server/service-areas.server'

// GET /api/service_areas/footer: { STATE: { City: [slugs] } } of approved businesses. It lists
// every area by design, so the pages never render from it (they read per-state counts) and the
// edge keeps it until an area or a business changes (decision 015).
export async function loader({ context }: LoaderFunctionArgs) {
  return json(
    { success: true, service_areas: await footerAreas(context.db) },
    { headers: { 'Cache-Control': publicCacheControl() } },
  )
}
