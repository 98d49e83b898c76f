import { type AppLoadContext } from '@remix-run/cloudflare'
import { eq } from 'drizzle-orm'
import { categoryForBooking, publicName } from '~/lib/customer-review'
import { sessionSecret } from '../auth/session.server'
import { type Db, schema } from '../db.server'
import { checkReviewToken } from './link.server'

const { affiliates, bookingRequests, reviewInvites, reviews } = schema

export const LINK_INVALID = 'This review link is not valid.'
export const LINK_EXPIRED = 'This review link has expired.'
export const LINK_USED = 'This review link has already been used.'
export const JOB_NOT_COMPLETED = 'Only a completed job can be reviewed.'

export interface ReviewJob {
  bookingId: number
  affiliateId: number
  businessName: string
  businessSlug: string | null
  serviceLine: string
  serviceDate: string
  suggestedName: string
  suggestedCategory: string
}

export type InviteState =
  | { ok: true; job: ReviewJob }
  | {
      ok: false
      status: 403 | 404 | 410
      message: string
      /** A used link's review: whether it waits for moderation, and whose it is. */
      sent?: { held: boolean; businessName: string; businessSlug: string | null }
    }

async function findJob(db: Db, bookingId: number) {
  const [row] = await db
    .select({
      booking: {
        id: bookingRequests.id,
        affiliateId: bookingRequests.affiliateId,
        status: bookingRequests.status,
        customerName: bookingRequests.customerName,
        vehicleType: bookingRequests.vehicleType,
        categoryName: bookingRequests.categoryName,
        serviceName: bookingRequests.serviceName,
        tierName: bookingRequests.tierName,
        startAt: bookingRequests.startAt,
        preferredDate: bookingRequests.preferredDate,
      },
      businessName: affiliates.businessName,
      businessSlug: affiliates.slug,
      usedAt: reviewInvites.usedAt,
      reviewStatus: reviews.status,
    })
    .from(bookingRequests)
    .innerJoin(affiliates, eq(affiliates.id, bookingRequests.affiliateId))
    .leftJoin(reviewInvites, eq(reviewInvites.bookingId, bookingRequests.id))
    .leftJoin(reviews, eq(reviews.bookingId, bookingRequests.id))
    .where(eq(bookingRequests.id, bookingId))
    .limit(1)
  return row ?? null
}

/**
 * What a review link opens: the job to review, or why not. A forged link reads as not valid
 * whatever job it names; a used one stays used; only a completed job can be reviewed.
 */
export async function inviteState(
  context: AppLoadContext,
  token: string,
  now: Date,
): Promise<InviteState> {
  const check = await checkReviewToken(sessionSecret(context.env), token, now)
  if (!check.ok)
    return check.reason === 'expired'
      ? { ok: false, status: 410, message: LINK_EXPIRED }
      : { ok: false, status: 404, message: LINK_INVALID }
  const row = await findJob(context.db, check.bookingId)
  if (!row) return { ok: false, status: 404, message: LINK_INVALID }
  if (row.usedAt)
    return {
      ok: false,
      status: 410,
      message: LINK_USED,
      sent: {
        held: row.reviewStatus === 'pending',
        businessName: row.businessName,
        businessSlug: row.businessSlug,
      },
    }
  const b = row.booking
  if (b.status !== 'completed') return { ok: false, status: 403, message: JOB_NOT_COMPLETED }
  return {
    ok: true,
    job: {
      bookingId: b.id,
      affiliateId: b.affiliateId,
      businessName: row.businessName,
      businessSlug: row.businessSlug,
      serviceLine: `${b.serviceName} – ${b.tierName}`,
      serviceDate: (b.startAt ?? b.preferredDate).slice(0, 10),
      suggestedName: publicName(b.customerName),
      suggestedCategory: categoryForBooking(b.vehicleType, b.categoryName),
    },
  }
}
