import { type AppLoadContext } from '@remix-run/cloudflare'
import { failed, text } from '../dashboard/result.server'
import { addDomain, checkDomainNow, removeDomain } from '../domains/domain-actions.server'
import { type Tenant } from '../tenant.server'
import {
  addFaq,
  pickApplicationPhoto,
  removeFaq,
  removeLogo,
  removePhoto,
  saveAbout,
  saveColour,
  savePhoto,
} from './brand-actions.server'

/** The Website tab's forms (brand and own domain), switched on the form's intent. */
export async function handleWebsiteAction(context: AppLoadContext, tenant: Tenant, form: FormData) {
  const { db } = context
  const intent = text(form.get('intent'))
  switch (intent) {
    case 'website-colour':
      return saveColour(db, tenant, form)
    case 'website-about':
      return saveAbout(db, tenant, form)
    case 'website-faq-add':
      return addFaq(db, tenant, form)
    case 'website-faq-delete':
      return removeFaq(db, tenant, form)
    case 'website-photo-save':
      return savePhoto(db, tenant, form)
    case 'website-photo-remove':
      return removePhoto(db, tenant, form, context.env.UPLOADS)
    case 'website-photo-pick':
      return pickApplicationPhoto(db, tenant, form)
    case 'website-logo-remove':
      return removeLogo(db, tenant, context.env.UPLOADS)
    case 'website-domain-add':
      return addDomain(context, tenant, form)
    case 'website-domain-remove':
      return removeDomain(context, tenant, form)
    case 'website-domain-check':
      return checkDomainNow(context, tenant)
    default:
      return failed(intent, 400, 'Unknown action')
  }
}
