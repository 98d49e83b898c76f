import { Link } from '@remix-run/react'
import { MoneyLines } from '~/components/payments/MoneyLines'
import { type BookingListItem, STATUS_LABELS } from '~/lib/account/bookings'
import { formatMoney } from '~/lib/booking/pricing'
import { formatBookingDate, isTimeWindow, TIME_WINDOWS } from '~/lib/booking/request-fields'
import { type DepositSummary } from '~/lib/payments/deposit-view'

const BADGE: Record<BookingListItem['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  completed: 'bg-slate-200 text-slate-900',
  declined: 'bg-red-100 text-red-900',
  cancelled: 'bg-red-100 text-red-900',
  no_show: 'bg-red-100 text-red-900',
}

function whenOf(b: BookingListItem): string {
  if (b.appointment) return b.appointment
  const window = isTimeWindow(b.timeWindow) ? TIME_WINDOWS[b.timeWindow] : b.timeWindow
  return `${formatBookingDate(b.preferredDate)}, ${window}`
}

/** A booking as a card: what, when, with whom, its status, and a link to its booking page. */
export function BookingCard({ booking }: { booking: BookingListItem }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{booking.title}</h3>
          <p className="text-sm text-slate-700">
            {booking.businessName} · {booking.vehicle}
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${BADGE[booking.status]}`}
          data-testid="booking-status"
        >
          {STATUS_LABELS[booking.status]}
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-800">
        {booking.appointment ? 'Appointment: ' : 'Requested for: '}
        {whenOf(booking)}
      </p>
      {booking.payment ? <DepositLines payment={booking.payment} /> : null}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-slate-700">
          {booking.reference} · Estimate {formatMoney(booking.estimateCents)}
        </span>
        <Link
          to={booking.href}
          className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-3 font-medium text-brand-700 hover:bg-slate-50"
          aria-label={`Open booking ${booking.reference}`}
        >
          Open booking
        </Link>
      </div>
    </li>
  )
}

/** What the deposit came to: paid, refunded, due after the job, and the policy while it applies. */
function DepositLines({ payment }: { payment: DepositSummary }) {
  return (
    <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm" data-testid="booking-deposit">
      <p className="font-medium text-slate-900">Payment: deposit {payment.state}</p>
      <MoneyLines
        lines={payment.lines}
        className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 text-slate-800"
      />
      {payment.policy ? <p className="mt-2 text-xs text-slate-700">{payment.policy}</p> : null}
    </div>
  )
}

export function BookingCards({ items }: { items: readonly BookingListItem[] }) {
  return (
    <ul className="mt-3 space-y-3">
      {items.map((b) => (
        <BookingCard key={b.reference} booking={b} />
      ))}
    </ul>
  )
}
