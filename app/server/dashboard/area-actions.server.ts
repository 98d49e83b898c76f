import { data, redirect } from '@remix-run/cloudflare'
import { serviceAreaChangesSchema, serviceAreaSchema } from '~/lib/service-area-schema'
import { fieldErrors } from '~/lib/validation'
import { type Db } from '../db.server'
import { resolveLocationText } from '../places/resolve.server'
import { zipForCity } from '../places/zip-for-city.server'
import { addArea, deleteArea, updateArea } from '../service-areas.server'
import { type Tenant } from '../tenant.server'
import { dashboardHref, failed, text } from './result.server'

/** A number field: blank means "use the default", anything else must read as a number. */
function numberField(form: FormData, name: string): number | undefined {
  const value = text(form.get(name)).trim()
  return value === '' ? undefined : Number(value)
}

export const placeNotFound = (place: string) =>
  `We could not find “${place.slice(0, 100)}”. Choose a suggestion, or type “City, ST” or a ZIP code`

const back = (tenant: Tenant) => redirect(dashboardHref(tenant.slug, '?tab=locations'))

/**
 * Add Service Location. The place comes from the search (city, state and ZIP filled from a
 * suggestion) or, without JavaScript, from the typed 'City, ST [ZIP]' text. The ZIP is the
 * place's, else the typed one, else looked up by city and state (spec §5).
 */
export async function addLocation(db: Db, tenant: Tenant, form: FormData) {
  const intent = 'area-add'
  let city = text(form.get('city')).trim()
  let state = text(form.get('state')).trim()
  let placeZip = text(form.get('place_zip')).trim()
  const placeText = text(form.get('place')).trim()
  if ((!city || !state) && placeText) {
    const place = await resolveLocationText(db, placeText)
    // 'City is required' would blame a field the detailer never saw.
    if (!place)
      return failed(intent, 400, 'Failed to add location', { city: placeNotFound(placeText) })
    city = place.city
    state = place.state
    placeZip = place.zip ?? ''
  }
  const typedZip = text(form.get('zip')).trim()
  const parsed = serviceAreaSchema.safeParse({
    city,
    state,
    zip: placeZip || typedZip,
    minimum: numberField(form, 'minimum'),
    multiplier: numberField(form, 'multiplier'),
  })
  if (!parsed.success)
    return failed(intent, 400, 'Failed to add location', fieldErrors(parsed.error))
  const input = parsed.data
  const zip = input.zip ?? (await zipForCity(db, input.city, input.state))
  const result = await addArea(db, tenant.id, { ...input, zip })
  if (!result.ok) return areaFailed(intent, result)
  return back(tenant)
}

/**
 * A refused area write. A place that is not real is shown beside its field, under the form's
 * own summary (as a schema failure is), so the summary does not repeat it.
 */
function areaFailed(
  intent: 'area-add' | 'area-update',
  result: { status: number; message: string; field?: 'city' | 'zip' },
) {
  if (!result.field) return failed(intent, result.status, result.message)
  const summary = intent === 'area-add' ? 'Failed to add location' : 'Failed to update location'
  return failed(intent, result.status, summary, { [result.field]: result.message })
}

/** Click-to-edit: an area's ZIP, minimum and multiplier. */
export async function editLocation(db: Db, tenant: Tenant, form: FormData) {
  const intent = 'area-update'
  const parsed = serviceAreaChangesSchema.safeParse({
    zip: text(form.get('zip')),
    minimum: numberField(form, 'minimum'),
    multiplier: numberField(form, 'multiplier'),
  })
  if (!parsed.success)
    return failed(intent, 400, 'Failed to update location', fieldErrors(parsed.error))
  const result = await updateArea(db, tenant.id, text(form.get('key')), parsed.data)
  if (!result.ok) return areaFailed(intent, result)
  return back(tenant)
}

export async function makePrimary(db: Db, tenant: Tenant, form: FormData) {
  const result = await updateArea(db, tenant.id, text(form.get('key')), { primary: true })
  if (!result.ok) return failed('area-primary', result.status, result.message)
  // Answered in place (not a redirect): the tab sends it from a fetcher, optimistically.
  return data({
    ok: true as const,
    intent: 'area-primary',
    message: 'Primary service area updated',
    errors: {},
  })
}

export async function removeLocation(db: Db, tenant: Tenant, form: FormData) {
  const result = await deleteArea(db, tenant.id, text(form.get('key')))
  if (!result.ok) return failed('area-delete', result.status, result.message)
  return back(tenant)
}
