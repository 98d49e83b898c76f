import { and, eq } from 'drizzle-orm'
import { type BusinessAction, NOT_FOUND } from '~/lib/dashboard/action-schemas'
import { dateTimeIn } from '~/lib/dashboard/format'
import { type BusinessActionResult, type Overlap } from '~/lib/dashboard/results'
import { isBeforeThisMinute, zonedInstant } from '~/lib/dashboard/time'
import { type Db, schema } from '~/server/db.server'
import { type Tenant } from '~/server/tenant.server'
import { badTransition, findBooking, overlapping, TRANSITIONS } from './bookings.server'
import { emailWithChange } from './outbox-guard.server'
import { OVERLAP_MESSAGE, refusingOverlap } from '~/server/booking/no-overlap.server'

const { bookingRequests } = schema

/**
 * The UPDATE returns the row it changed: D1's meta.changes also counts what triggers wrote (the
 * customers table's, migration 0023), so it cannot tell whether this request was changed.
 */
const changed = { id: bookingRequests.id }

type BookingAction = Extract<
  BusinessAction,
  { intent: 'booking-confirm' | 'booking-decline' | 'booking-cancel' | 'booking-complete' }
>

export interface Outcome {
  status: number
  result: BusinessActionResult
  /** After a success: the dashboard's search to go to instead of answering in place. */
  redirectTo?: string
}

export const fail = (
  status: number,
  intent: string,
  message: string,
  errors: Record<string, string> = {},
  extra: { overlaps?: Overlap[]; targetId?: number } = {},
): Outcome => ({ status, result: { ok: false, intent, message, errors, ...extra } })

const ok = (intent: string, message: string): Outcome => ({
  status: 200,
  result: { ok: true, intent, message },
})

/**
 * Confirm, decline, cancel or complete one booking request of this business. The state check
 * is repeated inside the UPDATE's WHERE, so a request changed meanwhile answers 409 and writes
 * nothing; the customer's email is queued in the same batch (emailWithChange).
 */
export async function changeBooking(
  db: Db,
  tenant: Tenant,
  zone: string,
  action: BookingAction,
  now: Date,
): Promise<Outcome> {
  const { intent } = action
  const rule = TRANSITIONS[intent]
  const booking = await findBooking(db, tenant.id, action.id)
  if (!booking) return fail(404, intent, NOT_FOUND)
  if (booking.status !== rule.from)
    return fail(409, intent, badTransition(booking.status, rule.verb), {}, { targetId: booking.id })
  const stamp = now.toISOString()
  const where = and(
    eq(bookingRequests.id, booking.id),
    eq(bookingRequests.affiliateId, tenant.id),
    eq(bookingRequests.status, rule.from),
  )
  const base = { status: rule.to, statusChangedAt: stamp, updatedAt: stamp }
  const to = booking.customerEmail

  let statements
  if (action.intent === 'booking-confirm') {
    const start = zonedInstant(action.date, action.time, zone)
    if (isBeforeThisMinute(start, now))
      return fail(
        400,
        intent,
        'Please choose a time that is not in the past',
        { time: 'Please choose a time that is not in the past' },
        { targetId: booking.id },
      )
    const startAt = start.toISOString()
    const endAt = new Date(start.getTime() + booking.durationMinutes * 60_000).toISOString()
    const confirm = emailWithChange(
      db,
      { to, template: 'booking.confirmed', data: { bookingId: booking.id, startAt } },
      db
        .update(bookingRequests)
        .set({ ...base, startAt, endAt, overlapAllowed: action.force })
        .where(where)
        .returning(changed),
    )
    const written = await refusingOverlap(() => db.batch(confirm))
    if (written.overlap) {
      const range = { start: startAt, end: endAt, exceptId: booking.id }
      const overlaps = await overlapping(db, tenant.id, range, zone)
      return fail(409, intent, OVERLAP_CONFIRM, {}, { overlaps, targetId: booking.id })
    }
    return settled(written.value, booking.reference, intent, rule.verb, booking.id)
  } else if (action.intent === 'booking-decline') {
    statements = emailWithChange(
      db,
      { to, template: 'booking.declined', data: { bookingId: booking.id, reason: action.reason } },
      db
        .update(bookingRequests)
        .set({ ...base, declineReason: action.reason })
        .where(where)
        .returning(changed),
    )
  } else if (action.intent === 'booking-cancel') {
    statements = emailWithChange(
      db,
      {
        to,
        template: 'booking.cancelled-by-detailer',
        data: { bookingId: booking.id, reason: action.reason },
      },
      db
        .update(bookingRequests)
        .set({ ...base, cancelReason: action.reason, cancelledBy: 'detailer' })
        .where(where)
        .returning(changed),
    )
  } else {
    // Work cannot be done before it starts; from its start on, completing it is allowed.
    if (booking.startAt && Date.parse(booking.startAt) > now.getTime())
      return fail(400, intent, notStartedYet(booking.startAt, zone), {}, { targetId: booking.id })
    // No email here: completeJob opens the sign-off, which emails the customer, and the review
    // request follows once the job settles (settleJob, issue 42), not two emails at once.
    const done = await db.update(bookingRequests).set(base).where(where).returning(changed)
    return settled([null, done, null], booking.reference, intent, rule.verb, booking.id)
  }
  return settled(await db.batch(statements), booking.reference, intent, rule.verb, booking.id)
}

/** The batch's answer: the UPDATE is its second statement (after the queued email). */
function settled(
  results: readonly [unknown, readonly { id: number }[], unknown],
  reference: string,
  intent: string,
  verb: string,
  targetId: number,
): Outcome {
  if (results[1].length !== 1) return fail(409, intent, LOST_RACE, {}, { targetId })
  return ok(intent, `Request ${reference} ${verb}.`)
}

/** The dashboard can override the refusal: the form then offers "Confirm anyway". */
export const OVERLAP_CONFIRM = `${OVERLAP_MESSAGE} Confirm again to book both.`

export function notStartedYet(startAt: string, zone: string): string {
  return `This appointment starts ${dateTimeIn(startAt, zone)}; it can be marked completed from then on.`
}

export const LOST_RACE = 'This request was changed meanwhile. Please reload and try again.'

/** Rows an UPDATE or DELETE changed, from its batch result. */
export function changesOf(result: unknown): number {
  if (typeof result !== 'object' || result === null || !('meta' in result)) return 0
  const meta: unknown = result.meta
  if (typeof meta !== 'object' || meta === null || !('changes' in meta)) return 0
  return typeof meta.changes === 'number' ? meta.changes : 0
}
