import { and, asc, eq } from 'drizzle-orm'
import { type Db, schema } from '../db.server'

const { usZipCodes } = schema

/** The lowest ZIP code of a US city (spec §5: a new area's ZIP, looked up by city and state). */
export async function zipForCity(db: Db, city: string, state: string): Promise<string | null> {
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
