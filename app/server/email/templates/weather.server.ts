import { question } from '~/lib/weather/rules'
import { sessionSecret } from '../../auth/session.server'
import { addressOf, formatAppointment } from '../../booking/appointment.server'
import { type BookingWithBusiness } from '../../booking/email-view.server'
import { weatherOffers } from '../../weather/offers.server'
import { weatherQuery, type WeatherSide } from '../../weather/link.server'
import { jobVerdict } from '../../weather/verdict.server'
import { type Brand, platformBrand } from '../brand.server'
import { compose } from '../layout.server'
import { brandOf, load, packageLine } from './booking.server'
import { type RenderContext, type Renderer, textFrom } from './context.server'

// The weather message (issue 41, decision 042): one to each side, each time as a one-tap link.
// Links open a page whose POST moves the job; the deposit stays as it is and no fee applies.

const OFFERS = 3

/** The customer's links open on the business's site, as the booking page's do; the detailer's
 * on the marketplace, as their Confirm and Decline links do. */
async function links(
  ctx: RenderContext,
  row: BookingWithBusiness,
  side: WeatherSide,
  brand: Brand,
) {
  const b = row.booking
  const startAt = b.startAt ?? ''
  const base = await weatherQuery(sessionSecret(ctx.env), b.id, startAt, side)
  const url = (extra: Record<string, string>) =>
    brand.link(`/booking/weather?${new URLSearchParams([...base, ...Object.entries(extra)])}`)
  const offers = await weatherOffers(ctx.db, ctx.env, row, ctx.now, OFFERS)
  const verb = side === 'customer' ? 'Move to' : 'Move it for the customer to'
  return [
    ...offers.map((o) => ({ label: `${verb} ${o.label}`, url: url({ slot: o.startAt }) })),
    { label: 'Keep it', url: url({ choice: 'keep' }) },
    ...(offers.length > 0 ? [{ label: 'See other times', url: url({}) }] : []),
  ]
}

function weatherMessage(side: WeatherSide): Renderer {
  return async (ctx, data) => {
    const row = await load(ctx, data)
    if (!row) return { skip: 'The booking request no longer exists' }
    const b = row.booking
    if (b.status !== 'confirmed' || !b.startAt || textFrom(data, 'startAt') !== b.startAt)
      return { skip: 'The appointment was cancelled or moved' }
    const verdict = await jobVerdict(ctx.db, b.id, b.startAt)
    if (!verdict || verdict.keptAt) return { skip: 'The forecast no longer trips a rule' }
    const brand = side === 'customer' ? await brandOf(ctx, row) : platformBrand(ctx.env)
    const when = formatAppointment(row)
    const ask = question(verdict.risk, when)
    const paragraphs =
      side === 'customer'
        ? [
            ask,
            `${row.businessName} works outdoors at ${addressOf(row)}, and the forecast for your ${b.serviceName} says: ${verdict.headline}.`,
            'Tap a time below to move it there, or keep it. Moving for weather keeps your deposit and costs nothing.',
          ]
        : [
            ask,
            `${packageLine(row)} for ${b.customerName} at ${addressOf(row)}: ${verdict.headline}.`,
            `${b.customerName} got the same question. Keep it, or move it for the customer to a free time; the deposit carries over and no fee applies.`,
          ]
    return compose(brand, {
      subject: ask,
      heading: ask,
      greeting: `Hi ${side === 'customer' ? b.customerName : row.businessName},`,
      paragraphs,
      details: [
        ['When', when],
        ['Forecast', verdict.headline],
        ['Reference', b.reference],
      ],
      actions: await links(ctx, row, side, brand),
      note: 'Each link opens a page where you confirm; nothing changes until you do. The links work until the appointment starts.',
      replyTo: side === 'customer' ? brand.email : b.customerEmail,
    })
  }
}

export const weatherTemplates = {
  'weather.alert': weatherMessage('customer'),
  'weather.alert-detailer': weatherMessage('detailer'),
} satisfies Record<string, Renderer>
