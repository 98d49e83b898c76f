import { Form, useNavigation } from '@remix-run/react'
import { Field, FormError, primarySubmitClass, SubmitButton } from '~/components/forms'

export interface SetPasswordActionData {
  formError: string | null
  errors: Record<string, string>
}

interface Props {
  token: string
  email: string
  result?: SetPasswordActionData
  /** The page that redeems the link: /set-password (approval) or /reset-password. */
  path?: string
}

/** A plain form, so setting the password works without JavaScript. */
export function SetPasswordForm({ token, email, result, path = '/set-password' }: Props) {
  const busy = useNavigation().state === 'submitting'
  const errors = result?.errors ?? {}
  const field = (name: string, label: string) => (
    <Field
      label={label}
      errors={errors[name]}
      inputProps={{
        id: `set-password-${name}`,
        name,
        type: 'password',
        autoComplete: 'new-password',
        required: true,
        minLength: 8,
        maxLength: 128,
      }}
    />
  )
  return (
    <Form
      method="post"
      action={`${path}?token=${encodeURIComponent(token)}`}
      className="mt-6 space-y-4"
    >
      <input type="hidden" name="token" value={token} />
      <p className="text-sm text-slate-600">
        Account: <span className="font-medium text-slate-900">{email}</span>
      </p>
      {field('password', 'New password (8–128 characters)')}
      {field('confirmPassword', 'Confirm new password')}
      <FormError message={result?.formError} />
      <SubmitButton busy={busy} busyLabel="Please wait…" className={`w-full ${primarySubmitClass}`}>
        Set password and sign in
      </SubmitButton>
    </Form>
  )
}
