import { and, asc, desc, eq, gte, sql } from 'drizzle-orm'
import { type OverviewTab } from '~/lib/dashboard/tab-data'
import { overviewPeriods } from '~/lib/dashboard/time'
import { type Db, schema } from '~/server/db.server'
import { collectedCents } from '~/server/payments/money.server'
import { revenueAppointments, revenueCents } from './revenue.server'
import { loadSettings } from './settings.server'
import { setupQuery, toSetupChecklist } from '../setup.server'
import { weatherRisksFrom, weatherRisksSql } from '~/server/weather/risks.server'

const { bookingRequests: b, quoteRequests: q, reviews: r, reviewStats: rs, affiliates } = schema

const n = (query: ReturnType<typeof sql>) => sql<number>`coalesce((${query}), 0)`

/**
 * The overview: settings (the zone decides where this week and month start), then one batch:
 * every figure in one statement of indexed scalar subqueries, the next five appointments, the
 * last five reviews, the setup checklist (issue 40) and, for the owner, the 'seen' mark that
 * clears the notifications.
 */
export async function loadOverview(
  db: Db,
  tenant: { id: number; slug: string },
  now: Date,
  markSeen: boolean,
): Promise<OverviewTab> {
  const affiliateId = tenant.id
  const settings = await loadSettings(db, affiliateId)
  const p = overviewPeriods(now, settings.timeZone)
  const since = settings.dashboardSeenAt ?? ''
  const id = affiliateId
  const figures = db
    .select({
      bookingsThisWeek: n(
        sql`select count(*) from ${b} where ${b.affiliateId} = ${id} and ${b.createdAt} >= ${p.thisWeekStart}`,
      ),
      quotesThisWeek: n(
        sql`select count(*) from ${q} where ${q.affiliateId} = ${id} and ${q.createdAt} >= ${p.thisWeekStart}`,
      ),
      bookingsLastWeek: n(
        sql`select count(*) from ${b} where ${b.affiliateId} = ${id} and ${b.createdAt} >= ${p.lastWeekStart} and ${b.createdAt} < ${p.thisWeekStart}`,
      ),
      quotesLastWeek: n(
        sql`select count(*) from ${q} where ${q.affiliateId} = ${id} and ${q.createdAt} >= ${p.lastWeekStart} and ${q.createdAt} < ${p.thisWeekStart}`,
      ),
      confirmedThisMonth: revenueAppointments(id, p.thisMonthStart, p.nextMonthStart),
      revenueThisMonth: revenueCents(id, p.thisMonthStart, p.nextMonthStart),
      // Money actually taken (the ledger), beside the estimate above (issue 39).
      collectedThisMonth: collectedCents(id, p.thisMonthStart, p.nextMonthStart),
      // Approved reviews' count and rating sum as triggers keep them per type (review_stats),
      // summed over both types as counting this business's approved reviews would; the average
      // is null when there are none (x / 0 is null in SQLite).
      ratingAverage: sql<
        number | null
      >`(select sum(${rs.ratingSum}) * 1.0 / sum(${rs.reviewCount}) from ${rs} where ${rs.affiliateKey} = ${id})`,
      ratingCount: n(
        sql`select sum(${rs.reviewCount}) from ${rs} where ${rs.affiliateKey} = ${id}`,
      ),
      newBookings: n(
        sql`select count(*) from ${b} where ${b.affiliateId} = ${id} and ${b.createdAt} > ${since} and ${b.source} = 'web'`,
      ),
      newQuotes: n(
        sql`select count(*) from ${q} where ${q.affiliateId} = ${id} and ${q.createdAt} > ${since}`,
      ),
      newReviews: n(
        sql`select count(*) from ${r} where ${r.affiliateId} = ${id} and ${r.status} = 'approved' and ${r.createdAt} > ${since}`,
      ),
      // The coming week's confirmed jobs whose forecast trips a rule at their current time (the
      // cron's verdicts, issue 41), as JSON in this same statement.
      weatherRisks: weatherRisksSql(id, now),
    })
    .from(affiliates)
    .where(eq(affiliates.id, id))
  const upcoming = db
    .select({
      id: b.id,
      reference: b.reference,
      customerName: b.customerName,
      serviceName: b.serviceName,
      tierName: b.tierName,
      startAt: sql<string>`${b.startAt}`,
      durationMinutes: b.durationMinutes,
    })
    .from(b)
    .where(and(eq(b.affiliateId, id), gte(b.startAt, now.toISOString()), eq(b.status, 'confirmed')))
    .orderBy(asc(b.startAt))
    .limit(5)
  const recent = db
    .select({
      id: r.id,
      reviewerName: r.reviewerName,
      rating: r.rating,
      title: r.title,
      content: r.content,
      publishedAt: r.publishedAt,
    })
    .from(r)
    .where(and(eq(r.affiliateId, id), eq(r.status, 'approved')))
    .orderBy(desc(r.publishedAt), desc(r.id))
    .limit(5)
  const seen = db
    .update(affiliates)
    .set({ dashboardSeenAt: now.toISOString() })
    .where(eq(affiliates.id, id))
  const setup = setupQuery(db, id)
  const [[f], next, latest, [ready]] = markSeen
    ? await db.batch([figures, upcoming, recent, setup, seen])
    : await db.batch([figures, upcoming, recent, setup])
  return {
    tab: 'overview',
    settings,
    requestsThisWeek: (f?.bookingsThisWeek ?? 0) + (f?.quotesThisWeek ?? 0),
    requestsLastWeek: (f?.bookingsLastWeek ?? 0) + (f?.quotesLastWeek ?? 0),
    confirmedThisMonth: f?.confirmedThisMonth ?? 0,
    revenueThisMonthCents: f?.revenueThisMonth ?? 0,
    collectedThisMonthCents: Number(f?.collectedThisMonth ?? 0),
    rating: {
      average: f?.ratingAverage == null ? null : Math.round(Number(f.ratingAverage) * 10) / 10,
      count: f?.ratingCount ?? 0,
    },
    upcoming: next.map(({ serviceName, tierName, ...rest }) => ({
      ...rest,
      service: `${serviceName} – ${tierName}`,
    })),
    reviews: latest,
    weatherRisks: weatherRisksFrom(f?.weatherRisks),
    setup: toSetupChecklist(ready, tenant.slug),
    notifications: {
      newBookings: f?.newBookings ?? 0,
      newQuotes: f?.newQuotes ?? 0,
      newReviews: f?.newReviews ?? 0,
      since: settings.dashboardSeenAt,
    },
  }
}
