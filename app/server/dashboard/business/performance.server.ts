import { and, count, eq, gte, sql } from 'drizzle-orm'
import { shortDate } from '~/lib/dashboard/format'
import { type PerformanceTab } from '~/lib/dashboard/tab-data'
import { addDays, addMonths, startOfMonth, startOfWeek, wallClock } from '~/lib/dashboard/time'
import { type Db, schema } from '~/server/db.server'
import { revenueRows } from './revenue.server'
import { settingsQuery, toSettings } from './settings.server'

const { bookingRequests: b, quoteRequests: q, reviews: r } = schema

export const WEEKS = 12
export const MONTHS = 12
const DAY_MS = 86_400_000

const monthLabel = (month: string) =>
  new Date(`${month}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

/**
 * The performance charts from one batch of five statements. Rows are fetched over UTC ranges a
 * day wider than the business's weeks and months (any US zone is within a day of UTC) and put
 * into the business's own weeks and months here.
 */
export async function loadPerformance(
  db: Db,
  affiliateId: number,
  now: Date,
): Promise<PerformanceTab> {
  const weeksFrom = new Date(now.getTime() - (WEEKS * 7 + 1) * DAY_MS).toISOString()
  const monthsFrom = new Date(now.getTime() - (MONTHS * 31 + 1) * DAY_MS).toISOString()
  // Through the end of this month: work already confirmed for later this month is revenue of
  // this month (revenue.server.ts), as the overview counts it.
  const utcToday = now.toISOString().slice(0, 10)
  const upTo = `${addDays(addMonths(startOfMonth(utcToday), 1), 1)}T00:00:00.000Z`
  const [settingsRows, bookings, quotes, work, distributionRows, ratings] = await db.batch([
    settingsQuery(db, affiliateId),
    db
      .select({ createdAt: b.createdAt, status: b.status, source: b.source })
      .from(b)
      .where(and(eq(b.affiliateId, affiliateId), gte(b.createdAt, weeksFrom))),
    db
      .select({ createdAt: q.createdAt })
      .from(q)
      .where(and(eq(q.affiliateId, affiliateId), gte(q.createdAt, weeksFrom))),
    revenueRows(db, affiliateId, monthsFrom, upTo),
    db
      .select({ rating: r.rating, n: count() })
      .from(r)
      .where(and(eq(r.affiliateId, affiliateId), eq(r.status, 'approved')))
      .groupBy(r.rating),
    // Per hour, not per instant: a busy business has thousands of reviews a year, and every US
    // zone is a whole number of hours from UTC, so an hour falls in one of the business's months.
    db
      .select({ rating: r.rating, hour: sql<string>`substr(${r.publishedAt}, 1, 13)`, n: count() })
      .from(r)
      .where(
        and(
          eq(r.affiliateId, affiliateId),
          eq(r.status, 'approved'),
          gte(r.publishedAt, monthsFrom),
        ),
      )
      .groupBy(r.rating, sql`substr(${r.publishedAt}, 1, 13)`),
  ])
  const settings = toSettings(settingsRows[0])
  const zone = settings.timeZone
  const today = wallClock(now, zone).date
  const weekStarts = Array.from({ length: WEEKS }, (_, i) =>
    addDays(startOfWeek(today), -7 * (WEEKS - 1 - i)),
  )
  const monthStarts = Array.from({ length: MONTHS }, (_, i) =>
    addMonths(startOfMonth(today), -(MONTHS - 1 - i)),
  )
  const weekOf = (instant: string) => startOfWeek(wallClock(instant, zone).date)
  const monthOf = (instant: string) => startOfMonth(wallClock(instant, zone).date)

  const perWeek = new Map(weekStarts.map((w) => [w, { requests: 0, booked: 0, confirmed: 0 }]))
  for (const row of bookings) {
    const week = perWeek.get(weekOf(row.createdAt))
    // Phone bookings were never requested: they count in neither requests nor conversion.
    if (!week || row.source !== 'web') continue
    week.requests++
    week.booked++
    if (row.status === 'confirmed' || row.status === 'completed') week.confirmed++
  }
  for (const row of quotes) {
    const week = perWeek.get(weekOf(row.createdAt))
    if (week) week.requests++
  }
  const revenue = new Map(monthStarts.map((m) => [m, 0]))
  for (const row of work) {
    const month = row.startAt ? monthOf(row.startAt) : ''
    if (revenue.has(month)) revenue.set(month, (revenue.get(month) ?? 0) + row.estimateCents)
  }
  const distribution = [5, 4, 3, 2, 1].map((stars) => ({
    label: `${stars} stars`,
    value: 0,
    stars,
  }))
  const monthly = new Map(monthStarts.map((m) => [m, { sum: 0, count: 0 }]))
  for (const row of distributionRows) {
    const bar = distribution.find((d) => d.stars === row.rating)
    if (bar) bar.value += row.n
  }
  for (const row of ratings) {
    const month = monthly.get(monthOf(`${row.hour}:00:00.000Z`))
    if (month) {
      month.sum += row.rating * row.n
      month.count += row.n
    }
  }
  return {
    tab: 'performance',
    settings,
    requestsPerWeek: weekStarts.map((w) => ({
      label: shortDate(w),
      value: perWeek.get(w)?.requests ?? 0,
    })),
    conversionPerWeek: weekStarts.map((w) => ({
      label: shortDate(w),
      requested: perWeek.get(w)?.booked ?? 0,
      confirmed: perWeek.get(w)?.confirmed ?? 0,
    })),
    revenuePerMonth: monthStarts.map((m) => ({ label: monthLabel(m), value: revenue.get(m) ?? 0 })),
    ratingDistribution: distribution.map(({ label, value }) => ({ label, value })),
    ratingPerMonth: monthStarts.map((m) => {
      const month = monthly.get(m) ?? { sum: 0, count: 0 }
      return {
        label: monthLabel(m),
        count: month.count,
        average: month.count ? Math.round((month.sum / month.count) * 10) / 10 : null,
      }
    }),
  }
}
