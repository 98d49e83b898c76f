import { and, eq, sql } from 'drizzle-orm'
import { type Db, schema } from '../db.server'
import { queueEmail } from '../email/outbox.server'
import { detailerRecipient } from '../email/recipients.server'
import { refusingOverlap } from '../booking/no-overlap.server'
import { HOLD_MS } from '../booking/slots.server'

const { bookingRequests, workingHours } = schema

export type HoldOutcome = 'held' | 'confirmed' | 'clash' | 'gone'

/**
 * THE one place where a paid deposit makes a request hold its time (issue 38). Issue 37 brings
 * holdRequestedTime(db, id, { proof: 'deposit', now }) for the same job; this is the call to
 * route through it. The request holds its time like any pending request with a chosen slot (or
 * is confirmed at once when the business auto-confirms); the database's no-overlap triggers make
 * the call, so of two payments for one time only one holds it ('clash' for the other). The
 * customer's receipt and the detailer's notice are queued only now, with the change.
 */
export async function holdPaidRequest(db: Db, bookingId: number, now: Date): Promise<HoldOutcome> {
  const [row] = await db
    .select({
      status: bookingRequests.status,
      startAt: bookingRequests.startAt,
      affiliateId: bookingRequests.affiliateId,
      customerEmail: bookingRequests.customerEmail,
      autoConfirm: workingHours.autoConfirm,
    })
    .from(bookingRequests)
    .leftJoin(workingHours, eq(workingHours.affiliateId, bookingRequests.affiliateId))
    .where(eq(bookingRequests.id, bookingId))
    .limit(1)
  if (!row) return 'gone'
  if (row.status === 'confirmed') return 'confirmed'
  if (row.status !== 'pending') return 'gone'
  const at = now.toISOString()
  const detailer = await detailerRecipient(db, row.affiliateId)
  const confirm = Boolean(row.startAt && row.autoConfirm)
  const holdUntil = new Date(now.getTime() + HOLD_MS).toISOString()
  const pending = and(eq(bookingRequests.id, bookingId), eq(bookingRequests.status, 'pending'))
  // A request with only a date and window has no time to hold; the detailer proposes one.
  const change = confirm
    ? { status: 'confirmed' as const, holdUntil: null, statusChangedAt: at, updatedAt: at }
    : { holdUntil: row.startAt ? holdUntil : null, updatedAt: at }
  // The emails go out only if this very change happened (its updated_at), never twice.
  const when = sql`exists (select 1 from ${bookingRequests} where ${bookingRequests.id} = ${bookingId} and ${bookingRequests.updatedAt} = ${at})`
  const data = { bookingId }
  const written = await refusingOverlap(() =>
    db.batch([
      db.update(bookingRequests).set(change).where(pending).returning({ id: bookingRequests.id }),
      confirm
        ? queueEmail(
            db,
            {
              to: row.customerEmail,
              template: 'booking.confirmed',
              data: { bookingId, startAt: row.startAt },
            },
            { when },
          )
        : queueEmail(db, { to: row.customerEmail, template: 'booking.received', data }, { when }),
      ...(detailer
        ? [queueEmail(db, { to: detailer, template: 'booking.new', data }, { when })]
        : []),
    ]),
  )
  if (written.overlap) return 'clash'
  if (written.value[0].length === 0) return 'gone'
  return confirm ? 'confirmed' : 'held'
}
