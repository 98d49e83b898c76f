import { useCallback, useState } from 'react'
import { type LandingReview } from '~/lib/review-display'
import { type VoteType } from '~/lib/review-schemas'

export interface VoteState {
  choice: VoteType | null
  /** Spec §4: one vote per card view; afterwards both buttons stay disabled. */
  locked: boolean
  pending: boolean
  message: string | null
  helpful: number
  total: number
}

export const VOTE_FAILED = 'Failed to vote on review'

function field(body: unknown, ...path: string[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? Reflect.get(value, key) : undefined),
    body,
  )
}

/** Helpful / not-helpful votes of the reviews on this page, through POST /api/reviews/{id}/vote. */
export function useReviewVotes() {
  const [votes, setVotes] = useState<Record<number, VoteState>>({})
  const stateOf = useCallback(
    (review: LandingReview): VoteState =>
      votes[review.id] ?? {
        choice: null,
        locked: false,
        pending: false,
        message: null,
        helpful: review.helpfulVotes,
        total: review.totalVotes,
      },
    [votes],
  )

  async function vote(review: LandingReview, choice: VoteType) {
    const before = stateOf(review)
    if (before.locked || before.pending) return
    const update = (next: Partial<VoteState>) =>
      setVotes((all) => ({ ...all, [review.id]: { ...before, ...next } }))
    update({ pending: true, message: null })
    try {
      const response = await fetch(`/api/reviews/${review.id}/vote`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ vote_type: choice }),
      })
      const body: unknown = await response.json().catch(() => null)
      const serverMessage = field(body, 'message') ?? field(body, 'error')
      if (response.ok) {
        const helpful = field(body, 'data', 'helpful_votes')
        const total = field(body, 'data', 'total_votes')
        update({
          choice,
          locked: true,
          pending: false,
          message: 'Thanks for your feedback!',
          helpful: typeof helpful === 'number' ? helpful : before.helpful,
          total: typeof total === 'number' ? total : before.total,
        })
      } else {
        // 409: this visitor already voted on the review; the server says so in its own words.
        update({
          locked: response.status === 409,
          pending: false,
          message: typeof serverMessage === 'string' ? serverMessage : VOTE_FAILED,
        })
      }
    } catch {
      update({ pending: false, message: VOTE_FAILED })
    }
  }

  return { stateOf, vote }
}
