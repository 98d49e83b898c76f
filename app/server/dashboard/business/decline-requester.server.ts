import { and, eq, or } from 'drizzle-orm'
import { NOT_FOUND } from '~/lib/dashboard/action-schemas'
import { type Db, schema } from '~/server/db.server'
import { type Tenant } from '~/server/tenant.server'
import { fail, type Outcome } from './booking-actions.server'
import { findBooking } from './bookings.server'

const { bookingRequests } = schema
const INTENT = 'booking-decline-requester'
export const REQUESTER_DECLINE_REASON = 'Declined with every request from this requester'

/**
 * "Decline all from this requester": every pending request of this business with the chosen
 * request's email or phone, in one UPDATE scoped to the business. No emails: this is for a
 * flood of unwanted requests, and a decline notice per request would flood the address named.
 */
export async function declineRequester(
  db: Db,
  tenant: Tenant,
  id: number,
  now: Date,
): Promise<Outcome> {
  const booking = await findBooking(db, tenant.id, id)
  if (!booking) return fail(404, INTENT, NOT_FOUND)
  const at = now.toISOString()
  const b = bookingRequests
  const declined = await db
    .update(b)
    .set({
      status: 'declined',
      declineReason: REQUESTER_DECLINE_REASON,
      statusChangedAt: at,
      updatedAt: at,
    })
    .where(
      and(
        eq(b.affiliateId, tenant.id),
        eq(b.status, 'pending'),
        or(eq(b.customerEmail, booking.customerEmail), eq(b.customerPhone, booking.customerPhone)),
      ),
    )
    .returning({ id: b.id })
  const n = declined.length
  return {
    status: 200,
    result: {
      ok: true,
      intent: INTENT,
      message: `Declined ${n} pending request${n === 1 ? '' : 's'} from ${booking.customerEmail}. No emails were sent.`,
    },
  }
}
