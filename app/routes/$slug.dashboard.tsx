import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/cloudflare'
import { useActionData, useLoaderData } from '@remix-run/react'
import { DashboardError } from '~/components/dashboard/DashboardError'
import { DashboardShell } from '~/components/dashboard/DashboardShell'
import { TabPanel } from '~/components/dashboard/TabPanel'
import { tabFromUrl } from '~/lib/dashboard-tabs'
import { handleBrandUpload, isBrandUpload } from '~/server/brand/brand-uploads.server'
import { handleDashboardAction } from '~/server/dashboard/actions.server'
import { DISPUTE_UPLOAD, handleDisputeEvidence } from '~/server/payments/dispute-evidence.server'
import { readBusinessForm } from '~/server/dashboard/business-form.server'
import { loadDashboardHeader } from '~/server/dashboard/header.server'
import { loadDashboardTab } from '~/server/dashboard/tabs.server'
import { requireTenantPage } from '~/server/guards.server'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.header.businessName ?? 'Affiliate'} Dashboard | Mobile Detail Hub` },
  { name: 'robots', content: 'noindex' },
]

// /{slug}/dashboard?tab=…: the owner's (or an admin's) dashboard for one business.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { user, tenant } = await requireTenantPage(context, request, params.slug)
  const url = new URL(request.url)
  const tab = tabFromUrl(url)
  const [header, tabData] = await Promise.all([
    loadDashboardHeader(context.db, tenant.id),
    loadDashboardTab(context, { user, tenant, tab, url }),
  ])
  return {
    slug: tenant.slug,
    tab,
    header,
    // An admin looking at someone else's business sees a marker saying so.
    actingAsAdmin: user.role === 'admin' && user.affiliateId !== tenant.id,
    tabData,
  }
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { user, tenant } = await requireTenantPage(context, request, params.slug)
  // The Website tab's logo and photo uploads are bigger than any other dashboard form.
  const upload = new URL(request.url).searchParams.get('upload')
  if (isBrandUpload(upload)) return handleBrandUpload(context, tenant, request, upload)
  if (upload === DISPUTE_UPLOAD) return handleDisputeEvidence(context, tenant, request)
  // Anything that is not a form (JSON, oversized, malformed) is a 4xx, never a 500.
  const formData = await readBusinessForm(request)
  if (!(formData instanceof FormData)) return formData
  const origin = new URL(request.url).origin
  return handleDashboardAction(context, { user, tenant, formData, origin })
}

export default function AffiliateDashboard() {
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <DashboardShell
      slug={page.slug}
      tab={page.tab}
      header={page.header}
      actingAsAdmin={page.actingAsAdmin}
    >
      <TabPanel slug={page.slug} tab={page.tab} data={page.tabData} result={result ?? null} />
    </DashboardShell>
  )
}

export function ErrorBoundary() {
  return <DashboardError />
}
