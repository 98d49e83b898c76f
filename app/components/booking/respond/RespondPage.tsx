import { Form, useNavigation } from '@remix-run/react'
import { type ReactNode, useEffect } from 'react'
import { DECLINE_REASON_MAX } from '~/lib/booking/respond-limits'
import { type RespondClash, type RespondState } from '~/lib/booking/respond-view'
import { BookingFacts } from './BookingFacts'
import { TextareaField } from '~/components/forms'

export interface RespondActionData {
  formError: string | null
  errors: Record<string, string>
  /** Set when Confirm was refused because the time overlaps confirmed appointments. */
  clash?: RespondClash
}

const button =
  'rounded-md px-4 py-2 font-semibold text-white disabled:opacity-60 focus:outline-none focus:ring-2 focus:ring-offset-2'

const ANSWER_COLOURS = {
  confirm: 'bg-green-700 hover:bg-green-800 focus:ring-green-600',
  decline: 'bg-red-700 hover:bg-red-800 focus:ring-red-600',
} as const

/** The Confirm or the Decline form: what it asks for, then its own coloured submit button. */
function AnswerForm({
  intent,
  label,
  busy,
  children,
}: {
  intent: keyof typeof ANSWER_COLOURS
  label: string
  busy: boolean
  children: ReactNode
}) {
  return (
    <Form method="post" className="rounded-xl border border-slate-200 p-4">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <button type="submit" disabled={busy} className={`${button} mt-3 ${ANSWER_COLOURS[intent]}`}>
        {label}
      </button>
    </Form>
  )
}

const STATUS_TEXT: Record<string, string> = {
  confirmed: 'You confirmed this request.',
  declined: 'You declined this request.',
  cancelled: 'This request was cancelled.',
  completed: 'This appointment is completed.',
  no_show: 'This appointment was marked a no-show.',
}

/** The detailer's view of an emailed request: the facts, then Confirm or Decline (POST only). */
export function RespondPage({
  state,
  result,
}: {
  state: RespondState
  result?: RespondActionData
}) {
  const busy = useNavigation().state === 'submitting'
  const declining = state.state === 'open' && state.choice === 'decline'
  // The email's Decline link lands ready to type the reason (autofocus does it before hydration).
  useEffect(() => {
    if (declining) document.getElementById('decline-reason')?.focus()
  }, [declining])
  if (state.state === 'expired') {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">This link has expired</h1>
        <p className="mt-3 text-slate-700">Open your dashboard to answer the request.</p>
      </section>
    )
  }
  const { booking } = state
  const reasonError = result?.errors.reason
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold">Booking request {booking.reference}</h1>
      <p className="mt-2 text-slate-600">for {booking.businessName}</p>
      <BookingFacts
        facts={[
          ['Service', booking.service],
          ['Requested', booking.requested],
          ['Appointment', booking.appointment],
          ['Address', booking.address],
          ['Customer', booking.customer],
          ['Estimate', booking.estimate],
          ['Notes', booking.notes],
        ]}
      />
      {result?.clash ? (
        <ClashNotice clash={result.clash} />
      ) : result?.formError ? (
        <p role="alert" className="mt-6 rounded-md bg-red-50 p-3 text-red-700">
          {result.formError}
        </p>
      ) : null}
      {state.state === 'answered' ? (
        <p role="status" className="mt-8 rounded-md bg-brand-50 p-4 font-medium">
          {STATUS_TEXT[booking.status] ?? `This request is ${booking.status}.`}
          {booking.appointment && booking.status === 'confirmed'
            ? ` Appointment: ${booking.appointment}.`
            : ''}
        </p>
      ) : (
        <div
          className={`mt-8 flex gap-6 ${state.choice === 'decline' ? 'flex-col-reverse' : 'flex-col'}`}
        >
          <AnswerForm intent="confirm" label="Confirm booking" busy={busy}>
            <p className="text-sm text-slate-700">
              Confirm for the start of the requested window; the customer gets the time by email.
            </p>
          </AnswerForm>
          <AnswerForm intent="decline" label="Decline request" busy={busy}>
            <TextareaField
              label="Reason for the customer"
              errors={reasonError}
              textareaProps={{
                id: 'decline-reason',
                name: 'reason',
                autoFocus: declining,
                required: true,
                maxLength: DECLINE_REASON_MAX,
                rows: 3,
              }}
            />
          </AnswerForm>
        </div>
      )}
    </section>
  )
}

/** The email's Confirm changed nothing: which appointments the time clashes with, and where to go. */
function ClashNotice({ clash }: { clash: RespondClash }) {
  return (
    <div
      role="alert"
      className="mt-6 rounded-md border border-yellow-400 bg-yellow-50 p-3 text-yellow-900"
    >
      <p className="font-semibold">{clash.message}</p>
      {clash.overlaps.length > 0 ? (
        <ul className="mt-2 list-disc pl-5">
          {clash.overlaps.map((o) => (
            <li key={o.reference}>{`${o.customer} (${o.reference}), ${o.when}`}</li>
          ))}
        </ul>
      ) : null}
      <a
        href={clash.dashboard}
        className="mt-3 inline-block font-semibold text-brand-700 underline"
      >
        Open your dashboard
      </a>
    </div>
  )
}
