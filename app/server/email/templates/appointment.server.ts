import { formatMoney } from '~/lib/booking/pricing'
import { formatInZone } from '~/lib/time-zone'
import { addressOf, formatAppointment } from '../../booking/appointment.server'
import { platformBrand } from '../brand.server'
import { compose } from '../layout.server'
import { brandOf, customerPageUrl, load, packageLine } from './booking.server'
import { type Renderer, textFrom } from './context.server'
import { appointmentInvite } from './ics.server'

// Emails about a booked time (issue 26): moved, reminders and On my way.

const gone = { skip: 'The booking request no longer exists' }

/** Every mail about a time carries the start it was queued for: a later move makes it stale. */
function stale(startAt: string | null, data: Record<string, unknown>) {
  const queuedFor = textFrom(data, 'startAt')
  return queuedFor !== null && queuedFor !== startAt
}

const clock = (startAt: string, zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(startAt),
  )

/** Customer: the appointment moved, with the updated invitation (same UID, next SEQUENCE). */
const moved: Renderer = async (ctx, data) => {
  const row = await load(ctx, data)
  if (!row) return gone
  const b = row.booking
  if (b.status !== 'confirmed' || !b.startAt) return { skip: 'The booking is not confirmed' }
  const brand = await brandOf(ctx, row)
  const invite = appointmentInvite(row, brand)
  const from = textFrom(data, 'from')
  return compose(brand, {
    subject: `Moved: ${b.serviceName} is now ${formatAppointment(row)}`,
    heading: 'Your appointment has a new time',
    greeting: `Hi ${b.customerName},`,
    paragraphs: [
      `${row.businessName} appointment ${b.reference} is now ${formatAppointment(row)}.`,
      ...(from ? [`It was ${formatInZone(new Date(from), row.zone)}.`] : []),
    ],
    details: [
      ['When', formatAppointment(row)],
      ['Address', addressOf(row)],
      ['Service', packageLine(row)],
      ['Estimate', formatMoney(b.estimateCents)],
    ],
    actions: [{ label: 'View your booking', url: await customerPageUrl(ctx, row) }],
    note: 'The attached invitation updates the event already in your calendar.',
    attachments: invite ? [invite] : [],
    replyTo: brand.email,
  })
}

/** Detailer: a job moved (by the customer, or from the dashboard as a record). */
const movedDetailer: Renderer = async (ctx, data) => {
  const row = await load(ctx, data)
  if (!row) return gone
  const b = row.booking
  if (b.status !== 'confirmed' || !b.startAt) return { skip: 'The booking is not confirmed' }
  const brand = platformBrand(ctx.env)
  const invite = appointmentInvite(row, brand)
  return compose(brand, {
    subject: `Moved: ${b.reference} (${b.customerName}) is now ${formatAppointment(row)}`,
    heading: 'An appointment moved',
    greeting: `Hi ${row.businessName},`,
    paragraphs: [`${packageLine(row)} for ${b.customerName} is now ${formatAppointment(row)}.`],
    details: [
      ['Reference', b.reference],
      ['Address', addressOf(row)],
      ['Customer', `${b.customerName} · ${b.customerPhone}`],
    ],
    actions: row.businessSlug
      ? [
          {
            label: 'Open your dashboard',
            url: brand.link(`/${row.businessSlug}/dashboard?tab=schedule`),
          },
        ]
      : [],
    attachments: invite ? [invite] : [],
    replyTo: b.customerEmail,
  })
}

/** Customer: the day before, and the morning of the job ("See you at 9:00 AM"). */
const reminder: Renderer = async (ctx, data) => {
  const row = await load(ctx, data)
  if (!row) return gone
  const b = row.booking
  if (b.status !== 'confirmed' || !b.startAt || stale(b.startAt, data))
    return { skip: 'The appointment was cancelled or moved' }
  const brand = await brandOf(ctx, row)
  const morning = textFrom(data, 'kind') === 'morning'
  const at = clock(b.startAt, row.zone)
  return compose(brand, {
    subject: morning
      ? `Today: ${b.serviceName} at ${at}`
      : `Tomorrow: ${b.serviceName} with ${row.businessName}`,
    heading: morning ? `See you at ${at}` : 'Your appointment is tomorrow',
    greeting: `Hi ${b.customerName},`,
    paragraphs: [
      morning
        ? `${row.businessName} will be at ${addressOf(row)} at ${at} today.`
        : `A reminder: ${row.businessName} comes to ${addressOf(row)} on ${formatAppointment(row)}.`,
      'Please have the vehicle reachable and a water tap nearby.',
    ],
    details: [
      ['When', formatAppointment(row)],
      ['Service', packageLine(row)],
      ['Reference', b.reference],
    ],
    actions: [{ label: 'View your booking', url: await customerPageUrl(ctx, row) }],
    replyTo: brand.email,
  })
}

/** Customer: the detailer tapped On my way (sent by email when no text could go). */
const onMyWay: Renderer = async (ctx, data) => {
  const row = await load(ctx, data)
  if (!row) return gone
  const b = row.booking
  if (b.status !== 'confirmed') return { skip: 'The appointment is not confirmed' }
  const brand = await brandOf(ctx, row)
  return compose(brand, {
    subject: `${row.businessName} is on the way`,
    heading: 'On my way',
    greeting: `Hi ${b.customerName},`,
    paragraphs: [
      `${row.businessName} is on the way to ${addressOf(row)} for your ${b.serviceName}.`,
    ],
    replyTo: brand.email,
  })
}

export const appointmentTemplates = {
  'booking.moved': moved,
  'booking.moved-detailer': movedDetailer,
  'booking.reminder': reminder,
  'booking.on-my-way': onMyWay,
} satisfies Record<string, Renderer>
