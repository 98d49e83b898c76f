import { isTimeWindow } from '~/lib/booking/request-fields'
import { dateTimeIn, hhmmIn } from '~/lib/dashboard/format'
import { type BookingItem } from '~/lib/dashboard/tab-data'
import { WINDOW_HOURS, hh } from '~/lib/dashboard/windows'
import { Field } from '~/components/forms'
import { Link, useParams } from '@remix-run/react'
import { formatMoney } from '~/lib/booking/pricing'
import { MoveForm } from './MoveForm'
import { DateTimeFields } from './DateTimeFields'
import {
  ActionForm,
  buttonClass,
  secondaryButtonClass,
  useActionFailure,
  useActionResult,
} from './shared'

function ReasonForm({
  b,
  intent,
  label,
  button,
}: {
  b: BookingItem
  intent: string
  label: string
  button: string
}) {
  const result = useActionResult([intent], b.id)
  const error = result && !result.ok ? (result.errors.reason ?? result.message) : undefined
  const id = `${intent}-${b.id}-reason`
  return (
    <ActionForm
      intent={intent}
      id={b.id}
      label={`${button} ${b.reference}`}
      className="flex flex-wrap items-end gap-2"
    >
      <Field
        label={label}
        errors={error}
        className="min-w-64 flex-1"
        inputProps={{ id, name: 'reason', maxLength: 500 }}
      />
      <button type="submit" className={secondaryButtonClass}>
        {button}
      </button>
    </ActionForm>
  )
}

function ConfirmForm({ b, zone }: { b: BookingItem; zone: string }) {
  const failed = useActionFailure('booking-confirm', b.id)
  const overlaps = failed?.overlaps ?? []
  const window = isTimeWindow(b.timeWindow) ? WINDOW_HOURS[b.timeWindow] : WINDOW_HOURS.morning
  const time = b.startAt ? hhmmIn(b.startAt, zone) : hh(window[0])
  return (
    <ActionForm
      intent="booking-confirm"
      id={b.id}
      label={`Confirm ${b.reference}`}
      className="flex flex-wrap items-end gap-2"
    >
      <DateTimeFields
        idPrefix={`confirm-${b.id}`}
        labels={['Date', 'Start time']}
        date={b.preferredDate}
        time={time}
        timeHint={`Requested ${hh(window[0])}–${hh(window[1])}`}
        errors={failed?.errors}
      />
      {overlaps.length > 0 ? (
        <div
          role="alert"
          className="w-full rounded-md border border-yellow-400 bg-yellow-50 p-2 text-sm text-yellow-900"
        >
          <p className="font-semibold">{failed?.message}</p>
          <ul className="list-disc pl-5">
            {overlaps.map((o) => (
              <li key={o.reference}>
                {o.customer} ({o.reference}), {o.when}
              </li>
            ))}
          </ul>
          <input type="hidden" name="force" value="1" />
        </div>
      ) : null}
      <button type="submit" className={buttonClass}>
        {overlaps.length > 0 ? 'Confirm anyway' : 'Confirm'}
      </button>
    </ActionForm>
  )
}

/**
 * "Decline all from this requester": the disclosure is the confirm step (no script needed), the
 * button inside it declines every pending request with this email or phone, without emails.
 */
function DeclineRequester({ b }: { b: BookingItem }) {
  return (
    <details className="text-sm">
      <summary className="inline-block cursor-pointer py-1 text-red-800 underline">
        Decline all from this requester
      </summary>
      <ActionForm
        intent="booking-decline-requester"
        id={b.id}
        label={`Decline all from the requester of ${b.reference}`}
        className="mt-2 rounded-md border border-red-200 bg-red-50 p-3"
      >
        <p className="text-red-900">
          {`Every pending request with ${b.customerEmail} or this phone number will be declined. No emails are sent.`}
        </p>
        <button type="submit" className={`${secondaryButtonClass} mt-2`}>
          Decline all
        </button>
      </ActionForm>
    </details>
  )
}

