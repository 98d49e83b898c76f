import { formatBookingDate, isTimeWindow, TIME_WINDOWS } from '~/lib/booking/request-fields'
import { formatInZone, WINDOW_START_HOURS, zonedTime } from '~/lib/time-zone'
import { type BookingWithBusiness } from './email-view.server'

export const FREE_CANCELLATION_HOURS = 24

/** The start of the window the customer asked for, on their preferred date, in the business's zone. */
export function requestedStart(row: BookingWithBusiness): Date {
  const hour = WINDOW_START_HOURS[row.booking.timeWindow] ?? 8
  return zonedTime(row.booking.preferredDate, hour, row.zone)
}

/** The confirmed start, or the requested one while nothing is confirmed. */
export function appointmentStart(row: BookingWithBusiness): Date {
  return row.booking.startAt ? new Date(row.booking.startAt) : requestedStart(row)
}

export function formatAppointment(row: BookingWithBusiness): string {
  return formatInZone(appointmentStart(row), row.zone)
}

/**
 * What the customer asked for: the exact time when they chose one (a held slot, e.g.
 * "Tuesday, December 1, 2026 at 10:00 AM MST"), else the date and the window they picked.
 */
export function requestedLabel(row: BookingWithBusiness): string {
  const b = row.booking
  if (b.startAt) return formatAppointment(row)
  const window = isTimeWindow(b.timeWindow) ? TIME_WINDOWS[b.timeWindow] : b.timeWindow
  return `${formatBookingDate(b.preferredDate)}, ${window}`
}

/** The site's FAQ promises free cancellation up to 24 hours before the appointment. */
export function canCustomerCancel(row: BookingWithBusiness, now: Date): boolean {
  const { status } = row.booking
  if (status !== 'pending' && status !== 'confirmed') return false
  return appointmentStart(row).getTime() - now.getTime() > FREE_CANCELLATION_HOURS * 3_600_000
}

export function addressOf(row: BookingWithBusiness): string {
  const b = row.booking
  return `${b.addressLine}, ${b.city}, ${b.state}${b.zip ? ` ${b.zip}` : ''}`
}
