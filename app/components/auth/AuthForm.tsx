import { Form, type useFetcher, useNavigation } from '@remix-run/react'
import { useState } from 'react'

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
}

const input =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30'

export function AuthForm({ initialMode, result, fetcher, idPrefix = 'auth' }: Props) {
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
    <div>
      <label htmlFor={`${idPrefix}-${name}`} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={`${idPrefix}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${idPrefix}-${name}-error` : undefined}
        className={input}
      />
      {errors[name] ? (
        <p id={`${idPrefix}-${name}-error`} className="mt-1 text-sm text-red-600">
          {errors[name]}
        </p>
      ) : null}
    </div>
  )
  return (
    <div>
      <h2 className="text-2xl font-bold">{mode === 'login' ? 'Welcome back' : 'Create account'}</h2>
      <p className="mt-1 text-sm text-slate-600">
        {mode === 'login' ? 'Sign in to your account' : 'Sign up to get started'}
      </p>
      <FormComponent method="post" action="/login" className="mt-6 space-y-4" key={mode}>
        <input type="hidden" name="intent" value={mode} />
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
        {formError ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {formError}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? 'Please wait…' : mode === 'login' ? 'Sign in' : 'Create account'}
        </button>
      </FormComponent>
      <p className="mt-4 text-center text-sm text-slate-600">
        {mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
        {/* A link, so the toggle also works with JavaScript off. */}
        <a
          href={mode === 'login' ? '/login?mode=signup' : '/login'}
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
