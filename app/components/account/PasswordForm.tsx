import { type SubmissionResult } from '@conform-to/react'
import { Field, FormError, SubmitButton } from '~/components/forms'
import { type FieldMeta } from '~/components/forms'
import { passwordSettingsSchema } from '~/lib/account/settings-schema'
import { PASSWORD_MAX, PASSWORD_MIN } from '~/lib/password-rule'
import { AccountForm } from './AccountForm'
import { useAccountForm } from './useAccountForm'

/** Current password, then the new one twice. Changing it signs out every other device. */
export function PasswordForm({
  lastResult,
  action,
}: {
  lastResult?: SubmissionResult<string[]> | null
  /** Where the form posts (the admin's Settings tab posts to /account/settings). */
  action?: string
}) {
  const { busy, form, fields } = useAccountForm({
    id: 'settings-password',
    intent: 'password',
    schema: passwordSettingsSchema,
    lastResult,
  })
  const password = (meta: FieldMeta, label: string, autoComplete: string, hint?: string) => (
    <Field
      label={label}
      hint={hint}
      meta={meta}
      inputProps={{ type: 'password', autoComplete, required: true, maxLength: PASSWORD_MAX }}
    />
  )
  return (
    <AccountForm form={form} action={action} intent="password">
      {password(fields.currentPassword, 'Current password', 'current-password')}
      {password(
        fields.newPassword,
        'New password',
        'new-password',
        `${PASSWORD_MIN}–${PASSWORD_MAX} characters`,
      )}
      {password(fields.confirmPassword, 'Confirm new password', 'new-password')}
      <FormError message={form.errors?.[0]} />
      <SubmitButton busy={busy} busyLabel="Changing…">
        Change password
      </SubmitButton>
    </AccountForm>
  )
}
