import { type AppLoadContext } from '@remix-run/cloudflare'
import { and, eq, sql } from 'drizzle-orm'
import { type VoteType } from '~/lib/review-schemas'
import { hmacSha256, toHex } from './auth/encoding.server'
import { getIdentity } from './auth/identity.server'
import { clientAddress } from './auth/rate-limit.server'
import { sessionSecret } from './auth/session.server'
import { type Db, schema } from './db.server'
import { MESSAGES } from './guards.server'
import { jsonError } from './http.server'
import { publicReview } from './reviews.server'
import { invalidatePublic } from './cache.server'

const { reviews, reviewVotes, affiliates } = schema

export const ALREADY_VOTED = 'You have already voted on this review'

/**
 * Who is voting, as stored in review_votes.voter_key: `u:{id}` for a signed-in user, else
 * `a:` + HMAC-SHA256(SESSION_SECRET, review id + client address). The address is never stored,
 * the secret stops anyone with the table from testing guessed addresses, and mixing in the review
 * id means one anonymous voter's votes cannot be linked across reviews. The body's `user_ip` is
 * never read. A bearer token that no longer works is a 401, so the client refreshes and the vote
 * is then keyed to the user rather than to the address.
 */
export async function voterKey(
  context: AppLoadContext,
  request: Request,
  reviewId: number,
): Promise<string> {
  const identity = await getIdentity(context, request)
  if (identity.kind === 'user') return `u:${identity.user.id}`
  if (identity.kind === 'invalid-token') {
    throw jsonError(401, MESSAGES.invalidToken, {}, { headers: { 'WWW-Authenticate': 'Bearer' } })
  }
  const mac = await hmacSha256(
    sessionSecret(context.env),
    `review-vote|${reviewId}|${clientAddress(request)}`,
  )
  return `a:${toHex(mac)}`
}

export type VoteResult =
  | { kind: 'voted'; helpfulVotes: number; totalVotes: number }
  | { kind: 'not-found' }
  | { kind: 'duplicate' }

/** D1 reports constraint failures only in the message, possibly on a wrapped cause. */
function violatedConstraint(error: unknown): 'unique' | 'foreign-key' | null {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (/UNIQUE constraint failed/i.test(e.message)) return 'unique'
    if (/FOREIGN KEY constraint failed/i.test(e.message)) return 'foreign-key'
  }
  return null
}

/**
 * Records one vote per (review, voter) and bumps the review's counters in the same D1 batch, so
 * the counts always equal the vote rows. The unique index settles two simultaneous first votes.
 */
export async function castVote(
  db: Db,
  reviewId: number,
  voter: string,
  voteType: VoteType,
): Promise<VoteResult> {
  const [visible, existing] = await db.batch([
    db
      .select({ id: reviews.id })
      .from(reviews)
      .leftJoin(affiliates, eq(affiliates.id, reviews.affiliateId))
      .where(and(eq(reviews.id, reviewId), publicReview))
      .limit(1),
    db
      .select({ id: reviewVotes.id })
      .from(reviewVotes)
      .where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.voterKey, voter)))
      .limit(1),
  ])
  if (visible.length === 0) return { kind: 'not-found' }
  if (existing.length > 0) return { kind: 'duplicate' }
  try {
    const [, updated] = await db.batch([
      db.insert(reviewVotes).values({ reviewId, voterKey: voter, voteType }),
      db
        .update(reviews)
        .set({
          helpfulVotes: sql`${reviews.helpfulVotes} + ${voteType === 'helpful' ? 1 : 0}`,
          totalVotes: sql`${reviews.totalVotes} + 1`,
        })
        .where(eq(reviews.id, reviewId))
        .returning({
          helpfulVotes: reviews.helpfulVotes,
          totalVotes: reviews.totalVotes,
          affiliateId: reviews.affiliateId,
        }),
    ])
    const counts = updated[0]
    if (!counts) return { kind: 'not-found' }
    await invalidatePublic(db, { affiliateId: counts.affiliateId })
    return { kind: 'voted', helpfulVotes: counts.helpfulVotes, totalVotes: counts.totalVotes }
  } catch (error) {
    // Races with the checks above: a simultaneous first vote, or the review deleted meanwhile.
    const violated = violatedConstraint(error)
    if (violated === 'unique') return { kind: 'duplicate' }
    if (violated === 'foreign-key') return { kind: 'not-found' }
    throw error
  }
}
