import { and, eq, sql } from 'drizzle-orm'
import { type InvoiceEdit, INVOICE_MESSAGES } from '~/lib/payments/invoice-schema'
import { schema } from '../db.server'
import { queueEmail } from '../email/outbox.server'
import { type PayCtx } from '../payments/provider.server'
import { awaitingSignoff } from '../jobs/signoff-state.server'
import { collectByCard, emailOf } from './autopay.server'
import { invoiceOfBooking, type InvoiceView } from './invoices.server'

const { invoiceLines, invoices } = schema

// The detailer's draft (decision 040): lines changed, added or removed with the reason the
// customer reads, then sent. Every write holds "still a draft" in its own WHERE (and migration
// 0033's triggers refuse any change of a sent invoice's lines), so a change racing the send
// changes nothing.

export interface EditOutcome {
  status: number
  ok: boolean
  message: string
  errors?: Record<string, string>
}

const fail = (status: number, message: string, errors: Record<string, string> = {}) => ({
  status,
  ok: false,
  message,
  errors,
})

const stillDraft = (invoiceId: number) =>
  sql`exists (select 1 from invoices where id = ${invoiceId} and status = 'draft')`

export async function editInvoice(
  ctx: PayCtx,
  view: InvoiceView,
  edit: InvoiceEdit,
  now: Date,
): Promise<EditOutcome> {
  const { db } = ctx
  const { invoice } = view
  if (invoice.status !== 'draft') return fail(409, INVOICE_MESSAGES.notDraft)
  if (edit.intent === 'send') return sendInvoice(ctx, view, now)
  if (edit.intent === 'line-add') {
    const amount = edit.kind === 'discount' ? -edit.amount : edit.amount
    const written =
      await db.run(sql`insert into invoice_lines (invoice_id, kind, description, reason, amount_cents)
      select ${invoice.id}, ${edit.kind}, ${edit.description}, ${edit.reason}, ${amount}
      where ${stillDraft(invoice.id)}`)
    if (written.meta.changes !== 1) return fail(409, INVOICE_MESSAGES.notDraft)
    return {
      status: 200,
      ok: true,
      message: `${edit.kind === 'discount' ? 'Discount' : 'Item'} added.`,
    }
  }
  const line = view.lines.find((l) => l.id === edit.line)
  if (!line) return fail(404, INVOICE_MESSAGES.line, { line: INVOICE_MESSAGES.line })
  const mine = and(
    eq(invoiceLines.id, line.id),
    eq(invoiceLines.invoiceId, invoice.id),
    stillDraft(invoice.id),
  )
  if (edit.intent === 'line-remove') {
    const gone = await db.delete(invoiceLines).where(mine).returning({ id: invoiceLines.id })
    return gone.length === 1
      ? { status: 200, ok: true, message: 'Line removed.' }
      : fail(409, INVOICE_MESSAGES.notDraft)
  }
  // A discount stays a discount: the amount is what it takes off.
  const amount = line.amountCents < 0 ? -edit.amount : edit.amount
  const changed = await db
    .update(invoiceLines)
    .set({ amountCents: amount, reason: edit.reason })
    .where(mine)
    .returning({ id: invoiceLines.id })
  return changed.length === 1
    ? { status: 200, ok: true, message: 'Line changed.' }
    : fail(409, INVOICE_MESSAGES.notDraft)
}

/**
 * Sends the draft: the business's tax rate and the deposit are read once more (either may have
 * changed since the job was completed), the invoice is fixed, and then either the card on file
 * is charged (its receipt, or the pay link if it cannot be) or the invoice is emailed.
 */
async function sendInvoice(ctx: PayCtx, view: InvoiceView, now: Date): Promise<EditOutcome> {
  const { db } = ctx
  const { invoice } = view
  if (view.lines.length === 0) return fail(400, 'Please add at least one line before sending.')
  const at = now.toISOString()
  const flipped = await db
    .update(invoices)
    .set({
      status: 'sent',
      sentAt: at,
      updatedAt: at,
      taxRateBps: sql`coalesce((select tax_rate_bps from payment_accounts where affiliate_id = ${invoice.affiliateId}), 0)`,
      depositCents: sql`coalesce((select sum(amount_cents) from ledger_entries where booking_id = ${invoice.bookingId} and kind in ('deposit', 'refund')), 0)`,
    })
    .where(and(eq(invoices.id, invoice.id), eq(invoices.status, 'draft')))
    .returning({ id: invoices.id })
  if (flipped.length !== 1) return fail(409, INVOICE_MESSAGES.notDraft)
  const sent = await invoiceOfBooking(db, invoice.affiliateId, invoice.bookingId)
  if (!sent) return fail(404, INVOICE_MESSAGES.notFound)
  if (sent.totals.balanceCents === 0) {
    // The deposit covers it: nothing to pay, and the invoice says so.
    await db.batch([
      db
        .update(invoices)
        .set({ status: 'paid', paidAt: at, updatedAt: at })
        .where(and(eq(invoices.id, invoice.id), eq(invoices.status, 'sent'))),
      queueEmail(db, emailOf(sent, 'invoice.sent')),
    ])
    return { status: 200, ok: true, message: `Invoice ${sent.label} sent: the deposit covers it.` }
  }
  if (sent.cardOnFile) {
    // The charge waits for the customer's sign-off, or 24 hours (issue 42, decision 043).
    if (await awaitingSignoff(db, invoice.bookingId))
      return {
        status: 200,
        ok: true,
        message: `Invoice ${sent.label} sent. The card on file is charged once the customer signs off the job, or 24 hours after it was completed.`,
      }
    return collectByCard(ctx, sent, now)
  }
  await queueEmail(db, emailOf(sent, 'invoice.sent'))
  return {
    status: 200,
    ok: true,
    message: `Invoice ${sent.label} sent to ${invoice.customerEmail}.`,
  }
}
