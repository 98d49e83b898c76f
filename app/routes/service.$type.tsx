import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/errors/GeneralErrorBoundary'
import { ServiceNotFound, ServicePage } from '~/components/pages/ServicePage'
import { seoMeta } from '~/lib/seo'
import { getServiceContent } from '~/lib/service-content'
import { PLATFORM_NAME, serviceSeo } from '~/lib/service-content/seo'
import { loadPublicBrand, withOwnResults } from '~/server/brand/brand.server'
import { requireLiveBooking } from '~/server/live.server'
import { requireSite } from '~/server/tenant.server'

// Public pages: the same for every anonymous visitor, so the edge may keep them (decision 015).
export { publicPageHeaders as headers } from '~/lib/cache-control'

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: `Service Not Found | ${PLATFORM_NAME}` }]
  const { title, description, canonical, jsonLd } = data.seo
  return [...seoMeta({ title, description, canonical }), { 'script:ld+json': jsonLd }]
}

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const [site, brand] = await Promise.all([
    requireSite(context, params),
    loadPublicBrand(context, params.slug),
  ])
  requireLiveBooking(site)
  const key = params.type ?? ''
  // Only the requested service's content is sent to the browser, not the whole catalogue.
  const content = getServiceContent(key)
  if (!content) throw new Response('Service Not Found', { status: 404 })
  const pair = site.mode === 'affiliate' ? (brand?.pair ?? null) : null
  return {
    site,
    content: withOwnResults(content, pair),
    seo: serviceSeo(site, key, content, new URL(request.url).origin),
  }
}

export default function Service() {
  const { site, content } = useLoaderData<typeof loader>()
  return <ServicePage site={site} content={content} />
}

export function ErrorBoundary() {
  const error = useRouteError()
  // A known site with an unknown service key gets the service-specific message.
  if (isRouteErrorResponse(error) && error.status === 404 && error.data === 'Service Not Found') {
    return <ServiceNotFound />
  }
  return <GeneralErrorBoundary />
}
