import { eq } from 'drizzle-orm'
import { formatMoney } from '~/lib/booking/pricing'
import { chargeFees, MIN_CHARGE_CENTS } from '~/lib/payments/fees'
import { tipFor } from '~/lib/payments/invoice-math'
import { schema } from '../db.server'
import { businessPayments, chargeableAccount } from '../payments/accounts.server'
import { CHECKOUT_FAILED, checkoutExpiry } from '../payments/checkout.server'
import { type PayCtx, paymentProvider } from '../payments/provider.server'
import { type InvoiceView } from './invoices.server'

const { afterJobCharges } = schema

// The customer pays an invoice's balance, with a tip if they like (decision 040), through the
// provider's checkout: Stripe's hosted page, or the local provider's own. The webhook decides
// that it was paid; the page the checkout returns to only reads what the webhook wrote.

export const INVOICE_NOT_DUE = 'This invoice has nothing left to pay.'
export const NOT_TAKING_CARDS =
  'This business does not take card payments online. Please pay them directly.'

export type BalanceCheckout = { url: string } | { status: number; error: string }

export async function startBalanceCheckout(
  ctx: PayCtx,
  view: InvoiceView,
  tip: { percent: number | null; cents: number | null },
  pageUrl: string,
  now: Date,
): Promise<BalanceCheckout> {
  const { invoice, totals } = view
  if (invoice.status !== 'sent' || totals.balanceCents <= 0)
    return { status: 409, error: INVOICE_NOT_DUE }
  const provider = paymentProvider(ctx)
  const accountId = chargeableAccount(
    await businessPayments(ctx.db, invoice.affiliateId),
    provider.name,
  )
  if (!accountId) return { status: 409, error: NOT_TAKING_CARDS }
  // A percentage is of the invoice's total (before the deposit), as the page shows it.
  const tipCents = tip.cents ?? tipFor(totals.totalCents, tip.percent ?? 0)
  const amountCents = totals.balanceCents + tipCents
  if (amountCents < MIN_CHARGE_CENTS) return { status: 409, error: INVOICE_NOT_DUE }
  const [charge] = await ctx.db
    .insert(afterJobCharges)
    .values({
      affiliateId: invoice.affiliateId,
      bookingId: invoice.bookingId,
      invoiceId: invoice.id,
      kind: 'balance',
      via: 'checkout',
      provider: provider.name,
      accountId,
      amountCents,
      tipCents,
    })
    .returning({ id: afterJobCharges.id })
  if (!charge) return { status: 502, error: CHECKOUT_FAILED }
  try {
    const session = await provider.createCheckout(
      {
        accountId,
        amountCents,
        feeCents: chargeFees(amountCents, tipCents).feeCents,
        description: `Invoice ${view.label} from ${invoice.businessName}: balance ${formatMoney(totals.balanceCents)}${tipCents > 0 ? ` + tip ${formatMoney(tipCents)}` : ''}`,
        terms: `A receipt is emailed to ${invoice.customerEmail}. The tip goes to ${invoice.businessName}.`,
        customerEmail: invoice.customerEmail,
        successUrl: pageUrl,
        cancelUrl: pageUrl,
        expiresAt: checkoutExpiry(now),
        bookingId: invoice.bookingId,
        reference: invoice.bookingReference,
        purpose: 'balance',
        metadata: { charge_id: String(charge.id), invoice_id: String(invoice.id) },
      },
      `charge:${charge.id}:checkout:v1`,
    )
    await ctx.db
      .update(afterJobCharges)
      .set({ sessionId: session.id })
      .where(eq(afterJobCharges.id, charge.id))
    return session.url ? { url: session.url } : { status: 502, error: CHECKOUT_FAILED }
  } catch (error) {
    console.error('Balance checkout could not be created', { invoice: invoice.id, error })
    return { status: 502, error: CHECKOUT_FAILED }
  }
}
