import { eq } from 'drizzle-orm'
import { schema } from '../db.server'
import { json, jsonError } from '../http.server'
import { type PayCtx, paymentProvider } from './provider.server'
import { syncDispute, syncPayout } from './records-sync.server'
import { recordEvent, syncAccount, syncBooking } from './sync.server'
import { type ProviderEvent } from './types.server'
import { logPayments } from './payment-log.server'
import { afterJobChargeOf, syncAfterJobCharge } from '../invoices/charge-sync.server'

const { bookingPayments, paymentEvents } = schema

/** The booking whose deposit an event concerns, by our own records only. */
async function depositBookingOf(ctx: PayCtx, event: ProviderEvent): Promise<number | null> {
  const { db } = ctx
  const session = event.type.startsWith('checkout.session.') ? event.objectId : null
  if (!session && !event.paymentIntentId) return null
  const [row] = await db
    .select({ id: bookingPayments.bookingId })
    .from(bookingPayments)
    .where(
      session
        ? eq(bookingPayments.sessionId, session)
        : eq(bookingPayments.paymentIntentId, event.paymentIntentId ?? ''),
    )
    .limit(1)
  return row?.id ?? null
}

/** A deposit's booking as the provider says, when our records do not know the event's object. */
async function bookingOf(ctx: PayCtx, event: ProviderEvent): Promise<number | null> {
  const provider = paymentProvider(ctx)
  if (event.type.startsWith('checkout.session.') && event.objectId)
    return (await provider.getCheckout(event.objectId))?.bookingId ?? null
  if (event.paymentIntentId) return provider.bookingOfIntent(event.paymentIntentId)
  return null
}

/**
 * POST /api/payments/webhook's work, also what the local provider delivers to: 400 for a body
 * not signed with the endpoint's secret (or signed too long ago), 200 with nothing new for an
 * event already handled, otherwise the effect of what the event is about, re-read.
 */
export async function receiveWebhook(
  ctx: PayCtx,
  body: string,
  signature: string | null,
): Promise<Response> {
  const event = await paymentProvider(ctx).verifyWebhook(body, signature)
  if (!event) return jsonError(400, 'Invalid signature', { message: 'Invalid webhook signature' })
  const [seen] = await ctx.db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, event.id))
    .limit(1)
  if (seen) return json({ received: true, duplicate: true })
  try {
    return json({ received: true, duplicate: !(await applyEvent(ctx, event)) })
  } catch (error) {
    // The provider retries (Stripe for 3 days); the admin's Analytics lists what failed.
    await logPayments(ctx.db, 'webhook_failed', `${event.type} ${event.id}: ${String(error)}`)
    throw error
  }
}

async function applyEvent(ctx: PayCtx, event: ProviderEvent): Promise<boolean> {
  const now = new Date()
  let fresh: boolean
  if (event.type === 'account.updated' && event.accountId) {
    fresh = await syncAccount(ctx, event.accountId, now, event)
  } else if (event.type.startsWith('charge.dispute.') && event.objectId) {
    fresh = await syncDispute(ctx, event.objectId, event)
  } else if (event.type.startsWith('payout.') && event.objectId && event.accountId) {
    fresh = await syncPayout(ctx, event.accountId, event.objectId, event)
  } else {
    // A deposit we know; else an after-the-job charge (issue 39); else as the provider says.
    const deposit = await depositBookingOf(ctx, event)
    const charge = deposit ? null : await afterJobChargeOf(ctx, event)
    if (charge) return syncAfterJobCharge(ctx, charge, now, event)
    const bookingId = deposit ?? (await bookingOf(ctx, event))
    fresh = bookingId
      ? await syncBooking(ctx, bookingId, now, event)
      : await recordEvent(ctx.db, event)
  }
  return fresh
}
