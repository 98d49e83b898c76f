import { formatMoney } from '~/lib/booking/pricing'
import { invoiceById } from '../../invoices/invoices.server'
import { affiliateBrand, platformBrand } from '../brand.server'
import { compose } from '../layout.server'
import { eq } from 'drizzle-orm'
import { schema } from '../../db.server'
import { textFrom, type Renderer } from './context.server'
import { bookingNames, chargeFrom } from './invoice.server'

/**
 * Customer: a payment after the job went back in full (decision 044, pay4: a second payment of
 * an invoice already paid). Written only once the charge holds its refund reason.
 */
const chargeRefunded: Renderer = async (ctx, data) => {
  const charge = await chargeFrom(ctx, data)
  if (!charge?.refundReason) return { skip: 'The charge was not refunded' }
  const view = charge.invoiceId ? await invoiceById(ctx.db, charge.invoiceId) : null
  const brand =
    (await affiliateBrand(ctx.db, ctx.env, charge.affiliateId)) ?? platformBrand(ctx.env)
  const business = view?.invoice.businessName ?? 'your detailer'
  const amount = formatMoney(charge.amountCents)
  return compose(brand, {
    subject: `Refund from ${business}: ${amount}`,
    heading: 'Your payment was refunded',
    greeting: `Hi ${view?.invoice.customerName ?? 'there'},`,
    paragraphs: [
      `${amount} you paid to ${business}${view ? ` for invoice ${view.label}` : ''} is on its way back to your card. Refunds usually arrive within 5 to 10 business days.`,
      charge.refundReason,
    ],
    details: [
      ['Reference', view?.invoice.bookingReference ?? ''],
      ['Refunded', amount],
    ],
    actions: view
      ? [{ label: 'View your invoice', url: brand.link(`/invoices/${view.invoice.token}`) }]
      : [],
    replyTo: view?.invoice.businessEmail ?? null,
  })
}

/**
 * Customer: the detailer refunded all or part of a payment after the job (an invoice's, or a
 * no-show fee), with their reason (decision 044, branch r39). Written from the refund's own
 * row, which holds the reason.
 */
const refundReceipt: Renderer = async (ctx, data) => {
  const id = textFrom(data, 'refund')
  const [refund] = id
    ? await ctx.db
        .select()
        .from(schema.chargeRefunds)
        .where(eq(schema.chargeRefunds.providerRefundId, id))
        .limit(1)
    : []
  if (!refund) return { skip: 'No such refund' }
  const charge = await chargeFrom(ctx, { chargeId: refund.chargeId })
  const view = charge?.invoiceId ? await invoiceById(ctx.db, charge.invoiceId) : null
  // A no-show fee has no invoice: the booking names the customer and the business.
  const booking = await bookingNames(ctx, refund.bookingId)
  const brand =
    (await affiliateBrand(ctx.db, ctx.env, refund.affiliateId)) ?? platformBrand(ctx.env)
  const business = view?.invoice.businessName ?? booking?.business ?? 'your detailer'
  const amount = formatMoney(refund.amountCents)
  const what =
    charge?.kind === 'no_show_fee'
      ? `the no-show fee for your appointment ${booking?.reference ?? ''}`.trim()
      : `your payment${view ? ` for invoice ${view.label}` : ''}`
  return compose(brand, {
    subject: `Refund from ${business}: ${amount}`,
    heading: 'Your refund is on its way',
    greeting: `Hi ${view?.invoice.customerName ?? booking?.name ?? 'there'},`,
    paragraphs: [
      `${business} refunded ${amount} of ${what}. It is on its way back to your card; refunds usually arrive within 5 to 10 business days.`,
      `Reason: ${refund.reason}`,
    ],
    details: [
      ['Reference', view?.invoice.bookingReference ?? booking?.reference ?? ''],
      ['Paid', charge ? formatMoney(charge.amountCents) : ''],
      ['Refunded', amount],
    ],
    actions: view
      ? [{ label: 'View your invoice', url: brand.link(`/invoices/${view.invoice.token}`) }]
      : [],
    replyTo: view?.invoice.businessEmail ?? null,
  })
}

export const chargeRefundTemplates = {
  'payment.charge-refunded': chargeRefunded,
  'payment.refund-receipt': refundReceipt,
} satisfies Record<string, Renderer>
