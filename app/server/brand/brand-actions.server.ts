import {
  aboutSchema,
  brandColourSchema,
  faqEntrySchema,
  indexSchema,
  GALLERY_FULL as FULL,
  MAX_FAQS,
  photoSchema,
} from '~/lib/brand/schema'
import { fieldErrors } from '~/lib/validation'
import { type Db } from '../db.server'
import { failed, formFields, text } from '../dashboard/result.server'
import { type Tenant } from '../tenant.server'
import { applicationPhotos, forgetUpload, loadBrand, saveBrand, setLogo } from './brand.server'
import { appendEntry, removeEntry, updatePhoto } from './brand-lists.server'
import { brandSaved } from './brand-result.server'

const done = brandSaved

const GONE = 'That question is no longer there. Reload the page to see your FAQ.'

export async function saveColour(db: Db, tenant: Tenant, form: FormData) {
  const intent = 'website-colour'
  const parsed = brandColourSchema.safeParse(formFields(form, ['brand_color']))
  if (!parsed.success) return failed(intent, 400, 'Validation failed', fieldErrors(parsed.error))
  await saveBrand(db, tenant.id, { brandColor: parsed.data.brand_color })
  return done(
    db,
    tenant,
    intent,
    parsed.data.brand_color ? 'Brand colour saved' : 'Brand colour reset',
  )
}

export async function saveAbout(db: Db, tenant: Tenant, form: FormData) {
  const intent = 'website-about'
  const parsed = aboutSchema.safeParse(formFields(form, ['about']))
  if (!parsed.success) return failed(intent, 400, 'Validation failed', fieldErrors(parsed.error))
  await saveBrand(db, tenant.id, { about: parsed.data.about })
  return done(db, tenant, intent, 'About text saved')
}

export async function addFaq(db: Db, tenant: Tenant, form: FormData) {
  const intent = 'website-faq-add'
  const parsed = faqEntrySchema.safeParse(formFields(form, ['question', 'answer']))
  if (!parsed.success) return failed(intent, 400, 'Validation failed', fieldErrors(parsed.error))
  if (!(await appendEntry(db, tenant.id, 'faqs', parsed.data)))
    return failed(intent, 400, `You can have up to ${MAX_FAQS} questions. Remove one first.`)
  return done(db, tenant, intent, 'Question added')
}

export async function removeFaq(db: Db, tenant: Tenant, form: FormData) {
  const intent = 'website-faq-delete'
  const parsed = indexSchema.safeParse(formFields(form, ['index']))
  const question = text(form.get('question'))
  if (!parsed.success || !(await removeEntry(db, tenant.id, 'faqs', parsed.data.index, question)))
    return failed(intent, 404, GONE)
  return done(db, tenant, intent, 'Question removed')
}

export async function savePhoto(db: Db, tenant: Tenant, form: FormData) {
  const intent = 'website-photo-save'
  const parsed = photoSchema.safeParse(formFields(form, ['index', 'role', 'alt']))
  if (!parsed.success) {
    const [first] = Object.values(fieldErrors(parsed.error))
    return failed(intent, 400, `Photo not saved: ${first ?? 'check its fields.'}`)
  }
  const { index, role, alt } = parsed.data
  if (!(await updatePhoto(db, tenant.id, index, { url: text(form.get('url')), role, alt })))
    return failed(intent, 404, 'That photo is no longer there. Reload the page to see the gallery.')
  return done(db, tenant, intent, 'Photo saved')
}

export async function removePhoto(db: Db, tenant: Tenant, form: FormData, bucket: R2Bucket) {
  const intent = 'website-photo-remove'
  const parsed = indexSchema.safeParse(formFields(form, ['index']))
  const url = text(form.get('url'))
  if (!parsed.success || !(await removeEntry(db, tenant.id, 'gallery', parsed.data.index, url)))
    return failed(intent, 404, 'That photo is no longer there. Reload the page to see the gallery.')
  await forgetUpload(db, bucket, tenant.id, url, 'gallery')
  return done(db, tenant, intent, 'Photo removed')
}

/** Adds one of the application's photos to the gallery (they are offered first). */
export async function pickApplicationPhoto(db: Db, tenant: Tenant, form: FormData) {
  const intent = 'website-photo-pick'
  const url = text(form.get('url'))
  const [offered, { gallery }] = await Promise.all([
    applicationPhotos(db, tenant.id),
    loadBrand(db, tenant.id),
  ])
  if (!offered.includes(url)) return failed(intent, 404, 'That photo is not one of yours.')
  if (gallery.some((p) => p.url === url))
    return failed(intent, 409, 'That photo is already in your gallery.')
  const photo = { url, alt: `Work by ${tenant.businessName}`, role: 'photo' as const }
  if (!(await appendEntry(db, tenant.id, 'gallery', photo))) return failed(intent, 400, FULL)
  return done(db, tenant, intent, 'Photo added to the gallery')
}

export async function removeLogo(db: Db, tenant: Tenant, bucket: R2Bucket) {
  const intent = 'website-logo-remove'
  await setLogo(db, tenant.id, null)
  if (tenant.logoUrl) await forgetUpload(db, bucket, tenant.id, tenant.logoUrl, 'logo')
  return done(db, tenant, intent, 'Logo removed')
}
