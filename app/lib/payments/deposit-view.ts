import { formatMoney } from '~/lib/booking/pricing'

/** The cancellation policy the customer sees wherever a deposit is involved (spec §9). */
export const DEPOSIT_POLICY =
  'Free cancellation up to 24 hours before your appointment: your deposit is refunded in full. After that, the deposit is kept.'

export const NO_DEPOSIT_POLICY = 'Free cancellation up to 24 hours before your appointment.'

export interface DepositView {
  amountCents: number
  /** open: waiting for payment; paid; expired: never paid, the time was released. */
  status: 'open' | 'paid' | 'expired'
  paidCents: number
  refundedCents: number
  /** What is left to pay after the job: the estimate less what the deposit kept. */
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
  const kept = row.paidCents - row.refundedCents
  return {
    amountCents: row.depositCents,
    status: row.depositStatus,
    paidCents: row.paidCents,
    refundedCents: row.refundedCents,
    dueAfterCents: Math.max(0, row.estimateCents - kept),
    payBy: row.depositStatus === 'open' ? row.depositExpiresAt : null,
  }
}

/** The money lines of a booking's messages and pages: paid, refunded, due after the job. */
export function depositLines(view: DepositView | null): [string, string][] {
  if (!view || view.status !== 'paid') return []
  return [
    ['Deposit paid', formatMoney(view.paidCents)],
    ...(view.refundedCents > 0
      ? [['Refunded', formatMoney(view.refundedCents)] as [string, string]]
      : []),
    ['Due after the job', formatMoney(view.dueAfterCents)],
  ]
}
