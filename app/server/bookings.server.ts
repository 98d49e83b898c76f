import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
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
import { type Db, schema } from './db.server'
import { type BusinessPayments, paymentsOf } from './payments/accounts.server'
import { reviewTotalsQuery, type StatsScope } from './review-stats.server'
import { type HostSite } from './tenant.server'

const { services, serviceTiers, affiliates, paymentAccounts } = schema

/** On the platform, at most this many detailers' services per vehicle and category. */
export const PLATFORM_SERVICES_PER_CATEGORY = 4

export interface BookingPageData {
  packages: PackagesByVehicle
  rating: { average: number | null; count: number }
  /** The business's payout account and deposit setting (null on the platform's page). */
  payments: BusinessPayments | null
}

const BOOKING_VEHICLE_DB_IDS = Object.values(PACKAGE_VEHICLE_IDS)
const BOOKING_CATEGORY_DB_IDS = BOOKING_CATEGORIES.map((c) => c.dbId)

/**
 * The platform's first services per vehicle and category: one short walk of the (vehicle,
 * category, affiliate, order) index per pair, stopping at the cap, so the cost does not grow with
 * the marketplace (decision 015). The ids are constants, inlined to spare D1's bound-parameter limit;
 * the walks are unioned per vehicle, as D1 caps the terms of one compound SELECT.
 */
const firstServices = (vehicle: number, category: number) =>
  `select * from (select s.id from services s join affiliates a on a.id = s.affiliate_id
    where s.vehicle_id = ${vehicle} and s.service_category_id = ${category} and a.status = 'approved'
      and exists (select 1 from service_tiers t where t.service_id = s.id and t.enabled = 1)
    order by s.affiliate_id, s.sort_order, s.id limit ${PLATFORM_SERVICES_PER_CATEGORY})`
const platformCapped = sql.raw(
  `services.id in (${BOOKING_VEHICLE_DB_IDS.map(
    (vehicle) =>
      `select * from (${BOOKING_CATEGORY_DB_IDS.map((category) => firstServices(Number(vehicle), Number(category))).join(' union all ')})`,
  ).join(' union all ')})`,
)

/**
 * Whose booking page a request asks for, from its host and path alone, so the page's reads go in
 * the same D1 batch as the tenant lookup (decision 017): a detailer by its own hostname (its id
 * is known) or by the path's slug, or the platform.
 */
export type BookingTarget =
  { mode: 'platform' } | { mode: 'affiliate'; id: number } | { mode: 'affiliate'; slug: string }

export function bookingTarget(host: HostSite, slug: string | undefined): BookingTarget {
  if (host.kind === 'custom') return { mode: 'affiliate', id: host.tenant.id }
  return slug === undefined ? { mode: 'platform' } : { mode: 'affiliate', slug }
}

/**
 * Which services the page lists. An affiliate's site: all of its services in the booking
 * vehicles and categories. The platform: services with enabled tiers from approved detailers,
 * capped per vehicle and category (oldest detailers first) so the page stays small as the
 * marketplace grows.
 */
function serviceScope(target: BookingTarget): SQL | undefined {
  const booking = and(
    inArray(services.vehicleId, BOOKING_VEHICLE_DB_IDS),
    inArray(services.categoryId, BOOKING_CATEGORY_DB_IDS),
  )
  if ('id' in target) return and(booking, eq(services.affiliateId, target.id))
  if ('slug' in target) return and(booking, eq(affiliates.slug, target.slug))
  // The walks already keep to booking vehicles and categories, approved detailers and enabled
  // tiers. Repeating those filters here let SQLite start from every approved detailer instead
  // of from the few ids the walks found (decision 017).
  return platformCapped
}

// Read from the trigger-maintained totals, not by counting reviews (decision 015).
function reviewScope(target: BookingTarget): StatsScope {
  if ('id' in target) return { type: 'affiliate', affiliate_id: target.id }
  if ('slug' in target) return { type: 'affiliate', business_slug: target.slug }
  return { type: 'mdh' }
}

/** Everything the booking page renders, in one D1 round trip (three statements in a batch). */
export async function loadBookingPage(db: Db, target: BookingTarget): Promise<BookingPageData> {
  const scope = serviceScope(target)
  const [serviceRows, tierRows, stats, account] = await db.batch([
    db
      .select({
        id: services.id,
        vehicleId: services.vehicleId,
        categoryId: services.categoryId,
        name: services.name,
        description: services.description,
        businessName: affiliates.businessName,
        sortOrder: services.sortOrder,
        affiliateId: services.affiliateId,
      })
      .from(services)
      .innerJoin(affiliates, eq(affiliates.id, services.affiliateId))
      .where(scope),
    db
      .select({
        id: serviceTiers.id,
        serviceId: serviceTiers.serviceId,
        name: serviceTiers.name,
        priceCents: serviceTiers.priceCents,
        duration: serviceTiers.durationMinutes,
        features: serviceTiers.features,
        popular: serviceTiers.popular,
        sortOrder: serviceTiers.sortOrder,
      })
      .from(serviceTiers)
      .innerJoin(services, eq(services.id, serviceTiers.serviceId))
      .innerJoin(affiliates, eq(affiliates.id, services.affiliateId))
      .where(and(scope, eq(serviceTiers.enabled, true))),
    reviewTotalsQuery(db, reviewScope(target)),
    // In the same batch, so saying whether a deposit is taken costs no round trip of its own.
    db.select().from(paymentAccounts).where(paymentScope(target)).limit(1),
  ])
  // Sorted here, not in SQL: the rows are one business's catalogue or a few per category on the
  // platform, and an ORDER BY across the join would cost a temporary sort (decision 015).
  const tiersByService = new Map<number, BookingTier[]>()
  for (const { serviceId, sortOrder: _order, ...tier } of [...tierRows].sort(byOrderThenId)) {
    tiersByService.set(serviceId, [...(tiersByService.get(serviceId) ?? []), tier])
  }
  const sorted = [...serviceRows].sort(
    (a, b) => a.sortOrder - b.sortOrder || a.affiliateId - b.affiliateId || a.id - b.id,
  )
  const withTiers = sorted.map(({ sortOrder: _order, affiliateId: _affiliate, ...s }) => ({
    ...s,
    businessName: target.mode === 'platform' ? s.businessName : null,
    tiers: tiersByService.get(s.id) ?? [],
  }))
  return {
    packages: groupPackages(withTiers),
    rating: rating(stats[0]),
    payments: target.mode === 'platform' ? null : paymentsOf(account[0]),
  }
}

function paymentScope(target: BookingTarget): SQL {
  if ('id' in target) return eq(paymentAccounts.affiliateId, target.id)
  if ('slug' in target)
    return sql`${paymentAccounts.affiliateId} = (select ${affiliates.id} from ${affiliates} where ${affiliates.slug} = ${target.slug})`
  // The platform's page takes no deposit: it books no one business.
  return sql`0`
}

const byOrderThenId = (
  a: { sortOrder: number; id: number },
  b: { sortOrder: number; id: number },
) => a.sortOrder - b.sortOrder || a.id - b.id

// Spec §9's default of 4.9 for a site without reviews would be a claim nobody made: without
// reviews the bar says so (decision 037).
function rating(row: { average: number | null; total: number } | undefined): {
  average: number | null
  count: number
} {
  const total = row?.total ?? 0
  if (total === 0 || row?.average == null) return { average: null, count: 0 }
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
