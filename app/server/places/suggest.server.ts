import { and, asc, count, desc, eq, gte, inArray, lt, min, sql, type SQL } from 'drizzle-orm'
import { stateCode } from '~/lib/location/parse'
import { type SuggestionJson } from '~/lib/location/places'
import { US_STATES } from '~/lib/us-states'
import { type Db, schema } from '../db.server'

const { usZipCodes } = schema

// Upper bounds for prefix ranges: every key starting with the prefix sorts below prefix + bound,
// so the ranges read the (city_key, state) index and the ZIP primary key instead of scanning.
const TEXT_BOUND = '\uffff'
const DIGIT_BOUND = ':' // the character after '9'

async function zipSuggestions(db: Db, prefix: string, limit: number): Promise<SuggestionJson[]> {
  const rows = await db
    .select({ zip: usZipCodes.zip, city: usZipCodes.city, state: usZipCodes.state })
    .from(usZipCodes)
    .where(and(gte(usZipCodes.zip, prefix), lt(usZipCodes.zip, `${prefix}${DIGIT_BOUND}`)))
    .orderBy(asc(usZipCodes.zip))
    .limit(limit)
  return rows.map((r) => ({
    type: 'postal_code',
    label: `${r.city}, ${r.state} ${r.zip}`,
    city: r.city,
    state: r.state,
    zip: r.zip,
  }))
}

/** The state part of 'city, st…' as a condition; null when no state can start that way. */
function stateFilter(text: string): SQL | undefined | null {
  const clean = text.replace(/\s*\d[\d-]*$/, '').trim()
  if (!clean) return undefined
  const exact = stateCode(clean)
  if (exact) return eq(usZipCodes.state, exact)
  const lower = clean.toLowerCase()
  const codes = Object.entries(US_STATES)
    .filter(
      ([code, name]) =>
        name.toLowerCase().startsWith(lower) || code.startsWith(clean.toUpperCase()),
    )
    .map(([code]) => code)
  return codes.length > 0 ? inArray(usZipCodes.state, codes) : null
}

/**
 * Localities whose name starts with the text before the comma (in the state after it, if any),
 * exact names first, then larger places (more ZIP codes), then alphabetically.
 */
async function localitySuggestions(
  db: Db,
  cityText: string,
  stateText: string,
  limit: number,
): Promise<SuggestionJson[]> {
  const prefix = cityText.toLowerCase()
  const state = stateFilter(stateText)
  if (!prefix || state === null) return []
  const zips = count()
  const rows = await db
    .select({ city: min(usZipCodes.city), state: usZipCodes.state, zips })
    .from(usZipCodes)
    .where(
      and(gte(usZipCodes.cityKey, prefix), lt(usZipCodes.cityKey, `${prefix}${TEXT_BOUND}`), state),
    )
    .groupBy(usZipCodes.cityKey, usZipCodes.state)
    .orderBy(
      sql`case when ${usZipCodes.cityKey} = ${prefix} then 0 else 1 end`,
      desc(zips),
      asc(usZipCodes.cityKey),
      asc(usZipCodes.state),
    )
    .limit(limit)
  return rows.map((r) => {
    const city = r.city ?? cityText
    return { type: 'locality', label: `${city}, ${r.state}`, city, state: r.state, zip: null }
  })
}

/**
 * Offline place suggestions from the US ZIP table (spec §2's suggestions, without a maps
 * service): digits suggest ZIP codes, text suggests localities as 'City, ST'.
 */
export async function suggestPlaces(db: Db, q: string, limit: number): Promise<SuggestionJson[]> {
  const text = q.trim().replace(/\s+/g, ' ')
  const zip =
    text.match(/^(\d{1,5})(?:-\d{0,4})?$/) ?? text.match(/,\s*[a-z ]*\s(\d{5})(?:-\d{4})?$/i)
  if (zip?.[1]) return zipSuggestions(db, zip[1], limit)
  const [cityText = '', stateText = ''] = text.split(',').map((p) => p.trim())
  if (!/^[\p{L}][\p{L} .'’-]*$/u.test(cityText)) return []
  return localitySuggestions(db, cityText, stateText, limit)
}
