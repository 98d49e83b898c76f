import { type AppLoadContext } from '@remix-run/cloudflare'
import { eq, sql } from 'drizzle-orm'
import { type BookingDetails } from '~/lib/booking/request-schema'
import { attemptKey, releaseAttempts, reserveAttempt } from '../auth/rate-limit.server'
import { type Db, schema } from '../db.server'
import { queueEmail } from '../email/outbox.server'
import { detailerRecipient } from '../email/recipients.server'
import { type Quote } from './quote.server'
import { refusingOverlap } from './no-overlap.server'
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
  | { ok: false; reason: 'taken' }

/** A chosen live time: held for the detailer, or confirmed at once when it auto-confirms. */
export interface ChosenTime {
  startAt: string
  endAt: string
  holdUntil: string
  autoConfirm: boolean
}

type NewBooking = typeof bookingRequests.$inferInsert

/**
 * A request that waits for its deposit (decision 034): its chosen time is held only for the
 * checkout's life, it is never confirmed before the money is in, and nothing is announced yet
 * (the paid deposit queues the receipt and the detailer's notice).
 */
export interface AwaitingDeposit {
  checkoutUntil: string
}

function bookingValues(
  quote: Quote,
  details: BookingDetails,
  time: ChosenTime | undefined,
  deposit: AwaitingDeposit | undefined,
): Omit<NewBooking, 'reference'> {
  const p = quote.package
  const timing = deposit
    ? time
      ? { startAt: time.startAt, endAt: time.endAt, holdUntil: deposit.checkoutUntil }
      : {}
    : time
      ? {
          startAt: time.startAt,
          endAt: time.endAt,
          status: time.autoConfirm ? ('confirmed' as const) : ('pending' as const),
          holdUntil: time.autoConfirm ? null : time.holdUntil,
          statusChangedAt: time.autoConfirm ? new Date().toISOString() : null,
        }
      : {}
  return {
    ...timing,
    affiliateId: p.affiliateId,
    serviceId: p.serviceId,
    tierId: p.tierId,
    vehicleType: p.vehicle,
    categoryName: p.categoryName,
    serviceName: p.serviceName,
    tierName: p.tierName,
    estimateCents: quote.estimateCents,
    // The visit takes the package and every add-on.
    durationMinutes:
      p.durationMinutes + quote.addons.reduce((sum, a) => sum + a.durationMinutes, 0),
    addons: quote.addons.map((a) => ({
      serviceId: a.serviceId,
      tierId: a.tierId,
      serviceName: a.serviceName,
      tierName: a.tierName,
      priceCents: a.priceCents,
      durationMinutes: a.durationMinutes,
    })),
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
  'startAt',
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
  if (!row) return null
  const sameAddons =
    (row.addons ?? []).map((a) => a.tierId).join() ===
    (values.addons ?? []).map((a) => a.tierId).join()
  return sameAddons && IDENTITY.every((k) => (row[k] ?? null) === (values[k] ?? null))
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
  /** Who was signed in: the request is theirs (decision 023). */
  customerUserId: number | null = null,
  time?: ChosenTime,
  deposit?: AwaitingDeposit,
): Promise<StoreOutcome> {
  const secret = sessionSecret(context.env)
  const values = { ...bookingValues(quote, details, time, deposit), customerUserId }
  const limitKey = await attemptKey('booking-request', '', request)
  // Counted before storing, in one statement, so parallel requests cannot overrun the limit;
  // given back when nothing new was stored (a retry of the same request, or a conflict).
  const limit = await reserveAttempt(context.db, limitKey, BOOKING_LIMIT, BOOKING_WINDOW_SECONDS)
  const outcome = await storeOnce(context, values, secret, token, !limit.ok, Boolean(deposit))
  if (limit.ok && !(outcome.ok && !outcome.duplicate)) await releaseAttempts(context.db, [limit.id])
  if (!limit.ok && outcome.ok === false && outcome.reason === 'rate-limited')
    return { ...outcome, retryAfterSeconds: limit.state.retryAfterSeconds }
  return outcome
}

async function storeOnce(
  context: AppLoadContext,
  values: ReturnType<typeof bookingValues>,
  secret: string,
  token: string,
  limited: boolean,
  awaitingDeposit: boolean,
): Promise<StoreOutcome> {
  const createdAt = new Date().toISOString()
  const detailer = await detailerRecipient(context.db, values.affiliateId)
  for (let attempt = 0; attempt < 3; attempt++) {
    const reference = await bookingReference(secret, token, attempt)
    if (limited) {
      if (await existingSame(context, reference, values))
        return { ok: true, reference, duplicate: true }
      return { ok: false, reason: 'rate-limited', retryAfterSeconds: 0 }
    }
    // A held or confirmed time meets the no-overlap triggers: a time taken meanwhile is refused.
    const written = await refusingOverlap(() =>
      context.db.batch([
        context.db
          .insert(bookingRequests)
          .values({ ...values, reference, createdAt })
          .onConflictDoNothing({ target: bookingRequests.reference })
          .returning({ id: bookingRequests.id }),
        ...(awaitingDeposit
          ? []
          : bookingEmails(context.db, reference, createdAt, values, detailer)),
      ]),
    )
    if (written.overlap) {
      if (await existingSame(context, reference, values))
        return { ok: true, reference, duplicate: true }
      return { ok: false, reason: 'taken' }
    }
    const [inserted] = written.value
    if (inserted.length > 0) {
      return { ok: true, reference, duplicate: false }
    }
    if (await existingSame(context, reference, values))
      return { ok: true, reference, duplicate: true }
  }
  return { ok: false, reason: 'conflict' }
}

/**
 * The customer's receipt and the detailer's notice, queued only if this very insert happened
 * (a double submit or a taken reference inserts nothing, so nothing is announced twice).
 */
function bookingEmails(
  db: Db,
  reference: string,
  createdAt: string,
  values: Omit<NewBooking, 'reference'>,
  detailer: string | null,
) {
  const customer = values.customerEmail
  const { id, reference: ref, createdAt: created } = bookingRequests
  const when = sql`exists (select 1 from ${bookingRequests} where ${ref} = ${reference} and ${created} = ${createdAt})`
  const bookingId = sql`(select ${id} from ${bookingRequests} where ${ref} = ${reference})`
  const data = { bookingId }
  return [
    // Auto-confirmed: the customer gets the confirmation (with its invite) instead of a receipt.
    values.status === 'confirmed'
      ? queueEmail(
          db,
          {
            to: customer,
            template: 'booking.confirmed',
            data: { bookingId, startAt: values.startAt ?? null },
          },
          { when },
        )
      : queueEmail(db, { to: customer, template: 'booking.received', data }, { when }),
    ...(detailer
      ? [queueEmail(db, { to: detailer, template: 'booking.new', data }, { when })]
      : []),
  ]
}
