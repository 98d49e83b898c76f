import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { type ServiceInput, type TierInput } from '~/lib/service-schema'
import { type Db, schema } from './db.server'
import { invalidatePublic } from './cache.server'
import { insertInChunks } from './d1-chunks.server'

const { services, serviceTiers } = schema

type ServiceRow = typeof services.$inferSelect
type TierRow = typeof serviceTiers.$inferSelect

/** §7 service shape; prices in dollars. */
export function serializeService(service: ServiceRow, tiers: TierRow[]) {
  return {
    id: service.id,
    name: service.name,
    description: service.description,
    affiliate_id: service.affiliateId,
    vehicle_id: service.vehicleId,
    service_category_id: service.categoryId,
    base_price_cents: service.basePriceCents,
    tiers: tiers.map((t) => ({
      id: t.id,
      name: t.name,
      price: t.priceCents / 100,
      duration: t.durationMinutes,
      features: t.features,
      enabled: t.enabled,
      popular: t.popular,
    })),
  }
}

export type SerializedService = ReturnType<typeof serializeService>

/** Services with their tiers, two queries in one round trip (no query per service). */
export async function listServices(
  db: Db,
  filter: {
    affiliateId: number
    vehicleId?: number
    categoryId?: number
    enabledTiersOnly: boolean
  },
): Promise<SerializedService[]> {
  const where = and(
    eq(services.affiliateId, filter.affiliateId),
    filter.vehicleId ? eq(services.vehicleId, filter.vehicleId) : undefined,
    filter.categoryId ? eq(services.categoryId, filter.categoryId) : undefined,
  )
  const [rows, tiers] = await db.batch([
    db.select().from(services).where(where).orderBy(asc(services.sortOrder), asc(services.id)),
    db
      .select({ tier: serviceTiers })
      .from(serviceTiers)
      .innerJoin(services, eq(services.id, serviceTiers.serviceId))
      .where(and(where, filter.enabledTiersOnly ? eq(serviceTiers.enabled, true) : undefined))
      .orderBy(asc(serviceTiers.sortOrder), asc(serviceTiers.id)),
  ])
  const byService = new Map<number, TierRow[]>()
  for (const { tier } of tiers)
    byService.set(tier.serviceId, [...(byService.get(tier.serviceId) ?? []), tier])
  return rows.map((s) => serializeService(s, byService.get(s.id) ?? []))
}

export async function findService(db: Db, id: number) {
  const [rows, tiers] = await db.batch([
    db.select().from(services).where(eq(services.id, id)).limit(1),
    db
      .select()
      .from(serviceTiers)
      .where(eq(serviceTiers.serviceId, id))
      .orderBy(asc(serviceTiers.sortOrder), asc(serviceTiers.id)),
  ])
  const service = rows[0]
  return service ? { service, tiers } : null
}

function tierValues(tier: TierInput, order: number) {
  return {
    name: tier.name,
    priceCents: tier.price,
    durationMinutes: tier.duration,
    features: tier.features,
    enabled: tier.enabled,
    popular: tier.popular,
    sortOrder: order,
  }
}

/** The first tier's price, computed here rather than trusted from the client. */
const basePrice = (input: ServiceInput) => input.tiers[0]?.price ?? 0

/** Creates the service and its tiers in one batch (atomic). */
export async function createService(
  db: Db,
  affiliateId: number,
  input: ServiceInput,
): Promise<number> {
  // Inside a batch no other write can interleave, so max(id) is the service just inserted.
  const newServiceId = sql<number>`(select max(${services.id}) from ${services} where ${services.affiliateId} = ${affiliateId})`
  const [inserted] = await db.batch([
    db
      .insert(services)
      .values({
        affiliateId,
        vehicleId: input.vehicleId,
        categoryId: input.categoryId,
        name: input.name,
        description: input.description,
        basePriceCents: basePrice(input),
      })
      .returning({ id: services.id }),
    ...insertInChunks(
      db,
      serviceTiers,
      input.tiers.map((t, i) => ({ ...tierValues(t, i), serviceId: newServiceId })),
    ),
  ])
  const id = inserted[0]?.id
  if (!id) throw new Error('Service insert returned no id')
  await invalidatePublic(db, { affiliateId })
  return id
}

