import { and, eq, sql, type SQL } from 'drizzle-orm'
import { type ReviewType } from '~/lib/review-schemas'
import { type Db, schema } from './db.server'

const { reviewStats, reviewTotals, affiliates } = schema

export interface StatsScope {
  type?: ReviewType
  business_slug?: string
  affiliate_id?: number
  featured_only?: boolean
}

/**
 * Count and average rating of the public reviews in a scope, read from the trigger-maintained
 * review_stats (one row per business and type) instead of counting reviews: the same answer as
 * counting with `publicReview`, at the cost of a few rows. Average is null without reviews.
 */
export function reviewTotalsQuery(db: Db, scope: StatsScope) {
  if (scope.business_slug === undefined && scope.affiliate_id === undefined) {
    return marketplaceTotalsQuery(db, scope)
  }
  const conditions: (SQL | undefined)[] = [
    // The review's business must itself be approved, as publicReview says; 0 means none.
    sql`(${reviewStats.affiliateKey} = 0 or ${affiliates.status} = 'approved')`,
    scope.type ? eq(reviewStats.type, scope.type) : undefined,
    scope.business_slug !== undefined ? eq(affiliates.slug, scope.business_slug) : undefined,
    scope.affiliate_id !== undefined ? eq(reviewStats.affiliateKey, scope.affiliate_id) : undefined,
  ]
  return db
    .select(totals(reviewStats, scope))
    .from(reviewStats)
    .leftJoin(affiliates, eq(affiliates.id, reviewStats.affiliateKey))
    .where(and(...conditions))
}

/** Count (of featured ones when asked) and average rating, summed over a table of counters. */
function totals(
  table: typeof reviewStats | typeof reviewTotals,
  scope: Pick<StatsScope, 'featured_only'>,
) {
  const counted = scope.featured_only ? table.featuredCount : table.reviewCount
  return {
    total: sql<number>`coalesce(sum(${counted}), 0)`.mapWith(Number),
    average: sql<
      number | null
    >`sum(${table.ratingSum}) * 1.0 / nullif(sum(${table.reviewCount}), 0)`,
  }
}

/** The same figures for every public business at once, from one row per type (decision 017). */
function marketplaceTotalsQuery(db: Db, scope: StatsScope) {
  return db
    .select(totals(reviewTotals, scope))
    .from(reviewTotals)
    .where(scope.type ? eq(reviewTotals.type, scope.type) : undefined)
}

/** Rounds an average to one decimal; null when there is nothing to average. */
export function roundAverage(total: number, average: number | string | null | undefined) {
  return total > 0 && average != null ? Math.round(Number(average) * 10) / 10 : null
}
