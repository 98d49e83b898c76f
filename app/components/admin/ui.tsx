import { Form, Link } from '@remix-run/react'
import { type ReactNode } from 'react'
import { type Paging } from '~/components/lists'
import { type AdminTab, dashboardHref } from '~/lib/admin-dashboard'
// Small building blocks shared by the admin dashboard's panels and dialogs.

export const primaryButton =
  'rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60'
export const secondaryButton =
  'rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50'
export const dangerButton =
  'rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60'
export const smallButton =
  'rounded border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50'

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return ''
  return iso.slice(0, 10)
}

/** Paging links that keep the dashboard's other URL state (tab, filters, search). */
export function dashboardPaging(page: number, hasMore: boolean, search: URLSearchParams): Paging {
  return { page, hasMore, href: (next) => dashboardHref(search, { page: next }) }
}

/**
 * A tab's filters as a GET form: they work without JavaScript and stay in the URL. `reset`
 * (shown while a filter is on) links back to the unfiltered tab.
 */
export function TabFilterForm({
  tab,
  label,
  reset,
  children,
}: {
  tab: AdminTab
  label: string
  reset: string | null
  children: ReactNode
}) {
  return (
    <Form
      method="get"
      action="/admin-dashboard"
      aria-label={label}
      className="mt-4 flex flex-wrap items-end gap-3"
    >
      <input type="hidden" name="tab" value={tab} />
      {children}
      <button type="submit" className={secondaryButton}>
        Filter
      </button>
      {reset ? (
        <Link to={`/admin-dashboard?tab=${tab}`} className="py-2 text-sm text-brand-700 underline">
          {reset}
        </Link>
      ) : null}
    </Form>
  )
}
