import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { inPeriodRow, periodKey, periodRows } from '../dashboard/business/revenue.server'
import { invoiceNumberLabel, invoiceTotals } from '~/lib/payments/invoice-math'
import { type Db, schema } from '../db.server'

const { ledgerEntries: l, payouts, invoices, invoiceLines } = schema

/*
 * The detailer's money (issue 39, decision 041), from the ledger alone: what customers paid,
 * what was given back, the platform's fees and the business's net, per period. Grouped in SQL:
 * each period walks `ledger_entries_affiliate_idx` over its own range, so 10,000 rows arrive as
 * a dozen sums.
 */

/** Kinds that are money taken from a customer. */
export const CHARGE_KINDS = ['deposit', 'balance', 'tip', 'no_show_fee'] as const
/** Kinds that count in the sums: charges, refunds and disputes (payouts are the business's own). */
export const MONEY_KINDS = [...CHARGE_KINDS, 'refund', 'dispute', 'dispute_won'] as const

const chargeList = sql.raw(CHARGE_KINDS.map((k) => `'${k}'`).join(', '))
const moneyList = sql.raw(MONEY_KINDS.map((k) => `'${k}'`).join(', '))

export interface MoneyFigures {
  paidCents: number
  refundedCents: number
  disputedCents: number
  feeCents: number
  netCents: number
}

/** One statement: a row per period (its index) with the period's sums; empty periods are zero. */
export function moneyPerPeriod(db: Db, affiliateId: number, bounds: readonly string[]) {
  return db
    .select({
      period: periodKey,
      paid: sql<number>`coalesce(sum(case when ${l.kind} in (${chargeList}) then ${l.amountCents} end), 0)`,
      refunded: sql<number>`coalesce(-sum(case when ${l.kind} = 'refund' then ${l.amountCents} end), 0)`,
      disputed: sql<number>`coalesce(-sum(case when ${l.kind} in ('dispute', 'dispute_won') then ${l.amountCents} end), 0)`,
      fees: sql<number>`coalesce(sum(${l.feeCents}), 0)`,
      net: sql<number>`coalesce(sum(${l.netCents}), 0)`,
    })
    .from(periodRows(bounds))
    .leftJoin(
      l,
      and(
        eq(l.affiliateId, affiliateId),
        inPeriodRow(l.createdAt),
        sql`${l.kind} in (${moneyList})`,
      ),
    )
    .groupBy(periodKey)
    .orderBy(periodKey)
}

export type MoneyRow = Awaited<ReturnType<typeof moneyPerPeriod>>[number]

export function toFigures(row: MoneyRow | undefined): MoneyFigures {
  return {
    paidCents: Number(row?.paid ?? 0),
    refundedCents: Number(row?.refunded ?? 0),
    disputedCents: Number(row?.disputed ?? 0),
    feeCents: Number(row?.fees ?? 0),
    netCents: Number(row?.net ?? 0),
  }
}

/** Money taken in [from, to), net of refunds, as a scalar subquery (the Overview's figure). */
export function collectedCents(affiliateId: number, from: string, to: string) {
  return sql<number>`coalesce((select sum(${l.amountCents}) from ${l} where ${l.affiliateId} = ${affiliateId} and ${l.createdAt} >= ${from} and ${l.createdAt} < ${to} and ${l.kind} in (${moneyList})), 0)`
}

/**
 * Money taken in the outer query's period (`periodRows`), net of refunds and disputes: a
 * subquery to add as a column beside other per-period figures (Performance), along the index.
 */
export function collectedInPeriod(db: Db, affiliateId: number) {
  return sql<number | null>`(${db
    .select({ s: sql`sum(${l.amountCents})` })
    .from(l)
    .where(
      and(
        eq(l.affiliateId, affiliateId),
        inPeriodRow(l.createdAt),
        sql`${l.kind} in (${moneyList})`,
      ),
    )})`
}

/** The business's latest payouts, as the provider reported them. */
export function recentPayouts(db: Db, affiliateId: number, limit = 10) {
  return db
    .select({
      id: payouts.id,
      amountCents: payouts.amountCents,
      status: payouts.status,
      arrivalDate: payouts.arrivalDate,
      createdAt: payouts.createdAt,
    })
    .from(payouts)
    .where(eq(payouts.affiliateId, affiliateId))
    .orderBy(desc(payouts.createdAt))
    .limit(limit)
}

export interface InvoiceDue {
  reference: string
  customerName: string
  dueCents: number
  dueDate: string
  overdue: boolean
}

/** An invoice is due on receipt and overdue two weeks after it was sent (decision 041). */
export const OVERDUE_AFTER_DAYS = 14

/**
 * Sent invoices not yet paid (at most 50), the oldest first, so the overdue ones lead. One
 * statement: the lines are summed in SQL (charges and discounts apart, as the invoice adds them)
 * and the total, tax and balance are the invoice's own arithmetic (invoiceTotals).
 */
export function invoicesDueQuery(db: Db, businessId: number) {
  return db
    .select({
      number: invoices.number,
      reference: invoices.bookingReference,
      customerName: invoices.customerName,
      sentAt: invoices.sentAt,
      taxRateBps: invoices.taxRateBps,
      depositCents: invoices.depositCents,
      chargesCents: sql<number>`coalesce(sum(max(${invoiceLines.amountCents}, 0)), 0)`,
      discountsCents: sql<number>`coalesce(sum(max(-${invoiceLines.amountCents}, 0)), 0)`,
    })
    .from(invoices)
    .leftJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
    .where(and(eq(invoices.affiliateId, businessId), eq(invoices.status, 'sent')))
    .groupBy(invoices.id)
    .orderBy(asc(invoices.sentAt))
    .limit(50)
}

/** The rows of invoicesDueQuery with their balances, each due or overdue at `now`. */
export function toInvoicesDue(
  rows: Awaited<ReturnType<typeof invoicesDueQuery>>,
  now: Date,
): InvoiceDue[] {
  return rows.flatMap((r) => {
    const lines = [{ amountCents: r.chargesCents }, { amountCents: -r.discountsCents }]
    const { balanceCents } = invoiceTotals(lines, r.taxRateBps, r.depositCents)
    if (balanceCents <= 0 || !r.sentAt) return []
    const dueDate = new Date(Date.parse(r.sentAt) + OVERDUE_AFTER_DAYS * 86_400_000)
    return [
      {
        reference: `${invoiceNumberLabel(r.number)} · ${r.reference}`,
        customerName: r.customerName,
        dueCents: balanceCents,
        dueDate: dueDate.toISOString().slice(0, 10),
        overdue: dueDate.getTime() < now.getTime(),
      },
    ]
  })
}

export interface LedgerCursor {
  createdAt: string
  id: number
}

/**
 * A page of one business's money rows, oldest first, after `cursor`: the order of
 * `ledger_entries_affiliate_idx`, so each page is read along the index and never sorted.
 */
export function ledgerPage(db: Db, affiliateId: number, cursor: LedgerCursor, limit: number) {
  return db
    .select()
    .from(l)
    .where(
      and(
        eq(l.affiliateId, affiliateId),
        sql`(${l.createdAt}, ${l.id}) > (${cursor.createdAt}, ${cursor.id})`,
      ),
    )
    .orderBy(asc(l.createdAt), asc(l.id))
    .limit(limit)
}
