import { Form, type useFetcher, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { Field, FormError, primarySubmitClass, SubmitButton } from '~/components/forms'
import { loginHref } from '~/lib/return-to'

export interface AuthActionData {
  intent: 'login' | 'register'
  formError: string | null
  errors: Record<string, string>
}

interface Props {
  initialMode: 'login' | 'register'
  result?: AuthActionData
  /** Inside the header modal the form posts through a fetcher; on /login it is a plain form. */
  fetcher?: ReturnType<typeof useFetcher<AuthActionData>>
  idPrefix?: string
  /** The page to go back to once a customer is signed in (see `safeReturnTo`). */
  returnTo?: string | null
}

export function AuthForm({
  initialMode,
  result,
  fetcher,
  idPrefix = 'auth',
  returnTo = null,
}: Props) {
  const [mode, setMode] = useState(initialMode)
  const navigation = useNavigation()
  const busy = fetcher ? fetcher.state !== 'idle' : navigation.state === 'submitting'
  const errors = result?.intent === mode ? result.errors : {}
  const formError = result?.intent === mode ? result.formError : null
  const FormComponent = fetcher ? fetcher.Form : Form
  const field = (
    name: string,
    label: string,
    type: string,
    autoComplete: string,
    required = true,
  ) => (
    <Field
      label={label}
      errors={errors[name]}
      inputProps={{ id: `${idPrefix}-${name}`, name, type, autoComplete, required }}
    />
  )
  return (
    <div>
      <h2 className="text-2xl font-bold">{mode === 'login' ? 'Welcome back' : 'Create account'}</h2>
      <p className="mt-1 text-sm text-slate-600">
        {mode === 'login' ? 'Sign in to your account' : 'Sign up to get started'}
      </p>
      <FormComponent method="post" action="/login" className="mt-6 space-y-4" key={mode}>
        <input type="hidden" name="intent" value={mode} />
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        {mode === 'register' ? field('name', 'Full name', 'text', 'name') : null}
        {field('email', 'Email', 'email', 'email')}
        {mode === 'register' ? field('phone', 'Phone (optional)', 'tel', 'tel', false) : null}
        {field(
          'password',
          'Password',
          'password',
          mode === 'login' ? 'current-password' : 'new-password',
        )}
        {mode === 'login' ? (
          <p className="text-right text-sm">
            {/* A full page load: it leaves the dialog behind and works without JavaScript. */}
            <a href="/forgot-password" className="font-semibold text-brand-700 hover:underline">
              Forgot password?
            </a>
          </p>
        ) : null}
        <FormError message={formError} />
        <SubmitButton
          busy={busy}
          busyLabel="Please wait…"
          className={`w-full ${primarySubmitClass}`}
        >
          {mode === 'login' ? 'Sign in' : 'Create account'}
        </SubmitButton>
      </FormComponent>
      <p className="mt-4 text-center text-sm text-slate-600">
        {mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
        {/* A link, so the toggle also works with JavaScript off. */}
        <a
          href={loginHref(returnTo ?? '/', mode === 'login' ? 'signup' : undefined)}
          className="font-semibold text-brand-700 hover:underline"
          onClick={(event) => {
            event.preventDefault()
            setMode(mode === 'login' ? 'register' : 'login')
          }}
        >
          {mode === 'login' ? 'Create account' : 'Sign in'}
        </a>
      </p>
    </div>
  )
}
