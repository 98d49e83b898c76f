import { and, desc, eq, sql } from 'drizzle-orm'
import { chargeFees, feeReversal, platformFee } from '~/lib/payments/fees'
import { type Db, schema } from '../db.server'
import { type ProviderName, type ProviderRefund } from './types.server'

const { ledgerEntries } = schema

type LedgerKind = (typeof ledgerEntries.$inferInsert)['kind']

// The ledger: one row per movement of money, written once (INSERT OR IGNORE on the provider's
// id, so a replay or a second sync writes nothing) and never changed (migration 0027's triggers).

export interface ChargeFacts {
  affiliateId: number
  businessName: string
  bookingId: number
  bookingReference: string
  provider: ProviderName
  accountId: string
  paymentIntentId: string
  amountCents: number
  /** The whole charge's fee when it is not platformFee(amount) (a balance with a tip). */
  feeCents?: number
}

/** One charge's row (amount = fee + net), written once under the provider's id. */
function chargeRow(
  db: Db,
  c: ChargeFacts,
  row: {
    kind: LedgerKind
    amountCents: number
    feeCents: number
    providerId: string
    /** A refund's row names the charge it gives back. */
    chargeProviderId?: string
  },
) {
  return db
    .insert(ledgerEntries)
    .values({
      affiliateId: c.affiliateId,
      businessName: c.businessName,
      bookingId: c.bookingId,
      bookingReference: c.bookingReference,
      ...row,
      netCents: row.amountCents - row.feeCents,
      provider: c.provider,
      accountId: c.accountId,
    })
    .onConflictDoNothing()
}

/** The deposit's row: the platform's fee from the one fee function, the rest to the detailer. */
export function depositRow(db: Db, c: ChargeFacts) {
  return chargeRow(db, c, {
    kind: 'deposit',
    amountCents: c.amountCents,
    feeCents: platformFee(c.amountCents),
    providerId: c.paymentIntentId,
  })
}

/**
 * Rows for the charge's succeeded refunds, in the provider's order: each one gives back its
 * share of the fee (feeReversal over the running total), so the rows of a refund are the same
 * whichever event or sync writes them, and a full refund gives back exactly the whole fee.
 */
export function refundRows(db: Db, c: ChargeFacts, refunds: ProviderRefund[]) {
  const fee = c.feeCents ?? platformFee(c.amountCents)
  let before = 0
  return refunds
    .filter((r) => r.status === 'succeeded')
    .map((r) => {
      const reversal = feeReversal(
        { amountCents: c.amountCents, feeCents: fee },
        before,
        r.amountCents,
      )
      before += r.amountCents
      return chargeRow(db, c, {
        kind: 'refund',
        amountCents: -r.amountCents,
        feeCents: -reversal,
        providerId: r.id,
        chargeProviderId: c.paymentIntentId,
      })
    })
}

/**
 * An after-the-job charge's rows (decision 040): the balance (or no-show fee) with 10 %, and its
 * tip apart with only the processing share, under the payment intent's id and `{id}:tip`.
 */
export function afterJobRows(
  db: Db,
  c: ChargeFacts,
  kind: 'balance' | 'no_show_fee',
  tipCents: number,
) {
  const fees = chargeFees(c.amountCents, tipCents)
  const rows = [
    chargeRow(db, c, {
      kind,
      amountCents: c.amountCents - tipCents,
      feeCents: fees.balanceFeeCents,
      providerId: c.paymentIntentId,
    }),
  ]
  if (tipCents > 0)
    rows.push(
      chargeRow(db, c, {
        kind: 'tip',
        amountCents: tipCents,
        feeCents: fees.tipFeeCents,
        providerId: `${c.paymentIntentId}:tip`,
      }),
    )
  return rows
}

/** What a booking's deposit came to: paid and refunded so far, from the ledger. */
export async function bookingMoney(db: Db, bookingId: number) {
  const [row] = await db
    .select({
      paid: sql<number>`coalesce(sum(case when ${ledgerEntries.kind} = 'deposit' then ${ledgerEntries.amountCents} end), 0)`,
      refunded: sql<number>`coalesce(-sum(case when ${ledgerEntries.kind} = 'refund' then ${ledgerEntries.amountCents} end), 0)`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.bookingId, bookingId))
  return { paidCents: row?.paid ?? 0, refundedCents: row?.refunded ?? 0 }
}

const chargeStatus = (amount: number, refunded: number) =>
  refunded <= 0 ? 'succeeded' : refunded >= amount ? 'refunded' : 'partially_refunded'

/** GET /api/payments: a business's ledger, newest first, with each charge's refund state. */
export async function listPayments(
  db: Db,
  affiliateId: number,
  page: { limit: number; offset: number },
) {
  const refundedOf = sql<number>`coalesce((select -sum(r.amount_cents) from ${ledgerEntries} r where r.charge_provider_id = ${ledgerEntries.providerId} and r.provider = ${ledgerEntries.provider}), 0)`
  const rows = await db
    .select({ entry: ledgerEntries, refunded: refundedOf })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.affiliateId, affiliateId))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    // One extra row tells whether another page exists without a count query (as /api/bookings).
    .limit(page.limit + 1)
    .offset(page.offset)
  return {
    data: rows.slice(0, page.limit).map(({ entry: e, refunded }) => ({
      id: e.id,
      booking_reference: e.bookingReference,
      kind: e.kind,
      amount_cents: e.amountCents,
      fee_cents: e.feeCents,
      net_cents: e.netCents,
      status: e.kind === 'refund' ? 'succeeded' : chargeStatus(e.amountCents, refunded),
      created_at: e.createdAt,
    })),
    pagination: { offset: page.offset, limit: page.limit, hasMore: rows.length > page.limit },
  }
}

/** The charge rows of one booking (its deposit), for refunds. */
export async function bookingCharges(db: Db, bookingId: number) {
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.bookingId, bookingId), eq(ledgerEntries.kind, 'deposit')))
}
