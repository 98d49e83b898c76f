import { type AppLoadContext } from '@remix-run/cloudflare'
import { isMoneyPeriod, type MoneyPeriod, moneyPeriods } from '~/lib/payments/money-periods'
import { settingsQuery, toSettings } from '../dashboard/business/settings.server'
import { type Tenant } from '../tenant.server'
import { disputeOpen } from '~/lib/payments/dispute-view'
import { businessDisputes } from './disputes.server'
import {
  invoicesDueQuery,
  moneyPerPeriod,
  recentPayouts,
  toFigures,
  toInvoicesDue,
} from './money.server'

/**
 * The Money tab: the business's zone first (its days begin at its own midnight), then one batch:
 * the sums per period, the latest payouts, its disputes and its unpaid invoices. Two round trips at any size.
 */
export async function loadMoneyTab(context: AppLoadContext, tenant: Tenant, url: URL) {
  const { db } = context
  const asked = url.searchParams.get('period')
  const period: MoneyPeriod = isMoneyPeriod(asked) ? asked : 'day'
  const now = new Date()
  const settings = toSettings((await settingsQuery(db, tenant.id))[0])
  const periods = moneyPeriods(now, settings.timeZone, period)
  const [sums, payoutRows, disputeRows, dueRows] = await db.batch([
    moneyPerPeriod(db, tenant.id, periods.bounds),
    recentPayouts(db, tenant.id),
    businessDisputes(db, tenant.id),
    invoicesDueQuery(db, tenant.id),
  ])
  const rows = periods.labels.map((label, i) => ({
    label,
    start: periods.starts[i] ?? '',
    ...toFigures(sums.find((s) => Number(s.period) === i)),
  }))
  const total = rows.reduce(
    (t, r) => ({
      paidCents: t.paidCents + r.paidCents,
      refundedCents: t.refundedCents + r.refundedCents,
      disputedCents: t.disputedCents + r.disputedCents,
      feeCents: t.feeCents + r.feeCents,
      netCents: t.netCents + r.netCents,
    }),
    toFigures(undefined),
  )
  const due = toInvoicesDue(dueRows, now)
  return {
    kind: 'money' as const,
    slug: tenant.slug ?? '',
    period,
    timeZone: settings.timeZone,
    rows,
    total,
    payouts: payoutRows,
    disputes: disputeRows.map((d) => ({
      ...d,
      open: disputeOpen(d.status),
      pastDeadline: d.evidenceDueBy <= now.toISOString(),
    })),
    due: due.filter((i) => !i.overdue),
    overdue: due.filter((i) => i.overdue),
  }
}

export type MoneyTabData = Awaited<ReturnType<typeof loadMoneyTab>>
