import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import { type Db, schema } from '~/server/db.server'

const { bookingRequests: b } = schema

/*
 * Revenue, the one definition every dashboard figure uses: the sum of the estimates of the
 * business's confirmed and completed appointments whose start falls in the period, in the
 * business's time zone. Future work already confirmed counts in its month; pending, declined
 * and cancelled work never counts.
 */
export const REVENUE_STATUSES = ['confirmed', 'completed'] as const

export function countsAsRevenue(status: string): boolean {
  return REVENUE_STATUSES.some((s) => s === status)
}

/** Appointments that count as revenue starting in [from, to) (ISO instants). */
function inPeriod(affiliateId: number, from: string, to: string) {
  return and(
    eq(b.affiliateId, affiliateId),
    gte(b.startAt, from),
    lt(b.startAt, to),
    inArray(b.status, [...REVENUE_STATUSES]),
  )
}

/** Revenue of one period as a scalar subquery (cents). */
export function revenueCents(affiliateId: number, from: string, to: string) {
  return sql<number>`coalesce((select sum(${b.estimateCents}) from ${b} where ${inPeriod(affiliateId, from, to)}), 0)`
}

/** How many appointments make up that revenue (the Overview's confirmed work this month). */
export function revenueAppointments(affiliateId: number, from: string, to: string) {
  return sql<number>`(select count(*) from ${b} where ${inPeriod(affiliateId, from, to)})`
}

/** The appointments that count as revenue in [from, to), to be put into periods by start. */
export function revenueRows(db: Db, affiliateId: number, from: string, to: string) {
  return db
    .select({ startAt: b.startAt, estimateCents: b.estimateCents })
    .from(b)
    .where(inPeriod(affiliateId, from, to))
}
