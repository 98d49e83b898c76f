import { type AppLoadContext } from '@remix-run/cloudflare'
import { eq } from 'drizzle-orm'
import { type BookingDetails } from '~/lib/booking/request-schema'
import { attemptKey, limitState, recordAttempt } from '../auth/rate-limit.server'
import { schema } from '../db.server'
import { type Quote } from './quote.server'
import { bookingReference } from './reference.server'
import { sessionSecret } from '~/server/auth/session.server'

const { bookingRequests } = schema

/** Spam limit: new booking requests per client address per hour. */
export const BOOKING_LIMIT = 5
export const BOOKING_WINDOW_SECONDS = 3600

export type StoreOutcome =
  | { ok: true; reference: string; duplicate: boolean }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number }
  | { ok: false; reason: 'conflict' }

type NewBooking = typeof bookingRequests.$inferInsert

function bookingValues(quote: Quote, details: BookingDetails): Omit<NewBooking, 'reference'> {
  const p = quote.package
  return {
    affiliateId: p.affiliateId,
    serviceId: p.serviceId,
    tierId: p.tierId,
    vehicleType: p.vehicle,
    categoryName: p.categoryName,
    serviceName: p.serviceName,
    tierName: p.tierName,
    estimateCents: quote.estimateCents,
    durationMinutes: p.durationMinutes,
    customerName: details.name,
    customerPhone: details.phone,
    customerEmail: details.email,
    addressLine: details.street,
    city: details.city,
    state: details.state,
    zip: details.zip,
    preferredDate: details.preferred_date,
    timeWindow: details.time_window,
    notes: details.notes,
  }
}

// What makes two submissions the same request (a double submit), as opposed to a new one.
const IDENTITY = [
  'affiliateId',
  'tierId',
  'customerName',
  'customerPhone',
  'customerEmail',
  'addressLine',
  'city',
  'state',
  'zip',
  'preferredDate',
  'timeWindow',
  'notes',
] as const

async function existingSame(
  context: AppLoadContext,
  reference: string,
  values: Omit<NewBooking, 'reference'>,
) {
  const [row] = await context.db
    .select()
    .from(bookingRequests)
    .where(eq(bookingRequests.reference, reference))
    .limit(1)
  return row ? IDENTITY.every((k) => (row[k] ?? null) === (values[k] ?? null)) : null
}

/**
 * Stores a pending booking request at most once per form token (see bookingReference), and at
 * most BOOKING_LIMIT new ones per client per hour. A repeat of a stored request answers its
 * reference again, even once the client is over the limit.
 */
export async function storeBookingRequest(
  context: AppLoadContext,
  request: Request,
  quote: Quote,
  details: BookingDetails,
  token: string,
): Promise<StoreOutcome> {
  const secret = sessionSecret(context.env)
  const values = bookingValues(quote, details)
  const limitKey = await attemptKey('booking-request', '', request)
  const limit = await limitState(context.db, limitKey, BOOKING_LIMIT, BOOKING_WINDOW_SECONDS)
  for (let attempt = 0; attempt < 3; attempt++) {
    const reference = await bookingReference(secret, token, attempt)
    if (limit.limited) {
      if (await existingSame(context, reference, values))
        return { ok: true, reference, duplicate: true }
      return { ok: false, reason: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds }
    }
    const inserted = await context.db
      .insert(bookingRequests)
      .values({ ...values, reference })
      .onConflictDoNothing({ target: bookingRequests.reference })
      .returning({ id: bookingRequests.id })
    if (inserted.length > 0) {
      await recordAttempt(context.db, limitKey)
      return { ok: true, reference, duplicate: false }
    }
    if (await existingSame(context, reference, values))
      return { ok: true, reference, duplicate: true }
  }
  return { ok: false, reason: 'conflict' }
}
