import { type AppLoadContext } from '@remix-run/cloudflare'
import { desc, eq, isNull, sql } from 'drizzle-orm'
import { type QuoteInput } from '~/lib/quote-schema'
import { attemptKey, reserveAttempt } from './auth/rate-limit.server'
import { schema } from './db.server'
import { queueEmail } from './email/outbox.server'
import { adminRecipients, detailerRecipient } from './email/recipients.server'

const { quoteRequests } = schema

export type QuoteResult =
  { ok: true; id: number } | { ok: false; status: 429; retryAfterSeconds: number }

/** Stores a quote request for a business (or the platform); at most 10 per client per hour. */
export async function createQuote(
  context: AppLoadContext,
  request: Request,
  affiliateId: number | null,
  input: QuoteInput,
  /** Who was signed in: the request is theirs (decision 023). */
  customerUserId: number | null = null,
): Promise<QuoteResult> {
  const key = await attemptKey('quote', '', request)
  // Checked and counted in one statement, so parallel requests cannot overrun the limit.
  const limit = await reserveAttempt(context.db, key, 10, 3600)
  if (!limit.ok) return { ok: false, status: 429, retryAfterSeconds: limit.state.retryAfterSeconds }
  const { db } = context
  const email = input.email.toLowerCase()
  // The business gets it; a quote for the marketplace itself goes to its admins.
  const detailer = affiliateId === null ? null : await detailerRecipient(db, affiliateId)
  const recipients = detailer ? [detailer] : affiliateId === null ? await adminRecipients(db) : []
  // Inside the batch nothing else can write, so the newest row for this email is ours.
  const quoteId = sql<number>`(select max(${quoteRequests.id}) from ${quoteRequests} where ${quoteRequests.email} = ${email})`
  const [[row]] = await db.batch([
    db
      .insert(quoteRequests)
      .values({
        affiliateId,
        name: input.name,
        email,
        phone: input.phone || null,
        zip: input.zip,
        vehicle: input.vehicle || null,
        services: input.services,
        additionalInfo: input.additionalInfo || null,
        customerUserId,
      })
      .returning({ id: quoteRequests.id }),
    ...recipients.map((to) => queueEmail(db, { to, template: 'quote.new', data: { quoteId } })),
    // The customer's receipt: what they asked for and who will answer.
    queueEmail(db, { to: email, template: 'quote.received', data: { quoteId } }),
  ])
  if (!row) throw new Error('Quote insert returned no id')
  return { ok: true, id: row.id }
}

/** Newest quote requests of one business, or of the platform when affiliateId is null. */
export async function listQuotes(context: AppLoadContext, affiliateId: number | null) {
  const rows = await context.db
    .select()
    .from(quoteRequests)
    .where(
      affiliateId === null
        ? isNull(quoteRequests.affiliateId)
        : eq(quoteRequests.affiliateId, affiliateId),
    )
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(200)
  return rows.map((q) => ({
    id: q.id,
    name: q.name,
    email: q.email,
    phone: q.phone,
    zip: q.zip,
    vehicle: q.vehicle,
    services: q.services,
    additional_info: q.additionalInfo,
    status: q.status,
    created_at: q.createdAt,
  }))
}
