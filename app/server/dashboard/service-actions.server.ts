import { redirect } from '@remix-run/cloudflare'
import { serviceBodyFromForm } from '~/lib/dashboard/service-form'
import { selectionFromParams, servicesHref } from '~/lib/dashboard/services-nav'
import { CATEGORIES, serviceSchema, VEHICLES } from '~/lib/service-schema'
import { fieldErrors } from '~/lib/validation'
import { type Db } from '../db.server'
import {
  createService,
  deleteService,
  findService,
  listServices,
  updateService,
} from '../services.server'
import { type Tenant } from '../tenant.server'
import { dashboardHref, failed, text } from './result.server'

/** The service behind a form's service_id, only when it belongs to this business. */
async function ownService(db: Db, tenant: Tenant, raw: string) {
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(id)) return null
  const found = await findService(db, id)
  return found && found.service.affiliateId === tenant.id ? found.service : null
}

// Create or replace a service with its tiers (the Multi-Tier Pricing editor).
export async function saveService(db: Db, tenant: Tenant, form: FormData) {
  const intent = 'service-save'
  const parsed = serviceSchema.safeParse(serviceBodyFromForm(form))
  const rawId = text(form.get('service_id'))
  const failMessage = rawId ? 'Failed to update service' : 'Failed to create service'
  if (!parsed.success) return failed(intent, 400, failMessage, fieldErrors(parsed.error))
  const input = parsed.data
  let id: number
  if (rawId) {
    const service = await ownService(db, tenant, rawId)
    if (!service) return failed(intent, 404, 'Service not found')
    await updateService(db, service.id, tenant.id, input)
    id = service.id
  } else {
    id = await createService(db, tenant.id, input)
  }
  const selection = selectionOf(input.vehicleId, input.categoryId)
  return redirect(dashboardHref(tenant.slug, servicesHref({ ...selection, serviceId: id })))
}

// Delete Service: the service and all its tiers; the first remaining service is selected.
export async function removeService(db: Db, tenant: Tenant, form: FormData) {
  const service = await ownService(db, tenant, text(form.get('service_id')))
  if (!service) return failed('service-delete', 404, 'Service not found')
  await deleteService(db, service.id, tenant.id)
  const remaining = await listServices(db, {
    affiliateId: tenant.id,
    vehicleId: service.vehicleId,
    categoryId: service.categoryId,
    enabledTiersOnly: false,
  })
  const selection = selectionOf(service.vehicleId, service.categoryId)
  const href = servicesHref({ ...selection, serviceId: remaining[0]?.id ?? null })
  return redirect(dashboardHref(tenant.slug, href))
}

function keyOf(table: Record<string, number>, id: number): string {
  return Object.entries(table).find(([, v]) => v === id)?.[0] ?? ''
}

/** The tab's selector state for a vehicle and category id. */
function selectionOf(vehicleId: number, categoryId: number) {
  return selectionFromParams(
    new URLSearchParams({
      vehicle: keyOf(VEHICLES, vehicleId),
      category: keyOf(CATEGORIES, categoryId),
    }),
  )
}
