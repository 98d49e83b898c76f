import { and, eq, sql } from 'drizzle-orm'
import { type Db, schema } from '../db.server'
import { queueEmail } from '../email/outbox.server'
import { detailerRecipient } from '../email/recipients.server'
import { refusingOverlap } from './no-overlap.server'

const { bookingRequests } = schema

export type MoveOutcome = 'moved' | 'overlap' | 'gone'

interface Move {
  affiliateId: number
  bookingId: number
  /** The job's current start (the emails say where it moved from). */
  from: string | null
  startAt: string
  durationMinutes: number
  /** Only the dashboard may keep an overlap it chose ("Move anyway"). */
  force?: boolean
}

/**
 * Moves a confirmed job: new start and end, the invite's SEQUENCE + 1, reminders owed again for
 * the new time; the customer and the detailer are emailed in the same batch. The no-overlap
 * triggers judge the new time, so a clash writes nothing ('overlap').
 */
export async function moveBooking(db: Db, move: Move): Promise<MoveOutcome> {
  const b = bookingRequests
  const endAt = new Date(Date.parse(move.startAt) + move.durationMinutes * 60_000).toISOString()
  const detailer = await detailerRecipient(db, move.affiliateId)
  const now = new Date().toISOString()
  const data = { bookingId: move.bookingId, from: move.from }
  const when = sql`exists (select 1 from ${b} where ${b.id} = ${move.bookingId} and ${b.startAt} = ${move.startAt} and ${b.updatedAt} = ${now})`
  const written = await refusingOverlap(() =>
    db.batch([
      db
        .update(b)
        .set({
          startAt: move.startAt,
          endAt,
          icsSequence: sql`${b.icsSequence} + 1`,
          remindedDayBeforeAt: null,
          remindedMorningAt: null,
          overlapAllowed: move.force ?? false,
          updatedAt: now,
        })
        .where(
          and(
            eq(b.id, move.bookingId),
            eq(b.affiliateId, move.affiliateId),
            eq(b.status, 'confirmed'),
          ),
        )
        .returning({ id: b.id }),
      queueEmail(
        db,
        {
          to: sql`(select ${b.customerEmail} from ${b} where ${b.id} = ${move.bookingId})`,
          template: 'booking.moved',
          data,
        },
        { when },
      ),
      ...(detailer
        ? [queueEmail(db, { to: detailer, template: 'booking.moved-detailer', data }, { when })]
        : []),
    ]),
  )
  if (written.overlap) return 'overlap'
  return written.value[0].length > 0 ? 'moved' : 'gone'
}
