import { and, count, eq, inArray, sum } from 'drizzle-orm'
import { shortDate } from '~/lib/dashboard/format'
import { type PerformanceTab } from '~/lib/dashboard/tab-data'
import {
  addDays,
  addMonths,
  startOfMonth,
  startOfWeek,
  wallClock,
  zonedInstant,
} from '~/lib/dashboard/time'
import { type Db, schema } from '~/server/db.server'
import { inPeriodRow, periodKey, periodRows, revenuePerPeriod, scalar } from './revenue.server'
import { collectedInPeriod } from '~/server/payments/money.server'
import { settingsQuery, toSettings } from './settings.server'

const { bookingRequests: b, quoteRequests: q, reviews: r, reviewRatings: rr } = schema

export const WEEKS = 12
export const MONTHS = 12

const monthLabel = (month: string) =>
  new Date(`${month}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

/**
 * The performance charts. The business's time zone comes first (its weeks and months begin at
 * its own midnights); then one batch of five statements, each a row per week or month
 * (`periodRows`) or the kept rating counts, so a busy business's thousands of rows arrive as a
 * few dozen.
 */
export async function loadPerformance(
  db: Db,
  affiliateId: number,
  now: Date,
): Promise<PerformanceTab> {
  const settings = toSettings((await settingsQuery(db, affiliateId))[0])
  const zone = settings.timeZone
  const today = wallClock(now, zone).date
  const weekStarts = Array.from({ length: WEEKS }, (_, i) =>
    addDays(startOfWeek(today), -7 * (WEEKS - 1 - i)),
  )
  const monthStarts = Array.from({ length: MONTHS }, (_, i) =>
    addMonths(startOfMonth(today), -(MONTHS - 1 - i)),
  )
  const midnight = (date: string) => zonedInstant(date, '00:00', zone).toISOString()
  const weekBounds = [...weekStarts, addDays(weekStarts.at(-1) ?? today, 7)].map(midnight)
  // Through the end of this month: work already confirmed for later this month is revenue of
  // this month (revenue.server.ts), as the overview counts it.
  const monthBounds = [...monthStarts, addMonths(monthStarts.at(-1) ?? today, 1)].map(midnight)
  // Phone bookings were never requested: they count in neither requests nor conversion.
  const webBookings = and(
    eq(b.affiliateId, affiliateId),
    eq(b.source, 'web'),
    inPeriodRow(b.createdAt),
  )
  const approved = and(
    eq(r.affiliateId, affiliateId),
    eq(r.status, 'approved'),
    inPeriodRow(r.publishedAt),
  )
  const [bookings, quotes, revenueRows, distributionRows, ratings] = await db.batch([
    db
      .select({
        period: periodKey,
        requested: scalar<number>(db.select({ n: count() }).from(b).where(webBookings)),
        confirmed: scalar<number>(
          db
            .select({ n: count() })
            .from(b)
            .where(and(webBookings, inArray(b.status, ['confirmed', 'completed']))),
        ),
      })
      .from(periodRows(weekBounds)),
    db
      .select({
        period: periodKey,
        n: scalar<number>(
          db
            .select({ n: count() })
            .from(q)
            .where(and(eq(q.affiliateId, affiliateId), inPeriodRow(q.createdAt))),
        ),
      })
      .from(periodRows(weekBounds)),
    revenuePerPeriod(db, affiliateId, monthBounds),
    // Kept per business and rating by triggers (review_ratings): no count over every review.
    db
      .select({ rating: rr.rating, n: rr.reviewCount })
      .from(rr)
      .where(eq(rr.affiliateId, affiliateId)),
    db
      .select({
        period: periodKey,
        sum: scalar<number | null>(
          db
            .select({ s: sum(r.rating) })
            .from(r)
            .where(approved),
        ),
        n: scalar<number>(db.select({ n: count() }).from(r).where(approved)),
        // Money taken (the ledger), in the same statement as the month's ratings (issue 39).
        collected: collectedInPeriod(db, affiliateId),
      })
      .from(periodRows(monthBounds)),
  ])
  const inPeriod = <T extends { period: number }>(rows: T[], i: number) =>
    rows.find((row) => row.period === i)
  const distribution = [5, 4, 3, 2, 1].map((stars) => ({
    label: `${stars} stars`,
    value: distributionRows.find((row) => row.rating === stars)?.n ?? 0,
  }))
  return {
    tab: 'performance',
    settings,
    requestsPerWeek: weekStarts.map((w, i) => ({
      label: shortDate(w),
      value: (inPeriod(bookings, i)?.requested ?? 0) + (inPeriod(quotes, i)?.n ?? 0),
    })),
    conversionPerWeek: weekStarts.map((w, i) => ({
      label: shortDate(w),
      requested: inPeriod(bookings, i)?.requested ?? 0,
      confirmed: Number(inPeriod(bookings, i)?.confirmed ?? 0),
    })),
    revenuePerMonth: monthStarts.map((m, i) => ({
      label: monthLabel(m),
      value: Number(inPeriod(revenueRows, i)?.cents ?? 0),
    })),
    collectedPerMonth: monthStarts.map((m, i) => ({
      label: monthLabel(m),
      value: Number(inPeriod(ratings, i)?.collected ?? 0),
    })),
    ratingDistribution: distribution,
    ratingPerMonth: monthStarts.map((m, i) => {
      const month = inPeriod(ratings, i)
      const n = month?.n ?? 0
      return {
        label: monthLabel(m),
        count: n,
        average: n ? Math.round((Number(month?.sum ?? 0) / n) * 10) / 10 : null,
      }
    }),
  }
}
