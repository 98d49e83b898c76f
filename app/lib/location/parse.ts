import { US_STATES } from '../us-states'

/** What a visitor typed, understood (spec §2 location search). */
export type ParsedLocation =
  { kind: 'place'; city: string; state: string; zip: string | null } | { kind: 'zip'; zip: string }

const ZIP = /^\d{5}(?:-\d{4})?$/
const STATE_BY_NAME = new Map(
  Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]),
)

/** A 2-letter code or a full state name ('arizona') as its postal code; null when neither. */
export function stateCode(text: string): string | null {
  const clean = text.trim().replace(/\.$/, '')
  const upper = clean.toUpperCase()
  if (/^[A-Z]{2}$/.test(upper) && US_STATES[upper]) return upper
  return STATE_BY_NAME.get(clean.toLowerCase().replace(/\s+/g, ' ')) ?? null
}

/**
 * 'City, ST', 'City, ST 85004', 'City, ST 85004-1234' (the ZIP may follow a comma, a full state
 * name may replace the code, and 'USA' may end it, as places services format them), or a bare
 * ZIP of 5 or 5+4 digits. Anything else is null.
 */
export function parseLocationText(input: string): ParsedLocation | null {
  const text = input.trim().replace(/\s+/g, ' ')
  if (text.length === 0 || text.length > 120) return null
  if (ZIP.test(text)) return { kind: 'zip', zip: text }
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  if (parts.length > 1 && /^(usa|us|united states)$/i.test(parts[parts.length - 1] ?? '')) {
    parts.pop()
  }
  if (parts.length < 2 || parts.length > 3) return null
  const [city = '', second = '', third] = parts
  if (!/^[\p{L}][\p{L} .'’-]*$/u.test(city) || city.length > 100) return null
  let statePart = second
  let zip: string | null = null
  if (third !== undefined) {
    if (!ZIP.test(third)) return null
    zip = third
  } else {
    const match = second.match(/^(.*?)\s+(\d{5}(?:-\d{4})?)$/)
    if (match) {
      statePart = match[1] ?? ''
      zip = match[2] ?? null
    }
  }
  const state = stateCode(statePart)
  if (!state) return null
  return { kind: 'place', city, state, zip }
}
