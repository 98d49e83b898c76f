import { Link } from '@remix-run/react'
import { QuoteButton } from '~/components/quote/QuoteButton'

/** Where Book goes and what Get Quote sends, resolved once per page from the site. */
export interface ServiceActionTarget {
  bookHref: string
  businessSlug: string | null
  businessName?: string
  quoteService: string
}

interface Props {
  target: ServiceActionTarget
  bookLabel?: string
  quoteLabel?: string
  /** 'light' for buttons placed on dark backgrounds (hero, action band). */
  tone?: 'dark' | 'light'
}

const BASE =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 font-semibold focus:outline-none focus-visible:ring-4'

/** The Book and Get Quote pair every service page section carries (spec §2). */
export function ServiceActions({
  target,
  bookLabel = 'Book',
  quoteLabel = 'Get Quote',
  tone = 'dark',
}: Props) {
  const light = tone === 'light'
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <Link
        to={target.bookHref}
        className={`${BASE} ${light ? 'bg-white text-brand-900 hover:bg-brand-50 focus-visible:ring-white/60' : 'bg-brand-700 text-white hover:bg-brand-900 focus-visible:ring-brand-500/40'}`}
      >
        {bookLabel}
      </Link>
      <QuoteButton
        businessSlug={target.businessSlug}
        businessName={target.businessName}
        defaultService={target.quoteService}
        label={quoteLabel}
        preloadAfterMs={1000}
        className={`${BASE} border-2 ${light ? 'border-white text-white hover:bg-white/10 focus-visible:ring-white/60' : 'border-brand-700 text-brand-700 hover:bg-brand-50 focus-visible:ring-brand-500/40'}`}
      />
    </div>
  )
}
