import { and, eq } from 'drizzle-orm'
import { chargeFees } from '~/lib/payments/fees'
import { schema } from '../db.server'
import { queueEmail } from '../email/outbox.server'
import { type PayCtx, paymentProvider } from '../payments/provider.server'
import { syncAfterJobCharge } from './charge-sync.server'
import { type InvoiceView } from './invoices.server'

const { afterJobCharges, bookingPayments, invoices } = schema

// Charging the card a customer agreed at the deposit's checkout to keep on file (decision 040):
// off-session, with our own idempotency key per charge, the same destination and fee as every other
// charge. The provider's event (or the sync right after) marks it paid, never this answer alone.

export type SavedCardOutcome = { ok: true } | { ok: false; message: string }

export const NO_CARD_ON_FILE = 'No card is kept on file for this booking.'
export const ALREADY_CHARGED = 'The card on file was already charged for this invoice.'

/** The card kept on file for a booking, with the account its deposit was paid to. */
export async function cardOnFile(ctx: PayCtx, bookingId: number) {
  const [row] = await ctx.db
    .select()
    .from(bookingPayments)
    .where(and(eq(bookingPayments.bookingId, bookingId), eq(bookingPayments.status, 'paid')))
    .limit(1)
  if (!row?.customerId || !row.paymentMethodId || !row.saveCard) return null
  if (row.provider !== paymentProvider(ctx).name) return null
  return { ...row, customerId: row.customerId, paymentMethodId: row.paymentMethodId }
}

/**
 * Charges `amountCents` for a booking to its card on file: a row of ours first (its id goes in
 * the provider's metadata and key), then the charge; a decline or an authentication request is
 * recorded on the row and answered, so the caller can email the pay link instead.
 */
export async function chargeSavedCard(
  ctx: PayCtx,
  args: {
    bookingId: number
    affiliateId: number
    invoiceId: number | null
    kind: 'balance' | 'no_show_fee'
    amountCents: number
    description: string
  },
  now: Date,
): Promise<SavedCardOutcome & { chargeId?: number }> {
  const { db } = ctx
  const card = await cardOnFile(ctx, args.bookingId)
  if (!card) return { ok: false, message: NO_CARD_ON_FILE }
  const provider = paymentProvider(ctx)
  const [charge] = await db
    .insert(afterJobCharges)
    .values({
      affiliateId: args.affiliateId,
      bookingId: args.bookingId,
      invoiceId: args.invoiceId,
      kind: args.kind,
      via: 'off_session',
      provider: provider.name,
      accountId: card.accountId,
      amountCents: args.amountCents,
    })
    .onConflictDoNothing()
    .returning({ id: afterJobCharges.id })
  // Refused by after_job_charges_autopay_unique: this invoice's balance was charged already.
  if (!charge) return { ok: false, message: ALREADY_CHARGED }
  const answer = await provider.chargeSaved(
    {
      accountId: card.accountId,
      customerId: card.customerId,
      paymentMethodId: card.paymentMethodId,
      amountCents: args.amountCents,
      feeCents: chargeFees(args.amountCents).feeCents,
      description: args.description,
      metadata: {
        booking_id: String(args.bookingId),
        charge_id: String(charge.id),
        ...(args.invoiceId ? { invoice_id: String(args.invoiceId) } : {}),
      },
    },
    `charge:${charge.id}:off-session:v1`,
  )
  const at = now.toISOString()
  if (answer.status === 'succeeded') {
    await db
      .update(afterJobCharges)
      .set({ paymentIntentId: answer.paymentIntentId, updatedAt: at })
      .where(eq(afterJobCharges.id, charge.id))
    // Stripe's event may come later (or, locally, came already): re-read now either way.
    await syncAfterJobCharge(ctx, charge.id, now)
    return { ok: true, chargeId: charge.id }
  }
  await db.batch([
    db
      .update(afterJobCharges)
      .set({ status: 'failed', failure: answer.message, updatedAt: at })
      .where(eq(afterJobCharges.id, charge.id)),
    ...(args.invoiceId
      ? [
          db
            .update(invoices)
            .set({ autopay: answer.status, updatedAt: at })
            .where(and(eq(invoices.id, args.invoiceId), eq(invoices.status, 'sent'))),
        ]
      : []),
  ])
  return { ok: false, message: answer.message, chargeId: charge.id }
}

/** The balance of a sent invoice, charged to the card on file (no tip: the customer is away). */
export function chargeCardOnFile(ctx: PayCtx, view: InvoiceView, now: Date) {
  const { invoice } = view
  return chargeSavedCard(
    ctx,
    {
      bookingId: invoice.bookingId,
      affiliateId: invoice.affiliateId,
      invoiceId: invoice.id,
      kind: 'balance',
      amountCents: view.totals.balanceCents,
      description: `Invoice ${view.label} from ${invoice.businessName} (${invoice.bookingReference})`,
    },
    now,
  )
}

export function emailOf(view: InvoiceView, template: 'invoice.sent' | 'invoice.autopay-failed') {
  return { to: view.invoice.customerEmail, template, data: { invoiceId: view.invoice.id } }
}

/**
 * A sent invoice's balance collected from the card on file; when it cannot be (declined, asks
 * for authentication) the customer is emailed the pay link instead. The one place both the send
 * and the job's settling (issue 42) collect through.
 */
export async function collectByCard(ctx: PayCtx, sent: InvoiceView, now: Date) {
  const charged = await chargeCardOnFile(ctx, sent, now)
  if (charged.ok)
    return {
      status: 200,
      ok: true,
      message: `Invoice ${sent.label} sent and charged to the card on file.`,
    }
  if (charged.message === ALREADY_CHARGED)
    return { status: 200, ok: true, message: `Invoice ${sent.label} sent. ${ALREADY_CHARGED}` }
  await queueEmail(ctx.db, {
    ...emailOf(sent, 'invoice.autopay-failed'),
    data: { invoiceId: sent.invoice.id, reason: charged.message },
  })
  return {
    status: 200,
    ok: true,
    message: `Invoice ${sent.label} sent. The card on file could not be charged (${charged.message}), so the customer was emailed the pay link.`,
  }
}
