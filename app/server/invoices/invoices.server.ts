import { and, asc, eq, type SQL } from 'drizzle-orm'
import { invoiceNumberLabel, invoiceTotals, type InvoiceTotals } from '~/lib/payments/invoice-math'
import { type Db, schema } from '../db.server'

const { afterJobCharges, bookingPayments, chargeRefunds, invoiceLines, invoices } = schema

// Reading an invoice: for its business (the editor), or by its token (the customer's page). Each
// is one batch: the invoice, its lines, what paying it involves, and what went back since.

export type InvoiceRow = typeof invoices.$inferSelect
export type InvoiceLineRow = typeof invoiceLines.$inferSelect

export interface InvoiceView {
  invoice: InvoiceRow
  label: string
  lines: InvoiceLineRow[]
  totals: InvoiceTotals
  /** The paid balance charge (with its tip), once paid. */
  paid: { amountCents: number; tipCents: number } | null
  /** The customer agreed at the deposit's checkout to keep the card on file. */
  cardOnFile: boolean
  /** What the detailer gave back of the payment after the job, with the reason they gave. */
  refunds: { chargeId: number; amountCents: number; reason: string; createdAt: string }[]
}

async function viewWhere(db: Db, where: SQL | undefined): Promise<InvoiceView | null> {
  const [found] = await db.select().from(invoices).where(where).limit(1)
  if (!found) return null
  const [lines, charges, card, refunds] = await db.batch([
    db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, found.id))
      .orderBy(asc(invoiceLines.id)),
    db
      .select({ amountCents: afterJobCharges.amountCents, tipCents: afterJobCharges.tipCents })
      .from(afterJobCharges)
      .where(and(eq(afterJobCharges.invoiceId, found.id), eq(afterJobCharges.status, 'paid')))
      .limit(1),
    db
      .select({ method: bookingPayments.paymentMethodId })
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, found.bookingId))
      .limit(1),
    db
      .select({
        chargeId: chargeRefunds.chargeId,
        amountCents: chargeRefunds.amountCents,
        reason: chargeRefunds.reason,
        createdAt: chargeRefunds.createdAt,
      })
      .from(chargeRefunds)
      .where(
        and(
          eq(chargeRefunds.bookingId, found.bookingId),
          eq(chargeRefunds.affiliateId, found.affiliateId),
        ),
      )
      .orderBy(asc(chargeRefunds.id))
      .limit(100),
  ])
  return {
    invoice: found,
    label: invoiceNumberLabel(found.number),
    lines,
    totals: invoiceTotals(lines, found.taxRateBps, found.depositCents),
    paid: charges[0] ?? null,
    cardOnFile: Boolean(card[0]?.method),
    refunds,
  }
}

/** The invoice of one booking of this business (another business's reads as missing). */
export async function invoiceOfBooking(db: Db, affiliateId: number, bookingId: number) {
  return viewWhere(
    db,
    and(eq(invoices.bookingId, bookingId), eq(invoices.affiliateId, affiliateId)),
  )
}

/** The customer's invoice by its link; a draft is not theirs to see yet. */
export async function invoiceByToken(db: Db, token: string) {
  const view = await viewWhere(db, eq(invoices.token, token))
  return view && view.invoice.status !== 'draft' ? view : null
}

/** By id, whatever its state (the outbox renders the invoice it was queued for). */
export async function invoiceById(db: Db, id: number) {
  return viewWhere(db, eq(invoices.id, id))
}
