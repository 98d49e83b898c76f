import { and, asc, eq } from 'drizzle-orm'
import { type FooterCity, type FooterState } from '~/lib/chrome'
import { type Db, schema } from '../db.server'
import { listedBusiness } from '../live.server'

const { footerStates, serviceAreas, affiliates } = schema

/** States with their number of served cities: one row per state, kept by triggers. */
export function footerStatesQuery(db: Db) {
  return db
    .select({ code: footerStates.state, cities: footerStates.cities })
    .from(footerStates)
    .orderBy(asc(footerStates.state))
}

/**
 * One state's served cities, read in the (state, city) index's order so no sort step runs; the
 * business a city links to (its primary business first, then by name) is chosen here.
 */
export function stateCitiesQuery(db: Db, state: string) {
  return db
    .select({
      city: serviceAreas.city,
      cityKey: serviceAreas.cityKey,
      slug: affiliates.slug,
      primary: serviceAreas.isPrimary,
      businessName: affiliates.businessName,
    })
    .from(serviceAreas)
    .innerJoin(affiliates, eq(affiliates.id, serviceAreas.affiliateId))
    .where(and(eq(serviceAreas.state, state), listedBusiness))
    .orderBy(asc(serviceAreas.state), asc(serviceAreas.cityKey))
}

type CityRow = Awaited<ReturnType<typeof stateCitiesQuery>>[number]

const before = (a: CityRow, b: CityRow) =>
  a.primary !== b.primary ? a.primary : a.businessName.localeCompare(b.businessName) < 0

/** One link per city, to the business that serves it first. */
export function toFooterCities(rows: CityRow[]): FooterCity[] {
  const chosen = new Map<string, CityRow>()
  for (const row of rows) {
    if (!row.slug) continue
    const current = chosen.get(row.cityKey)
    if (!current || before(row, current)) chosen.set(row.cityKey, row)
  }
  return [...chosen.values()].map((r) => ({ city: r.city, slug: r.slug ?? '' }))
}

export function toFooterStates(rows: Awaited<ReturnType<typeof footerStatesQuery>>): FooterState[] {
  return rows.filter((r) => r.cities > 0)
}
