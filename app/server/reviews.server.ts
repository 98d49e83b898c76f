import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import {
  reviewSourceOf,
  type ReviewListQuery,
  type ReviewSource,
  type ReviewStatus,
  type ReviewType,
} from '~/lib/review-schemas'
import { type Db, schema } from './db.server'
import { reviewTotalsQuery, roundAverage } from './review-stats.server'

const { reviews, affiliates } = schema

export const REVIEW_NOT_FOUND = 'Review not found'

/**
 * What the public may see: approved reviews, either the platform's own or those of a business
 * that is itself approved (a pending or rejected detailer's reviews stay hidden with its site).
 * Every query using it must left-join `affiliates` on the review's affiliate.
 */
export const publicReview: SQL = sql`${reviews.status} = 'approved' and (${reviews.affiliateId} is null or ${affiliates.status} = 'approved')`

const reviewColumns = {
  id: reviews.id,
  type: reviews.type,
  status: reviews.status,
  affiliateId: reviews.affiliateId,
  reviewerName: reviews.reviewerName,
  reviewerAvatarUrl: reviews.reviewerAvatarUrl,
  reviewerUrl: reviews.reviewerUrl,
  rating: reviews.rating,
  title: reviews.title,
  content: reviews.content,
  serviceCategory: reviews.serviceCategory,
  reviewSource: reviews.reviewSource,
  isVerified: reviews.isVerified,
  isFeatured: reviews.isFeatured,
  helpfulVotes: reviews.helpfulVotes,
  totalVotes: reviews.totalVotes,
  serviceDate: reviews.serviceDate,
  publishedAt: reviews.publishedAt,
  createdAt: reviews.createdAt,
  reply: reviews.reply,
  replyAt: reviews.replyAt,
  photos: reviews.photos,
  holdReason: reviews.holdReason,
  businessName: affiliates.businessName,
  businessSlug: affiliates.slug,
}

const selectReviews = (db: Db) =>
  db
    .select(reviewColumns)
    .from(reviews)
    .leftJoin(affiliates, eq(affiliates.id, reviews.affiliateId))
type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number]

/** A review as the API and the landing page see it: spec §3 names, aliases included. */
export interface ApiReview {
  id: number
  type: ReviewType
  status: ReviewStatus
  affiliate_id: number | null
  reviewer_name: string
  customerName: string
  reviewer_avatar_url: string | null
  profileImage: string | null
  rating: number
  content: string
  reviewText: string
  title: string | null
  service_date: string | null
  published_at: string
  created_at: string
  is_verified: boolean
  is_featured: boolean
  helpful_votes: number
  total_votes: number
  service_category: string | null
  business_name: string | null
  business_slug: string | null
  review_source: ReviewSource
  reviewer_url: string | null
  /** The business's one public reply, and when it was written. */
  reply: string | null
  reply_at: string | null
  /** Up to 3 photo URLs the customer attached. */
  photos: string[]
  /** Why a customer's review waits for moderation (status pending), else null. */
  hold_reason: string | null
}

export function toApiReview(row: ReviewRow): ApiReview {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    affiliate_id: row.affiliateId,
    reviewer_name: row.reviewerName,
    customerName: row.reviewerName,
    reviewer_avatar_url: row.reviewerAvatarUrl,
    profileImage: row.reviewerAvatarUrl,
    rating: row.rating,
    content: row.content,
    reviewText: row.content,
    title: row.title,
    service_date: row.serviceDate,
    published_at: row.publishedAt,
    created_at: row.createdAt,
    is_verified: row.isVerified,
    is_featured: row.isFeatured,
    helpful_votes: row.helpfulVotes,
    total_votes: row.totalVotes,
    service_category: row.serviceCategory,
    business_name: row.businessName,
    business_slug: row.businessSlug,
    review_source: reviewSourceOf(row.reviewSource),
    reviewer_url: row.reviewerUrl,
    reply: row.reply,
    reply_at: row.replyAt,
    photos: Array.isArray(row.photos) ? row.photos : [],
    // Only the moderation list needs it; a published review does not carry its old hold.
    hold_reason: row.status === 'pending' ? row.holdReason : null,
  }
}

export type ReviewFilters = Pick<ReviewListQuery, 'status' | 'limit' | 'offset'> &
  Partial<
    Pick<
      ReviewListQuery,
      'type' | 'business_slug' | 'affiliate_id' | 'featured_only' | 'verified_only'
    >
  >

function filterConditions(filters: Omit<ReviewFilters, 'limit' | 'offset'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    // 'approved' is the public listing; other statuses are the admin's moderation view.
    filters.status === 'approved'
      ? publicReview
      : filters.status === 'all'
        ? undefined
        : eq(reviews.status, filters.status),
  ]
  if (filters.type) conditions.push(eq(reviews.type, filters.type))
  if (filters.business_slug !== undefined)
    conditions.push(eq(affiliates.slug, filters.business_slug))
  if (filters.affiliate_id !== undefined)
    conditions.push(eq(reviews.affiliateId, filters.affiliate_id))
  if (filters.featured_only) conditions.push(eq(reviews.isFeatured, true))
  if (filters.verified_only) conditions.push(eq(reviews.isVerified, true))
  return and(...conditions)
}

