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
  customer?: Ref
  // Expanded on retrieve (payment_intent.payment_method): the card kept on file.
  payment_intent_payment_method?: string | null
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
    customerId: idOf(s.customer),
    paymentMethodId: s.payment_intent_payment_method ?? null,
  }
}

/** A retrieved session with its payment intent expanded, read for the card kept on file. */
function sessionWithCard(s: Stripe.Checkout.Session): StripeSessionLike {
  const intent = s.payment_intent
  const method = intent && typeof intent !== 'string' ? idOf(intent.payment_method) : null
  return { ...s, payment_intent_payment_method: method }
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
      const metadata = {
        ...input.metadata,
        booking_id: String(input.bookingId),
        reference: input.reference,
      }
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
          // A platform customer holds the card when the customer agreed to keep it on file.
          ...(input.saveCard ? { customer_creation: 'always' as const } : {}),
          client_reference_id: input.reference,
          payment_intent_data: {
            // Destination charge: the detailer is the settlement merchant (their name on the
            // statement), the platform keeps its fee and the rest is transferred.
            application_fee_amount: input.feeCents,
            on_behalf_of: input.accountId,
            transfer_data: { destination: input.accountId },
            // The card stays on file for after the job only when the customer agreed (issue 39).
            ...(input.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
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
        const session = await stripe.checkout.sessions.retrieve(id, {
          expand: ['payment_intent'],
        })
        return toCheckout(sessionWithCard(session))
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async expireCheckout(id) {
      try {
        await stripe.checkout.sessions.expire(id)
      } catch (error) {
        // Stripe refuses a session that is no longer open (paid or expired already): the
        // session re-read below says which.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error
      }
      return this.getCheckout(id)
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
    async chargeSaved(input, idempotencyKey) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            off_session: true,
            confirm: true,
            application_fee_amount: input.feeCents,
            on_behalf_of: input.accountId,
            transfer_data: { destination: input.accountId },
            description: input.description,
            metadata: input.metadata,
          },
          { idempotencyKey },
        )
        return intent.status === 'succeeded'
          ? { status: 'succeeded', paymentIntentId: intent.id }
          : { status: 'authentication_required', message: 'The card asks for authentication.' }
      } catch (error) {
        // Stripe answers a decline or an authentication request off-session with a card error.
        if (!(error instanceof Stripe.errors.StripeCardError)) throw error
        return error.code === 'authentication_required'
          ? { status: 'authentication_required', message: error.message }
          : { status: 'declined', message: error.message }
      }
    },
    async forgetCustomer(id) {
      try {
        // A deleted customer's cards are detached and can never be charged again.
        await stripe.customers.del(id)
      } catch (error) {
        if (!isMissing(error)) throw error
      }
    },
    async getIntent(id) {
      try {
        const intent = await stripe.paymentIntents.retrieve(id)
        return {
          id: intent.id,
          status: intent.status,
          amountCents: intent.amount,
          metadata: intent.metadata,
        }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
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
