import { and, eq, inArray } from 'drizzle-orm'
import { feeReversal } from '~/lib/payments/fees'
import { type Db, schema } from '../db.server'
import { releaseEvidenceOfGone } from '../jobs/photo-removal.server'
import { CHARGE_KINDS } from './money.server'
import { type PayCtx, paymentProvider } from './provider.server'
import { apply } from './sync.server'
import { type ProviderDispute, type ProviderEvent } from './types.server'

const { disputes, ledgerEntries: l, paymentAccounts, payouts } = schema

// Payouts and disputes from the provider's events (issue 39, decision 041). As for payments, the
// event only says what changed: the payout or dispute is re-read, and its row written in the
// same batch as the event's id.

/** A payout of a connected account, stored as the provider reports it now. */
export async function syncPayout(
  ctx: PayCtx,
  accountId: string,
  payoutId: string,
  event?: ProviderEvent,
): Promise<boolean> {
  const { db } = ctx
  const [payout, [account]] = await Promise.all([
    paymentProvider(ctx).getPayout(accountId, payoutId),
    db
      .select({ affiliateId: paymentAccounts.affiliateId, provider: paymentAccounts.provider })
      .from(paymentAccounts)
      .where(eq(paymentAccounts.accountId, accountId))
      .limit(1),
  ])
  if (!payout || !account?.provider) return (await apply(db, event, [])).fresh
  const values = {
    amountCents: payout.amountCents,
    status: payout.status,
    arrivalDate: payout.arrivalDate,
    updatedAt: new Date().toISOString(),
  }
  const row = db
    .insert(payouts)
    .values({
      id: payout.id,
      provider: account.provider,
      affiliateId: account.affiliateId,
      accountId,
      ...values,
    })
    .onConflictDoUpdate({ target: payouts.id, set: values })
  return (await apply(db, event, [row])).fresh
}

/** The charge a dispute takes back: its ledger row (the business, booking and fee). */
async function disputedCharge(db: Db, paymentIntentId: string) {
  const [charge] = await db
    .select()
    .from(l)
    .where(and(eq(l.providerId, paymentIntentId), inArray(l.kind, [...CHARGE_KINDS])))
    .limit(1)
  return charge ?? null
}

/**
 * The ledger rows of a dispute: opened, the amount goes back to the customer as a refund would
 * (the business's net and the platform's fee in proportion); won, the same comes back. Keyed by
 * the dispute's id, so each is written once whichever event or sync sees it first.
 */
function disputeRows(
  db: Db,
  d: ProviderDispute,
  charge: NonNullable<Awaited<ReturnType<typeof disputedCharge>>>,
) {
  if (d.status === 'warning_needs_response') return []
  const fee = feeReversal(charge, 0, Math.min(d.amountCents, charge.amountCents))
  const row = (sign: 1 | -1, kind: 'dispute' | 'dispute_won', providerId: string) =>
    db
      .insert(l)
      .values({
        affiliateId: charge.affiliateId,
        businessName: charge.businessName,
        bookingId: charge.bookingId,
        bookingReference: charge.bookingReference,
        kind,
        amountCents: sign * d.amountCents,
        feeCents: sign * fee,
        netCents: sign * (d.amountCents - fee),
        provider: charge.provider,
        providerId,
        chargeProviderId: charge.providerId,
        accountId: charge.accountId,
      })
      .onConflictDoNothing()
  const opened = row(-1, 'dispute', d.id)
  return d.status === 'won' ? [opened, row(1, 'dispute_won', `${d.id}:won`)] : [opened]
}

export async function syncDispute(
  ctx: PayCtx,
  disputeId: string,
  event?: ProviderEvent,
): Promise<boolean> {
  const { db } = ctx
  const provider = paymentProvider(ctx)
  const dispute = await provider.getDispute(disputeId)
  const charge = dispute ? await disputedCharge(db, dispute.paymentIntentId) : null
  if (!dispute || !charge) {
    if (dispute) console.error('A dispute of a charge we do not know', { disputeId })
    return (await apply(db, event, [])).fresh
  }
  const values = {
    amountCents: dispute.amountCents,
    reason: dispute.reason,
    status: dispute.status,
    evidenceDueBy: dispute.evidenceDueBy,
    updatedAt: new Date().toISOString(),
  }
  const row = db
    .insert(disputes)
    .values({
      id: dispute.id,
      provider: provider.name,
      affiliateId: charge.affiliateId,
      bookingId: charge.bookingId,
      bookingReference: charge.bookingReference,
      paymentIntentId: dispute.paymentIntentId,
      ...values,
    })
    .onConflictDoUpdate({ target: disputes.id, set: values })
  const fresh = (await apply(db, event, [row, ...disputeRows(db, dispute, charge)])).fresh
  // Evidence kept past its business's deletion while the dispute was open leaves R2 once it closes.
  if (dispute.status === 'won' || dispute.status === 'lost')
    await releaseEvidenceOfGone(ctx, dispute.id)
  return fresh
}