/**
 * Totals of everything matching. The public listing reads the trigger-maintained review_stats
 * (a few rows, whatever the number of reviews); only the admin's moderation views and the rare
 * verified-only filter count rows.
 */
function totalsQuery(db: Db, filters: ReviewFilters, where: SQL | undefined) {
  if (filters.status === 'approved' && !filters.verified_only) return reviewTotalsQuery(db, filters)
  return db
    .select({
      total: count(),
      average: sql<number | null>`avg(${reviews.rating})`,
    })
    .from(reviews)
    .leftJoin(affiliates, eq(affiliates.id, reviews.affiliateId))
    .where(where)
}

/**
 * One page of reviews, sorted featured first, then rating descending, then newest (spec §9), and
 * the totals of everything matching (count and average rating), as two queries for the caller's
 * db.batch: the landing page runs them in one D1 round trip.
 */
export function reviewPageQueries(db: Db, filters: ReviewFilters) {
  const where = filterConditions(filters)
  return {
    page: selectReviews(db)
      .where(where)
      // id breaks ties so pages never overlap or skip rows.
      .orderBy(
        desc(reviews.isFeatured),
        desc(reviews.rating),
        desc(reviews.publishedAt),
        desc(reviews.id),
      )
      .limit(filters.limit)
      .offset(filters.offset),
    totals: totalsQuery(db, filters, where),
  }
}

/**
 * One page of reviews and the total matching count: two statements in one D1 round trip. An
 * unknown business slug simply matches nothing. The caller decides who may ask for statuses
 * other than 'approved'.
 */
export async function listReviews(
  db: Db,
  filters: ReviewFilters,
): Promise<{ reviews: ApiReview[]; total: number }> {
  const { page, totals } = reviewPageQueries(db, filters)
  const [rows, totalRows] = await db.batch([page, totals])
  return { reviews: rows.map(toApiReview), total: totalRows[0]?.total ?? 0 }
}

/**
 * Average rating (1 decimal, null without reviews) and count of the publicly visible reviews,
 * for the booking page's '{avg}/5 ({count} reviews)' bar.
 */
export async function getReviewStats(
  db: Db,
  scope: { type?: ReviewType; affiliateId?: number | null } = {},
): Promise<{ average: number | null; count: number }> {
  const [row] = await reviewTotalsQuery(db, {
    type: scope.type,
    affiliate_id: scope.affiliateId ?? undefined,
  })
  const total = row?.total ?? 0
  return { average: roundAverage(total, row?.average), count: total }
}

export interface ModerationFilters {
  status: ReviewFilters['status']
  type?: ReviewType
  business_slug?: string
  limit: number
  offset: number
}

/**
 * The admin's moderation list: newest first, a page and whether more follow. It walks an index in
 * its order and stops after the page (reviews_created_idx, or the status' or the business's own
 * from migration 0019) and counts nothing: a count of every review read a million rows a view.
 */
export async function listModerationReviews(
  db: Db,
  filters: ModerationFilters,
): Promise<{ reviews: ApiReview[]; hasMore: boolean; reports: OpenReport[] }> {
  const rows = await db
    .select({
      ...reviewColumns,
      // The open report of each listed review, read in the same statement (one per review at
      // most: review_reports_open_unique), so the tab stays one round trip for its rows.
      openReport: sql<
        string | null
      >`(select r.reason from review_reports r where r.review_id = ${reviews.id} and r.resolved_at is null)`,
      openReportAt: sql<
        string | null
      >`(select r.created_at from review_reports r where r.review_id = ${reviews.id} and r.resolved_at is null)`,
    })
    .from(reviews)
    .leftJoin(affiliates, eq(affiliates.id, reviews.affiliateId))
    .where(
      and(
        filters.status === 'all' ? undefined : eq(reviews.status, filters.status),
        filters.type ? eq(reviews.type, filters.type) : undefined,
        // A scalar subquery, read once, so the business's index can drive the walk.
        filters.business_slug === undefined
          ? undefined
          : sql`${reviews.affiliateId} = (select a.id from affiliates a where a.slug = ${filters.business_slug})`,
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(filters.limit + 1)
    .offset(filters.offset)
  const page = rows.slice(0, filters.limit)
  return {
    reviews: page.map(toApiReview),
    hasMore: rows.length > filters.limit,
    reports: page.flatMap((r) =>
      r.openReport === null
        ? []
        : [{ reviewId: r.id, reason: r.openReport, createdAt: r.openReportAt ?? r.createdAt }],
    ),
  }
}

/** A detailer's unresolved report on a review, shown beside it in moderation. */
export interface OpenReport {
  reviewId: number
  reason: string
  createdAt: string
}
