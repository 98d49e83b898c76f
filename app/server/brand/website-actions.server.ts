import { type AppLoadContext } from '@remix-run/cloudflare'
import { failed, handlerOf, type TabAction, text } from '../dashboard/result.server'
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

/** The Website tab's forms (brand and own domain), by the form's intent. */
const WEBSITE_ACTIONS = {
  'website-colour': ({ db }, tenant, form) => saveColour(db, tenant, form),
  'website-about': ({ db }, tenant, form) => saveAbout(db, tenant, form),
  'website-faq-add': ({ db }, tenant, form) => addFaq(db, tenant, form),
  'website-faq-delete': ({ db }, tenant, form) => removeFaq(db, tenant, form),
  'website-photo-save': ({ db }, tenant, form) => savePhoto(db, tenant, form),
  'website-photo-remove': ({ db, env }, tenant, form) => removePhoto(db, tenant, form, env.UPLOADS),
  'website-photo-pick': ({ db }, tenant, form) => pickApplicationPhoto(db, tenant, form),
  'website-logo-remove': ({ db, env }, tenant) => removeLogo(db, tenant, env.UPLOADS),
  'website-domain-add': addDomain,
  'website-domain-remove': removeDomain,
  'website-domain-check': checkDomainNow,
} satisfies Record<string, TabAction>

export async function handleWebsiteAction(context: AppLoadContext, tenant: Tenant, form: FormData) {
  const intent = text(form.get('intent'))
  const action = handlerOf(WEBSITE_ACTIONS, intent)
  return action ? action(context, tenant, form) : failed(intent, 400, 'Unknown action')
}
