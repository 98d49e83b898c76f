import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/*
 * Payments (issue 38, decision 036). Three kinds of rows:
 * - state that changes (a business's payout account and deposit setting, a booking's checkout),
 * - the ledger: money that moved, written once (triggers refuse UPDATE and DELETE) and without
 *   a foreign key, so a business's deletion leaves its money rows in place, detached,
 * - the webhook events already handled, by the provider's event id.
 */

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`

export const PAYMENT_ACCOUNT_STATUSES = ['pending', 'active', 'restricted'] as const
export const DEPOSIT_KINDS = ['none', 'percent', 'fixed'] as const

/** A business's payout account at the provider, and how much deposit it asks at booking. */
export const paymentAccounts = sqliteTable(
  'payment_accounts',
  {
    affiliateId: integer('affiliate_id').primaryKey(),
    provider: text('provider', { enum: ['stripe', 'local'] }),
    accountId: text('account_id'),
    status: text('status', { enum: PAYMENT_ACCOUNT_STATUSES }),
    // What the provider still asks for (its requirement codes), shown on the Payments tab.
    requirements: text('requirements', { mode: 'json' }).$type<string[]>().notNull().default([]),
    depositKind: text('deposit_kind', { enum: DEPOSIT_KINDS }).notNull().default('percent'),
    // A percentage (1-100) for 'percent', cents for 'fixed', 0 for 'none'.
    depositValue: integer('deposit_value').notNull().default(25),
    // Sales tax on invoices in basis points (825 = 8.25 %); 0: the business charges none.
    taxRateBps: integer('tax_rate_bps').notNull().default(0),
    // The most a no-show may be charged to a card on file, shown at booking; 0: none.
    noShowFeeCents: integer('no_show_fee_cents').notNull().default(0),
    updatedAt: text('updated_at').notNull().default(now),
  },
  (t) => [uniqueIndex('payment_accounts_account_unique').on(t.accountId)],
)

export const CHECKOUT_STATUSES = ['open', 'paid', 'expired'] as const

/** A booking's deposit checkout: one per booking request. */
export const bookingPayments = sqliteTable(
  'booking_payments',
  {
    bookingId: integer('booking_id').primaryKey(),
    affiliateId: integer('affiliate_id').notNull(),
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    accountId: text('account_id').notNull(),
    sessionId: text('session_id'),
    paymentIntentId: text('payment_intent_id'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    expiresAt: text('expires_at').notNull(),
    // The customer agreed at checkout to keep the card on file (issue 39); the provider's
    // customer and payment method once the deposit is paid.
    saveCard: integer('save_card', { mode: 'boolean' }).notNull().default(false),
    customerId: text('customer_id'),
    paymentMethodId: text('payment_method_id'),
    // The no-show fee the customer was shown at booking: the most that may be charged.
    noShowFeeCents: integer('no_show_fee_cents').notNull().default(0),
    // When a paid deposit's outcome was applied: the time held, or refunded as no longer free.
    settledAt: text('settled_at'),
    createdAt: text('created_at').notNull().default(now),
    updatedAt: text('updated_at'),
  },
  (t) => [
    uniqueIndex('booking_payments_session_unique').on(t.sessionId),
    index('booking_payments_intent_idx').on(t.paymentIntentId),
    // The reconcile reads open checkouts past their expiry.
    index('booking_payments_status_expiry_idx').on(t.status, t.expiresAt),
  ],
)

export const LEDGER_KINDS = [
  'deposit',
  'balance',
  'tip',
  'refund',
  'no_show_fee',
  'payout',
  // A dispute takes the charge back from the business (amount < 0); won, it comes back (> 0).
  'dispute',
  'dispute_won',
] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

/**
 * Money that moved: a charge (amount > 0), a refund (amount < 0, its fee reversal too) or a
 * payout. amount = fee + net on every row, so gross = fees + net for any set of rows.
 */
export const ledgerEntries = sqliteTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    // No foreign keys: the business or booking may be deleted; these rows stay (7 years).
    affiliateId: integer('affiliate_id').notNull(),
    businessName: text('business_name').notNull(),
    bookingId: integer('booking_id'),
    bookingReference: text('booking_reference'),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    // The provider's id of this movement (payment intent, refund, payout).
    providerId: text('provider_id').notNull(),
    // For a refund, the payment intent it gives back.
    chargeProviderId: text('charge_provider_id'),
    accountId: text('account_id'),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [
    uniqueIndex('ledger_entries_provider_unique').on(t.provider, t.providerId),
    index('ledger_entries_affiliate_idx').on(t.affiliateId, t.createdAt, t.id),
    index('ledger_entries_booking_idx').on(t.bookingId),
    index('ledger_entries_charge_idx').on(t.chargeProviderId),
    // The admin's platform-wide periods and the 7-year retention sweep read by time alone.
    index('ledger_entries_created_idx').on(t.createdAt),
    // The admin's payments search by amount.
    index('ledger_entries_amount_idx').on(t.amountCents),
    check('ledger_entries_balanced', sql`${t.amountCents} = ${t.feeCents} + ${t.netCents}`),
  ],
)

/** Webhook events already applied, stored in the same batch as their effect. */
export const paymentEvents = sqliteTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    objectId: text('object_id'),
    receivedAt: text('received_at').notNull().default(now),
  },
  // The 7-year retention sweep reads by time (issue 39).
  (t) => [index('payment_events_received_idx').on(t.receivedAt)],
)

/**
 * The local provider's own store (no STRIPE_SECRET_KEY): the objects Stripe would keep
 * (accounts, checkout sessions, payment intents, refunds) as JSON, so it can be re-read.
 */
export const localPaymentObjects = sqliteTable(
  'local_payment_objects',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    data: text('data').notNull(),
    createdAt: text('created_at').notNull().default(now),
    updatedAt: text('updated_at').notNull().default(now),
  },
  (t) => [index('local_payment_objects_type_idx').on(t.type, t.createdAt)],
)

export const PAYOUT_STATUSES = ['pending', 'in_transit', 'paid', 'failed', 'canceled'] as const

/**
 * Payouts as the provider reports them (issue 39, decision 041): money moving from the business's
 * balance at the provider to its bank. Not a ledger row: no money is charged or given back, and
 * its status changes (in transit, then paid or failed), so it is kept as the provider says.
 * No foreign key: kept 7 years like the ledger.
 */
export const payouts = sqliteTable(
  'payouts',
  {
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    affiliateId: integer('affiliate_id').notNull(),
    accountId: text('account_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull(),
    arrivalDate: text('arrival_date').notNull(),
    createdAt: text('created_at').notNull().default(now),
    updatedAt: text('updated_at').notNull().default(now),
  },
  (t) => [
    index('payouts_affiliate_idx').on(t.affiliateId, t.createdAt),
    // The 7-year retention sweep reads by time alone.
    index('payouts_created_idx').on(t.createdAt),
  ],
)

export const DISPUTE_STATUSES = [
  'warning_needs_response',
  'needs_response',
  'under_review',
  'won',
  'lost',
] as const
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number]

/**
 * A customer's dispute of a charge, as the provider reports it, with the evidence the business
 * sent. Booking reference and business name are copied: kept 7 years after either is deleted.
 */
export const disputes = sqliteTable(
  'disputes',
  {
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    affiliateId: integer('affiliate_id').notNull(),
    bookingId: integer('booking_id'),
    bookingReference: text('booking_reference'),
    paymentIntentId: text('payment_intent_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull(),
    evidenceDueBy: text('evidence_due_by').notNull(),
    evidenceText: text('evidence_text'),
    // R2 keys of the files sent as evidence.
    evidenceFiles: text('evidence_files', { mode: 'json' }).$type<string[]>().notNull().default([]),
    evidenceSubmittedAt: text('evidence_submitted_at'),
    createdAt: text('created_at').notNull().default(now),
    updatedAt: text('updated_at').notNull().default(now),
  },
  (t) => [
    index('disputes_affiliate_idx').on(t.affiliateId, t.createdAt),
    index('disputes_booking_idx').on(t.bookingId),
    index('disputes_created_idx').on(t.createdAt),
  ],
)

/**
 * What the admin's Analytics shows of the payments machinery: webhooks that failed and each
 * reconcile run's result. Written by the webhook handler and the cron, never edited.
 */
export const paymentLog = sqliteTable(
  'payment_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['webhook_failed', 'reconcile'] }).notNull(),
    summary: text('summary').notNull(),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [index('payment_log_kind_idx').on(t.kind, t.createdAt)],
)
