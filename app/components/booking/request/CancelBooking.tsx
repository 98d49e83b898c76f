import { Form, Link, useLocation, useNavigation, useSubmit } from '@remix-run/react'
import { type FormEvent, useRef, useState } from 'react'
import { SubmitButton, TextareaField } from '~/components/forms'
import { Dialog } from '~/components/ui/Dialog'
import { CANCEL_REASON_MAX } from '~/lib/booking/respond-limits'

export interface CancelResult {
  formError: string | null
  errors: Record<string, string>
  /** The server's confirmation step (the first post without JavaScript changes nothing). */
  confirm?: { reason: string | null }
}

export const CANCEL_POLICY =
  'Free cancellation up to 24 hours before the appointment. After that, please call the detailer.'

const danger =
  'rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60'
const keep =
  'rounded-md border border-slate-300 bg-white px-4 py-2 text-center font-semibold text-slate-800 hover:bg-slate-50'

/**
 * Cancel this booking, asked first: with JavaScript a dialog confirms; without it the first post
 * answers with a confirmation step and only its "Yes, cancel booking" cancels.
 */
export function CancelBooking({ result }: { result?: CancelResult }) {
  const busy = useNavigation().state === 'submitting'
  const submit = useSubmit()
  const formRef = useRef<HTMLFormElement>(null)
  const [asking, setAsking] = useState(false)
  if (result?.confirm) return <ConfirmStep reason={result.confirm.reason} busy={busy} />
  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setAsking(true)
  }
  function confirm() {
    const form = formRef.current
    if (!form) return
    const data = new FormData(form)
    data.set('confirmed', '1')
    setAsking(false)
    submit(data, { method: 'post' })
  }
  return (
    <Form
      ref={formRef}
      method="post"
      onSubmit={ask}
      className="mt-6 rounded-xl border border-slate-200 p-5 text-left"
    >
      <h2 className="text-lg font-semibold">Cancel this booking</h2>
      <p className="mt-1 text-sm text-slate-600">{CANCEL_POLICY}</p>
      <input type="hidden" name="intent" value="cancel" />
      <TextareaField
        label="Reason (optional)"
        errors={result?.errors.reason}
        className="mt-3"
        textareaProps={{
          id: 'cancel-reason',
          name: 'reason',
          rows: 2,
          maxLength: CANCEL_REASON_MAX,
        }}
      />
      <SubmitButton busy={busy} busyLabel="Cancelling..." className={`mt-3 ${danger}`}>
        Cancel Booking
      </SubmitButton>
      {asking ? (
        <Dialog title="Cancel this booking?" onClose={() => setAsking(false)} size="sm">
          <p className="mt-2 text-slate-700">{CANCEL_POLICY}</p>
          <p className="mt-2 text-slate-700">
            The detailer is told at once. This cannot be undone.
          </p>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={() => setAsking(false)} className={keep}>
              Keep my booking
            </button>
            <button type="button" onClick={confirm} className={danger}>
              Yes, cancel booking
            </button>
          </div>
        </Dialog>
      ) : null}
    </Form>
  )
}

/** The no-JavaScript confirmation: the policy, then cancel for real or keep the booking. */
function ConfirmStep({ reason, busy }: { reason: string | null; busy: boolean }) {
  const { pathname, search } = useLocation()
  return (
    <Form
      method="post"
      aria-labelledby="cancel-confirm-title"
      className="mt-6 rounded-xl border-2 border-red-700 p-5 text-left"
    >
      <h2 id="cancel-confirm-title" className="text-lg font-semibold">
        Cancel this booking?
      </h2>
      <p className="mt-1 text-slate-700">{CANCEL_POLICY}</p>
      <p className="mt-1 text-slate-700">The detailer is told at once. This cannot be undone.</p>
      {reason ? <p className="mt-2 text-sm text-slate-600">Reason: {reason}</p> : null}
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="confirmed" value="1" />
      <input type="hidden" name="reason" value={reason ?? ''} />
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <SubmitButton busy={busy} busyLabel="Cancelling..." className={danger}>
          Yes, cancel booking
        </SubmitButton>
        <Link to={`${pathname}${search}`} className={keep}>
          Keep my booking
        </Link>
      </div>
    </Form>
  )
}
