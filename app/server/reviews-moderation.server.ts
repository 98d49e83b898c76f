import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import { auditInsertIf } from './admin/audit.server'
import { invalidatePublic } from './cache.server'
import { type Db, schema } from './db.server'

const { reviews, reviewReports } = schema

export const MODERATION_ACTIONS = [
  'hide',
  'restore',
  'feature',
  'unfeature',
  // No 'verify': Verified means tied to a completed job (decision 037), which no admin can add.
  // A customer's review held for a link or a filtered word (decision 029).
  'approve',
  'reject',
  // The detailer's report was looked at and the review stays.
  'dismiss',
] as const
export type ModerationAction = (typeof MODERATION_ACTIONS)[number]

export const MODERATION_MESSAGES: Record<ModerationAction, string> = {
  hide: 'Review hidden',
  restore: 'Review restored',
  feature: 'Review featured',
  unfeature: 'Review no longer featured',
  approve: 'Review published',
  reject: 'Review rejected',
  dismiss: 'Report dismissed',
}

type Change =
  | { status: 'approved' | 'hidden' | 'rejected' }
  | { isFeatured: boolean }
  | Record<string, never>

// What each action changes and the state it applies to: only an approved review can be hidden and
// only a hidden one restored, so a stale page cannot publish a pending or rejected review.
const CHANGES: Record<ModerationAction, { set: Change; from?: SQL }> = {
  hide: { set: { status: 'hidden' }, from: eq(reviews.status, 'approved') },
  restore: { set: { status: 'approved' }, from: eq(reviews.status, 'hidden') },
  feature: { set: { isFeatured: true } },
  unfeature: { set: { isFeatured: false } },
  approve: { set: { status: 'approved' }, from: eq(reviews.status, 'pending') },
  reject: { set: { status: 'rejected' }, from: eq(reviews.status, 'pending') },
  dismiss: {
    set: {},
    from: sql`exists (select 1 from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id} and ${reviewReports.resolvedAt} is null)`,
  },
}

/** Hiding or dismissing answers the detailer's open report on the review. */
const RESOLVES_REPORTS: readonly ModerationAction[] = ['hide', 'dismiss']

/**
 * One moderation step on one review, with its audit row, in one batch. Public pages and
 * /api/reviews list only status 'approved', so hiding takes a review off all of them at once
 * (and the per-business aggregates kept by triggers on `reviews` follow the same update); the
 * cached copies of those pages are purged before the admin's answer is sent.
 * Returns false when the review does not exist or is not in a state the action applies to.
 */
export async function moderateReview(
  db: Db,
  { adminId, reviewId, action }: { adminId: number; reviewId: number; action: ModerationAction },
): Promise<boolean> {
  const { set, from } = CHANGES[action]
  const target = and(eq(reviews.id, reviewId), from)
  const [, updated] = await db.batch([
    auditInsertIf(
      db,
      { adminId, action: `review.${action}`, targetType: 'review', targetId: reviewId },
      db.select({ id: reviews.id }).from(reviews).where(target),
    ),
    db
      .update(reviews)
      .set({ ...set, updatedAt: new Date().toISOString() })
      .where(target)
      .returning({ id: reviews.id, affiliateId: reviews.affiliateId }),
    ...(RESOLVES_REPORTS.includes(action)
      ? [
          db
            .update(reviewReports)
            .set({ resolvedAt: new Date().toISOString() })
            .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt))),
        ]
      : []),
  ])
  const [review] = updated
  if (!review) return false
  // Hidden, restored, featured or verified: the pages and answers showing it change now.
  await invalidatePublic(db, { affiliateId: review.affiliateId })
  return true
}
