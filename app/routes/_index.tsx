import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { LandingPage } from '~/components/pages/LandingPage'
import { landingMeta } from '~/lib/landing-seo'
import { type loader as rootLoader } from '~/root'
import { loadLanding } from '~/server/landing/landing.server'

// Public pages: the same for every anonymous visitor, so the edge may keep them (decision 015).
export { publicPageHeaders as headers } from '~/lib/cache-control'

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({
  data,
  matches,
}) => {
  if (!data) return [{ title: 'Page Not Found' }]
  const root = matches.find((m) => m.id === 'root')?.data
  return landingMeta(data.site, root?.chrome, data.canonical)
}

// / on the marketplace (platform mode) and on a detailer's own hostname (affiliate mode).
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  return loadLanding(context, params, request)
}

export default function Landing() {
  const data = useLoaderData<typeof loader>()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  return <LandingPage data={data} chrome={root?.chrome ?? null} />
}
