import { eq } from 'drizzle-orm'
import { formatMoney } from '~/lib/booking/pricing'
import { DEPOSIT_POLICY, noShowFeeText } from '~/lib/payments/deposit-view'
import { depositFor, platformFee } from '~/lib/payments/fees'
import { type Db, schema } from '../db.server'
import { type BusinessPayments, businessPayments, chargeableAccount } from './accounts.server'
import { type PayCtx, paymentProvider } from './provider.server'
import { syncBooking } from './sync.server'
import { type ProviderName } from './types.server'

const { bookingPayments, bookingRequests } = schema

/**
 * How long a checkout holds the chosen time: Stripe's shortest session (30 minutes). An
 * abandoned checkout gives the time back when its session expires (decision 036).
 */
export const CHECKOUT_MINUTES = 30

export interface DepositPlan {
  provider: ProviderName
  accountId: string
  amountCents: number
  /** The no-show fee the customer is shown now: the most a missed appointment may cost. */
  noShowFeeCents: number
}

/** Beside the pay button (Stripe's custom_text.submit): the rest after the job, and the policy. */
export function checkoutTerms(restCents: number, noShowFeeCents = 0): string {
  const noShow = noShowFeeCents > 0 ? ` ${noShowFeeText(noShowFeeCents)}` : ''
  return `The rest, ${formatMoney(Math.max(0, restCents))} on this estimate, is due after the job. ${DEPOSIT_POLICY}${noShow}`
}

/** The deposit this booking asks for, when its business takes payments; otherwise null. */
export async function depositPlan(
  ctx: PayCtx,
  affiliateId: number,
  estimateCents: number,
): Promise<DepositPlan | null> {
  const payments = await businessPayments(ctx.db, affiliateId)
  const provider = paymentProvider(ctx).name
  const accountId = chargeableAccount(payments, provider)
  if (!accountId) return null
  const amountCents = depositFor(estimateCents, payments.deposit)
  return amountCents > 0
    ? { provider, accountId, amountCents, noShowFeeCents: payments.noShowFeeCents }
    : null
}

/** How this business's customers pay at booking: through which provider, or not at all. */
export function bookingCheckout(ctx: PayCtx, payments: BusinessPayments): ProviderName | null {
  const provider = paymentProvider(ctx).name
  if (!chargeableAccount(payments, provider) || payments.deposit.kind === 'none') return null
  return provider
}

export const checkoutExpiry = (now: Date) => new Date(now.getTime() + CHECKOUT_MINUTES * 60_000)

export const CHECKOUT_FAILED =
  'We could not start the payment just now. Please try again in a few minutes.'

/**
 * The deposit's checkout for a stored request: created once per booking (our idempotency key),
 * so a double submit lands on the same checkout (or, once it is paid or lapsed, on the booking
 * page: url null). `pageUrl` is the customer's booking page, where
 * the checkout returns whether it was paid or not (the webhook, not this return, decides).
 */
export async function startCheckout(
  ctx: PayCtx,
  args: {
    reference: string
    plan: DepositPlan
    pageUrl: string
    expiresAt: Date
    saveCard?: boolean
  },
): Promise<{ url: string | null } | { error: string }> {
  const { db } = ctx
  const booking = await bookingByReference(db, args.reference)
  if (!booking) return { error: CHECKOUT_FAILED }
  const provider = paymentProvider(ctx)
  const [existing] = await db
    .select()
    .from(bookingPayments)
    .where(eq(bookingPayments.bookingId, booking.id))
    .limit(1)
  if (existing?.sessionId) {
    const session = await provider.getCheckout(existing.sessionId)
    // A repeat of a paid (or lapsed) request goes to its booking page (url null).
    return { url: session?.status === 'open' && session.url ? session.url : null }
  }
  if (!existing) {
    await db
      .insert(bookingPayments)
      .values({
        bookingId: booking.id,
        affiliateId: booking.affiliateId,
        provider: args.plan.provider,
        accountId: args.plan.accountId,
        amountCents: args.plan.amountCents,
        expiresAt: args.expiresAt.toISOString(),
        saveCard: args.saveCard ?? false,
        noShowFeeCents: args.plan.noShowFeeCents,
      })
      .onConflictDoNothing()
  }
  try {
    const session = await provider.createCheckout(
      {
        accountId: args.plan.accountId,
        amountCents: args.plan.amountCents,
        feeCents: platformFee(args.plan.amountCents),
        description: `Deposit for ${booking.serviceName} – ${booking.tierName} (${booking.reference})`,
        terms: checkoutTerms(
          booking.estimateCents - args.plan.amountCents,
          args.plan.noShowFeeCents,
        ),
        saveCard: args.saveCard ?? false,
        purpose: 'deposit',
        customerEmail: booking.customerEmail,
        successUrl: args.pageUrl,
        cancelUrl: args.pageUrl,
        expiresAt: args.expiresAt,
        bookingId: booking.id,
        reference: booking.reference,
      },
      `booking:${booking.id}:deposit:v1`,
    )
    await db
      .update(bookingPayments)
      .set({ sessionId: session.id, expiresAt: session.expiresAt })
      .where(eq(bookingPayments.bookingId, booking.id))
    return session.url ? { url: session.url } : { error: CHECKOUT_FAILED }
  } catch (error) {
    console.error('Deposit checkout could not be created', { booking: booking.id, error })
    return { error: CHECKOUT_FAILED }
  }
}

async function bookingByReference(db: Db, reference: string) {
  const [row] = await db
    .select({
      id: bookingRequests.id,
      affiliateId: bookingRequests.affiliateId,
      reference: bookingRequests.reference,
      serviceName: bookingRequests.serviceName,
      tierName: bookingRequests.tierName,
      customerEmail: bookingRequests.customerEmail,
      estimateCents: bookingRequests.estimateCents,
    })
    .from(bookingRequests)
    .where(eq(bookingRequests.reference, reference))
    .limit(1)
  return row ?? null
}

/**
 * Where the customer pays an open deposit, read from the provider. A checkout the provider says
 * is already paid or expired is synced now (the provider's state, never the return URL's word),
 * so a page opened before the webhook arrives still tells the truth; null once nothing is open.
 */
export async function depositPayUrl(
  ctx: PayCtx,
  row: { booking: { id: number }; depositStatus: string | null; depositSessionId: string | null },
): Promise<{ url: string | null; changed: boolean }> {
  if (row.depositStatus !== 'open' || !row.depositSessionId) return { url: null, changed: false }
  const session = await paymentProvider(ctx).getCheckout(row.depositSessionId)
  if (session?.status === 'open') return { url: session.url, changed: false }
  if (!session) return { url: null, changed: false }
  await syncBooking(ctx, row.booking.id, new Date())
  return { url: null, changed: true }
}
