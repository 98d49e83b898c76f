import { WeatherBadge } from '~/components/weather/WeatherBadge'
import { type ReactNode } from 'react'
import { Link } from '@remix-run/react'
import { formatMoney } from '~/lib/booking/pricing'
import { formatBookingDate, isTimeWindow, TIME_WINDOWS } from '~/lib/booking/request-fields'
import { type ConfirmationView, type ProofNotice } from '~/lib/booking/views'
import { telHref } from '~/lib/format'
import { CancelBooking, type CancelResult } from './CancelBooking'
import { DepositPanel } from './DepositPanel'

const HEADINGS: Record<ConfirmationView['status'], string> = {
  pending: 'Booking Request Sent',
  confirmed: 'Booking Confirmed',
  declined: 'Booking Request Declined',
  cancelled: 'Booking Cancelled',
  completed: 'Appointment Completed',
  no_show: 'Missed Appointment',
}

function pendingLine(b: ConfirmationView): string {
  // Awaiting its deposit: nothing reaches the detailer and no email link is sent until it is paid.
  if (b.deposit?.status === 'open')
    return `Almost done: pay the deposit to send your request to ${b.businessName}.`
  if (!b.emailConfirmed)
    return b.appointment
      ? `Please confirm your email: we sent a link to ${b.email}. We hold your time once you confirm your email; until then others can still book it.`
      : `Please confirm your email: we sent a link to ${b.email}. ${b.businessName} will then contact you to confirm the time and the final price.`
  if (b.held)
    return `We are holding your time while ${b.businessName} confirms it. They will contact you at ${b.email}.`
  return `${b.businessName} will contact you at ${b.email} to confirm the time and the final price. Keep your reference number handy.`
}

function statusLine(b: ConfirmationView): string {
  switch (b.status) {
    case 'pending':
      return pendingLine(b)
    case 'confirmed':
      return `${b.businessName} confirmed your appointment for ${b.appointment ?? 'the requested time'}.`
    case 'declined':
      return `${b.businessName} cannot take this booking.`
    case 'cancelled':
      return b.cancelledBy === 'customer'
        ? `You cancelled this booking. ${b.businessName} has been told.`
        : `${b.businessName} cancelled this booking.`
    case 'completed':
      return `${b.businessName} completed this appointment. Thank you!`
    case 'no_show':
      return `${b.businessName} marked this appointment as missed: nobody was there at the time. The deposit is kept, as the policy says.`
  }
}

/** The customer's booking page: reference, status, what was booked and how to reach the detailer. */
export function Confirmation({
  booking,
  homePath,
  result,
  move = null,
  notice = null,
}: {
  booking: ConfirmationView
  homePath: string
  result?: CancelResult
  /** "Move to another time" (or "Choose another time"), when the customer may pick a time. */
  move?: ReactNode
  /** What opening the receipt's "Confirm your email" link did. */
  notice?: ProofNotice | null
}) {
  const window = isTimeWindow(booking.timeWindow)
    ? TIME_WINDOWS[booking.timeWindow]
    : booking.timeWindow
  const open = booking.status === 'pending' || booking.status === 'confirmed'
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">
        {booking.status === 'pending' && booking.deposit?.status === 'open'
          ? 'Pay Your Deposit'
          : HEADINGS[booking.status]}
      </h1>
      {notice ? (
        <p
          role={notice.tone === 'warn' ? 'alert' : 'status'}
          data-testid="proof-notice"
          className={`mt-4 rounded-md p-3 ${notice.tone === 'warn' ? 'bg-yellow-50 text-yellow-900' : 'bg-green-50 text-green-900'}`}
        >
          {notice.text}
        </p>
      ) : null}
      <p className="mt-3 text-slate-700">Your reference number is</p>
      <p
        className="mt-1 font-mono text-3xl font-extrabold tracking-wider text-brand-700"
        data-testid="booking-reference"
      >
        {booking.reference}
      </p>
      <p role="status" className="mt-6 text-slate-700" data-testid="booking-status">
        {statusLine(booking)}
      </p>
      {booking.reason ? <p className="mt-2 text-slate-700">Reason: {booking.reason}</p> : null}
      <DepositPanel booking={booking} />
      <div className="mt-8 rounded-xl border border-slate-200 p-5 text-left">
        <p className="font-semibold">
          {booking.serviceName} – {booking.tierName}
        </p>
        {booking.addons ? <p className="text-sm">With add-ons: {booking.addons}</p> : null}
        <p className="text-sm text-slate-600">with {booking.businessName}</p>
        {booking.appointment ? (
          <p className="mt-3 text-sm font-semibold" data-testid="booking-appointment">
            {booking.status === 'pending'
              ? `Requested time: ${booking.appointment} (${booking.held ? 'held for you' : 'not held yet'})`
              : booking.appointment}
          </p>
        ) : (
          <p className="mt-3 text-sm">
            Requested: {formatBookingDate(booking.preferredDate)}, {window}
          </p>
        )}
        {booking.weather ? (
          <p className="mt-2">
            <WeatherBadge headline={booking.weather} />
          </p>
        ) : null}
        <p className="mt-1 text-sm">{booking.address}</p>
        <p className="mt-1 text-sm">
          Estimate <strong>{formatMoney(booking.estimateCents)}</strong> · {booking.durationMinutes}{' '}
          minutes
        </p>
      </div>
      <div className="mt-4 rounded-xl border border-slate-200 p-5 text-left text-sm">
        <h2 className="font-semibold">Contact {booking.businessName}</h2>
        {booking.detailerPhone ? (
          <p className="mt-1">
            Phone:{' '}
            <a href={telHref(booking.detailerPhone)} className="text-brand-700 underline">
              {booking.detailerPhone}
            </a>
          </p>
        ) : null}
        {booking.detailerEmail ? (
          <p className="mt-1">
            Email:{' '}
            <a href={`mailto:${booking.detailerEmail}`} className="text-brand-700 underline">
              {booking.detailerEmail}
            </a>
          </p>
        ) : null}
      </div>
      {result?.formError ? (
        <p role="alert" className="mt-6 rounded-md bg-red-50 p-3 text-red-700">
          {result.formError}
        </p>
      ) : null}
      {open ? move : null}
      {open && booking.canCancel ? <CancelBooking result={result} /> : null}
      {open && !booking.canCancel ? (
        <p className="mt-6 text-slate-700">
          Your appointment is less than 24 hours away. To cancel, please call {booking.businessName}
          {booking.detailerPhone ? ` at ${booking.detailerPhone}` : ''}.
        </p>
      ) : null}
      <Link
        to={homePath}
        className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        Back to Home
      </Link>
    </section>
  )
}
