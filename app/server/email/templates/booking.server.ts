import { addonsLine } from '~/lib/booking/addons'
import { formatMoney } from '~/lib/booking/pricing'
import { formatPhone } from '~/lib/format'
import { sessionSecret } from '../../auth/session.server'
import { addressOf, formatAppointment, requestedLabel } from '../../booking/appointment.server'
import { type BookingWithBusiness, loadBookingWithBusiness } from '../../booking/email-view.server'
import { confirmationKey, emailProofKey } from '../../booking/reference.server'
import { respondQuery, RESPOND_LINK_TTL_DAYS } from '../../booking/respond-link.server'
import { depositLines, depositView, policyFor } from '~/lib/payments/deposit-view'
import { affiliateBrand, platformBrand } from '../brand.server'
import { compose } from '../layout.server'
import { appointmentInvite } from './ics.server'
import { idFrom, type RenderContext, type Renderer, textFrom } from './context.server'
import { vehicleName } from '~/lib/booking/vehicles'

export async function load(ctx: RenderContext, data: Record<string, unknown>) {
  const id = idFrom(data, 'bookingId')
  const reference = textFrom(data, 'reference')
  if (id) return loadBookingWithBusiness(ctx.db, { id })
  if (reference) return loadBookingWithBusiness(ctx.db, { reference })
  return null
}

/** Deposit paid, refunded and due after the job, when the booking took a deposit. */
export function moneyRows(row: BookingWithBusiness): [string, string][] {
  return depositLines(depositOf(row), row.booking.status)
}

const depositOf = (row: BookingWithBusiness) =>
  depositView({ ...row, estimateCents: row.booking.estimateCents })

/** The policy and where to cancel, while the booking can still be cancelled by its customer. */
function cancelNote(row: BookingWithBusiness): string | undefined {
  const policy = policyFor(depositOf(row), row.booking.status)
  return policy ? `${policy} Cancel from your booking page.` : undefined
}

export function packageLine(row: BookingWithBusiness): string {
  const b = row.booking
  return `${b.serviceName} – ${b.tierName} (${vehicleName(b.vehicleType)})`
}

/** The add-ons row of a message's details, when any were booked. */
function addonRows(row: BookingWithBusiness): [string, string][] {
  return row.booking.addons.length > 0 ? [['Add-ons', addonsLine(row.booking.addons)]] : []
}

export async function customerPageUrl(ctx: RenderContext, row: BookingWithBusiness) {
  const brand = await brandOf(ctx, row)
  const key = await confirmationKey(sessionSecret(ctx.env), row.booking.reference)
  const query = new URLSearchParams({ ref: row.booking.reference, key })
  return brand.link(`/booking/confirmation?${query}`)
}

export async function brandOf(ctx: RenderContext, row: BookingWithBusiness) {
  return (await affiliateBrand(ctx.db, ctx.env, row.booking.affiliateId)) ?? platformBrand(ctx.env)
}

const gone = { skip: 'The booking request no longer exists' }

/** The receipt's "Confirm your email" link: the booking page with the inbox-only proof key. */
async function proofUrl(ctx: RenderContext, row: BookingWithBusiness) {
  const proof = await emailProofKey(sessionSecret(ctx.env), row.booking.reference)
  return `${await customerPageUrl(ctx, row)}&${new URLSearchParams({ proof }).toString()}`
}

function receivedText(row: BookingWithBusiness): string[] {
  const b = row.booking
  const thanks = `Thanks for choosing ${row.businessName}.`
  if (row.depositStatus === 'paid' && b.startAt)
    return [
      `${thanks} Your deposit is paid, and we are holding your time (${formatAppointment(row)}) while ${row.businessName} confirms it.`,
    ]
  if (row.depositStatus === 'paid')
    return [`${thanks} Your deposit is paid. We will confirm the time with you shortly.`]
  if (b.provedAt) return [`${thanks} We will confirm the time with you shortly.`]
  return b.startAt
    ? [
        `${thanks} Please confirm your email address with the button below.`,
        `We hold your time (${formatAppointment(row)}) once you confirm your email; until then someone else can still book it.`,
      ]
    : [
        `${thanks} Please confirm your email address with the button below.`,
        `${row.businessName} is told about your request once you confirm your email, and will then confirm the time with you.`,
      ]
}

/** Customer: we have your request (and, until it is proved, the link that proves the email). */
const received: Renderer = async (ctx, data) => {
  const row = await load(ctx, data)
  if (!row) return gone
  const brand = await brandOf(ctx, row)
  const confirm = row.booking.provedAt
    ? []
    : [{ label: 'Confirm your email', url: await proofUrl(ctx, row) }]
  return compose(brand, {
    subject: row.booking.provedAt
      ? `We received your booking request ${row.booking.reference}`
      : `Please confirm your email for booking request ${row.booking.reference}`,
    heading: 'Booking request received',
    greeting: `Hi ${row.booking.customerName},`,
    paragraphs: receivedText(row),
    details: [
      ['Reference', row.booking.reference],
      ['Service', packageLine(row)],
      ...addonRows(row),
      ['Requested', requestedLabel(row)],
      ['Address', addressOf(row)],
      ['Estimate', formatMoney(row.booking.estimateCents)],
      ...moneyRows(row),
    ],
    actions: [...confirm, { label: 'View your booking', url: await customerPageUrl(ctx, row) }],
    note: cancelNote(row),
    replyTo: brand.email,
  })
}

