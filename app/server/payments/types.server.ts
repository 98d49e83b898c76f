// What the payment provider says, in the app's own shapes (Stripe's names, integer cents, ISO
// times). Both providers answer these; nothing outside app/server/payments sees Stripe's types.

export type ProviderName = 'stripe' | 'local'

export interface ProviderAccount {
  id: string
  chargesEnabled: boolean
  payoutsEnabled: boolean
  detailsSubmitted: boolean
  /** Requirement codes still due (Stripe's requirements.currently_due and past_due). */
  requirements: string[]
  disabledReason: string | null
}

export interface ProviderCheckout {
  id: string
  /** Where the customer pays (null once the session is complete or expired). */
  url: string | null
  status: 'open' | 'complete' | 'expired'
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required'
  amountCents: number
  paymentIntentId: string | null
  expiresAt: string
  bookingId: number | null
  /** The card kept on file when the customer agreed (the provider's customer and method). */
  customerId: string | null
  paymentMethodId: string | null
}

/** A payment intent as re-read from the provider (an off-session charge's outcome). */
export interface ProviderIntent {
  id: string
  status: string
  amountCents: number
  metadata: Record<string, string>
}

/** What came of charging a card on file without the customer (issue 39). */
export type OffSessionResult =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'declined' | 'authentication_required'; message: string }

export interface OffSessionInput {
  accountId: string
  customerId: string
  paymentMethodId: string
  amountCents: number
  feeCents: number
  description: string
  metadata: Record<string, string>
}

export interface ProviderRefund {
  id: string
  amountCents: number
  status: string
  paymentIntentId: string
  /** When it was made (seconds): refunds are applied to the ledger in this order. */
  created: number
}

/** A payout from a connected account's balance to its bank, as the provider reports it. */
export interface ProviderPayout {
  id: string
  accountId: string
  amountCents: number
  status: 'pending' | 'in_transit' | 'paid' | 'failed' | 'canceled'
  /** The day the bank should have it (YYYY-MM-DD). */
  arrivalDate: string
}

/** A customer's dispute of a charge (Stripe's dispute object, in our shapes). */
export interface ProviderDispute {
  id: string
  paymentIntentId: string
  amountCents: number
  reason: string
  status: 'warning_needs_response' | 'needs_response' | 'under_review' | 'won' | 'lost'
  /** The deadline for evidence (ISO). */
  evidenceDueBy: string
}

export interface DisputeEvidence {
  text: string
  files: { name: string; type: string; data: ArrayBuffer }[]
}

/** A verified webhook event: what it is about; its copy of the object is never trusted. */
export interface ProviderEvent {
  id: string
  type: string
  objectId: string | null
  /** The payment intent a charge or refund event concerns. */
  paymentIntentId: string | null
  /** The connected account an account event concerns. */
  accountId: string | null
}

export interface CheckoutInput {
  accountId: string
  amountCents: number
  feeCents: number
  /** The line the customer sees, e.g. "Deposit for MDH-7K3Q9P: Signature Detail". */
  description: string
  /** Shown beside the pay button: what is due after the job, and the cancellation policy. */
  terms: string
  customerEmail: string
  successUrl: string
  cancelUrl: string
  expiresAt: Date
  bookingId: number
  reference: string
  /** The customer agreed to keep the card on file for after the job. */
  saveCard?: boolean
  /** What is paid: the local checkout's heading says so ("Pay your deposit"). */
  purpose?: 'deposit' | 'balance'
  /** More of our own ids (an after-the-job charge's) for the webhook to find its row by. */
  metadata?: Record<string, string>
}

export interface PaymentProvider {
  name: ProviderName
  createAccount(
    input: { affiliateId: number; email: string | null; businessName: string },
    idempotencyKey: string,
  ): Promise<ProviderAccount>
  getAccount(id: string): Promise<ProviderAccount | null>
  /** A single-use, short-lived link to the provider's onboarding for this account. */
  onboardingLink(
    accountId: string,
    urls: { returnUrl: string; refreshUrl: string },
  ): Promise<string>
  createCheckout(input: CheckoutInput, idempotencyKey: string): Promise<ProviderCheckout>
  getCheckout(id: string): Promise<ProviderCheckout | null>
  /** Ends an open checkout so it can no longer be paid (a changed invoice); the session as it
   * then is: expired, or complete when the customer paid first. */
  expireCheckout(id: string): Promise<ProviderCheckout | null>
  refund(
    input: { paymentIntentId: string; amountCents: number; bookingId: number },
    idempotencyKey: string,
  ): Promise<ProviderRefund>
  /** Every refund of a payment intent, oldest first. */
  listRefunds(paymentIntentId: string): Promise<ProviderRefund[]>
  /** Charges a card kept on file, off-session: a decline or an authentication request is an
   * answer, not an error. */
  chargeSaved(input: OffSessionInput, idempotencyKey: string): Promise<OffSessionResult>
  /** Deletes the provider's customer that holds a card kept on file, and the card with it (an
   * account deleted); one already gone is not an error. */
  forgetCustomer(customerId: string): Promise<void>
  getIntent(id: string): Promise<ProviderIntent | null>
  /** The booking a payment intent pays for (its metadata), re-read from the provider. */
  bookingOfIntent(paymentIntentId: string): Promise<number | null>
  getPayout(accountId: string, payoutId: string): Promise<ProviderPayout | null>
  getDispute(id: string): Promise<ProviderDispute | null>
  /** Sends the business's evidence and submits it to the bank (no further changes after). */
  submitDisputeEvidence(
    id: string,
    evidence: DisputeEvidence,
    idempotencyKey: string,
  ): Promise<ProviderDispute>
  /** The event when the signature is right (and fresh), else null. */
  verifyWebhook(body: string, signature: string | null): Promise<ProviderEvent | null>
}
