import { type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type AppLoadContext, data, redirect } from '@remix-run/cloudflare'
import {
  deleteAccountAskSchema,
  deleteAccountSchema,
  DELETION_REFUSALS,
} from '~/lib/account/delete-account-schema'
import { CURRENT_PASSWORD_WRONG } from '~/lib/account/settings-schema'
import { clearSessionCookie } from '../auth/session.server'
import { type SessionUser } from '../auth/users.server'
import { deleteCustomerAccount, deletionPlan } from './delete-account.server'

const ONLY_CUSTOMERS = 'Only a customer account can be deleted here.'

/** The answer the Settings page renders for a delete-account post (issue 39, decision 046). */
function answer(
  init: number,
  fields: {
    confirm?: { upcoming: number } | null
    refusal?: string | null
    result?: SubmissionResult<string[]> | null
  },
) {
  return data(
    {
      intent: 'delete-account' as const,
      formError: null,
      result: fields.result ?? null,
      confirm: fields.confirm ?? null,
      refusal: fields.refusal ?? null,
    },
    init,
  )
}

/**
 * Step "ask" changes nothing: it answers the confirm step, or why the account cannot go yet.
 * Step "confirm" checks the password and deletes; the browser is signed out and sent to the
 * goodbye page.
 */
export async function deleteAccountAction(
  context: AppLoadContext,
  request: Request,
  user: SessionUser,
  form: FormData,
) {
  if (user.role !== 'user') return answer(403, { refusal: ONLY_CUSTOMERS })
  const now = new Date()
  if (form.get('step') !== 'confirm') {
    if (!deleteAccountAskSchema.safeParse(Object.fromEntries(form)).success)
      return answer(400, { refusal: 'Please use the forms on this page.' })
    const plan = await deletionPlan(context.db, user, now)
    if (!plan.ok) return answer(409, { refusal: DELETION_REFUSALS[plan.reason] })
    return answer(200, { confirm: { upcoming: plan.cancel.length } })
  }
  const submission = parseWithZod(form, { schema: deleteAccountSchema })
  const hide = ['currentPassword']
  if (submission.status !== 'success') {
    const plan = await deletionPlan(context.db, user, now)
    if (!plan.ok) return answer(409, { refusal: DELETION_REFUSALS[plan.reason] })
    const result = submission.reply({ hideFields: hide })
    return answer(400, { confirm: { upcoming: plan.cancel.length }, result })
  }
  const deleted = await deleteCustomerAccount(
    context,
    request,
    user,
    submission.value.currentPassword,
    now,
  )
  if (deleted.ok)
    // Its own fragment: the browser would otherwise carry the form's #delete-account over.
    return redirect('/account/deleted#account-deleted', {
      headers: { 'Set-Cookie': await clearSessionCookie(context) },
    })
  if (deleted.reason === 'wrong-password' || deleted.reason === 'rate-limited') {
    const plan = await deletionPlan(context.db, user, now)
    const confirm = { upcoming: plan.ok ? plan.cancel.length : 0 }
    if (deleted.reason === 'wrong-password') {
      const result = submission.reply({
        hideFields: hide,
        fieldErrors: { currentPassword: [CURRENT_PASSWORD_WRONG] },
      })
      return answer(400, { confirm, result })
    }
    const minutes = Math.ceil(deleted.retryAfterSeconds / 60)
    const result = submission.reply({
      hideFields: hide,
      formErrors: [`Too many attempts. Please try again in ${minutes} minutes.`],
    })
    return data(
      { intent: 'delete-account' as const, formError: null, result, confirm, refusal: null },
      { status: 429, headers: { 'Retry-After': String(deleted.retryAfterSeconds) } },
    )
  }
  return answer(409, { refusal: DELETION_REFUSALS[deleted.reason] })
}
