import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type MetaFunction,
} from '@remix-run/cloudflare'
import { useActionData } from '@remix-run/react'
import {
  type ForgotPasswordActionData,
  ForgotPasswordForm,
} from '~/components/auth/ForgotPasswordForm'
import { forgotPasswordSchema, RESET_REQUESTED } from '~/lib/password-reset-schema'
import { fieldErrors } from '~/lib/validation'
import { requestPasswordReset } from '~/server/auth/password-reset.server'

export const meta: MetaFunction = () => [{ title: 'Forgot password | Mobile Detail Hub' }]
// The 429's Retry-After reaches the document response only through here.
export const headers: HeadersFunction = ({ actionHeaders }) => actionHeaders

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null)
  const parsed = forgotPasswordSchema.safeParse(form ? Object.fromEntries(form) : {})
  if (!parsed.success) {
    return data<ForgotPasswordActionData>(
      { sent: false, message: null, errors: fieldErrors(parsed.error) },
      400,
    )
  }
  const outcome = await requestPasswordReset(context, request, parsed.data.email)
  if (!outcome.ok) {
    const minutes = Math.ceil(outcome.retryAfterSeconds / 60)
    return data<ForgotPasswordActionData>(
      {
        sent: false,
        message: `Rate limited: too many reset requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        errors: {},
      },
      { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
    )
  }
  return { sent: true, message: RESET_REQUESTED, errors: {} } satisfies ForgotPasswordActionData
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>()
  return (
    <section className="mx-auto max-w-md px-6 py-16">
      <div className="text-center">
        <h1 className="text-3xl font-bold">Forgot your password?</h1>
        <p className="mt-3 text-slate-600">
          Enter the email you sign in with and we will send you a link to choose a new password.
        </p>
      </div>
      <div className="mt-8 rounded-xl border border-slate-200 p-6 shadow-sm">
        <ForgotPasswordForm result={result} />
      </div>
    </section>
  )
}
