import { type AppLoadContext } from '@remix-run/cloudflare'
import { formatMoney } from '~/lib/booking/pricing'
import { formatPhone } from '~/lib/format'
import { addonsLine } from '~/lib/booking/addons'
import { sessionSecret } from '../auth/session.server'
import { notFound } from '../tenant.server'
import { addressOf, formatAppointment, requestedLabel, requestedStart } from './appointment.server'
import { type BookingWithBusiness, loadBookingWithBusiness } from './email-view.server'
import { checkRespondLink } from './respond-link.server'
import { type RespondClash, type RespondView } from '~/lib/booking/respond-view'
import { overlapping } from '../dashboard/business/bookings.server'
import { OVERLAP_MESSAGE } from './no-overlap.server'
import { vehicleName } from '~/lib/booking/vehicles'

export function respondView(row: BookingWithBusiness): RespondView {
  const b = row.booking
  return {
    reference: b.reference,
    status: b.status,
    businessName: row.businessName,
    service: `${b.serviceName} – ${b.tierName} (${vehicleName(b.vehicleType)})${b.addons.length > 0 ? ` + ${addonsLine(b.addons)}` : ''}`,
    requested: requestedLabel(row),
    appointment: b.startAt ? formatAppointment(row) : null,
    address: addressOf(row),
    customer: `${b.customerName} · ${formatPhone(b.customerPhone)} · ${b.customerEmail}`,
    estimate: `${formatMoney(b.estimateCents)} · ${b.durationMinutes} minutes`,
    notes: b.notes,
    declineReason: b.declineReason,
  }
}

/**
 * The booking behind a Confirm / Decline link. A wrong or tampered signature (or a booking that
 * no longer exists) is a 404; a genuine but expired link says so.
 */
export async function resolveRespondLink(
  context: AppLoadContext,
  request: Request,
  now: Date,
): Promise<{ expired: true } | { expired: false; row: BookingWithBusiness }> {
  if (context.host.kind === 'unknown') throw notFound()
  const params = new URL(request.url).searchParams
  const check = await checkRespondLink(sessionSecret(context.env), params, now)
  if (!check.ok) {
    if (check.expired) return { expired: true }
    throw notFound()
  }
  const row = await loadBookingWithBusiness(context.db, { id: check.link.bookingId })
  if (!row) throw notFound()
  return { expired: false, row }
}

export function choiceOf(request: Request): 'confirm' | 'decline' {
  return new URL(request.url).searchParams.get('choice') === 'decline' ? 'decline' : 'confirm'
}

/**
 * Why the email's Confirm changed nothing: the confirmed appointments the requested time
 * overlaps, and the dashboard, where the detailer can pick another time or confirm anyway.
 */
export async function respondClash(
  context: AppLoadContext,
  row: BookingWithBusiness,
): Promise<RespondClash> {
  const start = requestedStart(row)
  const end = new Date(start.getTime() + row.booking.durationMinutes * 60_000)
  const range = { start: start.toISOString(), end: end.toISOString(), exceptId: row.booking.id }
  return {
    message: `${OVERLAP_MESSAGE} Nothing was confirmed: choose another time or confirm anyway in your dashboard.`,
    overlaps: await overlapping(context.db, row.booking.affiliateId, range, row.zone),
    dashboard: `/${row.businessSlug}/dashboard?tab=requests`,
  }
}
