import { type BusinessAction, parsePackage, MESSAGES } from '~/lib/dashboard/action-schemas'
import { type TimeWindow } from '~/lib/booking/request-fields'
import { WINDOW_HOURS } from '~/lib/dashboard/windows'
import { isBeforeThisMinute, zonedInstant } from '~/lib/dashboard/time'
import { sessionSecret } from '~/server/auth/session.server'
import { bookingReference } from '~/server/booking/reference.server'
import { findAddons, findSitePackage, quoteFor } from '~/server/booking/quote.server'
import { bookedAddons, visitMinutes } from '~/server/booking/store.server'
import { type Db, schema } from '~/server/db.server'
import { queueEmail } from '~/server/email/outbox.server'
import { overlapping } from './bookings.server'
import { fail, type Outcome } from './booking-actions.server'
import { type Tenant } from '~/server/tenant.server'
import { OVERLAP_MESSAGE, refusingOverlap } from '~/server/booking/no-overlap.server'

const { bookingRequests } = schema

/** Saving again with "Book both anyway" ticked overrides the refusal. */
const OVERLAP_SAVE = `${OVERLAP_MESSAGE} Save again to book both.`

type NewAppointment = Extract<BusinessAction, { intent: 'appointment-new' }>

/** The booking form's window a start time falls in (before 08:00 counts as morning). */
function windowOf(time: string): TimeWindow {
  const hour = Number(time.slice(0, 2))
  if (hour < WINDOW_HOURS.afternoon[0]) return 'morning'
  if (hour < WINDOW_HOURS.evening[0]) return 'afternoon'
  return 'evening'
}

/**
 * A booking the detailer took by phone: priced and checked like a public request (this
 * business's package, an address it serves), stored as confirmed with its time, and the
 * customer's confirmation email queued in the same batch.
 */
export async function createAppointment(
  db: Db,
  env: Env,
  tenant: Tenant,
  zone: string,
  action: NewAppointment,
  now: Date,
): Promise<Outcome> {
  const { intent } = action
  const selection = parsePackage(action.package)
  if (!selection) return fail(400, intent, MESSAGES.package, { package: MESSAGES.package })
  const site = { mode: 'affiliate' as const, tenant, basePath: `/${tenant.slug}` }
  const chosen = await findSitePackage(db, site, selection)
  if (!chosen.ok)
    return fail(chosen.status, intent, MESSAGES.package, { package: MESSAGES.package })
  const addons = await findAddons(db, chosen.package, action.addons)
  if (!addons.ok) return fail(400, intent, MESSAGES.addons, { addons: MESSAGES.addons })
  const place = { city: action.city, state: action.state, zip: action.zip }
  const priced = await quoteFor(db, site, chosen.package, place, addons.addons)
  if (!priced.ok) {
    const message = Object.values(priced.errors)[0] ?? MESSAGES.package
    return fail(priced.status, intent, message, priced.errors)
  }
  const start = zonedInstant(action.preferred_date, action.time, zone)
  // A job that started before this minute was done before it was entered: it is stored as
  // completed, and the customer gets no confirmation for it. One starting this minute is ahead.
  const past = isBeforeThisMinute(start, now)
  const pkg = priced.quote.package
  const startAt = start.toISOString()
  const durationMinutes = visitMinutes(priced.quote)
  const endAt = new Date(start.getTime() + durationMinutes * 60_000).toISOString()
  const reference = await bookingReference(sessionSecret(env), crypto.randomUUID(), 0)
  const stamp = now.toISOString()
  const insert = db.insert(bookingRequests).values({
    reference,
    affiliateId: tenant.id,
    serviceId: pkg.serviceId,
    tierId: pkg.tierId,
    vehicleType: pkg.vehicle,
    categoryName: pkg.categoryName,
    serviceName: pkg.serviceName,
    tierName: pkg.tierName,
    estimateCents: priced.quote.estimateCents,
    durationMinutes,
    addons: bookedAddons(priced.quote),
    customerName: action.name,
    customerPhone: action.phone,
    customerEmail: action.email,
    addressLine: action.street,
    city: action.city,
    state: action.state,
    zip: action.zip,
    preferredDate: action.preferred_date,
    timeWindow: windowOf(action.time),
    notes: action.notes,
    status: past ? 'completed' : 'confirmed',
    source: 'phone',
    startAt,
    endAt,
    overlapAllowed: action.force,
    statusChangedAt: stamp,
    updatedAt: stamp,
  })
  // The new row's id is not known before the batch runs, so the email names the booking by its
  // reference (unique, like the id).
  const email = queueEmail(db, {
    to: action.email,
    template: 'booking.confirmed',
    data: { reference, startAt },
  })
  const written = await refusingOverlap(async () => {
    await (past ? insert : db.batch([insert, email]))
  })
  if (written.overlap) {
    const overlaps = await overlapping(db, tenant.id, { start: startAt, end: endAt }, zone)
    return fail(409, intent, OVERLAP_SAVE, {}, { overlaps })
  }
  const saved = new URLSearchParams({
    tab: 'schedule',
    view: 'day',
    date: action.preferred_date,
    saved: reference,
  })
  return {
    status: 200,
    redirectTo: `?${saved.toString()}`,
    result: {
      ok: true,
      intent,
      message: past
        ? `Past job ${reference} recorded as completed for ${action.name}.`
        : `Appointment ${reference} saved for ${action.name}.`,
    },
  }
}
