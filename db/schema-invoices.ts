import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/*
 * After the job (issue 39, decision 040): the invoice a completed job issues, its lines, and the
 * charges made after the job (the balance with its tip, a no-show fee). An invoice and its lines
 * are a draft until sent; from then on migration 0033's triggers refuse any change of their money
 * (a correction is a new 'adjustment' line, recorded), so what the customer was sent stays true.
 */

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`

export const INVOICE_STATUSES = ['draft', 'sent', 'paid'] as const

export const invoices = sqliteTable(
  'invoices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    // No foreign keys, as the ledger: money records outlive a deleted business or booking.
    affiliateId: integer('affiliate_id').notNull(),
    bookingId: integer('booking_id').notNull(),
    // Per business, 1, 2, 3…: max + 1 inside the INSERT, unique with the business.
    number: integer('number').notNull(),
    // The customer's unguessable link (/invoices/{token}): 128 random bits.
    token: text('token').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('draft'),
    // Copies of who issued it and to whom, as they were when it was sent.
    businessName: text('business_name').notNull(),
    businessEmail: text('business_email'),
    businessPhone: text('business_phone'),
    businessLogoUrl: text('business_logo_url'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    bookingReference: text('booking_reference').notNull(),
    // Sales tax in basis points (825 = 8.25 %), the business's rate when the invoice was issued.
    taxRateBps: integer('tax_rate_bps').notNull().default(0),
    // The deposit paid (net of its refunds) when the invoice was issued, from the ledger.
    depositCents: integer('deposit_cents').notNull().default(0),
    sentAt: text('sent_at'),
    paidAt: text('paid_at'),
    // The tip paid with the balance (0 until paid).
    tipCents: integer('tip_cents').notNull().default(0),
    // What the automatic charge of a card on file came to: null when none was tried.
    autopay: text('autopay', { enum: ['charged', 'declined', 'authentication_required'] }),
    // The charge that paid it: set with the change to paid, so any other charge of this invoice
    // that succeeds later is a duplicate and is refunded (decision 044, branch pay4).
    paidChargeId: integer('paid_charge_id'),
    createdAt: text('created_at').notNull().default(now),
    updatedAt: text('updated_at'),
  },
  (t) => [
    uniqueIndex('invoices_booking_unique').on(t.bookingId),
    uniqueIndex('invoices_token_unique').on(t.token),
    uniqueIndex('invoices_affiliate_number_unique').on(t.affiliateId, t.number),
    index('invoices_affiliate_status_idx').on(t.affiliateId, t.status, t.createdAt),
  ],
)

export const INVOICE_LINE_KINDS = ['package', 'addon', 'item', 'discount', 'adjustment'] as const
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number]

/** One line: a charge (amount > 0) or a discount (amount < 0), with the reason the customer reads. */
export const invoiceLines = sqliteTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    invoiceId: integer('invoice_id').notNull(),
    kind: text('kind', { enum: INVOICE_LINE_KINDS }).notNull(),
    description: text('description').notNull(),
    reason: text('reason'),
    amountCents: integer('amount_cents').notNull(),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.id)],
)

export const AFTER_JOB_KINDS = ['balance', 'no_show_fee'] as const
export const AFTER_JOB_STATUSES = ['open', 'paid', 'expired', 'failed'] as const

/**
 * A charge after the job: the balance (with its tip) through a checkout or off-session to a card
 * on file, or a no-show fee. Its state changes; the money it moved is in ledger_entries.
 */
export const afterJobCharges = sqliteTable(
  'after_job_charges',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    affiliateId: integer('affiliate_id').notNull(),
    bookingId: integer('booking_id').notNull(),
    invoiceId: integer('invoice_id'),
    kind: text('kind', { enum: AFTER_JOB_KINDS }).notNull(),
    via: text('via', { enum: ['checkout', 'off_session'] }).notNull(),
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    accountId: text('account_id').notNull(),
    sessionId: text('session_id'),
    paymentIntentId: text('payment_intent_id'),
    // The whole charge; tip_cents of it is the tip (a balance only).
    amountCents: integer('amount_cents').notNull(),
    tipCents: integer('tip_cents').notNull().default(0),
    status: text('status', { enum: AFTER_JOB_STATUSES }).notNull().default('open'),
    failure: text('failure'),
    // Why the charge went back in full after it was paid (a second payment of a paid invoice).
    refundReason: text('refund_reason'),
    createdAt: text('created_at').notNull().default(now),
    updatedAt: text('updated_at'),
  },
  (t) => [
    uniqueIndex('after_job_charges_session_unique').on(t.sessionId),
    uniqueIndex('after_job_charges_intent_unique').on(t.paymentIntentId),
    index('after_job_charges_invoice_idx').on(t.invoiceId, t.status),
    index('after_job_charges_booking_idx').on(t.bookingId, t.kind),
    // The reconcile's open charges of the last two days (decision 044).
    index('after_job_charges_status_idx').on(t.status, t.createdAt),
    // One automatic balance charge per invoice (issue 42): the customer's sign-off, the 24-hour
    // cron and the send may all reach it at once; the second INSERT is refused, not charged.
    // One open balance checkout per invoice (decision 044, pay4): two tabs starting a payment at
    // once cannot both create a live checkout; the second reuses the first or is refused.
    uniqueIndex('after_job_charges_open_checkout_unique')
      .on(t.invoiceId)
      .where(sql`${t.via} = 'checkout' and ${t.kind} = 'balance' and ${t.status} = 'open'`),
    uniqueIndex('after_job_charges_autopay_unique')
      .on(t.invoiceId)
      .where(sql`${t.via} = 'off_session' and ${t.kind} = 'balance'`),
  ],
)

/**
 * A refund the detailer gave of a payment after the job (decision 044, branch r39), with the
 * reason the customer reads. The ledger holds the money (its refund row names the charge's
 * payment intent); this row holds the words, and its unique token makes a double submit one
 * refund and one email.
 */
export const chargeRefunds = sqliteTable(
  'charge_refunds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    affiliateId: integer('affiliate_id').notNull(),
    bookingId: integer('booking_id').notNull(),
    chargeId: integer('charge_id').notNull(),
    // The confirmation form's one-time token: the idempotency key's tail.
    token: text('token').notNull(),
    providerRefundId: text('provider_refund_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [
    uniqueIndex('charge_refunds_token_unique').on(t.token),
    uniqueIndex('charge_refunds_provider_unique').on(t.providerRefundId),
    index('charge_refunds_booking_idx').on(t.bookingId, t.id),
  ],
)
