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
import { type LiveCap, liveCapStatement, refusingCap, requestClientGroup } from './live-caps.server'
import { sessionSecret } from '~/server/auth/session.server'

const { bookingRequests } = schema

/** Spam limit: new booking requests per client address per hour. */
export const BOOKING_LIMIT = 5
export const BOOKING_WINDOW_SECONDS = 3600

export type StoreOutcome =
  | { ok: true; reference: string; duplicate: boolean }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number }
  | { ok: false; reason: 'live-cap'; cap: LiveCap }
  | { ok: false; reason: 'conflict' }
  | { ok: false; reason: 'taken' }

/**
 * A chosen live time. It is held for the detailer (or confirmed, when the business auto-confirms)
 * only once the requester is proved: at once for a signed-in customer with a verified email,
 * otherwise when the receipt's link is opened (holdRequestedTime). Until then it blocks nothing.
 */
export interface ChosenTime {
  startAt: string
  endAt: string
  holdUntil: string
  autoConfirm: boolean
}

/** 'account': signed in with this very email, verified; null: not proved yet. */
export type InsertProof = 'account' | null

type NewBooking = typeof bookingRequests.$inferInsert

/**
 * A request that waits for its deposit (decision 036): its chosen time is held only for the
 * checkout's life, it is never confirmed before the money is in, and nothing is announced yet
 * (the paid deposit queues the receipt and the detailer's notice).
 */
export interface AwaitingDeposit {
  checkoutUntil: string
}

/** The visit takes the package and every add-on. */
export function visitMinutes(quote: Quote): number {
  return quote.package.durationMinutes + quote.addons.reduce((sum, a) => sum + a.durationMinutes, 0)
}

/** The add-ons as the booking keeps them (named and priced as booked). */
export function bookedAddons(quote: Quote) {
  return quote.addons.map((a) => ({
    serviceId: a.serviceId,
    tierId: a.tierId,
    serviceName: a.serviceName,
    tierName: a.tierName,
    priceCents: a.priceCents,
    durationMinutes: a.durationMinutes,
  }))
}

function bookingValues(
  quote: Quote,
  details: BookingDetails,
  time: ChosenTime | undefined,
  proof: InsertProof,
  deposit: AwaitingDeposit | undefined,
): Omit<NewBooking, 'reference'> {
  const p = quote.package
  const confirm = !deposit && proof !== null && time?.autoConfirm === true
  // Awaiting a deposit: the checkout's life is the only hold, and the paid deposit is the proof.
  const timing = time
    ? {
        startAt: time.startAt,
        endAt: time.endAt,
        status: confirm ? ('confirmed' as const) : ('pending' as const),
        holdUntil: deposit
          ? deposit.checkoutUntil
          : proof === null || confirm
            ? null
            : time.holdUntil,
        statusChangedAt: confirm ? new Date().toISOString() : null,
      }
    : {}
  return {
    ...timing,
    // A request awaiting its deposit is proved by the payment (holdRequestedTime), which is also
    // when the detailer first hears of it.
    provedAt: proof && !deposit ? new Date().toISOString() : null,
    proof: deposit ? null : proof,
    galleryConsent: details.gallery_consent,
    affiliateId: p.affiliateId,
    serviceId: p.serviceId,
    tierId: p.tierId,
    vehicleType: p.vehicle,
    categoryName: p.categoryName,
    serviceName: p.serviceName,
    tierName: p.tierName,
    estimateCents: quote.estimateCents,
    durationMinutes: visitMinutes(quote),
    addons: bookedAddons(quote),
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
  proof: InsertProof = null,
  deposit?: AwaitingDeposit,
): Promise<StoreOutcome> {
  const secret = sessionSecret(context.env)
  const clientGroup = await requestClientGroup(request)
  const values = {
    ...bookingValues(quote, details, time, proof, deposit),
    customerUserId,
    clientGroup,
  }
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
  values: StoredValues,
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
        // A request awaiting its deposit counts against the live caps like any other.
        liveCapStatement(context.db, requester(values), { reference, createdAt }, new Date()),
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
    const [inserted, capped] = written.value
    if (capped.length > 0) {
      const who = requester(values)
      return { ok: false, reason: 'live-cap', cap: await refusingCap(context.db, who, new Date()) }
    }
    if (inserted.length > 0) {
      return { ok: true, reference, duplicate: false }
    }
    if (await existingSame(context, reference, values))
      return { ok: true, reference, duplicate: true }
  }
  return { ok: false, reason: 'conflict' }
}

type StoredValues = ReturnType<typeof bookingValues> & { clientGroup: string }

const requester = (values: StoredValues) => ({
  email: values.customerEmail,
  phone: values.customerPhone,
  client: values.clientGroup,
})

/**
 * The customer's receipt and the detailer's notice, queued only if this very insert happened
 * (a double submit, a taken reference or a capped request leaves no row, so nothing is sent).
 * The detailer hears of a request once it is proved: here for a signed-in customer with a
 * verified email, else when the receipt's link is opened (holdRequestedTime).
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
    ...(detailer && values.provedAt
      ? [queueEmail(db, { to: detailer, template: 'booking.new', data }, { when })]
      : []),
  ]
}
