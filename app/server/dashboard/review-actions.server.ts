import { data } from '@remix-run/cloudflare'
import { and, eq, sql } from 'drizzle-orm'
import { reviewReplySchema, reviewReportSchema } from '~/lib/customer-review'
import { type BusinessActionResult } from '~/lib/dashboard/results'
import { fieldErrors } from '~/lib/validation'
import { invalidatePublic } from '../cache.server'
import { type Db, schema } from '../db.server'
import { REVIEW_NOT_FOUND } from '../reviews.server'
import { type Tenant } from '../tenant.server'

const { reviews, reviewReports } = schema

export const ALREADY_REPORTED = 'This review is already reported to the admin.'

function answer(status: number, result: BusinessActionResult) {
  return data<BusinessActionResult>(result, { status })
}

function invalid(intent: string, raw: FormData, errors: Record<string, string>) {
  const id = raw.get('id')
  const targetId = typeof id === 'string' && /^\d{1,12}$/.test(id) ? Number(id) : undefined
  const message = Object.values(errors)[0] ?? 'Validation failed'
  return answer(400, { ok: false, intent, message, errors, targetId })
}

const fields = (form: FormData, names: string[]) =>
  Object.fromEntries(
    names.flatMap((n) => {
      const v = form.get(n)
      return typeof v === 'string' ? [[n, v]] : []
    }),
  )

/**
 * The business's one public reply to one of its reviews (writing again replaces it). Scoped to
 * the business inside the UPDATE; a published review's pages are purged before the answer.
 */
export async function replyToReview(db: Db, tenant: Tenant, form: FormData) {
  const intent = 'review-reply'
  const parsed = reviewReplySchema.safeParse(fields(form, ['id', 'reply']))
  if (!parsed.success) return invalid(intent, form, fieldErrors(parsed.error))
  const { id, reply } = parsed.data
  const [updated] = await db
    .update(reviews)
    .set({ reply, replyAt: new Date().toISOString(), updatedAt: new Date().toISOString() })
    .where(and(eq(reviews.id, id), eq(reviews.affiliateId, tenant.id)))
    .returning({ status: reviews.status })
  if (!updated)
    return answer(404, { ok: false, intent, message: REVIEW_NOT_FOUND, errors: {}, targetId: id })
  if (updated.status === 'approved') await invalidatePublic(db, { affiliateId: tenant.id })
  return answer(200, { ok: true, intent, message: 'Reply published.' })
}

/** Reports one of the business's reviews to the admin with a reason; one open report at a time. */
export async function reportReview(db: Db, tenant: Tenant, form: FormData) {
  const intent = 'review-report'
  const parsed = reviewReportSchema.safeParse(fields(form, ['id', 'reason']))
  if (!parsed.success) return invalid(intent, form, fieldErrors(parsed.error))
  const { id, reason } = parsed.data
  const fail = (status: number, message: string) =>
    answer(status, { ok: false, intent, message, errors: {}, targetId: id })
  try {
    const inserted = await db
      .insert(reviewReports)
      .select(
        db
          .select({
            id: sql<null>`null`.as('id'),
            reviewId: reviews.id,
            affiliateId: reviews.affiliateId,
            reason: sql<string>`${reason}`.as('reason'),
            createdAt: sql<string>`${new Date().toISOString()}`.as('created_at'),
            resolvedAt: sql<null>`null`.as('resolved_at'),
          })
          .from(reviews)
          .where(and(eq(reviews.id, id), eq(reviews.affiliateId, tenant.id))),
      )
      .returning({ id: reviewReports.id })
    if (inserted.length === 0) return fail(404, REVIEW_NOT_FOUND)
  } catch (error) {
    if (error instanceof Error && /UNIQUE/i.test(`${error.message} ${String(error.cause)}`))
      return fail(409, ALREADY_REPORTED)
    throw error
  }
  return answer(200, { ok: true, intent, message: 'Review reported to the admin.' })
}
