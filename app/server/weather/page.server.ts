import { type AppLoadContext } from '@remix-run/cloudflare'
import { question } from '~/lib/weather/rules'
import { type WeatherPageState } from '~/lib/weather/view'
import { sessionSecret } from '../auth/session.server'
import { addressOf, formatAppointment } from '../booking/appointment.server'
import { type BookingWithBusiness, loadBookingWithBusiness } from '../booking/email-view.server'
import { packageLine } from '../email/templates/booking.server'
import { notFound, requireSite } from '../tenant.server'
import { checkWeatherLink, type WeatherLink } from './link.server'
import { weatherOffers } from './offers.server'
import { jobVerdict } from './verdict.server'

export type ResolvedWeatherLink =
  { expired: true } | { expired: false; link: WeatherLink; row: BookingWithBusiness }

/**
 * The link's booking, or 404 for a wrong signature or a missing booking (one answer for both).
 * The customer's links open on the business's own site (its domain, else /{slug}/); a business's
 * site never shows another business's job, as the booking page does not.
 */
export async function resolveWeatherLink(
  context: AppLoadContext,
  params: { slug?: string },
  request: Request,
  now: Date,
): Promise<ResolvedWeatherLink> {
  const site = await requireSite(context, params)
  const query = new URL(request.url).searchParams
  const check = await checkWeatherLink(sessionSecret(context.env), query, now)
  if (!check.ok) {
    if (check.expired) return { expired: true }
    throw notFound()
  }
  const row = await loadBookingWithBusiness(context.db, { id: check.link.bookingId })
  if (!row || (site.mode === 'affiliate' && row.booking.affiliateId !== site.tenant.id))
    throw notFound()
  return { expired: false, link: check.link, row }
}

/** Why the link can no longer act, or null while the job is confirmed at the link's time. */
export function closedReason(row: BookingWithBusiness, link: WeatherLink): string | null {
  const b = row.booking
  if (b.status !== 'confirmed' || !b.startAt) return `This appointment is ${b.status}.`
  if (b.startAt !== link.startAt)
    return `This appointment has already moved to ${formatAppointment(row)}; this link was for its earlier time.`
  return null
}

const OFFERS = 8

export async function weatherPageState(
  context: AppLoadContext,
  resolved: Extract<ResolvedWeatherLink, { expired: false }>,
  url: URL,
  now: Date,
): Promise<WeatherPageState> {
  const { link, row } = resolved
  const b = row.booking
  if (url.searchParams.get('done') === 'moved' && b.status === 'confirmed' && b.startAt)
    return { state: 'moved', when: formatAppointment(row) }
  const closed = closedReason(row, link)
  if (closed) return { state: 'closed', message: closed }
  const when = formatAppointment(row)
  const [verdict, offers] = await Promise.all([
    jobVerdict(context.db, b.id, link.startAt),
    // Pages read what the cron fetched: the forecast cache only, never the service.
    weatherOffers(context.db, context.env, row, now, OFFERS, { cachedOnly: true }),
  ])
  const asked = url.searchParams.get('slot')
  return {
    state: 'open',
    side: link.side,
    reference: b.reference,
    businessName: row.businessName,
    customerName: b.customerName,
    service: packageLine(row),
    when,
    address: addressOf(row),
    question: verdict ? question(verdict.risk, when) : null,
    headline: verdict?.headline ?? null,
    kept: verdict?.keptAt != null,
    offers,
    chosen: offers.some((o) => o.startAt === asked) ? asked : null,
  }
}
