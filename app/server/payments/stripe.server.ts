import Stripe from 'stripe'
import { verifiedEvent } from './signature.server'
import { stripeRecords } from './stripe-records.server'
import {
  type PaymentProvider,
  type ProviderAccount,
  type ProviderCheckout,
  type ProviderRefund,
} from './types.server'

// Stripe Connect (decision 036): Express accounts controlled by the platform (it collects the
// fees and carries the losses), Stripe-hosted onboarding through Account Links, and destination
// charges through Checkout with the platform's fee, on behalf of the detailer.

type Ref = string | { id: string } | null | undefined
const idOf = (value: Ref) => (value == null ? null : typeof value === 'string' ? value : value.id)

interface StripeAccountLike {
  id: string
  charges_enabled?: boolean
  payouts_enabled?: boolean
  details_submitted?: boolean
  requirements?: {
    currently_due?: string[] | null
    past_due?: string[] | null
    disabled_reason?: string | null
  } | null
}

export function toAccount(a: StripeAccountLike): ProviderAccount {
  const due = [...(a.requirements?.past_due ?? []), ...(a.requirements?.currently_due ?? [])]
  return {
    id: a.id,
    chargesEnabled: a.charges_enabled ?? false,
    payoutsEnabled: a.payouts_enabled ?? false,
    detailsSubmitted: a.details_submitted ?? false,
    requirements: [...new Set(due)],
    disabledReason: a.requirements?.disabled_reason ?? null,
  }
}

interface StripeSessionLike {
  id: string
  url?: string | null
  status?: string | null
  payment_status?: string
  amount_total?: number | null
  payment_intent?: Ref
  expires_at: number
  metadata?: Record<string, string> | null
}

export function toCheckout(s: StripeSessionLike): ProviderCheckout {
  const status = s.status === 'complete' || s.status === 'expired' ? s.status : 'open'
  const paymentStatus =
    s.payment_status === 'paid' || s.payment_status === 'no_payment_required'
      ? s.payment_status
      : 'unpaid'
  const booking = bookingIdOf(s.metadata)
  return {
    id: s.id,
    url: s.url ?? null,
    status,
    paymentStatus,
    amountCents: s.amount_total ?? 0,
    paymentIntentId: idOf(s.payment_intent),
    expiresAt: new Date(s.expires_at * 1000).toISOString(),
    bookingId: booking,
  }
}

export function bookingIdOf(metadata: Record<string, string> | null | undefined): number | null {
  const id = Number(metadata?.booking_id)
  return Number.isInteger(id) && id > 0 ? id : null
}

interface StripeRefundLike {
  id: string
  amount: number
  created: number
  status?: string | null
  payment_intent?: Ref
}

export function toRefund(r: StripeRefundLike, paymentIntentId = ''): ProviderRefund {
  return {
    id: r.id,
    amountCents: r.amount,
    status: r.status ?? 'pending',
    paymentIntentId: idOf(r.payment_intent) ?? paymentIntentId,
    created: r.created,
  }
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && error.statusCode === 404

export interface StripeConfig {
  secretKey: string
  webhookSecrets: string[]
  /** Tests pass a fake at the HTTP boundary; production uses the Worker's fetch. */
  fetch?: typeof fetch
}

export function stripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    httpClient: Stripe.createFetchHttpClient(config.fetch),
    maxNetworkRetries: 2,
  })
  return {
    name: 'stripe',
    async createAccount({ affiliateId, email, businessName }, idempotencyKey) {
      const account = await stripe.accounts.create(
        {
          country: 'US',
          ...(email ? { email } : {}),
          business_profile: { name: businessName },
          // Express-style: Stripe's own onboarding and dashboard, the platform pays the fees
          // and carries the losses (it takes the charges).
          controller: {
            fees: { payer: 'application' },
            losses: { payments: 'application' },
            stripe_dashboard: { type: 'express' },
            requirement_collection: 'stripe',
          },
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { affiliate_id: String(affiliateId) },
        },
        { idempotencyKey },
      )
      return toAccount(account)
    },
    async getAccount(id) {
      try {
        return toAccount(await stripe.accounts.retrieve(id))
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async onboardingLink(accountId, { returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      })
      return link.url
    },
    async createCheckout(input, idempotencyKey) {
      const metadata = { booking_id: String(input.bookingId), reference: input.reference }
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
          custom_text: { submit: { message: input.terms } },
          customer_email: input.customerEmail,
          customer_creation: 'always',
          client_reference_id: input.reference,
          payment_intent_data: {
            // Destination charge: the detailer is the settlement merchant (their name on the
            // statement), the platform keeps its fee and the rest is transferred.
            application_fee_amount: input.feeCents,
            on_behalf_of: input.accountId,
            transfer_data: { destination: input.accountId },
            // The card stays on file for the balance after the job (part 2).
            setup_future_usage: 'off_session',
            description: input.description,
            metadata,
          },
          metadata,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        },
        { idempotencyKey },
      )
      return toCheckout(session)
    },
    async getCheckout(id) {
      try {
        return toCheckout(await stripe.checkout.sessions.retrieve(id))
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async refund({ paymentIntentId, amountCents, bookingId }, idempotencyKey) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntentId,
          amount: amountCents,
          // Take the money back from the detailer's transfer and give back the platform's fee,
          // both in proportion (Stripe prorates them on a partial refund).
          reverse_transfer: true,
          refund_application_fee: true,
          metadata: { booking_id: String(bookingId) },
        },
        { idempotencyKey },
      )
      return toRefund(refund, paymentIntentId)
    },
    async listRefunds(paymentIntentId) {
      const page = await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })
      return page.data
        .map((r) => toRefund(r, paymentIntentId))
        .sort((a, b) => a.created - b.created || a.id.localeCompare(b.id))
    },
    async bookingOfIntent(paymentIntentId) {
      try {
        return bookingIdOf((await stripe.paymentIntents.retrieve(paymentIntentId)).metadata)
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    ...stripeRecords(stripe),
    verifyWebhook(body, signature) {
      return verifiedEvent(body, signature, config.webhookSecrets)
    },
  }
}
