import { formatMoney } from '~/lib/booking/pricing'

/** The cancellation policy the customer sees wherever a deposit is involved (spec §9). */
export const DEPOSIT_POLICY =
  'Free cancellation up to 24 hours before your appointment: your deposit is refunded in full. After that, the deposit is kept.'

/** The no-show fee as the customer reads it at booking and checkout (issue 39). */
export function noShowFeeText(cents: number): string {
  return `If nobody is there at the time of the appointment, a no-show fee of up to ${formatMoney(cents)} may be charged to a card kept on file.`
}

/** What the customer agrees to by ticking "keep my card on file" at booking. */
export function cardOnFileText(businessName: string, noShowFeeCents: number): string {
  const noShow =
    noShowFeeCents > 0
      ? ` and, if I miss the appointment, a no-show fee of up to ${formatMoney(noShowFeeCents)}`
      : ''
  return `Keep my card on file with ${businessName} so the rest is charged automatically once the job is done${noShow}. A receipt is emailed for every charge.`
}

export const NO_DEPOSIT_POLICY = 'Free cancellation up to 24 hours before your appointment.'

type BookingStatus = 'pending' | 'confirmed' | 'declined' | 'cancelled' | 'completed' | 'no_show'

export interface DepositView {
  amountCents: number
  /** open: waiting for payment; paid; expired: never paid, the time was released. */
  status: 'open' | 'paid' | 'expired'
  paidCents: number
  refundedCents: number
  /** What is left to pay after the job: the estimate less what the deposit keeps. */
  dueAfterCents: number
  /** Until when an open checkout holds the time. */
  payBy: string | null
}

export function depositView(row: {
  estimateCents: number
  depositCents: number | null
  depositStatus: 'open' | 'paid' | 'expired' | null
  depositExpiresAt: string | null
  paidCents: number
  refundedCents: number
}): DepositView | null {
  if (row.depositCents === null || row.depositStatus === null) return null
  // While the deposit is due, the rest is what will be left once it is paid.
  const kept = row.depositStatus === 'open' ? row.depositCents : row.paidCents - row.refundedCents
  return {
    amountCents: row.depositCents,
    status: row.depositStatus,
    paidCents: row.paidCents,
    refundedCents: row.refundedCents,
    dueAfterCents: Math.max(0, row.estimateCents - kept),
    payBy: row.depositStatus === 'open' ? row.depositExpiresAt : null,
  }
}

/** A paid deposit in a word or two: paid, partly refunded or refunded. */
type PaidState = 'paid' | 'partly refunded' | 'refunded'

export function paidState(view: DepositView): PaidState {
  if (view.refundedCents <= 0) return 'paid'
  return view.refundedCents >= view.paidCents ? 'refunded' : 'partly refunded'
}

// A declined or cancelled booking has no job to pay for afterwards.
const hasJob = (status: BookingStatus) =>
  status !== 'declined' && status !== 'cancelled' && status !== 'no_show'

/**
 * The money lines of a booking's messages and pages: paid, refunded, and (while there is a job
 * to come or just done) what is due after it.
 */
export function depositLines(view: DepositView | null, status: BookingStatus): [string, string][] {
  if (!view || view.status !== 'paid') return []
  const lines: [string, string][] = [['Deposit paid', formatMoney(view.paidCents)]]
  if (view.refundedCents > 0) lines.push(['Refunded', formatMoney(view.refundedCents)])
  if (hasJob(status)) lines.push(['Due after the job', formatMoney(view.dueAfterCents)])
  return lines
}

/**
 * The policy line, where it still matters: on a booking still to come, the deposit policy while
 * a deposit is due or kept, the plain one without a deposit; nothing once the deposit is back or
 * the booking is over.
 */
export function policyFor(view: DepositView | null, status: BookingStatus): string | null {
  if (status !== 'pending' && status !== 'confirmed') return null
  if (!view) return NO_DEPOSIT_POLICY
  if (view.status === 'expired') return null
  if (view.status === 'paid' && view.refundedCents >= view.paidCents) return null
  return DEPOSIT_POLICY
}

/** A booking's deposit in brief, for a list of bookings (My bookings). */
export interface DepositSummary {
  /** Read as "Payment: deposit {state}", as on the booking page. */
  state: 'due' | 'not paid' | PaidState
  lines: [string, string][]
  policy: string | null
}

export function depositSummary(
  view: DepositView | null,
  status: BookingStatus,
): DepositSummary | null {
  if (!view) return null
  const policy = policyFor(view, status)
  if (view.status === 'expired') return { state: 'not paid', lines: [], policy }
  if (view.status === 'open') {
    const lines: [string, string][] = hasJob(status)
      ? [
          ['Deposit due', formatMoney(view.amountCents)],
          ['Due after the job', formatMoney(view.dueAfterCents)],
        ]
      : []
    return { state: 'due', lines, policy }
  }
  return { state: paidState(view), lines: depositLines(view, status), policy }
}
