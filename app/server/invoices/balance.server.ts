import { and, count, eq, isNull } from 'drizzle-orm'
import { formatMoney } from '~/lib/booking/pricing'
import { chargeFees, MIN_CHARGE_CENTS } from '~/lib/payments/fees'
import { tipFor } from '~/lib/payments/invoice-math'
import { type Db, schema } from '../db.server'
import { businessPayments, chargeableAccount } from '../payments/accounts.server'
import { CHECKOUT_FAILED, checkoutExpiry } from '../payments/checkout.server'
import { type PayCtx, paymentProvider } from '../payments/provider.server'
import { syncAfterJobCharge } from './charge-sync.server'
import { type InvoiceView } from './invoices.server'

const { afterJobCharges, invoiceLines } = schema

// The customer pays an invoice's balance, with a tip if they like (decision 040), through the
// provider's checkout: Stripe's hosted page, or the local provider's own. The webhook decides
// that it was paid; the page the checkout returns to only reads what the webhook wrote.

export const INVOICE_NOT_DUE = 'This invoice has nothing left to pay.'
export const NOT_TAKING_CARDS =
  'This business does not take card payments online. Please pay them directly.'

export const INVOICE_PAID = 'This invoice is already paid.'
export const PAYMENT_OPEN =
  'A payment for this invoice is already open in another tab or window. Please finish it there, or reload this page in a minute.'
export const PAYMENT_UNDER_WAY =
  'A payment for this invoice is already under way. Please reload this page in a minute.'

export const INVOICE_CHANGED =
  'This invoice was just updated. Please check the new amount and pay again.'

export type BalanceCheckout = { url: string } | { status: number; error: string }

export async function startBalanceCheckout(
  ctx: PayCtx,
  view: InvoiceView,
  tip: { percent: number | null; cents: number | null },
  pageUrl: string,
  now: Date,
): Promise<BalanceCheckout> {
  const { invoice, totals } = view
  if (invoice.status === 'paid') return { status: 409, error: INVOICE_PAID }
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
  // Never a second live charge: the page re-read open charges from the provider before this.
  const open = await openPayment(ctx, invoice.id, amountCents, now)
  if (open) return open
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
    .onConflictDoNothing()
    .returning({ id: afterJobCharges.id })
  // Refused by after_job_charges_open_checkout_unique: another tab started one just now.
  if (!charge)
    return (
      (await openPayment(ctx, invoice.id, amountCents, now)) ?? {
        status: 409,
        error: PAYMENT_UNDER_WAY,
      }
    )
  // An adjustment is refused while this charge is open; one written before it, after this page
  // read the invoice, means the amount above is old (decision 044, r39): never charge it.
  if (await linesChanged(ctx, view)) {
    await ctx.db
      .update(afterJobCharges)
      .set({ status: 'failed', failure: 'The invoice changed before the checkout was opened.' })
      .where(and(eq(afterJobCharges.id, charge.id), isNull(afterJobCharges.sessionId)))
    return { status: 409, error: INVOICE_CHANGED }
  }
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
    // Not left open: it would hold the invoice's one open checkout with no session behind it.
    await ctx.db
      .update(afterJobCharges)
      .set({ status: 'failed', failure: 'The checkout could not be created.' })
      .where(and(eq(afterJobCharges.id, charge.id), isNull(afterJobCharges.sessionId)))
    return { status: 502, error: CHECKOUT_FAILED }
  }
}

async function linesChanged(ctx: PayCtx, view: InvoiceView) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, view.invoice.id))
  return (row?.n ?? 0) !== view.lines.length
}

/** An invoice's balance charges still open (at most one checkout, one off-session). */
export function openBalanceCharges(db: Db, invoiceId: number) {
  return db
    .select()
    .from(afterJobCharges)
    .where(
      and(
        eq(afterJobCharges.invoiceId, invoiceId),
        eq(afterJobCharges.kind, 'balance'),
        eq(afterJobCharges.status, 'open'),
      ),
    )
    .limit(5)
}

/**
 * Closes one open balance checkout at the provider and stores the provider's word: expired, or
 * paid just before (then the invoice is paid too). False when it cannot be closed from here: a
 * card on file being charged, a session not stored yet, or another provider's session.
 */
export async function closeCheckout(
  ctx: PayCtx,
  charge: Pick<typeof afterJobCharges.$inferSelect, 'id' | 'via' | 'sessionId' | 'provider'>,
  now: Date,
): Promise<boolean> {
  const provider = paymentProvider(ctx)
  if (charge.via !== 'checkout' || !charge.sessionId || charge.provider !== provider.name)
    return false
  await provider.expireCheckout(charge.sessionId)
  await syncAfterJobCharge(ctx, charge.id, now)
  return true
}

/** A session stuck without its id this long was never created (its Worker died). */
const ABANDONED_MS = 2 * 60_000

/**
 * What to answer while another payment of this invoice is open: the same checkout again when
 * it asks for the same amount (a second tab, the back button), else a refusal in words; null
 * when none is open. A card on file being charged counts as open until its answer is stored.
 */
async function openPayment(
  ctx: PayCtx,
  invoiceId: number,
  amountCents: number,
  now: Date,
): Promise<BalanceCheckout | null> {
  const rows = await openBalanceCharges(ctx.db, invoiceId)
  if (rows.some((r) => r.via === 'off_session')) return { status: 409, error: PAYMENT_UNDER_WAY }
  const checkout = rows.find((r) => r.via === 'checkout')
  if (!checkout) return null
  if (!checkout.sessionId) {
    if (now.getTime() - Date.parse(checkout.createdAt) < ABANDONED_MS)
      return { status: 409, error: PAYMENT_UNDER_WAY }
    await ctx.db
      .update(afterJobCharges)
      .set({ status: 'failed', failure: 'The checkout was never created.' })
      .where(and(eq(afterJobCharges.id, checkout.id), isNull(afterJobCharges.sessionId)))
    return null
  }
  const provider = paymentProvider(ctx)
  const session = await provider.getCheckout(checkout.sessionId)
  if (session?.status === 'open' && session.url && checkout.amountCents === amountCents)
    return { url: session.url }
  // Another amount (a different tip): the open checkout is closed at the provider before a new
  // one starts, so only one can ever be paid. Paid in the meantime, it is the invoice paid.
  if (!(await closeCheckout(ctx, checkout, now))) return { status: 409, error: PAYMENT_OPEN }
  const [after] = await ctx.db
    .select({ status: afterJobCharges.status })
    .from(afterJobCharges)
    .where(eq(afterJobCharges.id, checkout.id))
  if (after?.status === 'paid') return { status: 409, error: INVOICE_PAID }
  return after?.status === 'open' ? { status: 409, error: PAYMENT_OPEN } : null
}
