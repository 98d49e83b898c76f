import { Form, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'

export interface ForgotPasswordActionData {
  sent: boolean
  message: string | null
  errors: Record<string, string>
}

/** A plain form; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm({ result }: { result?: ForgotPasswordActionData }) {
  const busy = useNavigation().state === 'submitting'
  const error = result?.errors.email
  const messageRef = useRef<HTMLParagraphElement>(null)
  // Announce and focus the outcome, so keyboard and screen-reader users hear it.
  useEffect(() => {
    if (result?.message) messageRef.current?.focus()
  }, [result])
  return (
    <Form method="post" action="/forgot-password" className="space-y-4">
      <div>
        <label htmlFor="forgot-email" className="block text-sm font-medium text-slate-700">
          Email
        </label>
        <input
          id="forgot-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'forgot-email-error' : undefined}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
        />
        {error ? (
          <p id="forgot-email-error" className="mt-1 text-sm text-red-600">
            {error}
          </p>
        ) : null}
      </div>
      {result?.message ? (
        <p
          ref={messageRef}
          tabIndex={-1}
          role={result.sent ? 'status' : 'alert'}
          className={`rounded-md px-3 py-2 text-sm ${result.sent ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-700'}`}
        >
          {result.message}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? 'Sending...' : 'Send reset link'}
      </button>
      <p className="text-center text-sm">
        <a href="/login" className="font-semibold text-brand-700 hover:underline">
          Back to sign in
        </a>
      </p>
    </Form>
  )
}
