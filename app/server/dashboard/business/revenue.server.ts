import { and, eq, gte, inArray, lt, type SQL, sql, type SQLWrapper } from 'drizzle-orm'
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

/** The business's appointments that count as revenue, starting where `startsIn` says. */
function revenueWork(affiliateId: number, startsIn: SQL | undefined) {
  return and(eq(b.affiliateId, affiliateId), startsIn, inArray(b.status, [...REVENUE_STATUSES]))
}

/** Appointments that count as revenue starting in [from, to) (ISO instants). */
function inPeriod(affiliateId: number, from: string, to: string) {
  return revenueWork(affiliateId, and(gte(b.startAt, from), lt(b.startAt, to)))
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
 * The business's periods as rows, for a query to select figures per period from: `bounds` are the
 * instants where the periods begin, the last one where the final period ends. They are the
 * business's own midnights as UTC instants (DST included). One JSON parameter holds them, so a
 * dozen periods cost one bound value; `periods.key` is the period's index.
 */
export function periodRows(bounds: readonly string[]) {
  const pairs = bounds.slice(1).map((end, i) => [bounds[i], end])
  return sql`json_each(${JSON.stringify(pairs)}) as periods`
}

export const periodKey = sql<number>`periods.key`

/**
 * `column` falls in the outer row's period: a figure is a subquery over one period's range,
 * walked along an index and stopped at its end, so a busy business's thousands of rows are never
 * sorted or compared with every bound (a CASE over the bounds, grouped, did both).
 */
export function inPeriodRow(column: SQLWrapper) {
  return and(gte(column, sql`periods.value ->> 0`), lt(column, sql`periods.value ->> 1`))
}

/** A one-value subquery as a column of the outer query. */
export function scalar<T>(query: SQLWrapper) {
  return sql<T>`(${query})`
}

/** Revenue per period: one row per period (index, cents; null when none). */
export function revenuePerPeriod(db: Db, affiliateId: number, bounds: readonly string[]) {
  const revenue = db
    .select({ cents: sql<number>`sum(${b.estimateCents})` })
    .from(b)
    .where(revenueWork(affiliateId, inPeriodRow(b.startAt)))
  return db
    .select({ period: periodKey, cents: scalar<number | null>(revenue) })
    .from(periodRows(bounds))
}
