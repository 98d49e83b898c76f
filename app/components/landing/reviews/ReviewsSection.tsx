import { formatAverage, formatCount, type ReviewsData } from '~/lib/review-display'
import { ReviewCarousel } from './ReviewCarousel'
import { Stars } from './Stars'

/** Spec §2 reviews section: list, empty and error states (the data comes with the page). */
export function ReviewsSection({ reviews, now }: { reviews: ReviewsData; now: string }) {
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-heading"
      className="scroll-mt-20 bg-slate-50 py-16"
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="reviews-heading" className="text-3xl font-bold tracking-tight">
          What Our Customers Say
        </h2>
        {reviews.status === 'ok' && reviews.total > 0 ? (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
            <Stars rating={reviews.average ?? 0} className="text-lg" />
            <span>
              <strong className="text-slate-900">{formatAverage(reviews.average)}</strong> average
              from <strong className="text-slate-900">{formatCount(reviews.total)}</strong> reviews
            </span>
          </p>
        ) : null}
        <div className="mt-8">
          {reviews.status === 'error' ? (
            <div className="rounded-xl border border-red-200 bg-white p-8 text-center">
              <p className="font-semibold text-red-800">Failed to load reviews</p>
              <a
                href="?"
                onClick={(event) => {
                  event.preventDefault()
                  window.location.reload()
                }}
                className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
              >
                Try Again
              </a>
            </div>
          ) : reviews.items.length === 0 ? (
            <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">
              <strong>No reviews yet:</strong> Be the first to share your experience!
            </p>
          ) : (
            <ReviewCarousel reviews={reviews.items} now={now} />
          )}
        </div>
      </div>
    </section>
  )
}
