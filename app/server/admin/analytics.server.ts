import { type AppLoadContext } from '@remix-run/cloudflare'
import { and, count, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm'
import { DEFAULT_TIME_ZONE } from '~/lib/dashboard/time'
import { type MoneyPeriod, moneyPeriods } from '~/lib/payments/money-periods'
import { inPeriodRow, periodKey, periodRows, scalar } from '../dashboard/business/revenue.server'
import { type Db, schema } from '../db.server'
import { CHARGE_KINDS } from '../payments/money.server'

const { affiliates, bookingRequests: b, ledgerEntries: l, paymentLog } = schema

/** Businesses per page of the top list; payments a search shows. */
export const TOP_PAGE_SIZE = 10
const SEARCH_LIMIT = 20

const charges = inArray(l.kind, [...CHARGE_KINDS])
const collected = sql<number>`coalesce(sum(case when ${charges} then ${l.amountCents} end), 0)`
const fees = sql<number>`coalesce(sum(${l.feeCents}), 0)`
const refunds = sql<number>`coalesce(-sum(case when ${l.kind} = 'refund' then ${l.amountCents} end), 0)`
const moneyKinds = inArray(l.kind, [...CHARGE_KINDS, 'refund', 'dispute', 'dispute_won'])

export type PaymentSearch =
  | { kind: 'amount'; cents: number }
  | { kind: 'email'; email: string }
  | { kind: 'provider'; id: string }
  | { kind: 'business'; name: string }

/**
 * What a search box asks for: an amount ("62.25", "$62.25"), an email, a provider's id
 * (pi_…, re_…, dp_…) or else a business's slug.
 */
export function searchTerms(q: string): PaymentSearch {
  const amount = /^\$?(\d{1,7})(?:\.(\d{2}))?$/.exec(q)
  if (amount) return { kind: 'amount', cents: Number(amount[1]) * 100 + Number(amount[2] ?? 0) }
  if (q.includes('@')) return { kind: 'email', email: q.toLowerCase() }
  if (/^[a-z]{2,5}_[A-Za-z0-9_]+$/.test(q)) return { kind: 'provider', id: q }
  return { kind: 'business', name: q }
}

function searchWhere(db: Db, t: PaymentSearch) {
  switch (t.kind) {
    case 'amount':
      return or(eq(l.amountCents, t.cents), eq(l.amountCents, -t.cents))
    case 'email':
      return inArray(
        l.bookingId,
        db.select({ id: b.id }).from(b).where(eq(b.customerEmail, t.email)),
      )
    case 'provider':
      // The unique (provider, provider_id) index, both providers named.
      return and(inArray(l.provider, ['stripe', 'local']), eq(l.providerId, t.id))
    case 'business':
      // A business by its slug (unique index), then its rows along the ledger's business index.
      return inArray(
        l.affiliateId,
        db
          .select({ id: affiliates.id })
          .from(affiliates)
          .where(eq(affiliates.slug, t.name.toLowerCase())),
      )
  }
}

function paymentSearch(db: Db, q: string) {
  const where = searchWhere(db, searchTerms(q))
  return db
    .select({
      id: l.id,
      businessName: l.businessName,
      bookingReference: l.bookingReference,
      kind: l.kind,
      amountCents: l.amountCents,
      feeCents: l.feeCents,
      provider: l.provider,
      providerId: l.providerId,
      createdAt: l.createdAt,
    })
    .from(l)
    .where(where)
    .orderBy(desc(l.createdAt))
    .limit(SEARCH_LIMIT)
}

/**
 * The admin's Analytics (issue 39): bookings and money per day, week or month for the whole
 * platform, the top businesses over the periods shown (paged), a payments search, failed
 * webhooks and the reconcile's runs. Read-only; one batch. Periods are the platform's days in
 * its default zone (Central), from the ledger's time index.
 */
export async function loadAnalytics(
  context: AppLoadContext,
  params: { period: MoneyPeriod; page: number; q: string },
) {
  const { db } = context
  const periods = moneyPeriods(new Date(), DEFAULT_TIME_ZONE, params.period)
  const from = periods.bounds[0] ?? ''
  const to = periods.bounds.at(-1) ?? ''
  const inRange = and(gte(l.createdAt, from), lt(l.createdAt, to), moneyKinds)
  const [perPeriod, top, found, failures, runs] = await db.batch([
    db
      .select({
        period: periodKey,
        bookings: scalar<number>(db.select({ n: count() }).from(b).where(inPeriodRow(b.createdAt))),
        collected,
        fees,
        refunds,
      })
      .from(periodRows(periods.bounds))
      .leftJoin(l, and(inPeriodRow(l.createdAt), moneyKinds))
      .groupBy(periodKey)
      .orderBy(periodKey),
    db
      .select({
        affiliateId: l.affiliateId,
        businessName: sql<string>`max(${l.businessName})`,
        collected,
        fees,
        refunds,
      })
      .from(l)
      .where(inRange)
      .groupBy(l.affiliateId)
      .orderBy(desc(collected), l.affiliateId)
      .limit(TOP_PAGE_SIZE + 1)
      .offset((params.page - 1) * TOP_PAGE_SIZE),
    paymentSearch(db, params.q || '\u0000none'),
    db
      .select()
      .from(paymentLog)
      .where(eq(paymentLog.kind, 'webhook_failed'))
      .orderBy(desc(paymentLog.createdAt))
      .limit(10),
    db
      .select()
      .from(paymentLog)
      .where(eq(paymentLog.kind, 'reconcile'))
      .orderBy(desc(paymentLog.createdAt))
      .limit(10),
  ])
  return {
    period: params.period,
    timeZone: DEFAULT_TIME_ZONE,
    rows: periods.labels.map((label, i) => {
      const r = perPeriod.find((p) => Number(p.period) === i)
      return {
        label,
        start: periods.starts[i] ?? '',
        bookings: Number(r?.bookings ?? 0),
        collectedCents: Number(r?.collected ?? 0),
        feeCents: Number(r?.fees ?? 0),
        refundCents: Number(r?.refunds ?? 0),
      }
    }),
    top: top.slice(0, TOP_PAGE_SIZE).map((t) => ({
      ...t,
      collected: Number(t.collected),
      fees: Number(t.fees),
      refunds: Number(t.refunds),
    })),
    topHasMore: top.length > TOP_PAGE_SIZE,
    search: params.q ? found : null,
    failures,
    runs,
  }
}

export type AnalyticsData = Awaited<ReturnType<typeof loadAnalytics>>
