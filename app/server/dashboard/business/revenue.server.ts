import { and, eq, gte, inArray, lt, sql, type SQLWrapper } from 'drizzle-orm'
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

/**
 * Revenue per period: `bounds` are the instants where the business's periods begin, the last
 * one where the final period ends; one row per period with any revenue (index, cents).
 */
export function revenuePerPeriod(db: Db, affiliateId: number, bounds: readonly string[]) {
  const period = periodIndex(b.startAt, bounds)
  return db
    .select({ period, cents: sql<number>`sum(${b.estimateCents})` })
    .from(b)
    .where(inPeriod(affiliateId, bounds[0] ?? '', bounds.at(-1) ?? ''))
    .groupBy(period)
}

/**
 * Which period an instant falls in, worked out by SQLite: `bounds[i] <= column < bounds[i + 1]`
 * gives i. The bounds are the business's own midnights as UTC instants (DST included), so the
 * database returns a row per period instead of a row per request, appointment or review.
 */
export function periodIndex(column: SQLWrapper, bounds: readonly string[]) {
  const steps = bounds.slice(1).map((end, i) => sql`when ${column} < ${end} then ${i}`)
  return sql<number>`case when ${column} < ${bounds[0] ?? ''} then -1 ${sql.join(steps, sql` `)} else -1 end`
}
