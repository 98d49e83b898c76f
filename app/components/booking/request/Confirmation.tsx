import { Link } from '@remix-run/react'
import { formatMoney } from '~/lib/booking/pricing'
import { formatBookingDate, isTimeWindow, TIME_WINDOWS } from '~/lib/booking/request-fields'
import { type ConfirmationView } from '~/lib/booking/views'

/** The page a sent booking request lands on, with its reference number. */
export function Confirmation({
  booking,
  homePath,
}: {
  booking: ConfirmationView
  homePath: string
}) {
  const window = isTimeWindow(booking.timeWindow)
    ? TIME_WINDOWS[booking.timeWindow]
    : booking.timeWindow
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Booking Request Sent</h1>
      <p className="mt-3 text-slate-700">Your reference number is</p>
      <p
        className="mt-1 font-mono text-3xl font-extrabold tracking-wider text-brand-700"
        data-testid="booking-reference"
      >
        {booking.reference}
      </p>
      <div className="mt-8 rounded-xl border border-slate-200 p-5 text-left">
        <p className="font-semibold">
          {booking.serviceName} – {booking.tierName}
        </p>
        <p className="text-sm text-slate-600">with {booking.businessName}</p>
        <p className="mt-3 text-sm">
          {formatBookingDate(booking.preferredDate)}, {window} · {booking.city}, {booking.state}
        </p>
        <p className="mt-1 text-sm">
          Estimate <strong>{formatMoney(booking.estimateCents)}</strong> · {booking.durationMinutes}{' '}
          minutes
        </p>
      </div>
      <p className="mt-6 text-slate-700">
        {booking.businessName} will contact you at {booking.email} to confirm the time and the final
        price. Keep your reference number handy.
      </p>
      <Link
        to={homePath}
        className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        Back to Home
      </Link>
    </section>
  )
}
