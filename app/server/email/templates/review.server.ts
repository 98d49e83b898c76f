import { REVIEW_LINK_TTL_DAYS } from '~/lib/customer-review'
import { sessionSecret } from '../../auth/session.server'
import { loadBookingWithBusiness } from '../../booking/email-view.server'
import { reviewToken } from '../../customer-reviews/link.server'
import { affiliateBrand, platformBrand } from '../brand.server'
import { compose } from '../layout.server'
import { jobImages } from './job.server'
import { idFrom, type Renderer } from './context.server'

/**
 * Customer, once the job settles (signed off, or 24 hours after completion with no answer;
 * issue 42): "How did {business} do?" with the signed review
 * link, minted now (the outbox row holds only the job's id). The link opens on the business's
 * own site (its domain, else /{slug}/review/…), so the page wears the detailer's brand.
 */
const reviewRequest: Renderer = async (ctx, data) => {
  const id = idFrom(data, 'bookingId')
  const row = id ? await loadBookingWithBusiness(ctx.db, { id }) : null
  if (!row) return { skip: 'The booking request no longer exists' }
  if (row.booking.status !== 'completed') return { skip: 'The job is no longer completed' }
  const brand =
    (await affiliateBrand(ctx.db, ctx.env, row.booking.affiliateId)) ?? platformBrand(ctx.env)
  const token = await reviewToken(sessionSecret(ctx.env), row.booking.id, ctx.now)
  // The job's before and after photos, when it was run from the job screen (issue 42).
  const job = await jobImages(ctx, row.booking.id)
  return compose(brand, {
    subject: `How did ${row.businessName} do?`,
    heading: `How did ${row.businessName} do?`,
    greeting: `Hi ${row.booking.customerName},`,
    paragraphs: [
      `Thanks for choosing ${row.businessName} for your ${row.booking.serviceName}. A few words and a star rating help other customers find good work, and help ${row.businessName} do better.`,
    ],
    images: job?.images ?? [],
    details: [['Service', `${row.booking.serviceName} – ${row.booking.tierName}`]],
    actions: [{ label: 'Leave a review', url: brand.link(`/review/${token}`) }],
    note: `The link is yours alone: it works once and expires in ${REVIEW_LINK_TTL_DAYS} days.`,
    replyTo: brand.email,
  })
}

export const reviewTemplates = { 'review.request': reviewRequest } satisfies Record<
  string,
  Renderer
>
