import { Dialog } from '~/components/ui/Dialog'
import {
  categoryLabel,
  formatReviewDate,
  type LandingReview,
  SOURCE_LABELS,
} from '~/lib/review-display'
import { Avatar } from './Avatar'
import { OriginTag } from './OriginTag'
import { ReviewExtras } from './ReviewExtras'
import { Stars } from './Stars'

/** Spec §2 review details: reviewer, date, source, category, title, full text, rating of 5. */
export default function ReviewDetailsModal({
  review,
  onClose,
}: {
  review: LandingReview
  onClose: () => void
}) {
  const category = categoryLabel(review.category)
  return (
    <Dialog title={`Review by ${review.name}`} onClose={onClose} size="lg">
      <div className="mt-4 flex items-center gap-3">
        <Avatar name={review.name} url={review.avatarUrl} size={56} />
        <div>
          <p className="font-semibold">{review.name}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={review.publishedAt}>{formatReviewDate(review.publishedAt)}</time>
          </p>
          <p className="mt-1">
            <OriginTag review={review} />
          </p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-600">Rating</dt>
        <dd className="flex items-center gap-2">
          <Stars rating={review.rating} />
          <span>{review.rating} out of 5</span>
        </dd>
        <dt className="font-medium text-slate-600">Source</dt>
        <dd>{SOURCE_LABELS[review.source]}</dd>
        {category ? (
          <>
            <dt className="font-medium text-slate-600">Service</dt>
            <dd>{category}</dd>
          </>
        ) : null}
      </dl>
      {review.title ? <h3 className="mt-5 text-lg font-semibold">{review.title}</h3> : null}
      <p className="mt-2 whitespace-pre-line leading-relaxed text-slate-800">{review.content}</p>
      <ReviewExtras review={review} full />
    </Dialog>
  )
}
