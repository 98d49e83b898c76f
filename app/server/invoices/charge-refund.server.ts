import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import {
  CHARGE_REFUND_MESSAGES,
  type ChargeRefundInput,
  type PaidCharge,
  type RefundConfirm,
  refundTooMuch,
} from '~/lib/payments/charge-refund-schema'
import { emailWithChange } from '../dashboard/business/outbox-guard.server'
import { type Db, schema } from '../db.server'
import { refundRows } from '../payments/ledger.server'
import { type PayCtx, paymentProvider } from '../payments/provider.server'
import { chargeWithFacts, factsOf } from './charge-sync.server'
import { type InvoiceView } from './invoices.server'

const { afterJobCharges, chargeRefunds, ledgerEntries } = schema

// The detailer gives back all or part of a payment after the job (a balance with its tip), with
// a reason the customer reads (decision 044, branch r39). Two steps, so a refund is never one
// click: the review says what will go back and hands out a one-time token; the confirmation
// refunds through the provider under `charge:{id}:refund:detailer:{token}`, so a double submit
// is one refund, and writes the ledger's refund rows (the charge's whole fee reversed in
// proportion, decision 040's rule) with the reason and the customer's email in one batch.

export type RefundOutcome =
  | { ok: true; status: 200; message: string; confirm?: RefundConfirm }
  | { ok: false; status: number; message: string; errors: Record<string, string> }

const refused = (status: number, message: string, field = 'amount'): RefundOutcome => ({
  ok: false,
  status,
  message,
  errors: { [field]: message },
})

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`

/** The paid charge `which` names (the caller scopes it to its business), and what the provider
 * says is left of it. */
export async function chargeRefundState(ctx: PayCtx, which: SQL | undefined) {
  const [charge] = await ctx.db
    .select()
    .from(afterJobCharges)
    .where(and(which, eq(afterJobCharges.status, 'paid')))
    .limit(1)
  const provider = paymentProvider(ctx)
  if (!charge?.paymentIntentId || charge.provider !== provider.name) return null
  const refunds = await provider.listRefunds(charge.paymentIntentId)
  const given = refunds
    .filter((r) => r.status !== 'failed' && r.status !== 'canceled')
    .reduce((sum, r) => sum + r.amountCents, 0)
  return { charge, intent: charge.paymentIntentId, remainingCents: charge.amountCents - given }
}

export async function refundPayment(
  ctx: PayCtx,
  view: InvoiceView,
  input: ChargeRefundInput,
): Promise<RefundOutcome> {
  const { db } = ctx
  if (input.intent === 'refund') {
    // A double submit: the first already refunded under this token; answer as it did.
    const done = await refundUnderToken(db, view.invoice.affiliateId, input.token)
    if (done) return refundedAnswer(done.amountCents, view)
  }
  // The invoice's own paid charge, this business's only.
  const state = await chargeRefundState(
    ctx,
    and(
      eq(afterJobCharges.id, input.charge),
      eq(afterJobCharges.invoiceId, view.invoice.id),
      eq(afterJobCharges.affiliateId, view.invoice.affiliateId),
    ),
  )
  if (!state) return refused(404, CHARGE_REFUND_MESSAGES.charge, 'charge')
  if (state.remainingCents <= 0) return refused(409, CHARGE_REFUND_MESSAGES.full)
  if (input.amount > state.remainingCents) return refused(400, refundTooMuch(state.remainingCents))
  if (input.intent === 'refund-review')
    return {
      ok: true,
      status: 200,
      message: `Please confirm: ${money(input.amount)} goes back to ${view.invoice.customerName}’s card.`,
      confirm: {
        chargeId: state.charge.id,
        amountCents: input.amount,
        remainingCents: state.remainingCents,
        reason: input.reason,
        token: crypto.randomUUID(),
      },
    }
  const refunded = await refundCharge(ctx, state, view.invoice.customerEmail, input)
  if (refunded === null) return refused(404, CHARGE_REFUND_MESSAGES.charge, 'charge')
  return refundedAnswer(refunded, view)
}

/** A refund given earlier under this form's token (a double submit), as the first gave it. */
export async function refundUnderToken(db: Db, affiliateId: number, token: string) {
  const [done] = await db
    .select()
    .from(chargeRefunds)
    .where(and(eq(chargeRefunds.token, token), eq(chargeRefunds.affiliateId, affiliateId)))
    .limit(1)
  return done ?? null
}

/**
 * Gives back `amount` of a paid charge after the job through the provider, under the form's
 * token (a double submit is one refund), then writes the reason's row with the customer's
 * receipt and the ledger's refund rows in one batch. The refunded cents, or null when the
 * charge is gone. Shared by an invoice's payments and the no-show fee.
 */
export async function refundCharge(
  ctx: PayCtx,
  state: { charge: { id: number; bookingId: number; affiliateId: number }; intent: string },
  customerEmail: string,
  input: { amount: number; reason: string; token: string },
): Promise<number | null> {
  const { db } = ctx
  const { charge, intent } = state
  const provider = paymentProvider(ctx)
  const refund = await provider.refund(
    { paymentIntentId: intent, amountCents: input.amount, bookingId: charge.bookingId },
    `charge:${charge.id}:refund:detailer:${input.token}`,
  )
  const row = await chargeWithFacts(db, charge.id)
  if (!row) return null
  const facts = factsOf(row, provider.name, intent)
  await db.batch([
    // The receipt goes with the reason's row: once, whichever submit gets here first.
    ...emailWithChange(
      db,
      { to: customerEmail, template: 'payment.refund-receipt', data: { refund: refund.id } },
      db
        .insert(chargeRefunds)
        .values({
          affiliateId: charge.affiliateId,
          bookingId: charge.bookingId,
          chargeId: charge.id,
          token: input.token,
          providerRefundId: refund.id,
          amountCents: refund.amountCents,
          reason: input.reason,
        })
        .onConflictDoNothing(),
    ),
    ...refundRows(db, facts, await provider.listRefunds(intent)),
  ])
  return refund.amountCents
}

const refundedAnswer = (cents: number, view: InvoiceView): RefundOutcome => ({
  ok: true,
  status: 200,
  message: `Refunded ${money(cents)} to ${view.invoice.customerName}. A receipt is on its way to ${view.invoice.customerEmail}.`,
})

/** The invoice's paid charges with what went back of each (ledger) and why (the view's reasons). */
export async function paidChargesOf(db: Db, view: InvoiceView): Promise<PaidCharge[]> {
  const { id, bookingId } = view.invoice
  const [charges, refunded] = await db.batch([
    db
      .select()
      .from(afterJobCharges)
      .where(and(eq(afterJobCharges.invoiceId, id), eq(afterJobCharges.status, 'paid')))
      .orderBy(asc(afterJobCharges.id))
      .limit(10),
    db
      .select({
        intent: ledgerEntries.chargeProviderId,
        cents: sql<number>`-sum(${ledgerEntries.amountCents})`,
      })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingId, bookingId), eq(ledgerEntries.kind, 'refund')))
      .groupBy(ledgerEntries.chargeProviderId),
  ])
  return charges.map((c) => ({
    id: c.id,
    amountCents: c.amountCents,
    tipCents: c.tipCents,
    refundedCents: refunded.find((r) => r.intent && r.intent === c.paymentIntentId)?.cents ?? 0,
    // The reasons came with the invoice (invoices.server.ts).
    refunds: view.refunds
      .filter((r) => r.chargeId === c.id)
      .map((r) => ({ amountCents: r.amountCents, reason: r.reason, createdAt: r.createdAt })),
  }))
}
