import { ThumbIcon } from '~/components/landing/icons'
import { type VoteType } from '~/lib/review-schemas'
import { type VoteState } from './useReviewVotes'

const BUTTON =
  'inline-flex items-center gap-1 rounded-md border px-2 py-1 text-xs font-medium disabled:cursor-not-allowed'

export function ReviewVotes({
  state,
  onVote,
}: {
  state: VoteState
  onVote: (choice: VoteType) => void
}) {
  const button = (choice: VoteType, label: string, count: number) => {
    const chosen = state.choice === choice
    return (
      <button
        type="button"
        aria-pressed={chosen}
        disabled={state.locked || state.pending}
        onClick={() => onVote(choice)}
        className={`${BUTTON} ${chosen ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 text-slate-700 hover:bg-slate-100 disabled:opacity-60'}`}
      >
        <ThumbIcon down={choice === 'not_helpful'} className="h-3.5 w-3.5" />
        {label} <span className="tabular-nums">({count})</span>
      </button>
    )
  }
  return (
    <div className="js-only">
      <div role="group" aria-label="Was this review helpful?" className="flex items-center gap-2">
        {button('helpful', 'Helpful', state.helpful)}
        {button('not_helpful', 'Not helpful', Math.max(0, state.total - state.helpful))}
      </div>
      {state.message ? (
        <p role="status" className="mt-1 text-xs text-slate-600">
          {state.message}
        </p>
      ) : null}
    </div>
  )
}
