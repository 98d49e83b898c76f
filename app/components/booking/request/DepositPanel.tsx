import { MoneyLines } from '~/components/payments/MoneyLines'
import { formatMoney } from '~/lib/booking/pricing'
import { type ConfirmationView } from '~/lib/booking/views'
import { paidState } from '~/lib/payments/deposit-view'

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso))

/** The booking's deposit: to pay (with its checkout), paid and due after the job, or lapsed. */
export function DepositPanel({ booking }: { booking: ConfirmationView }) {
  const d = booking.deposit
  if (!d) return null
  if (d.status === 'open' && booking.status === 'pending') {
    return (
      <div
        className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-5 text-left"
        data-testid="deposit-due"
      >
        <h2 className="font-semibold">Deposit due: {formatMoney(d.amountCents)}</h2>
        <p className="mt-1 text-sm text-slate-700">
          Your request reaches {booking.businessName} and holds its time once the deposit is paid
          {d.payBy ? ` (by ${timeOf(d.payBy)})` : ''}. The rest, {formatMoney(d.dueAfterCents)}, is
          due after the job.
        </p>
        {booking.payUrl ? (
          <a
            href={booking.payUrl}
            className="mt-3 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Pay deposit {formatMoney(d.amountCents)}
          </a>
        ) : null}
        {booking.policy ? <p className="mt-3 text-xs text-slate-600">{booking.policy}</p> : null}
      </div>
    )
  }
  if (d.status !== 'paid') return null
  return (
    <div
      className="mt-4 rounded-xl border border-slate-200 p-5 text-left text-sm"
      data-testid="deposit-paid"
    >
      <h2 className="font-semibold">Payment: deposit {paidState(d)}</h2>
      <MoneyLines lines={booking.money} className="mt-2 grid grid-cols-2 gap-1" />
      {booking.policy ? <p className="mt-3 text-xs text-slate-600">{booking.policy}</p> : null}
    </div>
  )
}
