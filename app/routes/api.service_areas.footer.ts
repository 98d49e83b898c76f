import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { json } from '~/server/http.server'
import { footerAreas } from '~/server/service-areas.server'

// GET /api/service_areas/footer: { STATE: { City: [slugs] } } of approved businesses.
export async function loader({ context }: LoaderFunctionArgs) {
  return json(
    { success: true, service_areas: await footerAreas(context.db) },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  )
}
