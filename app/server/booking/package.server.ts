import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm'
import { type SelectionInput } from '~/lib/booking/request-schema'
import {
  bookingVehicle,
  type BookingVehicleId,
  categoriesFor,
  PACKAGE_VEHICLE_IDS,
} from '~/lib/booking/vehicles'
import { type Db, schema } from '../db.server'

const { services, serviceTiers, affiliates, serviceAreas } = schema

/** A bookable package, with copies of the names the customer sees. */
export interface ChosenPackage {
  vehicle: BookingVehicleId
  affiliateId: number
  affiliateSlug: string
  businessName: string
  serviceId: number
  serviceName: string
  categoryName: string
  tierId: number
  tierName: string
  priceCents: number
  durationMinutes: number
  features: string[]
}

// Every result column needs its own name: inside db.batch, D1 returns rows keyed by column name,
// so two columns both called "id" or "name" would collapse and shift drizzle's mapping.
const packageColumns = {
  affiliateId: services.affiliateId,
  affiliateSlug: sql<string>`${affiliates.slug}`.as('affiliate_slug'),
  businessName: affiliates.businessName,
  serviceId: serviceTiers.serviceId,
  serviceName: sql<string>`${services.name}`.as('service_name'),
  categoryId: services.categoryId,
  tierId: serviceTiers.id,
  tierName: serviceTiers.name,
  priceCents: serviceTiers.priceCents,
  durationMinutes: serviceTiers.durationMinutes,
  features: serviceTiers.features,
}

function bookable(vehicle: BookingVehicleId) {
  const meta = bookingVehicle(vehicle)
  const packages = meta?.packages ?? 'cars'
  return and(
    eq(affiliates.status, 'approved'),
    eq(serviceTiers.enabled, true),
    eq(services.vehicleId, PACKAGE_VEHICLE_IDS[packages]),
    inArray(
      services.categoryId,
      categoriesFor(packages).map((c) => c.dbId),
    ),
  )
}

const selectPackages = (db: Db) =>
  db
    .select(packageColumns)
    .from(serviceTiers)
    .innerJoin(services, eq(services.id, serviceTiers.serviceId))
    .innerJoin(affiliates, eq(affiliates.id, services.affiliateId))

export interface PackageRow {
  affiliateId: number
  affiliateSlug: string
  businessName: string
  serviceId: number
  serviceName: string
  categoryId: number
  tierId: number
  tierName: string
  priceCents: number
  durationMinutes: number
  features: string[]
}

export function toPackage(vehicle: BookingVehicleId, row: PackageRow): ChosenPackage {
  const { categoryId, ...rest } = row
  const category = categoriesFor(bookingVehicle(vehicle)?.packages ?? 'cars').find(
    (c) => c.dbId === categoryId,
  )
  return { ...rest, vehicle, categoryName: category?.name ?? 'Service Packages' }
}

/** The chosen tier, if it is still bookable for that vehicle (enabled, approved detailer). */
export function packageQuery(db: Db, selection: SelectionInput) {
  return selectPackages(db)
    .where(
      and(
        eq(serviceTiers.id, selection.tier),
        eq(services.id, selection.service),
        bookable(selection.vehicle),
      ),
    )
    .limit(1)
}

/** Bookable add-on tiers (the Add-ons category) for this vehicle, by tier id. */
export function addonsQuery(db: Db, vehicle: BookingVehicleId, tierIds: readonly number[]) {
  const addons = categoriesFor(bookingVehicle(vehicle)?.packages ?? 'cars').find(
    (c) => c.id === 'addons',
  )
  return selectPackages(db).where(
    and(
      inArray(serviceTiers.id, [...tierIds]),
      bookable(vehicle),
      eq(services.categoryId, addons?.dbId ?? -1),
    ),
  )
}

/** A detailer's bookable tiers in the same vehicle and category, in display order. */
export function candidatesQuery(
  db: Db,
  slug: string,
  vehicle: BookingVehicleId,
  categoryName: string,
) {
  const category = categoriesFor(bookingVehicle(vehicle)?.packages ?? 'cars').find(
    (c) => c.name === categoryName,
  )
  return selectPackages(db)
    .where(
      and(
        eq(affiliates.slug, slug),
        bookable(vehicle),
        eq(services.categoryId, category?.dbId ?? -1),
      ),
    )
    .orderBy(
      asc(services.sortOrder),
      asc(services.id),
      asc(serviceTiers.sortOrder),
      asc(serviceTiers.id),
    )
}

export interface Place {
  city: string
  state: string
  zip: string | null
}

/**
 * The service area of a detailer (by slug) that covers this place: the same city and state
 * (case-insensitive), else the same ZIP. Carries the business name for messages.
 */
export function areaQuery(db: Db, slug: string, place: Place) {
  const cityMatch = and(
    eq(serviceAreas.state, place.state.toUpperCase()),
    eq(serviceAreas.cityKey, place.city.trim().toLowerCase()),
  )
  const zip5 = place.zip?.slice(0, 5) ?? null
  const zipMatch = zip5
    ? and(gte(serviceAreas.zip, zip5), lt(serviceAreas.zip, `${zip5}~`))
    : undefined
  return db
    .select({
      businessName: affiliates.businessName,
      city: serviceAreas.city,
      state: serviceAreas.state,
      minimumCents: serviceAreas.minimumCents,
      multiplier: serviceAreas.multiplier,
    })
    .from(serviceAreas)
    .innerJoin(affiliates, eq(affiliates.id, serviceAreas.affiliateId))
    .where(
      and(
        eq(affiliates.slug, slug),
        eq(affiliates.status, 'approved'),
        zipMatch ? or(cityMatch, zipMatch) : cityMatch,
      ),
    )
    .orderBy(desc(sql`case when ${cityMatch} then 1 else 0 end`))
    .limit(1)
}

/** A detailer's service areas, for the form's hint. */
export function areasOfQuery(db: Db, affiliateId: number) {
  return db
    .select({ city: serviceAreas.city, state: serviceAreas.state })
    .from(serviceAreas)
    .where(eq(serviceAreas.affiliateId, affiliateId))
    .orderBy(desc(serviceAreas.isPrimary), asc(serviceAreas.state), asc(serviceAreas.cityKey))
}
