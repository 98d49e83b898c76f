import { z } from 'zod'

/** What each dispute status means to the detailer (the Money tab and the booking's card). */
export const DISPUTE_STATUS_TEXT: Record<string, string> = {
  warning_needs_response: 'Inquiry: answer before the deadline',
  needs_response: 'Needs your evidence',
  under_review: 'Evidence sent: the bank is deciding',
  won: 'Won: the money is yours',
  lost: 'Lost: the money went back to the customer',
}

// The card networks' reasons as Stripe names them, in words a detailer reads.
const REASONS: Record<string, string> = {
  fraudulent: 'The cardholder says they did not make this payment',
  product_not_received: 'The customer says the job was not done',
  product_unacceptable: 'The customer says the job was not as described',
  duplicate: 'The customer says they were charged twice',
  credit_not_processed: 'The customer says a promised refund was not made',
  subscription_canceled: 'The customer says they had cancelled',
  unrecognized: 'The customer does not recognise the charge',
  general: 'No specific reason given',
}

export const disputeReasonText = (reason: string) => REASONS[reason] ?? reason.replace(/_/g, ' ')

export const disputeOpen = (status: string) =>
  status === 'needs_response' || status === 'warning_needs_response'

/** A booking's latest dispute, as one JSON value read with the booking (null: none). */
export const bookingDisputeSchema = z
  .object({
    id: z.string(),
    amountCents: z.number().int(),
    reason: z.string(),
    status: z.string(),
    evidenceDueBy: z.string(),
    evidenceSubmittedAt: z.string().nullable(),
  })
  .nullable()

export type BookingDispute = NonNullable<z.infer<typeof bookingDisputeSchema>> & {
  /** Evidence can still be sent (open, none sent yet, before the deadline): decided on the
   * server, so the page and its hydration agree. */
  answerable: boolean
}

/** Parses the JSON text of `bookingDisputeJson`; anything unreadable reads as no dispute. */
export function toBookingDispute(json: string | null, now = Date.now()): BookingDispute | null {
  if (!json) return null
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return null
  }
  const parsed = bookingDisputeSchema.safeParse(value)
  if (!parsed.success || !parsed.data) return null
  const d = parsed.data
  const answerable =
    disputeOpen(d.status) && !d.evidenceSubmittedAt && Date.parse(d.evidenceDueBy) > now
  return { ...d, answerable }
}
