import { and, eq, sql } from 'drizzle-orm'
import {
  AUTHENTICATION_FAILED,
  type CardInput,
  DECLINED,
  INSUFFICIENT_FUNDS,
  NOT_A_TEST_CARD,
  TEST_CARDS,
} from '~/lib/payments/card-schema'
import { schema } from '../db.server'
import {
  emitEvent,
  type LocalIntent,
  type LocalPaymentMethod,
  localSession,
  type LocalSession,
  newId,
  type PayCtx,
  readObject,
  writeObject,
} from './local-store.server'
import { sessionNow } from './local.server'
import { openLocalDispute } from './local-records.server'

const { localPaymentObjects: objects } = schema

// The local checkout page's work: Stripe's test cards and their outcomes, the authentication
// step of 4000 0025 0000 3155, and the events Stripe would send once a payment succeeds.

export type PayOutcome =
  | { kind: 'paid'; redirect: string }
  | { kind: 'authenticate' }
  | { kind: 'declined'; message: string }
  | { kind: 'closed'; session: LocalSession }

export async function loadLocalSession(ctx: PayCtx, id: string) {
  const session = await readObject(ctx.db, id, localSession)
  return session ? sessionNow(session) : null
}

/** Writes the session's next state only if it is still open: of two payments, one goes through. */
async function advance(ctx: PayCtx, from: LocalSession, next: LocalSession) {
  const rows = await ctx.db
    .update(objects)
    .set({ data: JSON.stringify(next), updatedAt: new Date().toISOString() })
    .where(
      and(
        eq(objects.id, from.id),
        sql`json_extract(${objects.data}, '$.status') = 'open'`,
        sql`json_extract(${objects.data}, '$.pending_authentication') = ${from.pending_authentication ? 1 : 0}`,
      ),
    )
    .returning({ id: objects.id })
  return rows.length === 1
}

/** What a test card does when charged later without the customer (issue 39). */
function offSessionOf(card: string): LocalPaymentMethod['card']['off_session'] {
  if (card === TEST_CARDS.declinesOffSession) return 'declines'
  if (card === TEST_CARDS.authenticatesAlways) return 'authenticates'
  return 'pays'
}

async function succeed(
  ctx: PayCtx,
  session: LocalSession,
  card: string,
  disputed = false,
): Promise<PayOutcome> {
  // Kept on file only when the customer agreed: a platform customer holds the card.
  const method: LocalPaymentMethod | null = session.save_card
    ? {
        id: newId('pm'),
        object: 'payment_method',
        customer: newId('cus'),
        card: { last4: card.slice(-4), off_session: offSessionOf(card) },
      }
    : null
  const intent: LocalIntent = {
    id: newId('pi'),
    object: 'payment_intent',
    amount: session.amount_total,
    amount_refunded: 0,
    status: 'succeeded',
    latest_charge: newId('ch'),
    application_fee_amount: session.application_fee_amount,
    on_behalf_of: session.destination,
    transfer_data: { destination: session.destination },
    setup_future_usage: method ? 'off_session' : null,
    customer: method?.customer ?? null,
    payment_method: method?.id ?? null,
    metadata: session.metadata,
  }
  const paid: LocalSession = {
    ...session,
    customer: method?.customer ?? null,
    pending_card: null,
    status: 'complete',
    payment_status: 'paid',
    payment_intent: intent.id,
    url: null,
    pending_authentication: false,
  }
  await ctx.db.batch([
    ctx.db
      .insert(objects)
      .values({ id: intent.id, type: 'payment_intent', data: JSON.stringify(intent) }),
    ...(method ? [writeObject(ctx.db, method)] : []),
  ])
  if (!(await advance(ctx, session, paid))) {
    const now = await loadLocalSession(ctx, session.id)
    return now ? { kind: 'closed', session: now } : { kind: 'declined', message: DECLINED }
  }
  // Stripe's order: the session completes, then its payment intent reports success.
  await emitEvent(ctx, 'checkout.session.completed', paid)
  await emitEvent(ctx, 'payment_intent.succeeded', intent)
  if (disputed) await openLocalDispute(ctx, intent)
  return { kind: 'paid', redirect: session.success_url }
}

