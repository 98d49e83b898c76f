import { Form, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { Field, primarySubmitClass, SubmitButton } from '~/components/forms'

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
      <Field
        label="Email"
        errors={error}
        inputProps={{
          id: 'forgot-email',
          name: 'email',
          type: 'email',
          autoComplete: 'email',
          required: true,
        }}
      />
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
      <SubmitButton busy={busy} busyLabel="Sending..." className={`w-full ${primarySubmitClass}`}>
        Send reset link
      </SubmitButton>
      <p className="text-center text-sm">
        <a href="/login" className="font-semibold text-brand-700 hover:underline">
          Back to sign in
        </a>
      </p>
    </Form>
  )
}
