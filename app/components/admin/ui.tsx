import { type Paging } from '~/components/lists'
import { dashboardHref } from '~/lib/admin-dashboard'
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
