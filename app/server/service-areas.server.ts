import { and, asc, desc, eq, ne, sql } from 'drizzle-orm'
import { areaKey, areaKeyFromPath, type ServiceAreaInput } from '~/lib/service-area-schema'
import { areasQuery } from './affiliates.server'
import { type Db, schema } from './db.server'
import { invalidatePublic } from './cache.server'
import { listedBusiness } from './live.server'
import { placeProblem } from './places/zip-for-city.server'

const { serviceAreas, affiliates } = schema
type AreaRow = typeof serviceAreas.$inferSelect

/** The area a path segment names ('las-vegas-nv', 'Las Vegas-NV', 'las+vegas-nv', …). */
export async function findArea(db: Db, affiliateId: number, key: string): Promise<AreaRow | null> {
  const areas = await areasQuery(db, affiliateId)
  const wanted = areaKeyFromPath(key)
  return areas.find((a) => areaKey(a.city, a.state) === wanted) ?? null
}

/** The current primary area's city-state key, or null when the business has none. */
export async function primaryAreaKey(db: Db, affiliateId: number): Promise<string | null> {
  const [area] = await db
    .select({ city: serviceAreas.city, state: serviceAreas.state })
    .from(serviceAreas)
    .where(and(eq(serviceAreas.affiliateId, affiliateId), eq(serviceAreas.isPrimary, true)))
    .limit(1)
  return area ? areaKey(area.city, area.state) : null
}

async function exists(db: Db, affiliateId: number, city: string, state: string, exceptId?: number) {
  const rows = await db
    .select({ id: serviceAreas.id })
    .from(serviceAreas)
    .where(
      and(
        eq(serviceAreas.affiliateId, affiliateId),
        eq(serviceAreas.state, state),
        eq(serviceAreas.cityKey, city.toLowerCase()),
        exceptId ? ne(serviceAreas.id, exceptId) : undefined,
      ),
    )
    .limit(1)
  return rows.length > 0
}

export type AreaWriteResult =
  | { ok: true; area: AreaRow }
  | { ok: false; status: 400 | 404 | 409; message: string; field?: 'city' | 'zip' }

const DUPLICATE = 'This service area already exists'

/** Adds an area. The first area, or one sent as primary, becomes the only primary (one batch). */
export async function addArea(
  db: Db,
  affiliateId: number,
  input: ServiceAreaInput,
): Promise<AreaWriteResult> {
  // What is stored shows in every site's footer: only a real city (and ZIP) of the state.
  const problem = await placeProblem(db, input)
  if (problem) return { ok: false, status: 400, ...problem }
  if (await exists(db, affiliateId, input.city, input.state))
    return { ok: false, status: 409, message: DUPLICATE }
  const hasAny = (await areasQuery(db, affiliateId)).length > 0
  const primary = input.primary || !hasAny
  const insert = db
    .insert(serviceAreas)
    .values({
      affiliateId,
      city: input.city,
      cityKey: input.city.toLowerCase(),
      state: input.state,
      zip: input.zip,
      isPrimary: primary,
      minimumCents: Math.round(input.minimum * 100),
      multiplier: input.multiplier,
    })
    .onConflictDoNothing()
    .returning()
  const clear = db
    .update(serviceAreas)
    .set({ isPrimary: false })
    .where(eq(serviceAreas.affiliateId, affiliateId))
  const rows = primary ? (await db.batch([clear, insert]))[1] : await insert
  const area = rows[0]
  if (!area) return { ok: false, status: 409, message: DUPLICATE }
  await invalidatePublic(db, { affiliateId })
  return { ok: true, area }
}

