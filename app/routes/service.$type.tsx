import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/errors/GeneralErrorBoundary'
import { ServiceNotFound, ServicePage } from '~/components/pages/ServicePage'
import { SERVICE_PAGE_TITLES } from '~/lib/services-catalog'
import { requireSite } from '~/server/tenant.server'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.title} | Mobile Detail Hub` : 'Service Not Found | Mobile Detail Hub' },
]

export async function loader({ context, params }: LoaderFunctionArgs) {
  const site = await requireSite(context, params)
  const title = params.type ? SERVICE_PAGE_TITLES[params.type] : undefined
  if (!title) throw new Response('Service Not Found', { status: 404 })
  return { site, title }
}

export default function Service() {
  const { site, title } = useLoaderData<typeof loader>()
  return <ServicePage site={site} title={title} />
}

export function ErrorBoundary() {
  const error = useRouteError()
  // A known site with an unknown service key gets the service-specific message.
  if (isRouteErrorResponse(error) && error.status === 404 && error.data === 'Service Not Found') {
    return <ServiceNotFound />
  }
  return <GeneralErrorBoundary />
}
