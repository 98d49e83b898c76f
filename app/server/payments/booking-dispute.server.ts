import { type SQL, sql } from 'drizzle-orm'
import { toBookingDispute } from '~/lib/payments/dispute-view'
import { settingsQuery, toSettings } from '../dashboard/business/settings.server'
import { type Db } from '../db.server'

/**
 * The booking's latest dispute as one JSON text (or null), a scalar subquery over
 * disputes_booking_idx, so a list of bookings reads its disputes in the same statement.
 */
export function bookingDisputeJson(bookingId: SQL | number) {
  return sql<string | null>`(select json_object('id', d.id, 'amountCents', d.amount_cents,
    'reason', d.reason, 'status', d.status, 'evidenceDueBy', d.evidence_due_by,
    'evidenceSubmittedAt', d.evidence_submitted_at)
    from disputes d where d.booking_id = ${bookingId} order by d.created_at desc limit 1)`
}

/**
 * One booking's dispute and the business's zone (its deadline is shown in it), in one batch:
 * the booking's own page (its invoice) shows the dispute as its card does.
 */
export async function disputeOfBooking(db: Db, affiliateId: number, bookingId: number) {
  const [settings, rows] = await db.batch([
    settingsQuery(db, affiliateId),
    db.select({ json: bookingDisputeJson(bookingId).as('dispute_json') }).from(sql`(select 1)`),
  ])
  return {
    zone: toSettings(settings[0]).timeZone,
    dispute: toBookingDispute(rows[0]?.json ?? null),
  }
}
