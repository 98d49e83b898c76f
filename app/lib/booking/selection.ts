import { BOOKING_VEHICLE_IDS, type BookingVehicleId } from './vehicles'

// Booking selection (spec §4): one vehicle, then at most one tier overall, plus which tier each
// service's carousel is showing. The page keeps it in the URL too, so it survives a reload and
// works as plain links and GET forms without JavaScript.

export interface TierChoice {
  serviceId: number
  tierId: number
}

export interface BookingSelection {
  vehicle: BookingVehicleId | null
  choice: TierChoice | null
  /** Carousel position per service id. */
  carousel: Readonly<Record<number, number>>
}

export type SelectionAction =
  | { type: 'vehicle'; vehicle: BookingVehicleId }
  | { type: 'clear-vehicle' }
  | { type: 'tier'; choice: TierChoice }
  | { type: 'carousel'; serviceId: number; index: number; count: number }

export const EMPTY_SELECTION: BookingSelection = { vehicle: null, choice: null, carousel: {} }

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
        : { ...state, vehicle: action.vehicle, choice: null }
    case 'clear-vehicle':
      return EMPTY_SELECTION
    case 'tier': {
      const { choice } = action
      const same =
        state.choice?.serviceId === choice.serviceId && state.choice.tierId === choice.tierId
      return { ...state, choice: same ? null : choice }
    }
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

/** ?vehicle=car&service=1&tier=2 → the selection it names (ids are checked against the data later). */
export function selectionFromSearch(params: URLSearchParams): Omit<BookingSelection, 'carousel'> {
  const vehicleParam = params.get('vehicle')
  const vehicle = isBookingVehicle(vehicleParam) ? vehicleParam : null
  const serviceId = positiveInt(params.get('service'))
  const tierId = positiveInt(params.get('tier'))
  return {
    vehicle,
    choice: vehicle && serviceId && tierId ? { serviceId, tierId } : null,
  }
}

/** The query string naming a selection: '' | '?vehicle=car' | '?vehicle=car&service=1&tier=2'. */
export function selectionSearch(
  vehicle: BookingVehicleId | null,
  choice: TierChoice | null,
): string {
  if (!vehicle) return ''
  const params = new URLSearchParams({ vehicle })
  if (choice) {
    params.set('service', String(choice.serviceId))
    params.set('tier', String(choice.tierId))
  }
  return `?${params.toString()}`
}
