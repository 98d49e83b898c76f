import { eq } from 'drizzle-orm'
import { type Db, schema } from '../db.server'
import { holdRequestedTime } from '../booking/hold.server'

const { bookingRequests } = schema

export type HoldOutcome = 'held' | 'confirmed' | 'clash' | 'gone'

/**
 * A paid deposit is a proof (issue 37): the request holds its time through the one hold path,
 * holdRequestedTime with proof 'deposit'. It holds like any proved request (or is confirmed at
 * once when the business auto-confirms); the no-overlap triggers make the call, so of two
 * payments for one time only one holds it ('clash' for the other, refunded by the caller). The
 * customer's receipt and the detailer's notice are queued only now, with the hold.
 */
export async function holdPaidRequest(db: Db, bookingId: number, now: Date): Promise<HoldOutcome> {
  const outcome = await holdRequestedTime(db, bookingId, { proof: 'deposit', now })
  if (outcome.ok) return outcome.state === 'confirmed' ? 'confirmed' : 'held'
  if (outcome.reason === 'taken') return 'clash'
  if (outcome.reason === 'missing') return 'gone'
  // Confirmed by the detailer before the money came in: the deposit stays with the booking.
  const [row] = await db
    .select({ status: bookingRequests.status })
    .from(bookingRequests)
    .where(eq(bookingRequests.id, bookingId))
    .limit(1)
  return row?.status === 'confirmed' ? 'confirmed' : 'gone'
}
