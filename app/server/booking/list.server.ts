import { desc, eq, sql } from 'drizzle-orm'
import { type Db, schema } from '../db.server'

const { bookingRequests, affiliates } = schema

const columns = {
  booking: bookingRequests,
  businessSlug: sql<string | null>`${affiliates.slug}`,
  businessName: affiliates.businessName,
}

type Row = {
  booking: typeof bookingRequests.$inferSelect
  businessSlug: string | null
  businessName: string
}

/** A booking request as GET /api/bookings answers it: spec-style snake_case, money in dollars. */
export function serializeBooking({ booking: b, businessSlug, businessName }: Row) {
  return {
    id: b.id,
    reference: b.reference,
    status: b.status,
    business_slug: businessSlug,
    business_name: businessName,
    customer: { name: b.customerName, email: b.customerEmail, phone: b.customerPhone },
    vehicle_type: b.vehicleType,
    category_name: b.categoryName,
    service_id: b.serviceId,
    service_name: b.serviceName,
    tier_id: b.tierId,
    tier_name: b.tierName,
    // Added to the §7-style shape: each add-on booked with the package, price in dollars.
    addons: b.addons.map((a) => ({
      service_id: a.serviceId,
      service_name: a.serviceName,
      tier_id: a.tierId,
      tier_name: a.tierName,
      price: a.priceCents / 100,
      duration: a.durationMinutes,
    })),
    estimate: b.estimateCents / 100,
    duration: b.durationMinutes,
    preferred_date: b.preferredDate,
    time_window: b.timeWindow,
    address: { street: b.addressLine, city: b.city, state: b.state, zip: b.zip },
    notes: b.notes,
    created_at: b.createdAt,
  }
}

/** Newest first; one business's requests, or everyone's when affiliateId is null (admins). */
export async function listBookings(
  db: Db,
  affiliateId: number | null,
  page: { limit: number; offset: number },
) {
  const where = affiliateId === null ? undefined : eq(bookingRequests.affiliateId, affiliateId)
  const rows = await db
    .select(columns)
    .from(bookingRequests)
    .innerJoin(affiliates, eq(affiliates.id, bookingRequests.affiliateId))
    .where(where)
    .orderBy(desc(bookingRequests.createdAt), desc(bookingRequests.id))
    // One extra row tells whether another page exists without a count query.
    .limit(page.limit + 1)
    .offset(page.offset)
  return {
    data: rows.slice(0, page.limit).map(serializeBooking),
    pagination: { offset: page.offset, limit: page.limit, hasMore: rows.length > page.limit },
  }
}

/** One request by reference, for its confirmation page. */
export async function findBookingByReference(db: Db, reference: string) {
  const [row] = await db
    .select(columns)
    .from(bookingRequests)
    .innerJoin(affiliates, eq(affiliates.id, bookingRequests.affiliateId))
    .where(eq(bookingRequests.reference, reference))
    .limit(1)
  return row ?? null
}
