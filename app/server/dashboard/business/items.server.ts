import { vehicleName } from '~/lib/booking/vehicles'
import { type BookingItem } from '~/lib/dashboard/tab-data'
import { sql } from 'drizzle-orm'
import { schema } from '~/server/db.server'
import { toBookingDispute } from '~/lib/payments/dispute-view'
import { bookingDisputeJson } from '~/server/payments/booking-dispute.server'

const { bookingRequests, quoteRequests, jobWeather } = schema

/** The columns a request card shows: everything the customer sent, and what the detailer decided. */
export const bookingColumns = {
  id: bookingRequests.id,
  reference: bookingRequests.reference,
  status: bookingRequests.status,
  source: bookingRequests.source,
  serviceName: bookingRequests.serviceName,
  tierName: bookingRequests.tierName,
  vehicleType: bookingRequests.vehicleType,
  categoryName: bookingRequests.categoryName,
  addons: bookingRequests.addons,
  estimateCents: bookingRequests.estimateCents,
  durationMinutes: bookingRequests.durationMinutes,
  customerName: bookingRequests.customerName,
  customerPhone: bookingRequests.customerPhone,
  customerEmail: bookingRequests.customerEmail,
  addressLine: bookingRequests.addressLine,
  city: bookingRequests.city,
  state: bookingRequests.state,
  zip: bookingRequests.zip,
  preferredDate: bookingRequests.preferredDate,
  timeWindow: bookingRequests.timeWindow,
  notes: bookingRequests.notes,
  startAt: bookingRequests.startAt,
  endAt: bookingRequests.endAt,
  declineReason: bookingRequests.declineReason,
  cancelReason: bookingRequests.cancelReason,
  createdAt: bookingRequests.createdAt,
  provedAt: bookingRequests.provedAt,
  holdUntil: bookingRequests.holdUntil,
  // The most a no-show may be charged, when the customer kept a card on file (issue 39): read
  // by the booking's primary key, aliased because a D1 batch's rows are mapped by column name.
  noShowFeeOnFileCents: sql<number | null>`(select bp.no_show_fee_cents from booking_payments bp
    where bp.booking_id = ${bookingRequests.id} and bp.save_card = 1
      and bp.payment_method_id is not null)`.as('no_show_fee_on_file'),
  // The booking's latest dispute (issue 39), shown on its card with its deadline.
  disputeJson: bookingDisputeJson(sql`${bookingRequests.id}`).as('dispute_json'),
  // The cron's verdict at the job's current time (issue 41), by the job's primary key.
  weather: sql<string | null>`(select jw.headline from ${jobWeather} jw
    where jw.booking_id = ${bookingRequests.id} and jw.start_at = ${bookingRequests.startAt}
      and ${bookingRequests.status} = 'confirmed')`.as('weather_headline'),
}

type BookingRow = Pick<
  typeof bookingRequests.$inferSelect,
  Exclude<keyof typeof bookingColumns, 'noShowFeeOnFileCents' | 'disputeJson' | 'weather'>
> & { noShowFeeOnFileCents: number | null; disputeJson: string | null; weather: string | null }

export function toBookingItem(row: BookingRow): BookingItem {
  const now = Date.now()
  const { addressLine, city, state, zip, provedAt, holdUntil, disputeJson, ...rest } = row
  return {
    ...rest,
    dispute: toBookingDispute(disputeJson, now),
    // Named here, so the vehicle list stays in the booking page's code, off the dashboard's.
    vehicleName: vehicleName(row.vehicleType),
    // Web requests only: a detailer's own phone entry needs no proof.
    emailConfirmed: provedAt !== null || row.source === 'phone',
    heldUntil:
      row.status === 'pending' && holdUntil !== null && Date.parse(holdUntil) > now
        ? holdUntil
        : null,
    address: `${addressLine}, ${city}, ${state}${zip ? ` ${zip}` : ''}`,
    // Decided here, not in the browser, so the page and its hydration agree.
    started: row.startAt !== null && Date.parse(row.startAt) <= now,
  }
}

export const quoteColumns = {
  id: quoteRequests.id,
  name: quoteRequests.name,
  email: quoteRequests.email,
  phone: quoteRequests.phone,
  zip: quoteRequests.zip,
  vehicle: quoteRequests.vehicle,
  services: quoteRequests.services,
  additionalInfo: quoteRequests.additionalInfo,
  status: quoteRequests.status,
  privateNote: quoteRequests.privateNote,
  createdAt: quoteRequests.createdAt,
}
