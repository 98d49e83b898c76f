import { Form, Link, useLocation } from '@remix-run/react'
import { dashboardHref } from '~/lib/admin-dashboard'
import { businessLabel } from '~/lib/business-search'
import { type DashboardData } from '~/server/admin/dashboard-loader.server'
import { inputClass } from '~/components/forms'
import { useHydrated } from '~/components/dashboard/useHydrated'
import { secondaryButton } from './ui'

type Finder = Extract<DashboardData, { tab: 'reviews' }>['finder']

/**
 * The business pickers' path without JavaScript (decision 025): a search GET that lists the
 * matching businesses with their slugs, each with links that put it in the Seed Reviews form or
 * filter the reviews by it. Its matches also show when a filter was typed that is no slug.
 */
export function BusinessFinder({ finder }: { finder: Finder }) {
  const hydrated = useHydrated()
  const search = new URLSearchParams(useLocation().search)
  const clear = { bq: undefined, page: undefined }
  // With JavaScript the pickers search themselves; the finder shows only matches the server found.
  if (hydrated && !finder) return null
  return (
    <section aria-labelledby="finder-heading" className="xl:col-span-2">
      <h2 id="finder-heading" className="text-lg font-semibold">
        Find a business
      </h2>
      {hydrated ? null : (
        <Form
          method="get"
          action="/admin-dashboard"
          className="mt-2 flex flex-wrap items-end gap-2"
        >
          <input type="hidden" name="tab" value="reviews" />
          <label htmlFor="finder-q" className="text-sm font-medium text-slate-800">
            Business name or slug
            <input
              id="finder-q"
              name="bq"
              type="search"
              defaultValue={finder?.query ?? ''}
              className={`${inputClass} py-1`}
            />
          </label>
          <button type="submit" className={secondaryButton}>
            Search
          </button>
        </Form>
      )}
      {finder ? (
        <div className="mt-3" aria-live="polite">
          <p className="text-sm text-slate-700">
            {finder.matches.length === 0
              ? `No businesses match “${finder.query}”`
              : `Businesses matching “${finder.query}”${finder.more ? ' (the first 20: add to the search to narrow it)' : ''}`}
          </p>
          <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200 text-sm">
            {finder.matches.map((b) => (
              <li
                key={b.id}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
              >
                <span className="font-medium">{businessLabel(b)}</span>
                <span className="flex gap-3">
                  <Link
                    className="text-brand-700 underline"
                    to={dashboardHref(search, { ...clear, seed: b.slug })}
                    aria-label={`Seed a review for ${b.business_name}`}
                  >
                    Seed a review
                  </Link>
                  <Link
                    className="text-brand-700 underline"
                    to={dashboardHref(search, { ...clear, business: b.slug })}
                  >
                    {/* The name holds the words on screen (WCAG 2.5.3, label in name). */}
                    Show reviews<span className="sr-only"> of {b.business_name}</span>
                  </Link>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
