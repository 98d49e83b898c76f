import { and, desc, eq, isNull } from 'drizzle-orm'
import { type Db, schema } from '../db.server'
import { getReviewStats } from '../reviews.server'

const { reviews, reviewReports } = schema

export const DASHBOARD_REVIEWS_PAGE = 20

/** This business's reviews, newest first, with its public average and any open report. */
export async function loadReviewsTab(db: Db, affiliateId: number, url: URL) {
  const pageParam = Number(url.searchParams.get('page'))
  const page =
    Number.isSafeInteger(pageParam) && pageParam >= 1 && pageParam <= 10_000 ? pageParam : 1
  const [rows, stats] = await Promise.all([
    db
      .select({
        id: reviews.id,
        status: reviews.status,
        reviewerName: reviews.reviewerName,
        rating: reviews.rating,
        title: reviews.title,
        content: reviews.content,
        source: reviews.reviewSource,
        verified: reviews.isVerified,
        publishedAt: reviews.publishedAt,
        reply: reviews.reply,
        replyAt: reviews.replyAt,
        photos: reviews.photos,
        reportReason: reviewReports.reason,
      })
      .from(reviews)
      .leftJoin(
        reviewReports,
        and(eq(reviewReports.reviewId, reviews.id), isNull(reviewReports.resolvedAt)),
      )
      .where(eq(reviews.affiliateId, affiliateId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(DASHBOARD_REVIEWS_PAGE + 1)
      .offset((page - 1) * DASHBOARD_REVIEWS_PAGE),
    getReviewStats(db, { type: 'affiliate', affiliateId }),
  ])
  const reporting = Number(url.searchParams.get('report'))
  return {
    kind: 'reviews' as const,
    page,
    // The review whose Report form is open (?report=id), so it opens without JavaScript too.
    reporting: Number.isSafeInteger(reporting) && reporting > 0 ? reporting : null,
    hasMore: rows.length > DASHBOARD_REVIEWS_PAGE,
    reviews: rows.slice(0, DASHBOARD_REVIEWS_PAGE).map((r) => ({
      ...r,
      photos: Array.isArray(r.photos) ? r.photos : [],
    })),
    stats,
  }
}

export type ReviewsTabData = Awaited<ReturnType<typeof loadReviewsTab>>
export type DashboardReview = ReviewsTabData['reviews'][number]
