import { BOOKING_VEHICLE_IDS, type BookingVehicleId } from './vehicles'

// Booking selection (spec §4): one vehicle, then at most one package tier plus any add-on tiers,
// and which tier each service's carousel is showing. The page keeps it in the URL too, so it survives a reload and
// works as plain links and GET forms without JavaScript.

export interface TierChoice {
  serviceId: number
  tierId: number
}

export interface BookingSelection {
  vehicle: BookingVehicleId | null
  choice: TierChoice | null
  /** Add-on tier ids booked with the package (the Add-ons category's tiers). */
  addons: readonly number[]
  /** Carousel position per service id. */
  carousel: Readonly<Record<number, number>>
}

export type SelectionAction =
  | { type: 'vehicle'; vehicle: BookingVehicleId }
  | { type: 'clear-vehicle' }
  | { type: 'tier'; choice: TierChoice }
  | { type: 'addon'; tierId: number }
  | { type: 'carousel'; serviceId: number; index: number; count: number }

export const EMPTY_SELECTION: BookingSelection = {
  vehicle: null,
  choice: null,
  addons: [],
  carousel: {},
}

/** The add-on list with this tier added, or taken out when it is already there. */
export function toggleAddon(addons: readonly number[], tierId: number): number[] {
  // More than ten is refused by the server, in words.
  return addons.includes(tierId) ? addons.filter((id) => id !== tierId) : [...addons, tierId]
}

/** Previous stops at 0 and next at the last tier. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return Math.min(Math.max(0, Math.trunc(index)), count - 1)
}

export function selectionReducer(
  state: BookingSelection,
  action: SelectionAction,
): BookingSelection {
  switch (action.type) {
    case 'vehicle':
      // Choosing the selected vehicle again clears it, the tier and every carousel position;
      // another vehicle has other packages, so only the tier choice is cleared.
      return action.vehicle === state.vehicle
        ? EMPTY_SELECTION
        : { ...state, vehicle: action.vehicle, choice: null, addons: [] }
    case 'clear-vehicle':
      return EMPTY_SELECTION
    case 'tier': {
      const { choice } = action
      const same =
        state.choice?.serviceId === choice.serviceId && state.choice.tierId === choice.tierId
      return { ...state, choice: same ? null : choice }
    }
    case 'addon':
      return { ...state, addons: toggleAddon(state.addons, action.tierId) }
    case 'carousel':
      return {
        ...state,
        carousel: { ...state.carousel, [action.serviceId]: clampIndex(action.index, action.count) },
      }
  }
}

function positiveInt(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null
}

export function isBookingVehicle(value: string | null | undefined): value is BookingVehicleId {
  return BOOKING_VEHICLE_IDS.some((id) => id === value)
}

/** '12,13' → [12, 13]: positive ids, each once (ids and their number are checked later). */
export function addonsFromParam(value: string | null): number[] {
  const ids = (value ?? '').split(',').map(positiveInt)
  return [...new Set(ids.filter((id): id is number => id !== null))]
}

/** ?vehicle=car&service=1&tier=2&addons=7,8 → the selection it names (ids are checked later). */
export function selectionFromSearch(params: URLSearchParams): Omit<BookingSelection, 'carousel'> {
  const vehicleParam = params.get('vehicle')
  const vehicle = isBookingVehicle(vehicleParam) ? vehicleParam : null
  const serviceId = positiveInt(params.get('service'))
  const tierId = positiveInt(params.get('tier'))
  return {
    vehicle,
    choice: vehicle && serviceId && tierId ? { serviceId, tierId } : null,
    addons: vehicle ? addonsFromParam(params.get('addons')) : [],
  }
}

/** The query string naming a selection: '' | '?vehicle=car' | '?vehicle=car&service=1&tier=2&addons=7'. */
export function selectionSearch(
  vehicle: BookingVehicleId | null,
  choice: TierChoice | null,
  addons: readonly number[] = [],
): string {
  if (!vehicle) return ''
  const params = new URLSearchParams({ vehicle })
  if (choice) {
    params.set('service', String(choice.serviceId))
    params.set('tier', String(choice.tierId))
  }
  if (addons.length > 0) params.set('addons', addons.join(','))
  return `?${params.toString()}`
}
