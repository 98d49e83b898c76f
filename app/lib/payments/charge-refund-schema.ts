import { z } from 'zod'
import { dollarsToCents, optionalRefundCents } from './settings-schema'

// The detailer's refund of a payment after the job (decision 044, branch r39), shared by the
// invoice page's two forms (review, then confirm) and the server.

export const CHARGE_REFUND_MESSAGES = {
  charge: 'This payment is not one of this invoice’s.',
  amount: 'Refund amount must be between $0.01 and $10,000',
  reason: 'Please give the reason the customer will read (1 to 300 characters)',
  token: 'This form has expired. Please reload the page and try again.',
  owner: 'Only the business’s owner can refund a payment.',
  full: 'This payment has already been refunded in full.',
  failed:
    'The payment provider could not make this refund just now. Nothing was refunded; please try again.',
}

/** "You can refund at most $12.50 of this payment." (what remains, in dollars and cents). */
export const refundTooMuch = (remainingCents: number) =>
  `You can refund at most $${(remainingCents / 100).toFixed(2)} of this payment.`

const fields = {
  charge: z.coerce
    .number({ invalid_type_error: CHARGE_REFUND_MESSAGES.charge })
    .int(CHARGE_REFUND_MESSAGES.charge)
    .positive(CHARGE_REFUND_MESSAGES.charge),
  amount: z.string({ required_error: CHARGE_REFUND_MESSAGES.amount }).transform((v, ctx) => {
    const c = dollarsToCents(v)
    if (!(c >= 1 && c <= 1_000_000)) {
      ctx.addIssue({ code: 'custom', message: CHARGE_REFUND_MESSAGES.amount })
      return z.NEVER
    }
    return c
  }),
  reason: z
    .string({ required_error: CHARGE_REFUND_MESSAGES.reason })
    .trim()
    .min(1, CHARGE_REFUND_MESSAGES.reason)
    .max(300, CHARGE_REFUND_MESSAGES.reason),
}

/** Review (what will be refunded, nothing moves yet), then confirm with the review's token. */
export const chargeRefundSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('refund-review'), ...fields }),
  z.object({
    intent: z.literal('refund'),
    ...fields,
    token: z.string().uuid(CHARGE_REFUND_MESSAGES.token),
  }),
])
/** A refund reviewed and waiting for the detailer's confirmation (the review's answer). */
export interface RefundConfirm {
  chargeId: number
  amountCents: number
  remainingCents: number
  reason: string
  token: string
}

/** A paid charge of an invoice as its page shows it: what went back of it, and why. */
export interface PaidCharge {
  id: number
  amountCents: number
  tipCents: number
  refundedCents: number
  refunds: { amountCents: number; reason: string; createdAt: string }[]
}

export type ChargeRefundInput = z.infer<typeof chargeRefundSchema>

export const NO_SHOW_REFUND_MESSAGES = {
  charge: 'This booking has no paid no-show fee.',
  amount: 'Refund amount must be between $0.01 and $10,000',
}

/**
 * A no-show fee given back from the Payments tab: all that is left (amount empty) or part of
 * it, with the reason the customer reads; the form's token makes a double submit one refund.
 */
export const noShowRefundSchema = z.object({
  charge: z.coerce
    .number({ invalid_type_error: NO_SHOW_REFUND_MESSAGES.charge })
    .int(NO_SHOW_REFUND_MESSAGES.charge)
    .positive(NO_SHOW_REFUND_MESSAGES.charge),
  amount: optionalRefundCents(NO_SHOW_REFUND_MESSAGES.amount, 1_000_000),
  reason: fields.reason,
  token: z.string().uuid(CHARGE_REFUND_MESSAGES.token),
})
export type NoShowRefundInput = z.infer<typeof noShowRefundSchema>
