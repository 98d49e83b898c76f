import { and, asc, eq, isNull } from 'drizzle-orm'
import { emailWithChange } from '../dashboard/business/outbox-guard.server'
import { schema } from '../db.server'
import { type ChargeFacts, refundRows } from '../payments/ledger.server'
import { type PayCtx, paymentProvider } from '../payments/provider.server'

const { afterJobCharges, invoices } = schema

// Two payments of one invoice (decision 044, branch pay4). The balance checkout refuses or
// reuses while another payment is open, but two can still succeed: a card on file charged while
// the customer pays in a checkout, or Stripe announcing a second session after the first paid.
// The invoice names the charge that paid it (set with its change to paid, in the same statement
// that holds "still sent", so exactly one charge wins whichever webhook comes first); every other
// balance charge of the invoice that succeeds is given back in full, fee and transfer reversed.

export const DUPLICATE_REFUND_REASON =
  'This invoice had already been paid, so this second payment was refunded in full.'

/** The charge that paid an invoice: the one it names, else (paid before pay4) the first paid. */
async function payingCharge(ctx: PayCtx, invoiceId: number) {
  const [invoice] = await ctx.db
    .select({ status: invoices.status, paidChargeId: invoices.paidChargeId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .limit(1)
  if (invoice?.status !== 'paid') return null
  if (invoice.paidChargeId) return invoice.paidChargeId
  const [first] = await ctx.db
    .select({ id: afterJobCharges.id })
    .from(afterJobCharges)
    .where(and(eq(afterJobCharges.invoiceId, invoiceId), eq(afterJobCharges.status, 'paid')))
    .orderBy(asc(afterJobCharges.updatedAt), asc(afterJobCharges.id))
    .limit(1)
  return first?.id ?? null
}

/**
 * Refunds a paid balance charge in full when its invoice was paid by another charge. Safe to run
 * any number of times, from any webhook order, replay or the reconcile: the refund has its own
 * idempotency key, the ledger rows are INSERT OR IGNORE on the refund's id, and the customer's
 * email goes with the charge's one change of `refund_reason`.
 */
export async function refundIfDuplicate(
  ctx: PayCtx,
  charge: { id: number; invoiceId: number | null; bookingId: number },
  facts: ChargeFacts,
  customerEmail: string | null,
): Promise<boolean> {
  if (!charge.invoiceId) return false
  const paidBy = await payingCharge(ctx, charge.invoiceId)
  if (paidBy === null || paidBy === charge.id) return false
  const provider = paymentProvider(ctx)
  const before = await provider.listRefunds(facts.paymentIntentId)
  const given = before
    .filter((r) => r.status !== 'failed' && r.status !== 'canceled')
    .reduce((sum, r) => sum + r.amountCents, 0)
  const remaining = facts.amountCents - given
  const refunds =
    remaining > 0
      ? (await provider.refund(
          {
            paymentIntentId: facts.paymentIntentId,
            amountCents: remaining,
            bookingId: charge.bookingId,
          },
          `charge:${charge.id}:refund:duplicate:v1`,
        ),
        await provider.listRefunds(facts.paymentIntentId))
      : before
  const { db } = ctx
  await db.batch([
    ...emailWithChange(
      db,
      {
        to: customerEmail ?? '',
        template: 'payment.charge-refunded',
        data: { chargeId: charge.id },
      },
      db
        .update(afterJobCharges)
        .set({ refundReason: DUPLICATE_REFUND_REASON, updatedAt: new Date().toISOString() })
        .where(and(eq(afterJobCharges.id, charge.id), isNull(afterJobCharges.refundReason))),
    ),
    ...refundRows(db, facts, refunds),
  ])
  return true
}
