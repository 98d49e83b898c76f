import { type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  redirect,
} from '@remix-run/cloudflare'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { noindexMeta, privateNoStoreHeaders } from '~/lib/private-page'
import { PasswordForm } from '~/components/account/PasswordForm'
import { FormError } from '~/components/forms'
import { ProfileForm } from '~/components/account/ProfileForm'
import { EmailForm } from '~/components/account/EmailForm'
import { DELETE_CARD_ID, DeleteAccount } from '~/components/account/DeleteAccount'
import {
  CURRENT_PASSWORD_WRONG,
  EMAIL_SAME,
  EMAIL_TAKEN,
  emailSettingsSchema,
  passwordSettingsSchema,
  profileSettingsSchema,
  type SettingsSaved,
  settingsNotice,
} from '~/lib/account/settings-schema'
import { deleteAccountAction } from '~/server/account/delete-account-action.server'
import { requestEmailChange } from '~/server/account/email-change.server'
import { changePassword, type PasswordCheck, saveProfile } from '~/server/account/settings.server'
import { commitUserSession } from '~/server/auth/session.server'
import { settingsFor, type SessionUser } from '~/server/auth/users.server'
import { requireUser } from '~/server/guards.server'

export const meta = noindexMeta('Settings')
export const headers = privateNoStoreHeaders

const USE_THE_FORMS = 'Please use the forms on this page.'

/**
 * Customers, and admins, whose Settings tab's forms post here (issue 39); detailers keep their
 * settings in their dashboards.
 */
async function requireCustomer(
  context: LoaderFunctionArgs['context'],
  request: Request,
): Promise<SessionUser> {
  const user = await requireUser(context, request, '/login')
  if (user.role !== 'user' && user.role !== 'admin') throw redirect(settingsFor(user))
  return user
}

/** Where a saved form goes back to: this page, or the admin's Settings tab. */
const savedAt = (user: SessionUser, saved: SettingsSaved) =>
  user.role === 'admin'
    ? `/admin-dashboard?tab=settings&saved=${saved}`
    : `/account/settings?saved=${saved}`

// /account/settings: the customer changes their name, phone, email and password, or deletes the
// account.
export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireCustomer(context, request)
  // An admin's settings are a tab of the admin dashboard; its forms post here with ?from=admin,
  // and a refused one is shown here with its errors.
  const url = new URL(request.url)
  if (user.role === 'admin' && url.searchParams.get('from') !== 'admin')
    throw redirect(settingsFor(user))
  const notice = settingsNotice(url.searchParams.get('saved'))
  return {
    name: user.name,
    phone: user.phone,
    email: user.email,
    notice,
    canDelete: user.role === 'user',
  }
}

export async function action({ context, request }: ActionFunctionArgs) {
  const user = await requireCustomer(context, request)
  const form = await request.formData().catch(() => null)
  const refused = data({ intent: null, result: null, formError: USE_THE_FORMS }, 400)
  if (!form) return refused
  if (form.get('intent') === 'delete-account')
    return deleteAccountAction(context, request, user, form)
  if (form.get('intent') === 'profile') {
    const submission = parseWithZod(form, { schema: profileSettingsSchema })
    if (submission.status !== 'success') return answerTo('profile', submission.reply(), 400)
    await saveProfile(context, user.id, submission.value)
    return redirect(savedAt(user, 'profile'))
  }
  if (form.get('intent') === 'email') {
    const submission = parseWithZod(form, { schema: emailSettingsSchema })
    const hide = ['currentPassword']
    if (submission.status !== 'success')
      return answerTo('email', submission.reply({ hideFields: hide }), 400)
    const asked = await requestEmailChange(context, request, user, submission.value)
    if (asked.ok) return redirect(savedAt(user, 'email'))
    if (asked.reason === 'same' || asked.reason === 'taken') {
      const message = asked.reason === 'same' ? EMAIL_SAME : EMAIL_TAKEN
      const result = submission.reply({ hideFields: hide, fieldErrors: { newEmail: [message] } })
      return answerTo('email', result, asked.reason === 'same' ? 400 : 409)
    }
    const refusal = refusalOf(asked, 'Too many confirmation emails. Please try again in an hour.')
    const result = submission.reply({ hideFields: hide, ...refusal.reply })
    return answerTo('email', result, refusal.init)
  }
  if (form.get('intent') !== 'password') return refused
  const submission = parseWithZod(form, { schema: passwordSettingsSchema })
  const hide = ['currentPassword', 'newPassword', 'confirmPassword']
  if (submission.status !== 'success')
    return answerTo('password', submission.reply({ hideFields: hide }), 400)
  const changed = await changePassword(context, request, user, submission.value)
  if (!changed.ok) {
    const refusal = refusalOf(changed)
    const result = submission.reply({ hideFields: hide, ...refusal.reply })
    return answerTo('password', result, refusal.init)
  }
  // Every sign-in ended with the change; this browser gets a new one.
  const cookie = await commitUserSession(context, {
    id: user.id,
    tokenVersion: changed.tokenVersion,
  })
  return redirect(savedAt(user, 'password'), { headers: { 'Set-Cookie': cookie } })
}

