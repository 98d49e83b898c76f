import { Form, useNavigation } from '@remix-run/react'

export interface SetPasswordActionData {
  formError: string | null
  errors: Record<string, string>
}

const input =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30'

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
    <div>
      <label htmlFor={`set-password-${name}`} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={`set-password-${name}`}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `set-password-${name}-error` : undefined}
        className={input}
      />
      {errors[name] ? (
        <p id={`set-password-${name}-error`} className="mt-1 text-sm text-red-600">
          {errors[name]}
        </p>
      ) : null}
    </div>
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
      {result?.formError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {result.formError}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? 'Please wait…' : 'Set password and sign in'}
      </button>
    </Form>
  )
}
