import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { Link, useLoaderData } from '@remix-run/react'
import { PlainTable } from '~/components/lists'
import { noindexMeta, noStoreHeaders } from '~/lib/private-page'
import { listAllDomains } from '~/server/domains/domains.server'
import { requireRole } from '~/server/guards.server'

export const meta = noindexMeta('Own domains | Admin Dashboard')
export const headers = noStoreHeaders

// /admin-dashboard/domains: every detailer's own domain with its status (issue 28).
export async function loader({ context, request }: LoaderFunctionArgs) {
  await requireRole(context, request, 'admin')
  return { domains: await listAllDomains(context.db) }
}

const STATUS: Record<string, string> = {
  active: 'Active',
  deleted: 'Removed',
  claimed: 'Claimed, not proven',
  lost: 'Lost to another business',
}
const statusText = (s: string) => STATUS[s] ?? 'Pending'

export default function AdminDomains() {
  const { domains } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Link to="/admin-dashboard" className="text-sm font-medium text-brand-700 underline">
        Back to the admin dashboard
      </Link>
      <h1 className="mt-3 text-2xl font-bold sm:text-3xl">Own domains</h1>
      <p className="mt-1 text-slate-600">
        A domain serves its business&apos;s site only when the domain and its certificate are both
        active.
      </p>
      {domains.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-6 ring-1 ring-slate-200">
          No business has its own domain yet.
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
          <PlainTable
            headings={[
              'Domain',
              'Business',
              'Domain status',
              'Certificate',
              'Serving',
              'Last checked',
            ]}
          >
            {domains.map((d) => (
              <tr key={d.id}>
                <td className="break-all px-3 py-2 font-mono">{d.hostname}</td>
                <td className="px-3 py-2">
                  {d.slug ? (
                    <Link
                      to={`/${d.slug}/dashboard?tab=website`}
                      className="inline-block text-brand-700 underline"
                    >
                      {d.businessName}
                    </Link>
                  ) : (
                    d.businessName
                  )}
                </td>
                <td className="px-3 py-2">{statusText(d.hostnameStatus)}</td>
                <td className="px-3 py-2">{statusText(d.sslStatus)}</td>
                <td className="px-3 py-2 font-semibold">{d.live ? 'Yes' : 'No'}</td>
                <td className="px-3 py-2">
                  {d.checkedAt
                    ? d.checkedAt.slice(0, 16).replace('T', ' ') + ' UTC'
                    : d.providerId
                      ? 'Not yet'
                      : 'Set up by hand'}
                </td>
              </tr>
            ))}
          </PlainTable>
        </div>
      )}
    </div>
  )
}
