import { and, asc, desc, eq, gte, lt, or, sql } from 'drizzle-orm'
import { type Db, schema } from './db.server'
import { listedBusiness } from './live.server'

const { serviceAreas, affiliates, usZipCodes } = schema

/** City and state of a US ZIP code (5 or 5+4 digits), from the ZIP table. */
export async function resolveZip(
  db: Db,
  zip: string,
): Promise<{ city: string; state: string } | null> {
  const [row] = await db
    .select({ city: usZipCodes.city, state: usZipCodes.state })
    .from(usZipCodes)
    .where(eq(usZipCodes.zip, zip.slice(0, 5)))
    .limit(1)
  return row ?? null
}

/**
 * Slugs of approved affiliates whose service areas contain the city and state (case-insensitive),
 * or whose area carries that ZIP. Businesses for which it is the primary area come first, then
 * exact ZIP matches, then by name. Index reads only: (state, city_key) and zip.
 */
export async function lookupSlugs(
  db: Db,
  where: { city: string; state: string; zip: string | null },
) {
  const zip5 = where.zip?.slice(0, 5) ?? null
  const cityMatch = and(
    eq(serviceAreas.state, where.state.toUpperCase()),
    eq(serviceAreas.cityKey, where.city.trim().toLowerCase()),
  )
  // A range, so '85004' also matches '85004-1234' through the zip index.
  const zipMatch = zip5
    ? and(gte(serviceAreas.zip, zip5), lt(serviceAreas.zip, `${zip5}~`))
    : undefined
  const rows = await db
    .select({ slug: sql<string>`${affiliates.slug}` })
    .from(serviceAreas)
    .innerJoin(affiliates, eq(affiliates.id, serviceAreas.affiliateId))
    .where(and(listedBusiness, zipMatch ? or(cityMatch, zipMatch) : cityMatch))
    .orderBy(
      desc(serviceAreas.isPrimary),
      zipMatch ? sql`case when ${zipMatch} then 0 else 1 end` : asc(affiliates.id),
      asc(affiliates.businessName),
    )
  return [...new Set(rows.map((r) => r.slug))]
}
