import { type ConfirmationView } from '~/lib/booking/views'
import { type DepositSummary } from '~/lib/payments/deposit-view'

/** One row of My bookings: what the customer needs to recognise it, and where it opens. */
export interface BookingListItem {
  reference: string
  status: ConfirmationView['status']
  title: string
  /** The vehicle as a person reads it ('SUV'). */
  vehicle: string
  businessName: string
  /** The confirmed appointment, in the business's time zone; null while only requested. */
  appointment: string | null
  preferredDate: string
  timeWindow: string
  estimateCents: number
  /** The deposit taken at booking, when the business asked one (decision 036). */
  payment: DepositSummary | null
  href: string
}

export const STATUS_LABELS: Readonly<Record<BookingListItem['status'], string>> = {
  pending: 'Requested',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  completed: 'Completed',
  no_show: 'No-show',
}

/** A page number from the URL: 1 unless a sane positive integer was given. */
export function pageParam(value: string | null): number {
  const page = Number(value)
  return Number.isSafeInteger(page) && page >= 1 && page <= 1000 ? page : 1
}
