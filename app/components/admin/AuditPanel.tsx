import { useLocation } from '@remix-run/react'
import { dashboardHref, type DashboardParams } from '~/lib/admin-dashboard'
import { type DashboardData } from '~/server/admin/dashboard-loader.server'
import { Pager } from './ui'

type AuditView = Extract<DashboardData, { tab: 'audit' }>

/** Every admin action, newest first: who, what, on which record, when. */
export function AuditPanel({ params, view }: { params: DashboardParams; view: AuditView }) {
  const search = new URLSearchParams(useLocation().search)
  return (
    <div>
      <h2 className="text-xl font-semibold">Audit Log</h2>
      {view.audit.length === 0 ? (
        <p className="py-8 text-center text-slate-600">No admin actions recorded yet</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600">
              <tr>
                {['When (UTC)', 'Admin', 'Action', 'Target', 'Detail'].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {view.audit.map((row) => (
                <tr key={row.id}>
                  <td className="whitespace-nowrap px-3 py-2">
                    {row.createdAt.slice(0, 19).replace('T', ' ')}
                  </td>
                  <td className="px-3 py-2">{row.adminName ?? row.adminEmail ?? '(deleted)'}</td>
                  <td className="px-3 py-2 font-mono">{row.action}</td>
                  <td className="px-3 py-2">
                    {row.targetType}
                    {row.targetId ? ` #${row.targetId}` : ''}
                  </td>
                  <td className="max-w-md truncate px-3 py-2 font-mono text-xs">
                    {row.detail ? JSON.stringify(row.detail) : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={params.page}
        hasMore={view.hasMore}
        href={(page) => dashboardHref(search, { page })}
      />
    </div>
  )
}
