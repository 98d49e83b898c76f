import { type BookingVehicleId } from './vehicles'
import { type DetailValues } from './request-fields'
import { type DepositView } from '~/lib/payments/deposit-view'

// What the request pages render (plain data from their loader and action).

export interface PackageView {
  vehicle: BookingVehicleId
  vehicleName: string
  businessName: string
  categoryName: string
  serviceName: string
  serviceId: number
  tierName: string
  tierId: number
  priceCents: number
  durationMinutes: number
}

export interface QuoteView {
  package: PackageView
  /** The package the customer chose, when the platform routed the request to another detailer. */
  requested: PackageView | null
  addons: PackageView[]
  area: { city: string; state: string; minimumCents: number; multiplier: number }
  estimateCents: number
  /** The deposit paid at booking when the detailer takes payments (0: pay on the day). */
  depositCents?: number
  /** The most a missed appointment may cost, charged to a card kept on file (issue 39). */
  noShowFeeCents?: number
}

/** The booking form's "Choose a time" (see app/server/booking/slots.server.ts). */
export interface SlotPickerView {
  /** The day whose times are shown (?day=), or null for the next free times. */
  day: { date: string; label: string } | null
  slots: { startAt: string; label: string }[]
  days: { date: string; label: string }[]
}

/** Both steps carry the form's one-time token forward, so a double submit is one request. */
export type RequestActionData =
  | { step: 'details'; values: DetailValues; token: string; errors: Record<string, string> }
  | {
      step: 'review'
      values: DetailValues
      token: string
      quote: QuoteView
      notice: string | null
      /** "Tue, Dec 2 · 9:00 AM" when the customer chose a live time. */
      time?: string
    }

export interface ConfirmationView {
  reference: string
  businessName: string
  vehicleType: string
  serviceName: string
  tierName: string
  /** The add-ons booked with the package, as one line ('' for none). */
  addons: string
  estimateCents: number
  durationMinutes: number
  preferredDate: string
  timeWindow: string
  city: string
  state: string
  email: string
  status: 'pending' | 'confirmed' | 'declined' | 'cancelled' | 'completed' | 'no_show'
  /** The confirmed time in the business's zone, once confirmed. */
  appointment: string | null
  /** The forecast trips the detailer's weather rules at that time ("Rain likely (80 %)"). */
  weather: string | null
  address: string
  cancelledBy: 'customer' | 'detailer' | null
  /** The detailer's reason for declining or cancelling. */
  reason: string | null
  detailerPhone: string | null
  detailerEmail: string | null
  /** Free cancellation: more than 24 hours before the appointment. */
  canCancel: boolean
  /** The requester proved the email (or paid a deposit, or was signed in and verified). */
  emailConfirmed: boolean
  /** A pending request whose chosen time is held for it right now. */
  held: boolean
  /** The deposit taken at booking (decision 036), when the business asks one. */
  deposit: DepositView | null
  /** Where an unpaid deposit is paid (the provider's checkout), while it is open. */
  payUrl: string | null
  /** The cancellation policy in the customer's words, while it can still apply. */
  policy: string | null
  /** The deposit's money lines: paid, refunded, due after the job (depositLines). */
  money: [string, string][]
}

/** What the booking page says right after the receipt's "Confirm your email" link was opened. */
export interface ProofNotice {
  tone: 'ok' | 'warn'
  text: string
}
