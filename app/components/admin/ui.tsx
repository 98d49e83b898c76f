import { Link } from '@remix-run/react'

// Small building blocks shared by the admin dashboard's panels and dialogs.

export const primaryButton =
  'rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60'
export const secondaryButton =
  'rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50'
export const dangerButton =
  'rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60'
export const smallButton =
  'rounded border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50'

/** Previous / Next links; the page number lives in the URL. */
export function Pager({
  page,
  hasMore,
  href,
}: {
  page: number
  hasMore: boolean
  href: (page: number) => string
}) {
  if (page <= 1 && !hasMore) return null
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center gap-3 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className={secondaryButton}>
          Previous
        </Link>
      ) : null}
      <span className="text-slate-600">Page {page}</span>
      {hasMore ? (
        <Link to={href(page + 1)} className={secondaryButton}>
          Next
        </Link>
      ) : null}
    </nav>
  )
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return ''
  return iso.slice(0, 10)
}
