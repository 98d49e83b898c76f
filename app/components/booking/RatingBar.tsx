import { Stars } from '~/components/landing/reviews/Stars'

interface Props {
  rating: { average: number | null; count: number }
  /** Set only when this business takes a deposit at booking, through this provider. */
  checkout: 'stripe' | 'local' | null
}

/**
 * '{avg}/5 ({count} reviews)' from the site's approved reviews, or 'No reviews yet' without any
 * (no default rating: decision 037), and, only where it is true, how the deposit is paid
 * (decision 036).
 */
export function RatingBar({ rating, checkout }: Props) {
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2 text-sm text-slate-700">
        {rating.average === null || rating.count === 0 ? (
          <p data-testid="rating-bar">No reviews yet</p>
        ) : (
          <p data-testid="rating-bar">
            <Stars rating={rating.average} className="mr-1" />
            <strong className="text-slate-900">{`${rating.average.toFixed(1)}/5`}</strong>
            {` (${rating.count} ${rating.count === 1 ? 'review' : 'reviews'})`}
          </p>
        )}
        {checkout === 'stripe' ? (
          <p data-testid="checkout-note">
            Secure checkout via{' '}
            <a
              href="https://stripe.com"
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              Stripe
            </a>
          </p>
        ) : checkout === 'local' ? (
          <p data-testid="checkout-note">Deposit by card at booking (test checkout)</p>
        ) : null}
      </div>
    </div>
  )
}
