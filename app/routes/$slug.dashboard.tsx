import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { requireTenantPage } from '~/server/guards.server'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.tenant.businessName ?? 'Affiliate'} Dashboard | Mobile Detail Hub` },
]

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { tenant } = await requireTenantPage(context, request, params.slug)
  return { tenant }
}

export default function AffiliateDashboard() {
  const { tenant } = useLoaderData<typeof loader>()
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold">{tenant.businessName}</h1>
      <p className="mt-1 text-slate-600">Affiliate dashboard</p>
    </section>
  )
}
