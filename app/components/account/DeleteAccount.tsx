import { type SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { FormError, SubmitButton } from '~/components/forms'
import { deleteAccountSchema } from '~/lib/account/delete-account-schema'
import { AccountForm } from './AccountForm'
import { useAccountForm } from './useAccountForm'
import { CurrentPasswordField } from './CurrentPasswordField'

const dangerClass =
  'rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2 disabled:opacity-60'

/** The card's anchor: without JavaScript the answer opens scrolled to the step, not the top. */
export const DELETE_CARD_ID = 'delete-account'
const DELETE_AT = `/account/settings#${DELETE_CARD_ID}`

export interface DeleteStep {
  /** Appointments more than 24 hours away that deleting cancels. */
  upcoming: number
}

/**
 * Settings' last card: a first button that only asks, then the confirm step (what goes, what
 * stays, the password). Both are plain posts, so it works without JavaScript.
 */
export function DeleteAccount({
  confirm,
  refusal,
  lastResult,
}: {
  confirm: DeleteStep | null
  refusal: string | null
  lastResult?: SubmissionResult<string[]> | null
}) {
  if (!confirm)
    return (
      <Form method="post" action={DELETE_AT} className="space-y-4">
        <input type="hidden" name="intent" value="delete-account" />
        <input type="hidden" name="step" value="ask" />
        <p className="text-sm text-slate-700">
          Deleting your account removes your name, email, phone and address from our records and
          signs you out everywhere. It cannot be undone.
        </p>
        <FormError message={refusal} />
        <button type="submit" className={dangerClass}>
          Delete account…
        </button>
      </Form>
    )
  return <ConfirmDelete step={confirm} lastResult={lastResult} />
}

function ConfirmDelete({
  step,
  lastResult,
}: {
  step: DeleteStep
  lastResult?: SubmissionResult<string[]> | null
}) {
  const { busy, form, fields } = useAccountForm({
    id: 'settings-delete',
    intent: 'delete-account',
    schema: deleteAccountSchema,
    lastResult,
  })
  const bookings =
    step.upcoming === 0
      ? 'You have no upcoming appointments to cancel.'
      : `Your ${step.upcoming === 1 ? 'upcoming appointment is' : `${step.upcoming} upcoming appointments are`} cancelled and the detailer is told; a deposit is refunded in full, as for any cancellation more than 24 hours ahead.`
  return (
    <section
      aria-labelledby="delete-confirm-title"
      className="rounded-lg border-2 border-red-300 bg-red-50 p-4"
    >
      <h3 id="delete-confirm-title" className="text-lg font-semibold text-red-900">
        Delete your account?
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
        <li>{bookings}</li>
        <li>
          Your name, email, phone and address are removed from your bookings, quotes and invoices;
          businesses see &ldquo;Former customer&rdquo;.
        </li>
        <li>Your reviews stay, signed &ldquo;A former customer&rdquo;.</li>
        <li>
          Payment and invoice records are kept for 7 years, as the law requires, without your
          personal details.
        </li>
        <li>You are signed out everywhere. You can sign up again with this email later.</li>
      </ul>
      <div className="mt-4">
        <AccountForm form={form} action={DELETE_AT} intent="delete-account">
          <input type="hidden" name="step" value="confirm" />
          <CurrentPasswordField meta={fields.currentPassword} />
          <FormError message={form.errors?.[0]} />
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton busy={busy} busyLabel="Deleting…" className={dangerClass}>
              Delete my account
            </SubmitButton>
            <Link to="/account/settings" className="font-medium text-brand-700 underline">
              Keep my account
            </Link>
          </div>
        </AccountForm>
      </div>
    </section>
  )
}
