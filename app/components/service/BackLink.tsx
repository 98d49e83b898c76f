import { Link } from '@remix-run/react'
import { type Site, sitePath } from '~/lib/site'

/**
 * Back to where the service tiles are: the affiliate's landing at its services section (`/jps`
 * or `/` on its own domain; the hash makes the browser or Remix scroll there), or the
 * marketplace home. A plain link, so it works before hydration and with JavaScript off.
 */
export function backHref(site: Site): string {
  return site.mode === 'affiliate' ? `${sitePath(site, '/')}#services` : '/'
}

export function BackLink({ site }: { site: Site }) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-2">
        <Link
          to={backHref(site)}
          className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 font-medium text-brand-700 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          <span aria-hidden>←</span>
          Back
        </Link>
      </div>
    </div>
  )
}
