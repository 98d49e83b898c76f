/** The browser-stored location of spec §3: city, state, zipCode, fullLocation. */
export interface SelectedLocation {
  city: string
  state: string
  zipCode: string
  fullLocation: string
}

/** A service area as the site chrome needs it. */
export interface AreaLite {
  city: string
  state: string
  zip: string | null
  primary: boolean
}

export const SELECTED_LOCATION_KEY = 'selectedLocation'
/** Spec §9: the stored location is re-read every 5 s (besides the cross-tab storage event). */
export const SELECTED_LOCATION_POLL_MS = 5000

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max ? value.trim() : null

/**
 * Whatever another tab or an older version stored, as a location or null (never throws). Checked
 * by hand rather than with zod, which would add its weight to every page's JavaScript.
 */
export function parseStoredLocation(raw: string | null): SelectedLocation | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const record: Record<string, unknown> = { ...value }
  const city = text(record.city, 100)
  const state = text(record.state, 50)
  if (!city || !state || state.length < 2) return null
  const zipCode = text(record.zipCode, 10) ?? ''
  const fullLocation = text(record.fullLocation, 200) ?? `${city}, ${state}`
  return { city, state, zipCode, fullLocation }
}

export function makeLocation(city: string, state: string, zip?: string | null): SelectedLocation {
  const st = state.toUpperCase()
  return {
    city,
    state: st,
    zipCode: zip ?? '',
    fullLocation: zip ? `${city}, ${st} ${zip}` : `${city}, ${st}`,
  }
}

export function areaToLocation(area: AreaLite): SelectedLocation {
  return makeLocation(area.city, area.state, area.zip)
}

/** Same city and state, ignoring case and surrounding spaces (spec §4). */
export function sameArea(a: { city: string; state: string }, b: { city: string; state: string }) {
  return (
    a.city.trim().toLowerCase() === b.city.trim().toLowerCase() &&
    a.state.trim().toLowerCase() === b.state.trim().toLowerCase()
  )
}

export function primaryArea<T extends AreaLite>(areas: readonly T[]): T | null {
  return areas.find((a) => a.primary) ?? areas[0] ?? null
}

/**
 * The location an affiliate's site shows (spec §4): the stored one only when the affiliate serves
 * it, otherwise its primary service area (null when it has no areas at all).
 */
export function effectiveLocation(
  stored: SelectedLocation | null,
  areas: readonly AreaLite[],
): SelectedLocation | null {
  if (stored && areas.some((area) => sameArea(area, stored))) return stored
  const primary = primaryArea(areas)
  return primary ? areaToLocation(primary) : null
}
