import { type LandingReview, type ReviewsData } from '~/lib/review-display'
import { REVIEWS_PAGE_SIZE } from '~/lib/review-schemas'
import { type Db } from '../db.server'
import { roundAverage } from '../review-stats.server'
import { type ApiReview, reviewPageQueries, toApiReview } from '../reviews.server'

function toLandingReview(r: ApiReview): LandingReview {
  return {
    id: r.id,
    name: r.reviewer_name,
    avatarUrl: r.reviewer_avatar_url,
    rating: r.rating,
    title: r.title,
    content: r.content,
    category: r.service_category,
    source: r.review_source,
    verified: r.is_verified,
    originUrl: r.is_verified ? null : r.reviewer_url,
    publishedAt: r.published_at,
    helpfulVotes: r.helpful_votes,
    totalVotes: r.total_votes,
    reply: r.reply ? { by: r.business_name ?? 'The business', text: r.reply } : null,
    photos: r.photos,
  }
}

/** The platform's own reviews (null), or one business's by its slug. */
export interface ReviewScope {
  businessSlug: string | null
}

/**
 * The landing page's reviews (spec §2): the platform's own (type mdh) or this business's, the
 * first 50 in the API's order plus the count and average of all of them, in one D1 batch.
 * A failure becomes the section's error state instead of failing the page.
 */
export async function loadLandingReviews(db: Db, scope: ReviewScope): Promise<ReviewsData> {
  const filter =
    scope.businessSlug === null
      ? { type: 'mdh' as const }
      : { type: 'affiliate' as const, business_slug: scope.businessSlug }
  try {
    const { page, totals } = reviewPageQueries(db, {
      ...filter,
      status: 'approved',
      limit: REVIEWS_PAGE_SIZE,
      offset: 0,
    })
    const [rows, totalRows] = await db.batch([page, totals])
    const total = totalRows[0]?.total ?? 0
    return {
      status: 'ok',
      items: rows.map((row) => toLandingReview(toApiReview(row))),
      total,
      average: roundAverage(total, totalRows[0]?.average),
    }
  } catch (error) {
    console.error('Landing reviews failed to load', error)
    return { status: 'error' }
  }
}
