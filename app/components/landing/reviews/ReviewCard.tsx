import {
  categoryLabel,
  formatReviewDate,
  isThisWeek,
  type LandingReview,
  truncateWords,
} from '~/lib/review-display'
import { type VoteType } from '~/lib/review-schemas'
import { Avatar } from './Avatar'
import { OriginTag } from './OriginTag'
import { ReviewExtras } from './ReviewExtras'
import { ReviewVotes } from './ReviewVotes'
import { SourceBadge } from './SourceBadge'
import { Stars } from './Stars'
import { type VoteState } from './useReviewVotes'

interface Props {
  review: LandingReview
  /** The loader's clock, so 'This Week' renders the same on the server and in the browser. */
  now: string
  vote: VoteState
  onVote: (choice: VoteType) => void
  onOpen: () => void
  onPreload: () => void
}

const TAG = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium'

export function ReviewCard({ review, now, vote, onVote, onOpen, onPreload }: Props) {
  const excerpt = truncateWords(review.content)
  const category = categoryLabel(review.category)
  const headingId = `review-${review.id}-name`
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="flex items-start gap-3">
        <Avatar name={review.name} url={review.avatarUrl} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="truncate font-semibold text-slate-900">
            {review.name}
          </h3>
          <Stars rating={review.rating} />
        </div>
        <SourceBadge source={review.source} />
      </header>
      <div className="mt-3 flex flex-wrap gap-1.5">
        <OriginTag review={review} />
        {isThisWeek(review.publishedAt, now) ? (
          <span className={`${TAG} bg-amber-100 text-amber-900`}>This Week</span>
        ) : null}
        {category ? <span className={`${TAG} bg-slate-100 text-slate-700`}>{category}</span> : null}
      </div>
      {review.title ? <p className="mt-3 font-semibold text-slate-900">{review.title}</p> : null}
      <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{excerpt.text}</p>
      <ReviewExtras review={review} />
      <button
        type="button"
        onClick={onOpen}
        onMouseEnter={onPreload}
        onFocus={onPreload}
        className="js-only mt-3 self-start text-sm font-semibold text-brand-700 hover:underline"
      >
        {excerpt.truncated ? 'Read more' : 'View details'}
        <span className="sr-only"> of the review by {review.name}</span>
      </button>
      <footer className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <time dateTime={review.publishedAt} className="text-xs text-slate-600">
          {formatReviewDate(review.publishedAt)}
        </time>
        <ReviewVotes state={vote} onVote={onVote} />
      </footer>
    </article>
  )
}
