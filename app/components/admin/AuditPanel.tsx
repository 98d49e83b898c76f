import { useLocation } from '@remix-run/react'
import { type DashboardParams } from '~/lib/admin-dashboard'
import { type DashboardData } from '~/server/admin/dashboard-loader.server'
import { DataTable, FilteredList } from '~/components/lists'
import { dashboardPaging } from './ui'

type AuditView = Extract<DashboardData, { tab: 'audit' }>

/** Every admin action, newest first: who, what, on which record, when. */
export function AuditPanel({ params, view }: { params: DashboardParams; view: AuditView }) {
  const search = new URLSearchParams(useLocation().search)
  return (
    <div>
      <h2 className="text-xl font-semibold">Audit Log</h2>
      <FilteredList
        items={view.audit}
        empty="No admin actions recorded yet"
        paging={dashboardPaging(params.page, view.hasMore, search)}
      >
        {(rows) => (
          <div className="mt-4 overflow-x-auto">
            <DataTable headings={['When (UTC)', 'Admin', 'Action', 'Target', 'Detail']}>
              {rows.map((row) => (
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
            </DataTable>
          </div>
        )}
      </FilteredList>
    </div>
  )
}