/**
 * A started job nobody was at (issue 39): the deposit is kept; with a card on file, a fee up to
 * what the customer was shown at booking may be charged.
 */
function NoShowForm({ b }: { b: BookingItem }) {
  const result = useActionResult(['booking-no-show'], b.id)
  const error = result && !result.ok ? (result.errors.fee ?? result.message) : undefined
  const max = b.noShowFeeOnFileCents ?? 0
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-slate-800">Nobody was there?</summary>
      <ActionForm
        intent="booking-no-show"
        label={`No-show ${b.reference}`}
        className="mt-2 flex flex-wrap items-end gap-2 rounded-md border border-slate-200 p-3"
      >
        <input type="hidden" name="id" value={b.id} />
        <p className="basis-full text-slate-700">
          {max > 0
            ? `The deposit is kept. The customer kept a card on file and was shown a no-show fee of up to ${formatMoney(max)}.`
            : 'The deposit is kept. No card is on file, so no fee can be charged.'}
        </p>
        {max > 0 ? (
          <Field
            label="No-show fee ($)"
            errors={error}
            inputProps={{
              id: `no-show-${b.id}-fee`,
              name: 'fee',
              inputMode: 'decimal',
              defaultValue: (max / 100).toFixed(2),
            }}
          />
        ) : error ? (
          <p className="basis-full text-red-700">{error}</p>
        ) : null}
        <button type="submit" className={secondaryButtonClass}>
          Mark no-show
        </button>
      </ActionForm>
    </details>
  )
}

/** The job screen (issue 42): photos, the customer's notes, Complete; later the sign-off. */
function JobLink({ b, primary }: { b: BookingItem; primary?: boolean }) {
  const { slug } = useParams()
  return (
    <Link
      to={`/${slug ?? ''}/dashboard/jobs/${b.id}`}
      className={`${primary ? buttonClass : secondaryButtonClass} inline-block`}
      aria-label={`Open job ${b.reference}`}
    >
      Open job
    </Link>
  )
}

/** The invoice of a completed job: a draft to adjust and send, or the one sent (issue 39). */
function InvoiceLink({ b }: { b: BookingItem }) {
  const { slug } = useParams()
  return (
    <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
      <Link
        to={`/${slug ?? ''}/dashboard/bookings/${b.id}/invoice`}
        className={`${buttonClass} inline-block`}
      >
        Invoice
      </Link>
      <JobLink b={b} />
    </div>
  )
}

/** What the detailer can do next with a request, by its state. */
export function BookingActions({ booking: b, zone }: { booking: BookingItem; zone: string }) {
  if (b.status === 'pending')
    return (
      <div className="mt-4 space-y-3 border-t border-slate-100 pt-3">
        <ConfirmForm b={b} zone={zone} />
        <ReasonForm b={b} intent="booking-decline" label="Reason for declining" button="Decline" />
        <DeclineRequester b={b} />
      </div>
    )
  if (b.status === 'confirmed')
    return (
      <div className="mt-4 space-y-3 border-t border-slate-100 pt-3">
        <JobLink b={b} primary />
        {b.started || !b.startAt ? (
          <ActionForm intent="booking-complete" id={b.id} label={`Complete ${b.reference}`}>
            <button type="submit" className={buttonClass}>
              Mark completed
            </button>
          </ActionForm>
        ) : (
          <p className="text-sm text-slate-600" data-testid="complete-later">
            You can mark this completed from its start, {dateTimeIn(b.startAt, zone)}.
          </p>
        )}
        {b.started ? <NoShowForm b={b} /> : null}
        {b.startAt && !b.started ? <MoveForm b={b} zone={zone} /> : null}
        <ReasonForm
          b={b}
          intent="booking-cancel"
          label="Reason for cancelling"
          button="Cancel appointment"
        />
      </div>
    )
  if (b.status === 'completed') return <InvoiceLink b={b} />
  return null
}
