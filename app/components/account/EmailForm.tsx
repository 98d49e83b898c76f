import { type SubmissionResult } from '@conform-to/react'
import { Field, FormError, SubmitButton } from '~/components/forms'
import { emailSettingsSchema } from '~/lib/account/settings-schema'
import { AccountForm } from './AccountForm'
import { useAccountForm } from './useAccountForm'
import { CurrentPasswordField } from './CurrentPasswordField'

/** The new sign-in email and the current password; the change waits for the new inbox's link. */
export function EmailForm({
  email,
  lastResult,
  action,
}: {
  email: string
  lastResult?: SubmissionResult<string[]> | null
  /** Where the form posts (the admin's Settings tab posts to /account/settings). */
  action?: string
}) {
  const { busy, form, fields } = useAccountForm({
    id: 'settings-email',
    intent: 'email',
    schema: emailSettingsSchema,
    lastResult,
  })
  return (
    <AccountForm form={form} action={action} intent="email">
      <p className="text-sm text-slate-700">
        You sign in with <span className="font-medium text-slate-900">{email}</span>. We send a link
        to the new email; it changes when you open it, and we tell this one.
      </p>
      <Field
        label="New email"
        meta={fields.newEmail}
        inputProps={{
          type: 'email',
          autoComplete: 'email',
          required: true,
          maxLength: 254,
          defaultValue: fields.newEmail.initialValue,
        }}
      />
      <CurrentPasswordField meta={fields.currentPassword} />
      <FormError message={form.errors?.[0]} />
      <SubmitButton busy={busy} busyLabel="Sending…">
        Send confirmation link
      </SubmitButton>
    </AccountForm>
  )
}
