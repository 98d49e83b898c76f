import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  redirect,
} from '@remix-run/cloudflare'
import { useActionData, useLoaderData } from '@remix-run/react'
import { noStoreHeaders, SAME_ORIGIN_REFERRER, titleMeta } from '~/lib/private-page'
import { type SetPasswordActionData, SetPasswordForm } from '~/components/auth/SetPasswordForm'
import {
  PASSWORD_SETUP_TTL_DAYS,
  SETUP_LINK_INVALID,
  setPasswordSchema,
  signInTarget,
} from '~/lib/password-setup-schema'
import { PASSWORD_CHANGED_PATH } from '~/lib/password-reset-schema'
import { fieldErrors } from '~/lib/validation'
import { hashPassword } from '~/server/auth/password.server'
import {
  findSetupToken,
  redeemSetupToken,
  type SetupTokenLookup,
} from '~/server/auth/password-setup.server'
import { commitUserSession } from '~/server/auth/session.server'
import { findUserById, homeFor } from '~/server/auth/users.server'

// The link carries a secret: keep it out of caches and Referer headers.
export const meta = titleMeta('Set your password', SAME_ORIGIN_REFERRER)
export const headers = noStoreHeaders

/** A link that never existed is a bad request; one that did but is spent or stale is gone. */
function statusFor(lookup: SetupTokenLookup): number {
  return lookup.status === 'used' || lookup.status === 'expired' ? 410 : 400
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const lookup = await findSetupToken(context.db, token)
  if (lookup.status !== 'valid' || !token) {
    return data({ ready: false as const }, { status: statusFor(lookup) })
  }
  return { ready: true as const, token, email: lookup.email, target: signInTarget(lookup.role) }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const invalid = (status: number) =>
    data<SetPasswordActionData>({ formError: SETUP_LINK_INVALID, errors: {} }, { status })
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data<SetPasswordActionData>(
      { formError: 'Please submit the form again', errors: {} },
      { status: 400 },
    )
  }
  const posted = form.get('token')
  const token =
    typeof posted === 'string' && posted ? posted : new URL(request.url).searchParams.get('token')
  // The link is checked before the (deliberately slow) password hash is computed.
  const lookup = await findSetupToken(context.db, token)
  if (lookup.status !== 'valid' || !token) return invalid(statusFor(lookup))

  const parsed = setPasswordSchema.safeParse({
    password: form.get('password') ?? undefined,
    confirmPassword: form.get('confirmPassword') ?? undefined,
  })
  if (!parsed.success) {
    return data<SetPasswordActionData>(
      { formError: null, errors: fieldErrors(parsed.error) },
      { status: 400 },
    )
  }
  const passwordHash = await hashPassword(parsed.data.password, context.env.PASSWORD_PEPPER)
  const userId = await redeemSetupToken(context.db, { token, userId: lookup.userId, passwordHash })
  const user = userId ? await findUserById(context.db, userId) : null
  // Spent by a concurrent submission between our check and the batch.
  if (!user) return invalid(410)
  // A reset ends on the login page, which says the password was changed (this browser is
  // signed in with it); an approval link goes straight to the new dashboard.
  const reset = new URL(request.url).pathname === '/reset-password'
  return redirect(reset ? PASSWORD_CHANGED_PATH : homeFor(user), {
    headers: { 'Set-Cookie': await commitUserSession(context, user) },
  })
}

export default function SetPassword() {
  const loaderData = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <section className="mx-auto max-w-md px-6 py-16">
      {loaderData.ready ? (
        <>
          <div className="text-center">
            <h1 className="text-3xl font-bold">Set your password</h1>
            <p className="mt-3 text-slate-600">
              Choose a password to sign in to {loaderData.target}.
            </p>
          </div>
          <div className="mt-8 rounded-xl border border-slate-200 p-6 shadow-sm">
            <SetPasswordForm
              token={loaderData.token}
              email={loaderData.email}
              result={actionData}
            />
          </div>
        </>
      ) : (
        <div className="text-center">
          <h1 className="text-3xl font-bold">{SETUP_LINK_INVALID}</h1>
          <p className="mt-3 text-slate-600">
            Password links work once and expire after {PASSWORD_SETUP_TTL_DAYS} days. Ask the Mobile
            Detail Hub team for a new one, or sign in if you have already set your password.
          </p>
          <a
            href="/login"
            className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Go to login
          </a>
        </div>
      )}
    </section>
  )
}
