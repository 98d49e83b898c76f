import { Form, useNavigation } from '@remix-run/react'
import { SubmitButton, TextareaField } from '~/components/forms'
import { CANCEL_REASON_MAX } from '~/lib/booking/respond-limits'

export interface CancelResult {
  formError: string | null
  errors: Record<string, string>
}

/** Free cancellation (a plain POST form, so it works without JavaScript). */
export function CancelBooking({ result }: { result?: CancelResult }) {
  const busy = useNavigation().state === 'submitting'
  const error = result?.errors.reason
  return (
    <Form method="post" className="mt-6 rounded-xl border border-slate-200 p-5 text-left">
      <h2 className="text-lg font-semibold">Cancel this booking</h2>
      <p className="mt-1 text-sm text-slate-600">
        Free cancellation up to 24 hours before the appointment.
      </p>
      <input type="hidden" name="intent" value="cancel" />
      <TextareaField
        label="Reason (optional)"
        errors={error}
        className="mt-3"
        textareaProps={{
          id: 'cancel-reason',
          name: 'reason',
          rows: 2,
          maxLength: CANCEL_REASON_MAX,
        }}
      />
      <SubmitButton
        busy={busy}
        busyLabel="Cancelling..."
        className="mt-3 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
      >
        Cancel Booking
      </SubmitButton>
    </Form>
  )
}
