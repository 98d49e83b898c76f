import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/cloudflare'
import { isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { noStoreHeaders } from '~/lib/private-page'
import { AdminDashboard } from '~/components/admin/AdminDashboard'
import { GeneralErrorBoundary } from '~/components/errors/GeneralErrorBoundary'
import { readDashboardParams } from '~/lib/admin-dashboard'
import { dashboardAction } from '~/server/admin/dashboard-actions.server'
import { countPending, loadDashboard } from '~/server/admin/dashboard-loader.server'
import { requireRole } from '~/server/guards.server'

export const meta: MetaFunction = () => [{ title: 'Admin Dashboard | Mobile Detail Hub' }]
// Set-password links and query results must not be cached anywhere.
export const headers = noStoreHeaders

export async function loader({ context, request }: LoaderFunctionArgs) {
  const params = readDashboardParams(new URL(request.url).searchParams)
  // Started before the guard, in the same turn as the root loader's reads, so it joins their
  // batch (decision 017); only an admin is ever given the number.
  const pendingCount = params.tab === 'users' ? countPending(context) : null
  pendingCount?.catch(() => {}) // a refused request never awaits it
  await requireRole(context, request, 'admin')
  return { params, view: await loadDashboard(context, request, params, pendingCount) }
}

export async function action({ context, request }: ActionFunctionArgs) {
  const admin = await requireRole(context, request, 'admin')
  const { status, body } = await dashboardAction(context, request, admin)
  return data(body, { status })
}

export default function AdminDashboardRoute() {
  const { params, view } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return <AdminDashboard params={params} view={view} result={result} />
}

/** Spec §8: an authorization failure says so; anything else is the generic error screen. */
export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && (error.status === 401 || error.status === 403)) {
    return (
      <section className="mx-auto max-w-xl px-6 py-24 text-center">
        <h1 className="text-3xl font-bold">Authentication Required</h1>
        <p className="mt-3 text-slate-600">You need to be logged in as an admin to view users.</p>
        <a
          href="/login"
          className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white"
        >
          Go to login
        </a>
      </section>
    )
  }
  return <GeneralErrorBoundary />
}