export async function payLocalCheckout(
  ctx: PayCtx,
  session: LocalSession,
  card: CardInput,
): Promise<PayOutcome> {
  if (session.status !== 'open') return { kind: 'closed', session }
  switch (card.card_number) {
    case TEST_CARDS.pays:
    case TEST_CARDS.declinesOffSession:
      return succeed(ctx, session, card.card_number)
    case TEST_CARDS.disputed:
      return succeed(ctx, session, card.card_number, true)
    case TEST_CARDS.authenticate:
    case TEST_CARDS.authenticatesAlways: {
      const waiting = {
        ...session,
        pending_authentication: true,
        pending_card: card.card_number,
      }
      if (!(await advance(ctx, session, waiting))) return { kind: 'authenticate' }
      return { kind: 'authenticate' }
    }
    case TEST_CARDS.declined:
      return { kind: 'declined', message: DECLINED }
    case TEST_CARDS.insufficientFunds:
      return { kind: 'declined', message: INSUFFICIENT_FUNDS }
    default:
      return { kind: 'declined', message: NOT_A_TEST_CARD }
  }
}

/** The authentication step's answer: completed pays, failed goes back to the card form. */
export async function answerAuthentication(
  ctx: PayCtx,
  session: LocalSession,
  completed: boolean,
): Promise<PayOutcome> {
  if (session.status !== 'open') return { kind: 'closed', session }
  if (!session.pending_authentication) return { kind: 'declined', message: AUTHENTICATION_FAILED }
  if (completed) return succeed(ctx, session, session.pending_card ?? TEST_CARDS.pays)
  await advance(ctx, session, { ...session, pending_authentication: false })
  return { kind: 'declined', message: AUTHENTICATION_FAILED }
}

/**
 * A session past its expiry, marked expired with Stripe's event (the reconcile's sweep); `early`:
 * at once, as Stripe's `checkout.sessions.expire` (an invoice changed after it was opened).
 */
export async function expireLocalSession(ctx: PayCtx, id: string, now: Date, early = false) {
  const session = await readObject(ctx.db, id, localSession)
  if (!session || session.status !== 'open') return
  if (!early && session.expires_at * 1000 > now.getTime()) return
  const expired: LocalSession = { ...session, status: 'expired', url: null }
  if (await advance(ctx, session, expired))
    await emitEvent(ctx, 'checkout.session.expired', expired)
}

export interface LocalCheckoutView {
  id: string
  state: 'open' | 'authenticate' | 'complete' | 'expired'
  businessName: string
  description: string
  /** What is due after the job and the policy, beside the pay button. */
  terms: string | null
  amountCents: number
  email: string
  cancelUrl: string
  successUrl: string
  expiresAt: string
  /** A deposit at booking, or an invoice's balance after the job. */
  purpose: 'deposit' | 'balance'
}

/** What the local checkout page shows: the business, the line and the amount. */
export async function checkoutView(ctx: PayCtx, session: LocalSession): Promise<LocalCheckoutView> {
  const [business] = await ctx.db
    .select({ name: schema.affiliates.businessName })
    .from(schema.paymentAccounts)
    .innerJoin(schema.affiliates, eq(schema.affiliates.id, schema.paymentAccounts.affiliateId))
    .where(eq(schema.paymentAccounts.accountId, session.destination))
    .limit(1)
  return {
    id: session.id,
    state:
      session.status === 'open'
        ? session.pending_authentication
          ? 'authenticate'
          : 'open'
        : session.status,
    businessName: business?.name ?? 'Mobile Detail Hub',
    description: session.description,
    terms: session.custom_text.submit?.message ?? null,
    amountCents: session.amount_total,
    email: session.customer_email,
    cancelUrl: session.cancel_url,
    successUrl: session.success_url,
    expiresAt: new Date(session.expires_at * 1000).toISOString(),
    purpose: session.metadata.purpose === 'balance' ? 'balance' : 'deposit',
  }
}
