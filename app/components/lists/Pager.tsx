import { Link } from '@remix-run/react'

const pageLink =
  'rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50'

export interface Paging {
  page: number
  hasMore: boolean
  href: (page: number) => string
  /** Names the links when a page has more than one list. */
  label?: string
}

/** Previous / Next links; the page number lives in the URL, so paging works without JavaScript. */
export function Pager({ page, hasMore, href, label = 'Pagination' }: Paging) {
  if (page <= 1 && !hasMore) return null
  return (
    <nav aria-label={label} className="mt-4 flex items-center gap-3 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className={pageLink}>
          Previous
        </Link>
      ) : null}
      <span className="text-slate-600">Page {page}</span>
      {hasMore ? (
        <Link to={href(page + 1)} className={pageLink}>
          Next
        </Link>
      ) : null}
    </nav>
  )
}
