import { eq, sql } from 'drizzle-orm'
import { zoneFor } from '~/lib/time-zone'
import { type Db, schema } from '../db.server'

const { affiliates, bookingPayments, bookingRequests, ledgerEntries, serviceAreas, jobWeather } =
  schema

// The deposit as the ledger has it (decision 036): paid and refunded so far, in cents.
export const ledgerSum = (kind: 'deposit' | 'refund') =>
  sql<number>`coalesce((select sum(abs(l.amount_cents)) from ${ledgerEntries} l where l.booking_id = ${bookingRequests.id} and l.kind = ${kind}), 0)`

/**
 * A booking with what its messages and pages need about the business: its zone (own, else its
 * primary area's state) and where to reach it. One query.
 */
export async function loadBookingWithBusiness(
  db: Db,
  where: { id: number } | { reference: string },
) {
  const [row] = await db
    .select({
      booking: bookingRequests,
      businessName: affiliates.businessName,
      businessSlug: affiliates.slug,
      businessEmail: affiliates.businessEmail,
      ownerEmail: affiliates.email,
      businessPhone: affiliates.businessPhone,
      phone: affiliates.phone,
      timeZone: affiliates.timeZone,
      baseState: affiliates.baseState,
      primaryState: serviceAreas.state,
      depositCents: bookingPayments.amountCents,
      depositStatus: bookingPayments.status,
      depositSessionId: bookingPayments.sessionId,
      depositExpiresAt: bookingPayments.expiresAt,
      paidCents: ledgerSum('deposit'),
      refundedCents: ledgerSum('refund'),
      // The cron's weather verdict at the job's current time (issue 41), by primary key.
      weatherHeadline: sql<
        string | null
      >`(select jw.headline from ${jobWeather} jw where jw.booking_id = ${bookingRequests.id} and jw.start_at = ${bookingRequests.startAt})`,
    })
    .from(bookingRequests)
    .innerJoin(affiliates, eq(affiliates.id, bookingRequests.affiliateId))
    .leftJoin(bookingPayments, eq(bookingPayments.bookingId, bookingRequests.id))
    .leftJoin(
      serviceAreas,
      sql`${serviceAreas.affiliateId} = ${affiliates.id} and ${serviceAreas.isPrimary} = 1`,
    )
    .where(
      'id' in where
        ? eq(bookingRequests.id, where.id)
        : eq(bookingRequests.reference, where.reference),
    )
    .limit(1)
  if (!row) return null
  return {
    ...row,
    zone: zoneFor(row.timeZone, row.primaryState ?? row.baseState),
    detailerEmail: row.businessEmail ?? row.ownerEmail,
    detailerPhone: row.businessPhone ?? row.phone,
  }
}

export type BookingWithBusiness = NonNullable<Awaited<ReturnType<typeof loadBookingWithBusiness>>>