/**
 * Which sent tiers update a saved tier of this service and which are new. An id names a saved
 * tier only when it is one of this service's and not already claimed by an earlier tier of the
 * same request; anything else (a client's own key, an unknown id, another service's tier) is new.
 */
export function matchTiers(input: TierInput[], savedIds: ReadonlySet<number>) {
  const claimed = new Set<number>()
  return input.map((tier, order) => {
    const id =
      tier.id !== undefined && savedIds.has(tier.id) && !claimed.has(tier.id) ? tier.id : null
    if (id !== null) claimed.add(id)
    return { tier, order, id }
  })
}

/**
 * Replaces the service's fields and tiers in one batch. Tiers sent with their id keep it (so
 * booking requests that reference them stay linked); new tiers are added, missing ones removed.
 */
export async function updateService(
  db: Db,
  serviceId: number,
  affiliateId: number,
  input: ServiceInput,
) {
  const saved = await db
    .select({ id: serviceTiers.id })
    .from(serviceTiers)
    .where(eq(serviceTiers.serviceId, serviceId))
  const matched = matchTiers(input.tiers, new Set(saved.map((t) => t.id)))
  const keptIds = matched.flatMap((m) => (m.id === null ? [] : [m.id]))
  const owned = and(eq(services.id, serviceId), eq(services.affiliateId, affiliateId))
  await db.batch([
    db
      .update(services)
      .set({
        vehicleId: input.vehicleId,
        categoryId: input.categoryId,
        name: input.name,
        description: input.description,
        basePriceCents: basePrice(input),
        updatedAt: new Date().toISOString(),
      })
      .where(owned),
    db
      .delete(serviceTiers)
      .where(
        keptIds.length > 0
          ? and(eq(serviceTiers.serviceId, serviceId), notInArray(serviceTiers.id, keptIds))
          : eq(serviceTiers.serviceId, serviceId),
      ),
    ...matched.flatMap(({ tier, order, id }) =>
      id === null
        ? []
        : [
            db
              .update(serviceTiers)
              .set(tierValues(tier, order))
              .where(and(eq(serviceTiers.id, id), eq(serviceTiers.serviceId, serviceId))),
          ],
    ),
    ...insertInChunks(
      db,
      serviceTiers,
      matched.flatMap(({ tier, order, id }) =>
        id === null ? [{ ...tierValues(tier, order), serviceId }] : [],
      ),
    ),
  ])
  await invalidatePublic(db, { affiliateId })
}

/** Removes the service and all its tiers in one batch. */
export async function deleteService(db: Db, serviceId: number, affiliateId: number) {
  await db.batch([
    db
      .delete(serviceTiers)
      .where(
        and(
          eq(serviceTiers.serviceId, serviceId),
          inArray(
            serviceTiers.serviceId,
            db
              .select({ id: services.id })
              .from(services)
              .where(eq(services.affiliateId, affiliateId)),
          ),
        ),
      ),
    db
      .delete(services)
      .where(and(eq(services.id, serviceId), eq(services.affiliateId, affiliateId))),
  ])
  await invalidatePublic(db, { affiliateId })
}

/** Vehicle ids for which an affiliate has at least one service with an enabled tier. */
export async function vehiclesWithServices(db: Db, affiliateId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ vehicleId: services.vehicleId })
    .from(services)
    .innerJoin(serviceTiers, eq(serviceTiers.serviceId, services.id))
    .where(and(eq(services.affiliateId, affiliateId), eq(serviceTiers.enabled, true)))
  return rows.map((r) => r.vehicleId)
}
