import { and, eq, sql } from 'drizzle-orm'
import { type InvoiceAdjust, ADJUST_MESSAGES } from '~/lib/payments/invoice-schema'
import { invoiceTotals } from '~/lib/payments/invoice-math'
import { formatMoney } from '~/lib/booking/pricing'
import { schema } from '../db.server'
import { queueEmail } from '../email/outbox.server'
import { type PayCtx } from '../payments/provider.server'
import { closeCheckout, openBalanceCharges } from './balance.server'
import { invoiceById, type InvoiceView } from './invoices.server'
import { type EditOutcome } from './draft.server'

const { invoices } = schema

// An adjustment after sending (decision 044, branch r39): a sent invoice's lines are fixed
// (migration 0034's triggers), so a change is a new `adjustment` line, + or −, with the reason
// the customer reads, and the customer is emailed the updated invoice. A checkout opened for the
// old amount is expired at the provider first, so the pay link can only charge the new balance;
// a paid invoice is not adjusted (money goes back by a refund).

const fail = (status: number, message: string, field?: string): EditOutcome => ({
  status,
  ok: false,
  message,
  errors: field ? { [field]: message } : {},
})

/** Closes the invoice's open balance checkouts; false while one is still being opened. */
async function closeOpenCheckouts(ctx: PayCtx, invoiceId: number, now: Date) {
  for (const charge of await openBalanceCharges(ctx.db, invoiceId))
    if (!(await closeCheckout(ctx, charge, now))) return false
  return true
}

export async function adjustInvoice(
  ctx: PayCtx,
  view: InvoiceView,
  adjust: InvoiceAdjust,
  now: Date,
): Promise<EditOutcome> {
  const { db } = ctx
  const { invoice } = view
  if (invoice.status === 'draft') return fail(409, ADJUST_MESSAGES.draft)
  if (invoice.status === 'paid') return fail(409, ADJUST_MESSAGES.paid)
  const amount = adjust.direction === 'credit' ? -adjust.amount : adjust.amount
  const after = invoiceTotals(
    [...view.lines, { amountCents: amount }],
    invoice.taxRateBps,
    invoice.depositCents,
  )
  if (after.chargesCents - after.discountsCents < 0)
    return fail(400, ADJUST_MESSAGES.belowZero, 'amount')
  if (!(await closeOpenCheckouts(ctx, invoice.id, now))) return fail(409, ADJUST_MESSAGES.paying)
  // Still sent (not paid meanwhile) and no payment opened since: in the INSERT's own WHERE, so a
  // checkout started at the same moment either sees this line or blocks it.
  const written =
    await db.run(sql`insert into invoice_lines (invoice_id, kind, description, reason, amount_cents)
    select ${invoice.id}, 'adjustment', ${adjust.description}, ${adjust.reason}, ${amount}
    where exists (select 1 from invoices where id = ${invoice.id} and status = 'sent')
      and not exists (select 1 from after_job_charges where invoice_id = ${invoice.id}
        and kind = 'balance' and status = 'open')`)
  if (written.meta.changes !== 1) {
    const now = await invoiceById(db, invoice.id)
    return now?.invoice.status === 'paid'
      ? fail(409, ADJUST_MESSAGES.paid)
      : fail(409, ADJUST_MESSAGES.paying)
  }
  const updated = await invoiceById(db, invoice.id)
  if (!updated) return fail(404, ADJUST_MESSAGES.paying)
  const at = now.toISOString()
  const settled = updated.totals.balanceCents === 0
  await db.batch([
    db
      .update(invoices)
      .set(settled ? { status: 'paid', paidAt: at, updatedAt: at } : { updatedAt: at })
      .where(and(eq(invoices.id, invoice.id), eq(invoices.status, 'sent'))),
    queueEmail(db, {
      to: invoice.customerEmail,
      template: 'invoice.updated',
      data: { invoiceId: invoice.id },
    }),
  ])
  return {
    status: 200,
    ok: true,
    message: settled
      ? `Adjustment added: the deposit now covers invoice ${updated.label}, so nothing is due. ${invoice.customerEmail} is emailed the updated invoice.`
      : `Adjustment added: ${formatMoney(updated.totals.balanceCents)} is now due. ${invoice.customerEmail} is emailed the updated invoice.`,
  }
}