/** Changes the named fields of an area; making it primary clears the others in the same batch. */
export async function updateArea(
  db: Db,
  affiliateId: number,
  key: string,
  changes: Partial<ServiceAreaInput>,
): Promise<AreaWriteResult> {
  const area = await findArea(db, affiliateId, key)
  if (!area) return { ok: false, status: 404, message: 'Service area not found' }
  const city = changes.city ?? area.city
  const state = changes.state ?? area.state
  const zip = changes.zip !== undefined ? changes.zip : area.zip
  if (changes.city !== undefined || changes.state !== undefined || changes.zip !== undefined) {
    const problem = await placeProblem(db, { city, state, zip })
    if (problem) return { ok: false, status: 400, ...problem }
  }
  if ((changes.city || changes.state) && (await exists(db, affiliateId, city, state, area.id))) {
    return { ok: false, status: 409, message: DUPLICATE }
  }
  // Exactly one primary: an area can be made primary, not un-made (choose another instead).
  const update = db
    .update(serviceAreas)
    .set({
      city,
      cityKey: city.toLowerCase(),
      state,
      zip,
      isPrimary: area.isPrimary || changes.primary === true,
      minimumCents:
        changes.minimum !== undefined ? Math.round(changes.minimum * 100) : area.minimumCents,
      multiplier: changes.multiplier ?? area.multiplier,
      updatedAt: new Date().toISOString(),
    })
    .where(and(eq(serviceAreas.id, area.id), eq(serviceAreas.affiliateId, affiliateId)))
    .returning()
  const clearOthers = db
    .update(serviceAreas)
    .set({ isPrimary: false })
    .where(and(eq(serviceAreas.affiliateId, affiliateId), ne(serviceAreas.id, area.id)))
  const rows = changes.primary === true ? (await db.batch([clearOthers, update]))[1] : await update
  const updated = rows[0]
  if (!updated) return { ok: false, status: 404, message: 'Service area not found' }
  await invalidatePublic(db, { affiliateId })
  return { ok: true, area: updated }
}

/** Removes an area; when it was the primary, the next area (by state, city) becomes primary. */
export async function deleteArea(
  db: Db,
  affiliateId: number,
  key: string,
): Promise<AreaWriteResult> {
  const area = await findArea(db, affiliateId, key)
  if (!area) return { ok: false, status: 404, message: 'Service area not found' }
  const remove = db
    .delete(serviceAreas)
    .where(and(eq(serviceAreas.id, area.id), eq(serviceAreas.affiliateId, affiliateId)))
  if (!area.isPrimary) {
    await remove
  } else {
    const next = db
      .select({ id: serviceAreas.id })
      .from(serviceAreas)
      .where(eq(serviceAreas.affiliateId, affiliateId))
      .orderBy(asc(serviceAreas.state), asc(serviceAreas.cityKey))
      .limit(1)
    await db.batch([
      remove,
      db
        .update(serviceAreas)
        .set({ isPrimary: true })
        .where(sql`${serviceAreas.id} = (${next})`),
    ])
  }
  await invalidatePublic(db, { affiliateId })
  return { ok: true, area }
}

/** The rows behind footerAreas, for a caller's db.batch (the root loader batches them). */
export function footerAreasQuery(db: Db) {
  return db
    .select({
      state: serviceAreas.state,
      city: serviceAreas.city,
      slug: sql<string>`${affiliates.slug}`,
    })
    .from(serviceAreas)
    .innerJoin(affiliates, eq(affiliates.id, serviceAreas.affiliateId))
    .where(listedBusiness)
    .orderBy(
      asc(serviceAreas.state),
      asc(serviceAreas.cityKey),
      desc(serviceAreas.isPrimary),
      asc(affiliates.businessName),
    )
}

export type FooterAreas = Record<string, Record<string, string[]>>

/** State → city → slugs, the primary business of a city first (spec §3 footer data). */
export function groupFooterAreas(rows: Awaited<ReturnType<typeof footerAreasQuery>>): FooterAreas {
  const result: FooterAreas = {}
  for (const { state, city, slug } of rows) {
    const cities = (result[state] ??= {})
    const slugs = (cities[city] ??= [])
    if (!slugs.includes(slug)) slugs.push(slug)
  }
  return result
}

/** State → city → slugs of approved affiliates serving it (spec §3 footer data), one query. */
export async function footerAreas(db: Db): Promise<FooterAreas> {
  return groupFooterAreas(await footerAreasQuery(db))
}
