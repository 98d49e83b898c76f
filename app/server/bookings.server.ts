import { and, asc, avg, count, eq, inArray, sql, type SQL } from 'drizzle-orm'
import {
  type BookingCategoryGroup,
  type BookingService,
  type BookingTier,
  type PackagesByVehicle,
} from '~/lib/booking/types'
import {
  BOOKING_CATEGORIES,
  categoriesFor,
  PACKAGE_VEHICLE_IDS,
  PACKAGE_VEHICLES,
} from '~/lib/booking/vehicles'
import { type Site } from '~/lib/site'
import { type Db, schema } from './db.server'
import { publicReview } from './reviews.server'

const { services, serviceTiers, affiliates, reviews } = schema

/** Spec §9: the booking bar shows 4.9 when a site has no reviews yet. */
export const DEFAULT_RATING = 4.9
/** On the platform, at most this many detailers' services per vehicle and category. */
export const PLATFORM_SERVICES_PER_CATEGORY = 4

export interface BookingPageData {
  packages: PackagesByVehicle
  rating: { average: number; count: number }
}

const BOOKING_VEHICLE_DB_IDS = Object.values(PACKAGE_VEHICLE_IDS)
const BOOKING_CATEGORY_DB_IDS = BOOKING_CATEGORIES.map((c) => c.dbId)

const hasEnabledTier = sql`exists (select 1 from ${serviceTiers} where ${serviceTiers.serviceId} = ${services.id} and ${serviceTiers.enabled} = 1)`

/**
 * Which services the page lists. An affiliate's site: all of its services in the booking
 * vehicles and categories. The platform: services with enabled tiers from approved detailers,
 * capped per vehicle and category (oldest detailers first) so the page stays small as the
 * marketplace grows.
 */
function serviceScope(site: Site): SQL | undefined {
  const booking = and(
    inArray(services.vehicleId, BOOKING_VEHICLE_DB_IDS),
    inArray(services.categoryId, BOOKING_CATEGORY_DB_IDS),
  )
  if (site.mode === 'affiliate') return and(booking, eq(services.affiliateId, site.tenant.id))
  const ranked = sql`${services.id} in (select sid from (select ${services.id} as sid, row_number() over (partition by ${services.vehicleId}, ${services.categoryId} order by ${services.affiliateId}, ${services.sortOrder}, ${services.id}) as rn from ${services} inner join ${affiliates} on ${affiliates.id} = ${services.affiliateId} where ${affiliates.status} = 'approved' and ${hasEnabledTier}) where rn <= ${PLATFORM_SERVICES_PER_CATEGORY})`
  return and(booking, eq(affiliates.status, 'approved'), hasEnabledTier, ranked)
}

function reviewScope(site: Site): SQL | undefined {
  return site.mode === 'affiliate'
    ? and(publicReview, eq(reviews.type, 'affiliate'), eq(reviews.affiliateId, site.tenant.id))
    : and(publicReview, eq(reviews.type, 'mdh'))
}

/** Everything the booking page renders, in one D1 round trip (three statements in a batch). */
export async function loadBookingPage(db: Db, site: Site): Promise<BookingPageData> {
  const scope = serviceScope(site)
  const [serviceRows, tierRows, stats] = await db.batch([
    db
      .select({
        id: services.id,
        vehicleId: services.vehicleId,
        categoryId: services.categoryId,
        name: services.name,
        description: services.description,
        businessName: affiliates.businessName,
      })
      .from(services)
      .innerJoin(affiliates, eq(affiliates.id, services.affiliateId))
      .where(scope)
      .orderBy(asc(services.sortOrder), asc(services.affiliateId), asc(services.id)),
    db
      .select({
        id: serviceTiers.id,
        serviceId: serviceTiers.serviceId,
        name: serviceTiers.name,
        priceCents: serviceTiers.priceCents,
        duration: serviceTiers.durationMinutes,
        features: serviceTiers.features,
        popular: serviceTiers.popular,
      })
      .from(serviceTiers)
      .innerJoin(services, eq(services.id, serviceTiers.serviceId))
      .innerJoin(affiliates, eq(affiliates.id, services.affiliateId))
      .where(and(scope, eq(serviceTiers.enabled, true)))
      .orderBy(asc(serviceTiers.sortOrder), asc(serviceTiers.id)),
    db
      .select({ average: avg(reviews.rating), count: count() })
      .from(reviews)
      .leftJoin(affiliates, eq(affiliates.id, reviews.affiliateId))
      .where(reviewScope(site)),
  ])
  const tiersByService = new Map<number, BookingTier[]>()
  for (const { serviceId, ...tier } of tierRows) {
    tiersByService.set(serviceId, [...(tiersByService.get(serviceId) ?? []), tier])
  }
  const withTiers = serviceRows.map((s) => ({
    ...s,
    businessName: site.mode === 'platform' ? s.businessName : null,
    tiers: tiersByService.get(s.id) ?? [],
  }))
  return { packages: groupPackages(withTiers), rating: rating(stats[0]) }
}

function rating(row: { average: string | null; count: number } | undefined) {
  const total = row?.count ?? 0
  if (total === 0 || row?.average == null) return { average: DEFAULT_RATING, count: 0 }
  return { average: Math.round(Number(row.average) * 10) / 10, count: total }
}

type ServiceWithTiers = BookingService & { vehicleId: number; categoryId: number }

/** Services grouped by vehicle, then by the vehicle's booking categories in spec order. */
export function groupPackages(rows: ServiceWithTiers[]): PackagesByVehicle {
  const packages: PackagesByVehicle = {}
  for (const vehicle of PACKAGE_VEHICLES) {
    const groups: BookingCategoryGroup[] = []
    for (const category of categoriesFor(vehicle)) {
      const list = rows
        .filter(
          (r) => r.vehicleId === PACKAGE_VEHICLE_IDS[vehicle] && r.categoryId === category.dbId,
        )
        .map(({ vehicleId: _v, categoryId: _c, ...service }) => service)
      if (list.length > 0)
        groups.push({ id: category.id, name: category.name, color: category.color, services: list })
    }
    // A vehicle counts only when some service in it has a tier to choose (spec §6).
    if (groups.some((g) => g.services.some((s) => s.tiers.length > 0))) packages[vehicle] = groups
  }
  return packages
}
