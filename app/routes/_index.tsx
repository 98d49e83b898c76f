import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { LandingPage } from '~/components/pages/LandingPage'
import { requireSite } from '~/server/tenant.server'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title:
      data?.site.mode === 'affiliate'
        ? `${data.site.tenant.businessName} | Mobile Detailing`
        : 'Mobile Detail Hub | Find Mobile Detailing Near You',
  },
]

export async function loader({ context, params }: LoaderFunctionArgs) {
  return { site: await requireSite(context, params) }
}

export default function Landing() {
  const { site } = useLoaderData<typeof loader>()
  return <LandingPage site={site} />
}
