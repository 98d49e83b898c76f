import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/cloudflare'
import { useActionData, useLoaderData } from '@remix-run/react'
import { AuthForm, type AuthActionData } from '~/components/auth/AuthForm'
import { AuthFormError, createAuthenticator } from '~/server/auth/authenticator.server'
import { commitUserSession } from '~/server/auth/session.server'
import { homeFor } from '~/server/auth/users.server'
import { getUser } from '~/server/guards.server'
import { PASSWORD_CHANGED } from '~/lib/password-reset-schema'
import { safeReturnTo } from '~/lib/return-to'

export const meta: MetaFunction = () => [{ title: 'Login Required | Mobile Detail Hub' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(context, request)
  const params = new URL(request.url).searchParams
  const mode: 'login' | 'register' = params.get('mode') === 'signup' ? 'register' : 'login'
  return {
    signedInAs: user?.name ?? null,
    home: user ? homeFor(user) : null,
    passwordChanged: params.get('password') === 'changed',
    mode,
    returnTo: safeReturnTo(params.get('returnTo')),
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const contentType = request.headers.get('Content-Type') ?? ''
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType)) {
    return data(
      {
        intent: 'login',
        formError: 'Please submit the sign-in form.',
        errors: {},
      } satisfies AuthActionData,
      {
        status: 415,
      },
    )
  }
  // An unreadable form body (e.g. broken multipart) is the client's error, not ours.
  const readable = await request
    .clone()
    .formData()
    .then(() => true)
    .catch(() => false)
  if (!readable) {
    return data(
      {
        intent: 'login',
        formError: 'Please submit the sign-in form.',
        errors: {},
      } satisfies AuthActionData,
      {
        status: 400,
      },
    )
  }
  try {
    const returnTo = safeReturnTo((await request.clone().formData()).get('returnTo'))
    const outcome = await createAuthenticator(context).authenticate('form', request)
    // A customer goes back to the page they signed in on (a detailer's site stays that site);
    // admins and detailers go to their dashboards as before.
    const next = outcome.user.role === 'user' && returnTo ? returnTo : homeFor(outcome.user)
    return redirect(next, {
      headers: { 'Set-Cookie': await commitUserSession(context, outcome.user, outcome.session) },
    })
  } catch (error) {
    if (!(error instanceof AuthFormError)) throw error
    const body: AuthActionData = {
      intent: error.intent,
      formError: error.formError,
      errors: error.errors,
    }
    return data(body, { status: error.status, headers: error.headers })
  }
}

export default function Login() {
  const { signedInAs, home, passwordChanged, mode, returnTo } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <section className="mx-auto max-w-md px-6 py-16">
      <div className="text-center">
        <h1 className="text-3xl font-bold">Login Required</h1>
        <p className="mt-3 text-slate-600">Please log in to access protected areas.</p>
        <p className="mt-1 text-slate-600">Use the login button in the header to authenticate.</p>
      </div>
      {passwordChanged ? (
        <p role="status" className="mt-8 rounded-md bg-green-50 p-4 text-center text-green-900">
          {PASSWORD_CHANGED}
          {signedInAs ? ' You are signed in with your new password.' : ' Please log in with it.'}
        </p>
      ) : null}
      {signedInAs ? (
        <div className="mt-8 rounded-md bg-brand-50 p-4 text-center">
          <p>You are signed in as {signedInAs}.</p>
          {home ? (
            <a href={home} className="mt-2 inline-block font-semibold text-brand-700 underline">
              Continue
            </a>
          ) : null}
        </div>
      ) : (
        <div className="mt-8 rounded-xl border border-slate-200 p-6 shadow-sm">
          <AuthForm
            initialMode={actionData?.intent ?? mode}
            result={actionData}
            returnTo={returnTo}
          />
        </div>
      )}
    </section>
  )
}
