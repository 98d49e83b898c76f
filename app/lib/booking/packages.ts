import {
  type BookingSelection,
  EMPTY_SELECTION,
  selectionFromSearch,
  type TierChoice,
} from './selection'
import {
  type BookingCategoryGroup,
  type BookingService,
  type BookingTier,
  type PackagesByVehicle,
} from './types'
import {
  BOOKING_VEHICLES,
  bookingVehicle,
  type BookingVehicle,
  type BookingVehicleId,
} from './vehicles'

/** The packages a booking vehicle type lists (SUV reads truck data). */
export function packagesFor(
  packages: PackagesByVehicle,
  vehicle: BookingVehicleId | null,
): BookingCategoryGroup[] {
  const meta = bookingVehicle(vehicle)
  return meta ? (packages[meta.packages] ?? []) : []
}

/**
 * The vehicle types to offer: all six on the platform (spec §6); on an affiliate's site only
 * those with packages to choose.
 */
export function offeredVehicles(
  mode: 'platform' | 'affiliate',
  packages: PackagesByVehicle,
): readonly BookingVehicle[] {
  if (mode === 'platform') return BOOKING_VEHICLES
  return BOOKING_VEHICLES.filter((v) => packages[v.packages] !== undefined)
}

export interface ChosenTier {
  category: BookingCategoryGroup
  service: BookingService
  tier: BookingTier
}

/** The chosen tier within a vehicle's packages, or null when it is not among them. */
export function findChoice(
  groups: BookingCategoryGroup[],
  choice: TierChoice | null,
): ChosenTier | null {
  if (!choice) return null
  for (const category of groups) {
    const service = category.services.find((s) => s.id === choice.serviceId)
    const tier = service?.tiers.find((t) => t.id === choice.tierId)
    if (service && tier) return { category, service, tier }
  }
  return null
}

/**
 * The selection a page load starts with, from its query (?vehicle=…&service=…&tier=…): only a
 * vehicle this site offers and a tier among its packages count; the chosen tier's carousel
 * starts on it.
 */
export function initialSelection(
  params: URLSearchParams,
  packages: PackagesByVehicle,
  offered: readonly BookingVehicle[],
): BookingSelection {
  // Add-on ids this site does not offer are left out where they are used (chosenAddons).
  const { vehicle, choice, addons } = selectionFromSearch(params)
  if (!vehicle || !offered.some((v) => v.id === vehicle)) return EMPTY_SELECTION
  const found = findChoice(packagesFor(packages, vehicle), choice)
  if (!found || !choice) return { ...EMPTY_SELECTION, vehicle, addons }
  const index = found.service.tiers.indexOf(found.tier)
  return { vehicle, choice, addons, carousel: { [found.service.id]: index } }
}

/** The chosen add-ons among the Add-ons category's tiers, in the order they were chosen. */
export function chosenAddons(groups: BookingCategoryGroup[], ids: readonly number[]): ChosenTier[] {
  const addons = groups.filter((g) => g.id === 'addons')
  return ids.flatMap((id) =>
    addons.flatMap((category) =>
      category.services.flatMap((service) =>
        service.tiers.filter((t) => t.id === id).map((tier) => ({ category, service, tier })),
      ),
    ),
  )
}
