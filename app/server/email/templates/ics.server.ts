import { createEvent } from 'ics'
import { addressOf } from '../../booking/appointment.server'
import { type BookingWithBusiness } from '../../booking/email-view.server'
import { type Brand } from '../brand.server'
import { vehicleName } from '~/lib/booking/vehicles'

/** The confirmed appointment as an .ics event (UTC start, the tier's duration). */
export function appointmentInvite(row: BookingWithBusiness, brand: Brand): EmailAttachment | null {
  const b = row.booking
  if (!b.startAt) return null
  const { error, value } = createEvent({
    uid: `${b.reference}@mobiledetailhub`,
    // Same UID, SEQUENCE + 1 on every move: calendars update the event instead of adding one.
    sequence: b.icsSequence,
    start: new Date(b.startAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: b.durationMinutes },
    title: `${b.serviceName} – ${row.businessName}`,
    description: `${b.serviceName} – ${b.tierName} (${vehicleName(b.vehicleType)}). Reference ${b.reference}.`,
    location: addressOf(row),
    url: brand.siteUrl,
    status: 'CONFIRMED',
    organizer: {
      name: row.businessName,
      ...(row.detailerEmail ? { email: row.detailerEmail } : {}),
    },
  })
  if (error || !value) {
    console.error('Calendar invite failed', { reference: b.reference, error })
    return null
  }
  return {
    disposition: 'attachment',
    filename: 'appointment.ics',
    type: 'text/calendar',
    content: value,
  }
}
