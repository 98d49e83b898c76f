import { and, eq, inArray } from 'drizzle-orm'
import { fieldErrors } from '~/lib/validation'
import { seedReviewDate, seedReviewSchema, type SeedReviewInput } from '~/lib/review-schemas'
import { auditInsert } from './admin/audit.server'
import { type Db, schema } from './db.server'
import { MESSAGES } from './guards.server'
import { invalidatePublic } from './cache.server'

const { reviews, affiliates } = schema

export interface SeedErrorDetail {
  /** Position of the review in the request's `reviews` array. */
  index: number
  error: string
  errors: Record<string, string>
}

export interface SeedResult {
  reviewIds: number[]
  errorDetails: SeedErrorDetail[]
}

function detail(index: number, errors: Record<string, string>): SeedErrorDetail {
  return { index, error: Object.values(errors)[0] ?? 'Invalid review', errors }
}

/**
 * Validates each seed review on its own and inserts the valid ones, approved, in one D1 batch
 * (atomic: all of them or none). Affiliate reviews must name an approved business; all slugs are
 * resolved in one query.
 */
export async function seedReviews(
  db: Db,
  items: readonly unknown[],
  { adminId, now = new Date() }: { adminId: number; now?: Date },
): Promise<SeedResult> {
  const errorDetails: SeedErrorDetail[] = []
  const valid: { index: number; review: SeedReviewInput }[] = []
  items.forEach((item, index) => {
    const parsed = seedReviewSchema.safeParse(item)
    if (parsed.success) valid.push({ index, review: parsed.data })
    else errorDetails.push(detail(index, fieldErrors(parsed.error)))
  })

  const slugs = [...new Set(valid.flatMap(({ review }) => review.businessSlug ?? []))]
  const found = slugs.length
    ? await db
        .select({ id: affiliates.id, slug: affiliates.slug })
        .from(affiliates)
        .where(and(inArray(affiliates.slug, slugs), eq(affiliates.status, 'approved')))
    : []
  const idBySlug = new Map(found.map((a) => [a.slug, a.id]))

  const inserts = valid.flatMap(({ index, review }) => {
    const affiliateId = review.businessSlug ? idBySlug.get(review.businessSlug) : null
    if (affiliateId === undefined) {
      errorDetails.push(detail(index, { businessSlug: MESSAGES.affiliateNotFound }))
      return []
    }
    const { publishedAt, serviceDate } = seedReviewDate(review, now)
    return [
      db
        .insert(reviews)
        .values({
          type: review.type,
          affiliateId,
          status: 'approved',
          reviewerName: review.name,
          reviewerUrl: review.reviewerUrl ?? null,
          rating: review.stars,
          title: review.title,
          content: review.content,
          serviceCategory: review.serviceCategory === 'none' ? null : review.serviceCategory,
          reviewSource: review.source,
          serviceDate,
          publishedAt,
        })
        .returning({ id: reviews.id }),
    ]
  })
  errorDetails.sort((a, b) => a.index - b.index)

  const [first, ...rest] = inserts
  if (!first) return { reviewIds: [], errorDetails }
  const sample = valid[0]?.review
  const [, ...inserted] = await db.batch([
    auditInsert(db, {
      adminId,
      action: 'review.seed',
      targetType: 'review',
      targetId: null,
      detail: {
        count: inserts.length,
        type: sample?.type ?? null,
        business_slug: sample?.businessSlug ?? null,
        reviewer: sample?.name ?? null,
      },
    }),
    first,
    ...rest,
  ])
  for (const affiliateId of new Set(idBySlug.values())) await invalidatePublic(db, { affiliateId })
  await invalidatePublic(db)
  return { reviewIds: inserted.flatMap((rows) => rows.map((r) => r.id)), errorDetails }
}
