import { type ResolvedPlace } from './places'

/** An address component as the Maps JavaScript API's Place class returns it. */
export interface AddressComponent {
  types: string[]
  longText: string | null
  shortText: string | null
}

/**
 * City, state and ZIP out of a place's address components. A ZIP's 'locality' may be missing
 * (unincorporated areas), so postal_town and sublocality stand in for it.
 */
export function placeFromComponents(
  components: readonly AddressComponent[],
  label: string,
): ResolvedPlace {
  const find = (...types: string[]) =>
    components.find((c) => types.some((t) => c.types.includes(t)))
  const city = find('locality', 'postal_town', 'sublocality', 'neighborhood')
  const state = find('administrative_area_level_1')
  const zip = find('postal_code')
  return {
    city: city?.longText ?? null,
    state: state?.shortText?.toUpperCase() ?? null,
    zip: zip?.longText ?? null,
    label,
  }
}
