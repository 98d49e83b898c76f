import { type AppLoadContext } from '@remix-run/cloudflare'
import { desc, eq, isNull } from 'drizzle-orm'
import { type QuoteInput } from '~/lib/quote-schema'
import { attemptKey, limitState, recordAttempt } from './auth/rate-limit.server'
import { schema } from './db.server'

const { quoteRequests } = schema

export type QuoteResult =
  { ok: true; id: number } | { ok: false; status: 429; retryAfterSeconds: number }

/** Stores a quote request for a business (or the platform); at most 10 per client per hour. */
export async function createQuote(
  context: AppLoadContext,
  request: Request,
  affiliateId: number | null,
  input: QuoteInput,
): Promise<QuoteResult> {
  const key = await attemptKey('quote', '', request)
  const limit = await limitState(context.db, key, 10, 3600)
  if (limit.limited) return { ok: false, status: 429, retryAfterSeconds: limit.retryAfterSeconds }
  const [row] = await context.db
    .insert(quoteRequests)
    .values({
      affiliateId,
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone || null,
      vehicle: input.vehicle || null,
      services: input.services,
      additionalInfo: input.additionalInfo || null,
    })
    .returning({ id: quoteRequests.id })
  await recordAttempt(context.db, key)
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
    vehicle: q.vehicle,
    services: q.services,
    additional_info: q.additionalInfo,
    status: q.status,
    created_at: q.createdAt,
  }))
}
