import { type AppLoadContext } from '@remix-run/cloudflare'
import { type SessionUser } from '../guards.server'
import { type Tenant } from '../tenant.server'
import { addLocation, editLocation, makePrimary, removeLocation } from './area-actions.server'
import { saveWorkingHours } from '../booking/working-hours.server'
import { saveWeatherRules } from '../weather/rules.server'
import { onMyWay } from './business/on-my-way.server'
import { moveFromDashboard } from './business/move-action.server'
import { handleWebsiteAction } from '../brand/website-actions.server'
import { handleBusinessAction } from './business-actions.server'
import { handlePaymentsAction } from '../payments/payments-tab.server'
import { saveProfile } from './profile-actions.server'
import { replyToReview, reportReview } from './review-actions.server'
import { failed, handlerOf, type TabAction, text } from './result.server'
import { removeService, saveService } from './service-actions.server'

interface Args {
  user: SessionUser
  tenant: Tenant
  formData: FormData
  /** The dashboard's own origin: where the payout onboarding returns. */
  origin?: string
}

/** The management tabs' and the schedule's own forms, by the form's intent. */
const DASHBOARD_ACTIONS = {
  'service-save': ({ db }, tenant, form) => saveService(db, tenant, form),
  'service-delete': ({ db }, tenant, form) => removeService(db, tenant, form),
  'area-add': ({ db }, tenant, form) => addLocation(db, tenant, form),
  'area-update': ({ db }, tenant, form) => editLocation(db, tenant, form),
  'area-primary': ({ db }, tenant, form) => makePrimary(db, tenant, form),
  'area-delete': ({ db }, tenant, form) => removeLocation(db, tenant, form),
  'profile-save': ({ db }, tenant, form) => saveProfile(db, tenant, form),
  'hours-save': ({ db }, tenant, form) => saveWorkingHours(db, tenant.id, form),
  'weather-save': ({ db }, tenant, form) => saveWeatherRules(db, tenant.id, form),
  'booking-move': ({ db }, tenant, form) => moveFromDashboard(db, tenant, form),
  'booking-on-my-way': onMyWay,
  'review-reply': ({ db }, tenant, form) => replyToReview(db, tenant, form),
  'review-report': ({ db }, tenant, form) => reportReview(db, tenant, form),
} satisfies Record<string, TabAction>

/**
 * The dashboard's one action, switched on the form's intent. The management tabs own the
 * service-, area- and profile- intents; anything else belongs to the business tabs.
 */
export async function handleDashboardAction(context: AppLoadContext, args: Args) {
  const { tenant, formData } = args
  const intent = text(formData.get('intent'))
  const action = handlerOf(DASHBOARD_ACTIONS, intent)
  if (action) return action(context, tenant, formData)
  if (intent.startsWith('website-')) return handleWebsiteAction(context, tenant, formData)
  if (intent.startsWith('payments-'))
    return handlePaymentsAction(context, tenant, formData, args.origin ?? '')
  if (/^(service|area|profile|review)-/.test(intent)) return failed(intent, 400, 'Unknown action')
  return handleBusinessAction(context, args)
}
