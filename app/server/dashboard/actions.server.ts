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
import { failed, text } from './result.server'
import { removeService, saveService } from './service-actions.server'

interface Args {
  user: SessionUser
  tenant: Tenant
  formData: FormData
  /** The dashboard's own origin: where the payout onboarding returns. */
  origin?: string
}

/**
 * The dashboard's one action, switched on the form's intent. The management tabs own the
 * service-, area- and profile- intents; anything else belongs to the business tabs.
 */
export async function handleDashboardAction(context: AppLoadContext, args: Args) {
  const { tenant, formData } = args
  const { db } = context
  const intent = text(formData.get('intent'))
  switch (intent) {
    case 'service-save':
      return saveService(db, tenant, formData)
    case 'service-delete':
      return removeService(db, tenant, formData)
    case 'area-add':
      return addLocation(db, tenant, formData)
    case 'area-update':
      return editLocation(db, tenant, formData)
    case 'area-primary':
      return makePrimary(db, tenant, formData)
    case 'area-delete':
      return removeLocation(db, tenant, formData)
    case 'profile-save':
      return saveProfile(db, tenant, formData)
    case 'hours-save':
      return saveWorkingHours(db, tenant.id, formData)
    case 'weather-save':
      return saveWeatherRules(db, tenant.id, formData)
    case 'booking-move':
      return moveFromDashboard(db, tenant, formData)
    case 'booking-on-my-way':
      return onMyWay(context, tenant, formData)
    case 'review-reply':
      return replyToReview(db, tenant, formData)
    case 'review-report':
      return reportReview(db, tenant, formData)
    default:
      if (intent.startsWith('website-')) return handleWebsiteAction(context, tenant, formData)
      if (intent.startsWith('payments-'))
        return handlePaymentsAction(context, tenant, formData, args.origin ?? '')
      if (/^(service|area|profile|review)-/.test(intent))
        return failed(intent, 400, 'Unknown action')
      return handleBusinessAction(context, args)
  }
}
