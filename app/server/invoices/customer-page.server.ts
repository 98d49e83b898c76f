import { and, eq } from 'drizzle-orm'
import { type InvoiceDocView } from '~/components/invoices/InvoiceDocument'
import { schema } from '../db.server'
import { businessPayments, chargeableAccount } from '../payments/accounts.server'
import { type PayCtx, paymentProvider } from '../payments/provider.server'
import { formatPhone } from '~/lib/format'
import { findTenantBySlug } from '../tenant.server'
import { syncAfterJobCharge } from './charge-sync.server'
import { invoiceByToken, type InvoiceView } from './invoices.server'

const { afterJobCharges } = schema

// /invoices/{token}: the customer's invoice. The token is the only key (128 random bits, never
// derived from the number), and a draft reads as missing.

export const TOKEN = /^[A-Za-z0-9_-]{22}$/

/** The invoice as the document shows it. */
export function documentOf(view: InvoiceView): InvoiceDocView {
  const i = view.invoice
  return {
    label: view.label,
    status: i.status,
    businessName: i.businessName,
    businessEmail: i.businessEmail,
    businessPhone: i.businessPhone ? formatPhone(i.businessPhone) : null,
    businessLogoUrl: i.businessLogoUrl,
    customerName: i.customerName,
    customerEmail: i.customerEmail,
    bookingReference: i.bookingReference,
    issuedAt: i.sentAt ?? i.createdAt,
    paidAt: i.paidAt,
    taxRateBps: i.taxRateBps,
    tipCents: i.tipCents,
    lines: view.lines,
    totals: view.totals,
    refunds: view.refunds.map(({ amountCents, reason, createdAt }) => ({
      amountCents,
      reason,
      createdAt,
    })),
  }
}

/**
 * The invoice behind a token, with open checkouts re-read from the provider first: a payment
 * the webhook has not announced yet is applied now (the provider's word, never the return URL).
 */
export async function customerInvoice(ctx: PayCtx, token: string | undefined, slug?: string) {
  if (!token || !TOKEN.test(token)) return null
  const first = await invoiceByToken(ctx.db, token)
  // On a business's own path, only that business's invoice.
  if (first && slug && (await findTenantBySlug(ctx.db, slug))?.id !== first.invoice.affiliateId)
    return null
  if (!first || first.invoice.status !== 'sent') return first
  const open = await ctx.db
    .select({ id: afterJobCharges.id })
    .from(afterJobCharges)
    .where(and(eq(afterJobCharges.invoiceId, first.invoice.id), eq(afterJobCharges.status, 'open')))
    .limit(5)
  if (open.length === 0) return first
  const now = new Date()
  for (const c of open) await syncAfterJobCharge(ctx, c.id, now)
  return invoiceByToken(ctx.db, token)
}

/** Whether the customer can pay this invoice online now (its business takes card payments). */
export async function canPayOnline(ctx: PayCtx, view: InvoiceView) {
  if (view.invoice.status !== 'sent' || view.totals.balanceCents <= 0) return false
  const payments = await businessPayments(ctx.db, view.invoice.affiliateId)
  return Boolean(chargeableAccount(payments, paymentProvider(ctx).name))
}
