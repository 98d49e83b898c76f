import { listLocalRefunds } from './local-queries.server'
import { bookingIdOf, toAccount, toCheckout, toRefund } from './stripe.server'
import { verifiedEvent } from './signature.server'
import { localRecords } from './local-records.server'
import {
  emitEvent,
  localAccount,
  localIntent,
  localRefund,
  localSession,
  localWebhookSecret,
  type LocalAccount,
  type LocalRefund,
  type LocalSession,
  newId,
  type PayCtx,
  readObject,
  remember,
  remembered,
  writeObject,
} from './local-store.server'
import { chargeSavedLocally, forgetCustomerLocally } from './local-off-session.server'
import { expireLocalSession } from './local-checkout.server'
import { type PaymentProvider } from './types.server'

// The local provider (no STRIPE_SECRET_KEY): a working imitation of the parts of Stripe we use,
// with Stripe's object shapes and states, its own onboarding and checkout pages
// (/payments/onboard/…, /payments/checkout/…) and signed webhooks to the same handler.

/** What a new Express account still owes before Stripe lets it take charges. */
export const ONBOARDING_REQUIREMENTS = [
  'business_profile.url',
  'external_account',
  'individual.verification.document',
  'tos_acceptance.date',
]

export const SESSION_MINUTES = 30

/** A session past its expiry is expired, even before the sweep has said so. */
export function sessionNow(session: LocalSession, now = Date.now()): LocalSession {
  return session.status === 'open' && session.expires_at * 1000 <= now
    ? { ...session, status: 'expired', url: null }
    : session
}

export function localProvider(ctx: PayCtx): PaymentProvider {
  const { db } = ctx
  return {
    name: 'local',
    async createAccount({ affiliateId, email, businessName }, key) {
      const known = await remembered(db, key)
      const existing = known ? await readObject(db, known, localAccount) : null
      if (existing) return toAccount(existing)
      const account: LocalAccount = {
        id: newId('acct'),
        object: 'account',
        email: email ?? '',
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: {
          currently_due: ONBOARDING_REQUIREMENTS,
          past_due: [],
          disabled_reason: 'requirements.past_due',
        },
        business_profile: { name: businessName },
        metadata: { affiliate_id: String(affiliateId) },
      }
      await db.batch([writeObject(db, account), remember(db, key, account.id)])
      return toAccount(account)
    },
    async getAccount(id) {
      const account = await readObject(db, id, localAccount)
      return account ? toAccount(account) : null
    },
    async onboardingLink(accountId, { returnUrl, refreshUrl }) {
      const link = new URL(`/payments/onboard/${encodeURIComponent(accountId)}`, returnUrl)
      link.searchParams.set('return_url', returnUrl)
      link.searchParams.set('refresh_url', refreshUrl)
      return link.toString()
    },
    async createCheckout(input, key) {
      const known = await remembered(db, key)
      const existing = known ? await readObject(db, known, localSession) : null
      if (existing) return withCard(db, sessionNow(existing))
      const id = newId('cs')
      const session: LocalSession = {
        id,
        object: 'checkout.session',
        url: new URL(`/payments/checkout/${id}`, input.successUrl).toString(),
        status: 'open',
        payment_status: 'unpaid',
        amount_total: input.amountCents,
        payment_intent: null,
        expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        customer_email: input.customerEmail,
        description: input.description,
        custom_text: { submit: { message: input.terms } },
        destination: input.accountId,
        application_fee_amount: input.feeCents,
        pending_authentication: false,
        save_card: input.saveCard ?? false,
        customer: null,
        pending_card: null,
        metadata: {
          ...input.metadata,
          purpose: input.purpose ?? 'deposit',
          booking_id: String(input.bookingId),
          reference: input.reference,
        },
      }
      await db.batch([writeObject(db, session), remember(db, key, id)])
      return toCheckout(session)
    },
    async getCheckout(id) {
      const session = await readObject(db, id, localSession)
      return session ? withCard(db, sessionNow(session)) : null
    },
    async expireCheckout(id) {
      await expireLocalSession(ctx, id, new Date(), true)
      return this.getCheckout(id)
    },
    async refund({ paymentIntentId, amountCents, bookingId }, key) {
      const known = await remembered(db, key)
      const existing = known ? await readObject(db, known, localRefund) : null
      if (existing) return toRefund(existing)
      const intent = await readObject(db, paymentIntentId, localIntent)
      if (!intent) throw new LocalPaymentError('No such payment_intent')
      if (!Number.isInteger(amountCents) || amountCents <= 0)
        throw new LocalPaymentError('Refund amount must be a positive whole number of cents')
      if (amountCents > intent.amount - intent.amount_refunded)
        throw new LocalPaymentError('Refund amount is greater than the unrefunded amount')
      const refund: LocalRefund = {
        id: newId('re'),
        object: 'refund',
        amount: amountCents,
        created: Math.floor(Date.now() / 1000),
        status: 'succeeded',
        payment_intent: intent.id,
        metadata: { booking_id: String(bookingId) },
      }
      const updated = { ...intent, amount_refunded: intent.amount_refunded + amountCents }
      await db.batch([
        writeObject(db, refund),
        writeObject(db, updated),
        remember(db, key, refund.id),
      ])
      // Stripe announces a refund on the charge it gives back.
      const charge = {
        id: intent.latest_charge,
        object: 'charge',
        amount: intent.amount,
        amount_refunded: updated.amount_refunded,
        payment_intent: intent.id,
        refunded: updated.amount_refunded === intent.amount,
      }
      await emitEvent(ctx, 'charge.refunded', charge)
      return toRefund(refund)
    },
    async listRefunds(paymentIntentId) {
      return (await listLocalRefunds(db, paymentIntentId)).map((r) => toRefund(r))
    },
    chargeSaved: (input, key) => chargeSavedLocally(ctx, input, key),
    forgetCustomer: (id) => forgetCustomerLocally(ctx, id),
    async getIntent(id) {
      const intent = await readObject(db, id, localIntent)
      return intent
        ? { id, status: intent.status, amountCents: intent.amount, metadata: intent.metadata }
        : null
    },
    async bookingOfIntent(paymentIntentId) {
      const intent = await readObject(db, paymentIntentId, localIntent)
      return intent ? bookingIdOf(intent.metadata) : null
    },
    ...localRecords(ctx),
    async verifyWebhook(body, signature) {
      return verifiedEvent(body, signature, [await localWebhookSecret(ctx.env)])
    },
  }
}

export class LocalPaymentError extends Error {}

/** A session as the provider answers it, with the card kept on file (its intent's method). */
async function withCard(db: PayCtx['db'], session: LocalSession) {
  const intent = session.payment_intent
    ? await readObject(db, session.payment_intent, localIntent)
    : null
  return toCheckout({ ...session, payment_intent_payment_method: intent?.payment_method ?? null })
}
