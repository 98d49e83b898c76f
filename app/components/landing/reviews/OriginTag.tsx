import { CheckIcon } from '~/components/landing/icons'
import { type LandingReview, originLabel } from '~/lib/review-display'

const TAG = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium'

/**
 * Verified for a review tied to a completed job; otherwise where the review came from, linking to
 * the original when there is one (decision 037). Never both.
 */
export function OriginTag({ review }: { review: LandingReview }) {
  if (review.verified) {
    return (
      <span className={`${TAG} bg-green-100 text-green-800`} title="Written after a completed job">
        <CheckIcon className="h-3 w-3" /> Verified
      </span>
    )
  }
  const label = originLabel(review.source)
  const style = `${TAG} bg-slate-100 text-slate-700`
  if (!review.originUrl) return <span className={style}>{label}</span>
  return (
    <a
      href={review.originUrl}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className={`${style} underline underline-offset-2 hover:bg-slate-200`}
    >
      {label}
      <span className="sr-only"> (the original review, opens in a new tab)</span>
    </a>
  )
}
