import { type AppLoadContext, data, redirect } from '@remix-run/cloudflare'
import { businessActionSchema } from '~/lib/dashboard/action-schemas'
import { type BusinessActionResult } from '~/lib/dashboard/results'
import { fieldErrors } from '~/lib/validation'
import { type SessionUser } from '~/server/guards.server'
import { type Tenant } from '~/server/tenant.server'
import { createAppointment } from './business/appointment.server'
import { declineRequester } from './business/decline-requester.server'
import { changeBooking, fail, type Outcome } from './business/booking-actions.server'
import {
  blockTime,
  changeQuote,
  saveQuoteNote,
  saveSettings,
  unblockTime,
} from './business/other-actions.server'
import { loadSettings } from './business/settings.server'
import { refundByPolicy } from '~/server/payments/refunds.server'
import { goLive } from './setup.server'
import { GO_LIVE_DONE, GO_LIVE_NOT_READY } from '~/lib/dashboard/setup'
import { completeJob } from '~/server/jobs/complete.server'
import { markNoShow } from '~/server/invoices/no-show.server'

export interface BusinessActionArgs {
  user: SessionUser
  tenant: Tenant
  formData: FormData
}

/** Names a form may repeat (checkboxes): their values are joined with commas. */
const LISTS = new Set(['addons'])

/** The form's text fields (the first of other repeated names; files ignored). */
function fields(formData: FormData): Record<string, string> {
  const out: Record<string, string> = {}
  formData.forEach((value, name) => {
    if (typeof value !== 'string') return
    if (!(name in out)) out[name] = value.slice(0, 4000)
    else if (LISTS.has(name)) out[name] = `${out[name]},${value}`.slice(0, 4000)
  })
  return out
}

/**
 * Every business action of the dashboard (the shell has already checked that `user` owns
 * `tenant` or is an admin). Every write is scoped to `tenant` inside its query. Answers the
 * result with its status: 400 invalid input, 404 not this business's, 409 a state that forbids
 * the change (or an overlap to confirm again).
 */
export async function handleBusinessAction(
  context: AppLoadContext,
  { tenant, formData }: BusinessActionArgs,
) {
  const outcome = await run(context, tenant, fields(formData))
  // Post, then redirect: a reload cannot save it twice, and the page opens where it was saved.
  if (outcome.redirectTo) return redirect(`/${tenant.slug}/dashboard${outcome.redirectTo}`)
  return data<BusinessActionResult>(outcome.result, { status: outcome.status })
}

async function run(
  context: AppLoadContext,
  tenant: Tenant,
  raw: Record<string, string>,
): Promise<Outcome> {
  const now = new Date()
  const parsed = businessActionSchema(now).safeParse(raw)
  const intent = raw.intent ?? ''
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    const message = errors.intent ?? Object.values(errors)[0] ?? 'Validation failed'
    const targetId = /^\d{1,12}$/.test(raw.id ?? '') ? Number(raw.id) : undefined
    return fail(400, intent, message, errors, { targetId })
  }
  const action = parsed.data
  const { db } = context
  switch (action.intent) {
    case 'booking-confirm':
    case 'booking-decline':
    case 'booking-cancel':
    case 'booking-complete': {
      const { timeZone } = await loadSettings(db, tenant.id)
      // A completed job issues its draft invoice and asks for the customer's sign-off.
      const outcome =
        action.intent === 'booking-complete'
          ? await completeJob(db, tenant, timeZone, action.id, now)
          : await changeBooking(db, tenant, timeZone, action, now)
      // A decline or a cancellation by the detailer gives the deposit back in full (spec §9).
      if (
        outcome.result.ok &&
        (action.intent === 'booking-decline' || action.intent === 'booking-cancel')
      )
        await refundByPolicy(
          context,
          action.id,
          action.intent === 'booking-decline' ? 'declined' : 'detailer-cancel',
          now,
        )
      return outcome
    }
    case 'booking-no-show': {
      const { timeZone } = await loadSettings(db, tenant.id)
      return markNoShow(context, tenant, timeZone, action, now)
    }
    case 'booking-decline-requester':
      return declineRequester(db, tenant, action.id, now)
    case 'appointment-new': {
      const { timeZone } = await loadSettings(db, tenant.id)
      return createAppointment(db, context.env, tenant, timeZone, action, now)
    }
    case 'schedule-block': {
      const { timeZone } = await loadSettings(db, tenant.id)
      return blockTime(db, tenant, timeZone, action)
    }
    case 'schedule-unblock':
      return unblockTime(db, tenant, action)
    case 'quote-status':
      return changeQuote(db, tenant, action, now)
    case 'quote-note':
      return saveQuoteNote(db, tenant, action, now)
    case 'settings-save':
      return saveSettings(db, tenant, action, now)
    case 'go-live':
      return (await goLive(db, tenant, now)) === 'live'
        ? { status: 200, result: { ok: true, intent: action.intent, message: GO_LIVE_DONE } }
        : fail(409, action.intent, GO_LIVE_NOT_READY, {})
  }
}