/** One form's answer, marked with its intent so that only that form shows it. */
const answerTo = <I extends 'profile' | 'email' | 'password'>(
  intent: I,
  result: SubmissionResult<string[]>,
  init: number | ResponseInit,
) => data({ intent, result, formError: null }, init)

type Refused =
  | Exclude<PasswordCheck, { ok: true }>
  | { ok: false; reason: 'too-many'; retryAfterSeconds: number }

/** A wrong current password (400, on its field) or a limit reached (429, for the form). */
function refusalOf(refused: Refused, tooMany?: string) {
  if (refused.reason === 'wrong-password')
    return {
      reply: { fieldErrors: { currentPassword: [CURRENT_PASSWORD_WRONG] } },
      init: { status: 400 },
    }
  const minutes = Math.ceil(refused.retryAfterSeconds / 60)
  const message =
    refused.reason === 'too-many' && tooMany
      ? tooMany
      : `Too many attempts. Please try again in ${minutes} minutes.`
  return {
    reply: { formErrors: [message] },
    init: { status: 429, headers: { 'Retry-After': String(refused.retryAfterSeconds) } },
  }
}

export default function Settings() {
  const page = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const resultFor = (intent: 'profile' | 'password' | 'email') =>
    answer?.intent === intent ? answer.result : null
  const deleting = answer?.intent === 'delete-account' ? answer : null
  return (
    <section className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold">Settings</h1>
        <Link to="/account" className="font-medium text-brand-700 underline">
          My bookings
        </Link>
      </div>
      <FormError message={answer?.formError} />
      {page.notice ? (
        <p role="status" className="mt-6 rounded-md bg-green-50 p-3 text-green-900">
          {page.notice}
        </p>
      ) : null}
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="mb-4 text-xl font-semibold">Your details</h2>
        <ProfileForm
          key={`${page.name}|${page.phone ?? ''}`}
          name={page.name}
          phone={page.phone}
          email={page.email}
          lastResult={resultFor('profile')}
        />
      </div>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="mb-4 text-xl font-semibold">Email</h2>
        <EmailForm
          key={`${page.email}|${page.notice ?? ''}`}
          email={page.email}
          lastResult={resultFor('email')}
        />
      </div>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="mb-4 text-xl font-semibold">Password</h2>
        <PasswordForm lastResult={resultFor('password')} />
      </div>
      {page.canDelete ? (
        <div
          id={DELETE_CARD_ID}
          className="mt-6 rounded-xl border border-red-200 bg-white p-5 shadow-sm"
        >
          <h2 className="mb-4 text-xl font-semibold">Delete account</h2>
          <DeleteAccount
            confirm={deleting?.confirm ?? null}
            refusal={deleting?.refusal ?? null}
            lastResult={deleting?.result}
          />
        </div>
      ) : null}
    </section>
  )
}
