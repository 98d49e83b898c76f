import { and, eq, inArray, sql } from 'drizzle-orm'
import { type Db, schema } from '../db.server'
import { queueEmail } from '../email/outbox.server'
import { requestedStart } from './appointment.server'
import { refusingOverlap } from './no-overlap.server'
import { type BookingWithBusiness } from './email-view.server'

const { bookingRequests } = schema

/**
 * The status flip and its announcement in one batch. The flip is conditioned on the status the
 * caller saw, and the email only on this very flip (its timestamp), so of two concurrent
 * clicks exactly one changes anything and one message is queued.
 */
function changed(id: number, status: string, at: string) {
  return sql`exists (select 1 from ${bookingRequests} where ${bookingRequests.id} = ${id} and ${bookingRequests.status} = ${status} and ${bookingRequests.statusChangedAt} = ${at})`
}

/**
 * Detailer confirms from the email: the appointment starts at the requested window's start,
 * local time. A time that overlaps another confirmed appointment is refused by the database
 * (decision 018) and nothing changes; there is no override here, only in the dashboard.
 */
export async function confirmBooking(
  db: Db,
  row: BookingWithBusiness,
  now: Date,
): Promise<'confirmed' | 'changed' | 'overlap'> {
  const at = now.toISOString()
  const start = requestedStart(row)
  const end = new Date(start.getTime() + row.booking.durationMinutes * 60_000)
  const id = row.booking.id
  const written = await refusingOverlap(() =>
    db.batch([
      db
        .update(bookingRequests)
        .set({
          status: 'confirmed',
          startAt: start.toISOString(),
          endAt: end.toISOString(),
          overlapAllowed: false,
          statusChangedAt: at,
          updatedAt: at,
        })
        .where(and(eq(bookingRequests.id, id), eq(bookingRequests.status, 'pending')))
        .returning({ id: bookingRequests.id }),
      queueEmail(
        db,
        { to: row.booking.customerEmail, template: 'booking.confirmed', data: { bookingId: id } },
        { when: changed(id, 'confirmed', at) },
      ),
    ]),
  )
  if (written.overlap) return 'overlap'
  return written.value[0].length > 0 ? 'confirmed' : 'changed'
}

export async function declineBooking(db: Db, row: BookingWithBusiness, reason: string, now: Date) {
  const at = now.toISOString()
  const id = row.booking.id
  const [updated] = await db.batch([
    db
      .update(bookingRequests)
      .set({ status: 'declined', declineReason: reason, statusChangedAt: at, updatedAt: at })
      .where(and(eq(bookingRequests.id, id), eq(bookingRequests.status, 'pending')))
      .returning({ id: bookingRequests.id }),
    queueEmail(
      db,
      {
        to: row.booking.customerEmail,
        template: 'booking.declined',
        data: { bookingId: id, reason },
      },
      { when: changed(id, 'declined', at) },
    ),
  ])
  return updated.length > 0
}

/** Customer cancels from their booking page; the detailer is told. */
export async function cancelByCustomer(
  db: Db,
  row: BookingWithBusiness,
  reason: string | null,
  now: Date,
) {
  const at = now.toISOString()
  const id = row.booking.id
  const [updated] = await db.batch([
    db
      .update(bookingRequests)
      .set({
        status: 'cancelled',
        cancelledBy: 'customer',
        cancelReason: reason,
        statusChangedAt: at,
        updatedAt: at,
      })
      .where(
        and(eq(bookingRequests.id, id), inArray(bookingRequests.status, ['pending', 'confirmed'])),
      )
      .returning({ id: bookingRequests.id }),
    ...(row.detailerEmail
      ? [
          queueEmail(
            db,
            {
              to: row.detailerEmail,
              template: 'booking.cancelled-by-customer',
              data: { bookingId: id },
            },
            { when: changed(id, 'cancelled', at) },
          ),
        ]
      : []),
  ])
  return updated.length > 0
}
