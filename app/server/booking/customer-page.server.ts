import { type AppLoadContext } from '@remix-run/cloudflare'
import { addonsLine } from '~/lib/booking/addons'
import { formatPhone } from '~/lib/format'
import { sitePath, type Site } from '~/lib/site'
import { type ConfirmationView } from '~/lib/booking/views'
import { depositLines, depositView, policyFor } from '~/lib/payments/deposit-view'
import { sessionSecret } from '../auth/session.server'
import { notFound, requireSite } from '../tenant.server'
import { addressOf, canCustomerCancel, formatAppointment } from './appointment.server'
import { type BookingWithBusiness, loadBookingWithBusiness } from './email-view.server'
import { REFERENCE_PATTERN, verifyConfirmationKey } from './reference.server'

/**
 * The booking behind a customer's signed link (?ref&key, on its business's site). A missing or
 * wrong key, or another business's site, is a 404: never a hint that the reference exists.
 */
export async function requireCustomerBooking(
  context: AppLoadContext,
  params: { slug?: string },
  request: Request,
): Promise<{ site: Site; row: BookingWithBusiness }> {
  const site = await requireSite(context, params)
  const url = new URL(request.url)
  const reference = url.searchParams.get('ref') ?? ''
  const key = url.searchParams.get('key') ?? ''
  if (!REFERENCE_PATTERN.test(reference) || key.length > 64) throw notFound()
  if (!(await verifyConfirmationKey(sessionSecret(context.env), reference, key))) throw notFound()
  const row = await loadBookingWithBusiness(context.db, { reference })
  if (!row || (site.mode === 'affiliate' && row.booking.affiliateId !== site.tenant.id))
    throw notFound()
  return { site, row }
}

export function customerView(
  row: BookingWithBusiness,
  now: Date,
  payUrl: string | null = null,
): ConfirmationView {
  const b = row.booking
  const deposit = depositView({ ...row, estimateCents: b.estimateCents })
  return {
    deposit,
    payUrl: deposit?.status === 'open' ? payUrl : null,
    policy: policyFor(deposit, b.status),
    money: depositLines(deposit, b.status),
    reference: b.reference,
    businessName: row.businessName,
    vehicleType: b.vehicleType,
    serviceName: b.serviceName,
    tierName: b.tierName,
    addons: addonsLine(b.addons),
    estimateCents: b.estimateCents,
    durationMinutes: b.durationMinutes,
    preferredDate: b.preferredDate,
    timeWindow: b.timeWindow,
    city: b.city,
    state: b.state,
    email: b.customerEmail,
    status: b.status,
    appointment: b.startAt ? formatAppointment(row) : null,
    weather: b.status === 'confirmed' ? row.weatherHeadline : null,
    address: addressOf(row),
    cancelledBy: b.cancelledBy,
    reason:
      b.status === 'declined' ? b.declineReason : b.status === 'cancelled' ? b.cancelReason : null,
    detailerPhone: row.detailerPhone ? formatPhone(row.detailerPhone) : null,
    detailerEmail: row.detailerEmail,
    canCancel: canCustomerCancel(row, now),
    emailConfirmed: b.provedAt !== null,
    held: b.status === 'pending' && b.holdUntil !== null && b.holdUntil > now.toISOString(),
  }
}

export function homePathOf(site: Site) {
  return sitePath(site, '/')
}
