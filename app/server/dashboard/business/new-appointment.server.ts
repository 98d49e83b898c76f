import { and, asc, type Column, desc, eq, inArray, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import { BOOKING_CATEGORIES, PACKAGE_VEHICLE_IDS } from '~/lib/booking/vehicles'
import { type NewAppointmentData } from '~/lib/dashboard/tab-data'
import { type Db, schema } from '~/server/db.server'

const { bookingRequests, customers, serviceAreas, services, serviceTiers } = schema

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
const params = z.object({
  customer: z.string().trim().toLowerCase().email().max(254).optional().catch(undefined),
  customer_q: z.string().trim().max(100).optional().catch(undefined),
})

/** Starts with the typed text, taken literally (a typed % or _ is no wildcard). */
const startsWith = (column: Column, text: string) =>
  sql`${column} LIKE ${`${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'`

/** A statement in the batch's fixed place that reads nothing when its input is absent. */
const nothing = sql`0`

/**
 * The New Appointment form's statements, to run in the schedule's one batch: the packages and
 * add-ons this business sells, its primary area (the form's default city and state), and, when
 * asked, one customer's latest details or the customers matching a search.
 */
export function newAppointmentQueries(db: Db, affiliateId: number, url: URL) {
  const { customer, customer_q: search } = params.parse(Object.fromEntries(url.searchParams))
  return [
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
      .orderBy(asc(services.vehicleId), asc(services.sortOrder), asc(serviceTiers.sortOrder)),
    db
      .select({ city: serviceAreas.city, state: serviceAreas.state })
      .from(serviceAreas)
      .where(eq(serviceAreas.affiliateId, affiliateId))
      .orderBy(desc(serviceAreas.isPrimary), asc(serviceAreas.id))
      .limit(1),
    db
      .select({
        name: bookingRequests.customerName,
        phone: bookingRequests.customerPhone,
        email: bookingRequests.customerEmail,
        street: bookingRequests.addressLine,
        city: bookingRequests.city,
        state: bookingRequests.state,
        zip: bookingRequests.zip,
      })
      .from(bookingRequests)
      .where(
        customer
          ? and(
              eq(bookingRequests.affiliateId, affiliateId),
              eq(bookingRequests.customerEmail, customer),
            )
          : nothing,
      )
      .orderBy(desc(bookingRequests.createdAt))
      .limit(1),
    db
      .select({ email: customers.email, name: customers.name, phone: customers.phone })
      .from(customers)
      .where(
        customer
          ? and(eq(customers.affiliateId, affiliateId), eq(customers.email, customer))
          : search
            ? and(
                eq(customers.affiliateId, affiliateId),
                or(
                  startsWith(customers.name, search),
                  startsWith(customers.email, search.toLowerCase()),
                ),
              )
            : nothing,
      )
      .orderBy(desc(customers.lastAt))
      .limit(5),
  ] as const
}

type Queries = ReturnType<typeof newAppointmentQueries>
type Results = [Awaited<Queries[0]>, Awaited<Queries[1]>, Awaited<Queries[2]>, Awaited<Queries[3]>]

/** The form's options and starting values from the batch's rows. */
export function toNewAppointment(
  url: URL,
  [tiers, areas, latest, people]: Results,
): NewAppointmentData {
  const { customer, customer_q: search } = params.parse(Object.fromEntries(url.searchParams))
  const options = (addons: boolean) =>
    tiers.flatMap((r) => {
      const vehicle = VEHICLE_OF_DB_ID[r.vehicleId]
      if (!vehicle || (r.categoryId === ADDONS_ID) !== addons) return []
      const label = `${vehicle.name}: ${r.serviceName} – ${r.tierName}`
      const value = addons ? String(r.tierId) : `${vehicle.id}-${r.serviceId}-${r.tierId}`
      return [{ value, label }]
    })
  const area = areas[0]
  const booked = customer ? latest[0] : undefined
  // Known only from quotes: no address yet, so the business's own area stands in.
  const quoted = customer && !booked ? people[0] : undefined
  return {
    packages: options(false),
    addons: options(true),
    customer: booked
      ? { ...booked, zip: booked.zip ?? '' }
      : quoted
        ? { ...quoted, phone: quoted.phone ?? '', street: '', city: '', state: '', zip: '' }
        : null,
    defaultCity: area?.city ?? '',
    defaultState: area?.state ?? '',
    search: search ?? '',
    matches: customer || !search ? null : people.map((p) => ({ ...p, phone: p.phone ?? '' })),
  }
}
