import { lazy, Suspense, useState } from 'react'
import { ChevronIcon } from '~/components/landing/icons'
import { type LandingReview, REVIEWS_SHOWN } from '~/lib/review-display'
import { ReviewCard } from './ReviewCard'
import { useReviewVotes } from './useReviewVotes'

const loadDetails = () => import('./ReviewDetailsModal')
const ReviewDetailsModal = lazy(loadDetails)
const preloadDetails = () => void loadDetails()

const NAV =
  'grid h-10 w-10 place-items-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 disabled:opacity-40'

/**
 * Three reviews at a time (spec §9). Starts at index 0; previous and next move by one review,
 * the dots jump a page of three (spec §2). Arrow keys work on any of the controls.
 */
export function ReviewCarousel({ reviews, now }: { reviews: LandingReview[]; now: string }) {
  const [index, setIndex] = useState(0)
  const [open, setOpen] = useState<LandingReview | null>(null)
  const votes = useReviewVotes()
  const last = Math.max(0, reviews.length - REVIEWS_SHOWN)
  const pages = Math.ceil(reviews.length / REVIEWS_SHOWN)
  const page = index >= last ? pages - 1 : Math.floor(index / REVIEWS_SHOWN)
  const go = (next: number) => setIndex(Math.min(Math.max(next, 0), last))
  const visible = reviews.slice(index, index + REVIEWS_SHOWN)

  return (
    <div role="region" aria-roledescription="carousel" aria-label="Customer reviews">
      <p aria-live="polite" className="sr-only">
        Showing reviews {index + 1} to {index + visible.length} of {reviews.length}
      </p>
      <ul className="grid gap-6 lg:grid-cols-3">
        {visible.map((review) => (
          <li key={review.id}>
            <ReviewCard
              review={review}
              now={now}
              vote={votes.stateOf(review)}
              onVote={(choice) => void votes.vote(review, choice)}
              onOpen={() => setOpen(review)}
              onPreload={preloadDetails}
            />
          </li>
        ))}
      </ul>
      {reviews.length > REVIEWS_SHOWN ? (
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys from the buttons inside
        <div
          className="js-only mt-8 flex items-center justify-center gap-4"
          onKeyDown={(event) => {
            if (event.key === 'ArrowLeft') go(index - 1)
            else if (event.key === 'ArrowRight') go(index + 1)
          }}
        >
          <button
            type="button"
            className={NAV}
            onClick={() => go(index - 1)}
            disabled={index === 0}
            aria-label="Previous review"
          >
            <ChevronIcon direction="left" className="h-5 w-5" />
          </button>
          <div className="flex gap-2">
            {Array.from({ length: pages }, (_, p) => (
              <button
                key={p}
                type="button"
                onClick={() => go(p * REVIEWS_SHOWN)}
                aria-label={`Show reviews page ${p + 1} of ${pages}`}
                aria-current={p === page ? 'true' : undefined}
                className="grid h-6 w-6 place-items-center"
              >
                <span
                  className={`block h-2.5 w-2.5 rounded-full ${p === page ? 'bg-brand-600' : 'bg-slate-300'}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            className={NAV}
            onClick={() => go(index + 1)}
            disabled={index >= last}
            aria-label="Next review"
          >
            <ChevronIcon direction="right" className="h-5 w-5" />
          </button>
        </div>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <ReviewDetailsModal review={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  )
}
