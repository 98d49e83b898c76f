import { Link, useLocation } from '@remix-run/react'
import { type DashboardParams } from '~/lib/admin-dashboard'
import { type AuditRow } from '~/server/admin/audit-list.server'
import { type DashboardData } from '~/server/admin/dashboard-loader.server'
import { SelectField } from '~/components/forms'
import { FilteredList } from '~/components/lists'
import { dashboardPaging, TabFilterForm } from './ui'

type AuditView = Extract<DashboardData, { tab: 'audit' }>

/**
 * Every admin action, newest first: when, who, what, on which record (by name, linked), and its
 * detail in words. The filters are a GET form, so they work without JavaScript and stay in the URL.
 */
export function AuditPanel({ params, view }: { params: DashboardParams; view: AuditView }) {
  const search = new URLSearchParams(useLocation().search)
  const filtered = Boolean(params.action || params.person)
  return (
    <div>
      <h2 className="text-xl font-semibold">Audit Log</h2>
      <TabFilterForm
        tab="audit"
        label="Filter the audit log"
        reset={filtered ? 'Show everything' : null}
      >
        <SelectField
          label="Action"
          className="w-full sm:w-56"
          placeholder="All actions"
          options={view.actions}
          selectProps={{ id: 'audit-action', name: 'action', defaultValue: params.action ?? '' }}
        />
        <SelectField
          label="Person"
          className="w-full sm:w-56"
          placeholder="Everyone"
          options={view.people.map((p) => ({ value: p.id, label: p.name || p.email }))}
          selectProps={{ id: 'audit-person', name: 'person', defaultValue: params.person ?? '' }}
        />
      </TabFilterForm>
      <FilteredList
        items={view.audit}
        empty={filtered ? 'No admin actions match these filters' : 'No admin actions recorded yet'}
        emptyClassName="mt-4 py-8 text-center text-slate-600"
        paging={dashboardPaging(params.page, view.hasMore, search)}
      >
        {(rows) => (
          <ol
            aria-label="Admin actions, newest first"
            className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
          >
            {rows.map((row) => (
              <AuditEntry key={row.id} row={row} />
            ))}
          </ol>
        )}
      </FilteredList>
    </div>
  )
}

function AuditEntry({ row }: { row: AuditRow }) {
  const { target } = row
  return (
    <li className="grid gap-1 p-3 text-sm md:grid-cols-[10rem_12rem_1fr] md:gap-4">
      <time dateTime={row.createdAt} className="whitespace-nowrap text-slate-600">
        {row.createdAt.slice(0, 16).replace('T', ' ')} UTC
      </time>
      <span className="min-w-0 break-words font-medium">
        {row.adminName ?? row.adminEmail ?? '(deleted admin)'}
      </span>
      <div className="min-w-0">
        <p className="break-words">
          <span className="font-semibold">{row.actionLabel}</span>
          {target.name ? ': ' : null}
          {target.href ? (
            <Link to={target.href} className="text-brand-700 underline">
              {target.name}
            </Link>
          ) : target.name ? (
            <span>{target.name}</span>
          ) : null}
          {target.note ? <span className="text-slate-600"> ({target.note})</span> : null}
        </p>
        {row.detail.length > 0 ? (
          <dl className="mt-1 space-y-0.5 text-slate-700">
            {row.detail.map(([label, value]) => (
              <div key={label} className="flex min-w-0 gap-1">
                <dt className="shrink-0 text-slate-600">{label}:</dt>
                <dd className="min-w-0 break-words">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </li>
  )
}
