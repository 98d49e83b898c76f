import { and, eq, gt, lt, ne } from 'drizzle-orm'
import { type Overlap } from '~/lib/dashboard/results'
import { dateTimeIn, timeIn } from '~/lib/dashboard/format'
import { type Db, schema } from '~/server/db.server'

const { bookingRequests } = schema

export type BookingStatus = (typeof bookingRequests.$inferSelect)['status']

/** One booking request of this business, or null (another business's id reads as missing). */
export async function findBooking(db: Db, affiliateId: number, id: number) {
  const [row] = await db
    .select()
    .from(bookingRequests)
    .where(and(eq(bookingRequests.id, id), eq(bookingRequests.affiliateId, affiliateId)))
    .limit(1)
  return row ?? null
}

/** Confirmed appointments of this business that share any minute with [start, end). */
export async function overlapping(
  db: Db,
  affiliateId: number,
  range: { start: string; end: string; exceptId?: number },
  zone: string,
): Promise<Overlap[]> {
  const rows = await db
    .select({
      reference: bookingRequests.reference,
      customer: bookingRequests.customerName,
      startAt: bookingRequests.startAt,
      endAt: bookingRequests.endAt,
    })
    .from(bookingRequests)
    .where(
      and(
        eq(bookingRequests.affiliateId, affiliateId),
        lt(bookingRequests.startAt, range.end),
        gt(bookingRequests.endAt, range.start),
        eq(bookingRequests.status, 'confirmed'),
        range.exceptId ? ne(bookingRequests.id, range.exceptId) : undefined,
      ),
    )
    .limit(5)
  return rows.map((r) => ({
    reference: r.reference,
    customer: r.customer,
    when: r.startAt && r.endAt ? `${dateTimeIn(r.startAt, zone)} – ${timeIn(r.endAt, zone)}` : '',
  }))
}

/** The transitions of spec §4 as the dashboard extends them: from which state each action may start. */
export const TRANSITIONS = {
  'booking-confirm': { from: 'pending', to: 'confirmed', verb: 'confirmed' },
  'booking-decline': { from: 'pending', to: 'declined', verb: 'declined' },
  'booking-cancel': { from: 'confirmed', to: 'cancelled', verb: 'cancelled' },
  'booking-complete': { from: 'confirmed', to: 'completed', verb: 'marked completed' },
} as const satisfies Record<string, { from: BookingStatus; to: BookingStatus; verb: string }>

export function badTransition(status: BookingStatus, verb: string): string {
  return `This request is ${status} and cannot be ${verb}.`
}