/** Detailer: a new request, with Confirm / Decline links that work without signing in. */
const newRequest: Renderer = async (ctx, data) => {
  const row = await load(ctx, data)
  if (!row) return gone
  const brand = platformBrand(ctx.env)
  const secret = sessionSecret(ctx.env)
  const link = async (choice: 'confirm' | 'decline') =>
    brand.link(`/booking/respond?${await respondQuery(secret, row.booking.id, ctx.now, choice)}`)
  const b = row.booking
  return compose(brand, {
    subject: `New booking request ${b.reference}: ${b.serviceName} on ${b.preferredDate}`,
    heading: 'New booking request',
    greeting: `Hi ${row.businessName},`,
    paragraphs: [`${b.customerName} asked for ${packageLine(row)}.`],
    details: [
      ['Reference', b.reference],
      ...addonRows(row),
      ['Requested', requestedLabel(row)],
      ['Address', addressOf(row)],
      ['Customer', `${b.customerName} · ${formatPhone(b.customerPhone)} · ${b.customerEmail}`],
      ['Estimate', `${formatMoney(b.estimateCents)} · ${b.durationMinutes} minutes`],
      ...moneyRows(row),
      ...(b.notes ? [['Notes', b.notes] as [string, string]] : []),
    ],
    actions: [
      { label: 'Confirm', url: await link('confirm') },
      { label: 'Decline', url: await link('decline') },
    ],
    note: `These links open the request without signing in and work until it is answered, for ${RESPOND_LINK_TTL_DAYS} days.`,
    replyTo: b.customerEmail,
  })
}

/** Customer: confirmed, with the appointment as a calendar invitation. */
const confirmed: Renderer = async (ctx, data) => {
  const row = await load(ctx, data)
  if (!row) return gone
  if (!row.booking.startAt) return { skip: 'The booking has no confirmed time' }
  const brand = await brandOf(ctx, row)
  const invite = appointmentInvite(row, brand)
  return compose(brand, {
    subject: `Confirmed: ${row.booking.serviceName} on ${formatAppointment(row)}`,
    heading: 'Your appointment is confirmed',
    greeting: `Hi ${row.booking.customerName},`,
    paragraphs: [`${row.businessName} confirmed your appointment.`],
    details: [
      ['When', formatAppointment(row)],
      ['Address', addressOf(row)],
      ['Service', packageLine(row)],
      ...addonRows(row),
      ['Estimate', formatMoney(row.booking.estimateCents)],
      ...moneyRows(row),
      ['Reference', row.booking.reference],
    ],
    actions: [{ label: 'View your booking', url: await customerPageUrl(ctx, row) }],
    note: cancelNote(row),
    attachments: invite ? [invite] : [],
    replyTo: brand.email,
  })
}

function customerNotice(kind: 'declined' | 'cancelled'): Renderer {
  return async (ctx, data) => {
    const row = await load(ctx, data)
    if (!row) return gone
    const brand = await brandOf(ctx, row)
    const reason =
      textFrom(data, 'reason') ??
      (kind === 'declined' ? row.booking.declineReason : row.booking.cancelReason)
    const what = kind === 'declined' ? 'cannot take' : 'had to cancel'
    return compose(brand, {
      subject:
        kind === 'declined'
          ? `Your booking request ${row.booking.reference} was declined`
          : `Your appointment ${row.booking.reference} was cancelled`,
      heading: kind === 'declined' ? 'Booking request declined' : 'Appointment cancelled',
      greeting: `Hi ${row.booking.customerName},`,
      paragraphs: [
        `Sorry: ${row.businessName} ${what} your ${row.booking.serviceName} booking (${requestedLabel(row)}).`,
        ...(reason ? [`Reason: ${reason}`] : []),
      ],
      // A paid deposit goes back in full here (spec §9); its own email follows the refund.
      details: moneyRows(row),
      actions: [{ label: 'Book another time', url: brand.link('/booking') }],
      replyTo: brand.email,
    })
  }
}

/** Detailer: the customer cancelled from their booking page. */
const cancelledByCustomer: Renderer = async (ctx, data) => {
  const row = await load(ctx, data)
  if (!row) return gone
  const brand = platformBrand(ctx.env)
  const b = row.booking
  return compose(brand, {
    subject: `Cancelled by the customer: ${b.reference} (${b.serviceName})`,
    heading: 'Booking cancelled by the customer',
    greeting: `Hi ${row.businessName},`,
    paragraphs: [
      `${b.customerName} cancelled ${packageLine(row)} for ${formatAppointment(row)}.`,
      ...(b.cancelReason ? [`Reason: ${b.cancelReason}`] : []),
    ],
    details: [
      ['Reference', b.reference],
      ['Address', addressOf(row)],
      ['Customer', `${b.customerName} · ${formatPhone(b.customerPhone)}`],
      ...moneyRows(row),
    ],
    actions: row.businessSlug
      ? [{ label: 'Open your dashboard', url: brand.link(`/${row.businessSlug}/dashboard`) }]
      : [],
    replyTo: b.customerEmail,
  })
}

export const bookingTemplates = {
  'booking.received': received,
  'booking.new': newRequest,
  'booking.confirmed': confirmed,
  'booking.declined': customerNotice('declined'),
  'booking.cancelled-by-detailer': customerNotice('cancelled'),
  'booking.cancelled-by-customer': cancelledByCustomer,
} satisfies Record<string, Renderer>
