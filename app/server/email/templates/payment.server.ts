import { formatMoney } from '~/lib/booking/pricing'
import { depositView } from '~/lib/payments/deposit-view'
import { compose } from '../layout.server'
import { brandOf, customerPageUrl, load, moneyRows } from './booking.server'
import { type Renderer, textFrom } from './context.server'

/** Customer: the deposit (or part of it) went back to the card, and why. */
const refunded: Renderer = async (ctx, data) => {
  const row = await load(ctx, data)
  if (!row) return { skip: 'The booking request no longer exists' }
  const view = depositView({ ...row, estimateCents: row.booking.estimateCents })
  if (!view || view.refundedCents === 0) return { skip: 'Nothing was refunded' }
  const brand = await brandOf(ctx, row)
  const reason = textFrom(data, 'reason')
  return compose(brand, {
    subject: `Refund for ${row.booking.reference}: ${formatMoney(view.refundedCents)}`,
    heading: 'Your deposit was refunded',
    greeting: `Hi ${row.booking.customerName},`,
    paragraphs: [
      `${formatMoney(view.refundedCents)} of your ${formatMoney(view.paidCents)} deposit to ${row.businessName} is on its way back to your card. Refunds usually arrive within 5 to 10 business days.`,
      ...(reason ? [reason] : []),
    ],
    details: [
      ['Reference', row.booking.reference],
      ['Service', `${row.booking.serviceName} – ${row.booking.tierName}`],
      ...moneyRows(row),
    ],
    actions: [{ label: 'View your booking', url: await customerPageUrl(ctx, row) }],
    replyTo: brand.email,
  })
}

export const paymentTemplates = { 'payment.refunded': refunded } satisfies Record<string, Renderer>
