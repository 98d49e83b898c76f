import { useActionData, useLoaderData } from '@remix-run/react'
import { SetPasswordForm } from '~/components/auth/SetPasswordForm'
import { SAME_ORIGIN_REFERRER, titleMeta } from '~/lib/private-page'
import { SETUP_LINK_INVALID } from '~/lib/password-setup-schema'
import { RESET_LINK_TTL_MINUTES } from '~/lib/password-reset-schema'
import { type action, type loader } from './set-password'

// /reset-password?token=…: the link from the password-reset email. Redeeming works exactly like
// the approval link (same single-use token table): the password is set, every refresh token is
// revoked and token_version is bumped, which ends every other session; then this browser signs in.
export { action, headers, loader } from './set-password'

export const meta = titleMeta('Reset your password', SAME_ORIGIN_REFERRER)

export default function ResetPassword() {
  const loaderData = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <section className="mx-auto max-w-md px-6 py-16">
      {loaderData.ready ? (
        <>
          <h1 className="text-center text-3xl font-bold">Choose a new password</h1>
          <div className="mt-8 rounded-xl border border-slate-200 p-6 shadow-sm">
            <SetPasswordForm
              token={loaderData.token}
              email={loaderData.email}
              result={actionData}
              path="/reset-password"
            />
          </div>
        </>
      ) : (
        <div className="text-center">
          <h1 className="text-3xl font-bold">{SETUP_LINK_INVALID}</h1>
          <p className="mt-3 text-slate-600">
            Reset links work once and expire after {RESET_LINK_TTL_MINUTES} minutes.
          </p>
          <a
            href="/forgot-password"
            className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Send a new link
          </a>
        </div>
      )}
    </section>
  )
}
