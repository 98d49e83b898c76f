import { and, asc, type Column, desc, eq, inArray, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import { BOOKING_CATEGORIES, PACKAGE_VEHICLE_IDS } from '~/lib/booking/vehicles'
import { type NewAppointmentData } from '~/lib/dashboard/tab-data'
import { type Db, schema } from '~/server/db.server'

const { bookingRequests, customers, services, serviceTiers } = schema

// The vehicles packages are sold for, by their id in D1.
const VEHICLE_OF_DB_ID: Record<number, { id: string; name: string }> = {
  1: { id: 'car', name: 'Car' },
  2: { id: 'truck', name: 'Truck' },
  3: { id: 'rv', name: 'RV' },
  4: { id: 'boat', name: 'Boat' },
  5: { id: 'motorcycle', name: 'Motorcycle' },
}

const ADDONS_ID = BOOKING_CATEGORIES.find((c) => c.id === 'addons')?.dbId ?? -1

/** ?customer= picks a customer to fill the form with; ?customer_q= searches them. */
const askSchema = z.object({
  customer: z.string().trim().toLowerCase().email().max(254).optional().catch(undefined),
  customer_q: z.string().trim().max(100).optional().catch(undefined),
})

export type CustomerAsk = z.infer<typeof askSchema>

/** What the schedule's address asks of the New Appointment form, read once per view. */
export function customerAsk(url: URL): CustomerAsk {
  return askSchema.parse(Object.fromEntries(url.searchParams))
}

/** Starts with the typed text, taken literally (a typed % or _ is no wildcard). */
const startsWith = (column: Column, text: string) =>
  sql`${column} LIKE ${`${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'`

/**
 * The packages and add-ons this business sells, for the New Appointment form: one statement to
 * run in the schedule's batch.
 */
export function appointmentPackagesQuery(db: Db, affiliateId: number) {
  return (
    db
      // Each column its own name: in a batch D1 keys a row by column name.
      .select({
        serviceId: serviceTiers.serviceId,
        serviceName: sql<string>`${services.name}`.as('service_name'),
        categoryId: services.categoryId,
        vehicleId: services.vehicleId,
        tierId: serviceTiers.id,
        tierName: serviceTiers.name,
      })
      .from(serviceTiers)
      .innerJoin(services, eq(services.id, serviceTiers.serviceId))
      .where(
        and(
          eq(services.affiliateId, affiliateId),
          eq(serviceTiers.enabled, true),
          inArray(services.vehicleId, Object.values(PACKAGE_VEHICLE_IDS)),
        ),
      )
      .orderBy(asc(services.vehicleId), asc(services.sortOrder), asc(serviceTiers.sortOrder))
  )
}

/**
 * Only when asked (?customer= or ?customer_q=): the business's customers picked or matching, each
 * with the address of their latest booking. Null otherwise, so the schedule's usual view pays no
 * statement for it.
 */
export function appointmentCustomersQuery(
  db: Db,
  affiliateId: number,
  { customer, customer_q: search }: CustomerAsk,
) {
  if (!customer && !search) return null
  const latest = db
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(
      and(
        eq(bookingRequests.affiliateId, customers.affiliateId),
        eq(bookingRequests.customerEmail, customers.email),
      ),
    )
    .orderBy(desc(bookingRequests.createdAt))
    .limit(1)
  return db
    .select({
      email: customers.email,
      name: customers.name,
      phone: customers.phone,
      street: bookingRequests.addressLine,
      city: bookingRequests.city,
      state: bookingRequests.state,
      zip: bookingRequests.zip,
    })
    .from(customers)
    .leftJoin(bookingRequests, eq(bookingRequests.id, sql`(${latest})`))
    .where(
      and(
        eq(customers.affiliateId, affiliateId),
        customer
          ? eq(customers.email, customer)
          : or(
              startsWith(customers.name, search ?? ''),
              startsWith(customers.email, (search ?? '').toLowerCase()),
            ),
      ),
    )
    .orderBy(desc(customers.lastAt))
    .limit(5)
}

type Tier = Awaited<ReturnType<typeof appointmentPackagesQuery>>[number]
type Found = Awaited<NonNullable<ReturnType<typeof appointmentCustomersQuery>>>[number]

/** The form's options and starting values. */
export function toNewAppointment(
  { customer, customer_q: search }: CustomerAsk,
  tiers: Tier[],
  found: Found[],
  primary: { city: string | null; state: string | null },
): NewAppointmentData {
  const options = (addons: boolean) =>
    tiers.flatMap((r) => {
      const vehicle = VEHICLE_OF_DB_ID[r.vehicleId]
      if (!vehicle || (r.categoryId === ADDONS_ID) !== addons) return []
      const label = `${vehicle.name}: ${r.serviceName} – ${r.tierName}`
      const value = addons ? String(r.tierId) : `${vehicle.id}-${r.serviceId}-${r.tierId}`
      return [{ value, label }]
    })
  const picked = customer ? found[0] : undefined
  return {
    packages: options(false),
    addons: options(true),
    // Known only from quotes, a customer has no address yet: the business's own area stands in.
    customer: picked
      ? {
          name: picked.name,
          phone: picked.phone ?? '',
          email: picked.email,
          street: picked.street ?? '',
          city: picked.city ?? '',
          state: picked.state ?? '',
          zip: picked.zip ?? '',
        }
      : null,
    defaultCity: primary.city ?? '',
    defaultState: primary.state ?? '',
    search: search ?? '',
    matches: customer || !search ? null : found.map((p) => ({ ...p, phone: p.phone ?? '' })),
  }
}
