import { type CATEGORIES, type VEHICLES } from '~/lib/service-schema'

// The services tab's selector columns (spec §2): every vehicle, and two categories for each.
export const DASHBOARD_VEHICLES = [
  { key: 'cars', label: 'Cars' },
  { key: 'trucks', label: 'Trucks' },
  { key: 'rvs', label: 'RVs' },
  { key: 'boats', label: 'Boats' },
  { key: 'motorcycles', label: 'Motorcycles' },
  { key: 'offroad', label: 'Off-Road' },
  { key: 'other', label: 'Other' },
] as const satisfies readonly { key: keyof typeof VEHICLES; label: string }[]

export const DASHBOARD_CATEGORIES = [
  { key: 'service-packages', label: 'Service Packages' },
  { key: 'addons', label: 'Addons' },
] as const satisfies readonly { key: keyof typeof CATEGORIES; label: string }[]

export type VehicleKey = (typeof DASHBOARD_VEHICLES)[number]['key']
export type CategoryKey = (typeof DASHBOARD_CATEGORIES)[number]['key']

export interface ServicesSelection {
  vehicle: VehicleKey
  category: CategoryKey
  serviceId: number | null
}

const vehicleKey = (v: string | null): VehicleKey =>
  DASHBOARD_VEHICLES.find((x) => x.key === v)?.key ?? 'cars'
const categoryKey = (v: string | null): CategoryKey =>
  DASHBOARD_CATEGORIES.find((x) => x.key === v)?.key ?? 'service-packages'

export function selectionFromParams(params: URLSearchParams): ServicesSelection {
  const raw = params.get('service')
  const id = raw && /^\d{1,12}$/.test(raw) ? Number(raw) : null
  return {
    vehicle: vehicleKey(params.get('vehicle')),
    category: categoryKey(params.get('category')),
    serviceId: id,
  }
}

/**
 * The services tab's URL. Changing vehicle resets the category to its first and clears the
 * service; changing category clears the service (spec §4).
 */
export function servicesHref(
  selection: Partial<ServicesSelection> & { vehicle: VehicleKey },
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams({ tab: 'services', vehicle: selection.vehicle })
  params.set('category', selection.category ?? 'service-packages')
  if (selection.serviceId) params.set('service', String(selection.serviceId))
  for (const [k, v] of Object.entries(extra)) params.set(k, v)
  return `?${params}`
}
