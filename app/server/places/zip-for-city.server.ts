import { and, asc, eq } from 'drizzle-orm'
import { type Db, schema } from '../db.server'

const { usZipCodes } = schema

/** The lowest ZIP code of a US city (spec §5: a new area's ZIP, looked up by city and state). */
export async function zipForCity(
  db: Db,
  city: string,
  state: string,
): Promise<string | null> {
  const [row] = await db
    .select({ zip: usZipCodes.zip })
    .from(usZipCodes)
    .where(
      and(
        eq(usZipCodes.cityKey, city.trim().toLowerCase()),
        eq(usZipCodes.state, state.toUpperCase()),
      ),
    )
    .orderBy(asc(usZipCodes.zip))
    .limit(1)
  return row?.zip ?? null
}

/**
 * Whether a service area names a real place (issue 37): the city must be one of the state's
 * cities in the ZIP table, and a ZIP, when given, one of the state's ZIP codes. A ZIP is not held
 * to the one city the table names for it, since a ZIP often serves several towns. Returns the
 * field at fault and the 400's message, or null.
 */
export async function placeProblem(
  db: Db,
  place: { city: string; state: string; zip: string | null },
): Promise<{ field: 'city' | 'zip'; message: string } | null> {
  const state = place.state.toUpperCase()
  const [city] = await db
    .select({ zip: usZipCodes.zip })
    .from(usZipCodes)
    .where(
      and(eq(usZipCodes.cityKey, place.city.trim().toLowerCase()), eq(usZipCodes.state, state)),
    )
    .limit(1)
  if (!city)
    return {
      field: 'city',
      message: `We could not find ${place.city}, ${state}. Check the city's spelling.`,
    }
  if (!place.zip) return null
  const [zip] = await db
    .select({ state: usZipCodes.state })
    .from(usZipCodes)
    .where(eq(usZipCodes.zip, place.zip.slice(0, 5)))
  if (zip?.state === state) return null
  return { field: 'zip', message: `ZIP code ${place.zip} is not in ${state}.` }
}
