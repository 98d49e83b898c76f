import { eq } from 'drizzle-orm'
import { formatMoney } from '~/lib/booking/pricing'
import { taxRateLabel } from '~/lib/payments/invoice-math'
import { schema } from '../../db.server'
import { invoiceById, type InvoiceView } from '../../invoices/invoices.server'
import { affiliateBrand, platformBrand } from '../brand.server'
import { compose } from '../layout.server'
import { idFrom, type RenderContext, type Renderer, textFrom } from './context.server'

// After the job (issue 39, decision 040): the invoice, a card on file that could not be
// charged, and the receipt of every payment after the job. Amounts are read when the message is
// rendered, from the invoice (fixed once sent) and the charge.

async function brandFor(ctx: RenderContext, affiliateId: number) {
  return (await affiliateBrand(ctx.db, ctx.env, affiliateId)) ?? platformBrand(ctx.env)
}

/** The invoice's figures, as the page shows them. */
function totalRows(view: InvoiceView): [string, string][] {
  const t = view.totals
  const rows: [string, string][] = view.lines.map((l) => [
    l.description,
    l.amountCents < 0 ? `−${formatMoney(-l.amountCents)}` : formatMoney(l.amountCents),
  ])
  if (t.taxCents > 0)
    rows.push([`Sales tax (${taxRateLabel(view.invoice.taxRateBps)})`, formatMoney(t.taxCents)])
  rows.push(['Total', formatMoney(t.totalCents)])
  if (t.depositCents > 0) rows.push(['Deposit paid', `−${formatMoney(t.depositCents)}`])
  rows.push(['Balance due', formatMoney(t.balanceCents)])
  return rows
}

async function invoiceOf(ctx: RenderContext, data: Record<string, unknown>) {
  const id = idFrom(data, 'invoiceId')
  return id ? invoiceById(ctx.db, id) : null
}

const sent: Renderer = async (ctx, data) => {
  const view = await invoiceOf(ctx, data)
  if (!view || view.invoice.status === 'draft') return { skip: 'The invoice was not sent' }
  const { invoice } = view
  const brand = await brandFor(ctx, invoice.affiliateId)
  const url = brand.link(`/invoices/${invoice.token}`)
  const due = view.totals.balanceCents
  return compose(brand, {
    subject: `Invoice ${view.label} from ${invoice.businessName}: ${formatMoney(due)} due`,
    heading: `Your invoice from ${invoice.businessName}`,
    greeting: `Hi ${invoice.customerName},`,
    paragraphs: [
      due > 0
        ? `Thank you for choosing ${invoice.businessName}. Your invoice for ${invoice.bookingReference} is ready: ${formatMoney(due)} is due. You can pay it online, and add a tip if you like.`
        : `Thank you for choosing ${invoice.businessName}. Your invoice for ${invoice.bookingReference} is ready: your deposit covers it, nothing more is due.`,
      ...view.lines.filter((l) => l.reason).map((l) => `${l.description}: ${l.reason}`),
    ],
    details: totalRows(view),
    actions: [{ label: due > 0 ? 'View and pay your invoice' : 'View your invoice', url }],
    replyTo: invoice.businessEmail,
  })
}

/** The invoice after an adjustment: what changed and why, and what is due now. */
const updated: Renderer = async (ctx, data) => {
  const view = await invoiceOf(ctx, data)
  if (!view || view.invoice.status === 'draft') return { skip: 'The invoice was not sent' }
  const { invoice } = view
  const brand = await brandFor(ctx, invoice.affiliateId)
  const due = invoice.status === 'sent' ? view.totals.balanceCents : 0
  const changes = view.lines.filter((l) => l.kind === 'adjustment')
  return compose(brand, {
    subject: `Updated invoice ${view.label} from ${invoice.businessName}: ${formatMoney(due)} due`,
    heading: `Your invoice from ${invoice.businessName} was updated`,
    greeting: `Hi ${invoice.customerName},`,
    paragraphs: [
      `${invoice.businessName} adjusted your invoice for ${invoice.bookingReference}.`,
      ...changes.map(
        (l) =>
          `${l.description} (${l.amountCents < 0 ? `−${formatMoney(-l.amountCents)}` : `+${formatMoney(l.amountCents)}`}): ${l.reason ?? ''}`,
      ),
      due > 0
        ? `${formatMoney(due)} is now due. Please pay from the link below; a payment page opened before this change no longer works.`
        : 'Nothing more is due.',
    ],
    details: totalRows(view),
    actions: [
      {
        label: due > 0 ? 'View and pay your invoice' : 'View your invoice',
        url: brand.link(`/invoices/${invoice.token}`),
      },
    ],
    replyTo: invoice.businessEmail,
  })
}

const autopayFailed: Renderer = async (ctx, data) => {
  const view = await invoiceOf(ctx, data)
  if (!view || view.invoice.status !== 'sent') return { skip: 'The invoice is not due' }
  const { invoice } = view
  const brand = await brandFor(ctx, invoice.affiliateId)
  const reason = textFrom(data, 'reason')
  return compose(brand, {
    subject: `Invoice ${view.label} from ${invoice.businessName}: please pay ${formatMoney(view.totals.balanceCents)}`,
    heading: 'We could not charge your card on file',
    greeting: `Hi ${invoice.customerName},`,
    paragraphs: [
      `Your invoice for ${invoice.bookingReference} is ready, but the card you kept on file could not be charged${reason ? `: ${reason}` : '.'}`,
      'Please pay it from the link below; you can use another card there.',
    ],
    details: totalRows(view),
    actions: [
      { label: 'View and pay your invoice', url: brand.link(`/invoices/${invoice.token}`) },
    ],
    replyTo: invoice.businessEmail,
  })
}

/** The after-the-job charge a message is about (`chargeId`), or undefined. */
export async function chargeFrom(ctx: RenderContext, data: Record<string, unknown>) {
  const id = idFrom(data, 'chargeId')
  const [charge] = id
    ? await ctx.db
        .select()
        .from(schema.afterJobCharges)
        .where(eq(schema.afterJobCharges.id, id))
        .limit(1)
    : []
  return charge
}

/** The customer's name, the reference and the business of a booking (a charge without invoice). */
export async function bookingNames(ctx: RenderContext, bookingId: number) {
  const [booking] = await ctx.db
    .select({
      name: schema.bookingRequests.customerName,
      reference: schema.bookingRequests.reference,
      business: schema.affiliates.businessName,
    })
    .from(schema.bookingRequests)
    .innerJoin(schema.affiliates, eq(schema.affiliates.id, schema.bookingRequests.affiliateId))
    .where(eq(schema.bookingRequests.id, bookingId))
  return booking ?? null
}

const receipt: Renderer = async (ctx, data) => {
  const charge = await chargeFrom(ctx, data)
  if (!charge || charge.status !== 'paid') return { skip: 'The charge was not paid' }
  const booking = await bookingNames(ctx, charge.bookingId)
  const view = charge.invoiceId ? await invoiceById(ctx.db, charge.invoiceId) : null
  const brand = await brandFor(ctx, charge.affiliateId)
  const business = booking?.business ?? view?.invoice.businessName ?? 'your detailer'
  const how = charge.via === 'off_session' ? 'charged to your card on file' : 'paid by card'
  const details: [string, string][] =
    charge.kind === 'no_show_fee'
      ? [['No-show fee', formatMoney(charge.amountCents)]]
      : [
          ['Balance', formatMoney(charge.amountCents - charge.tipCents)],
          ...(charge.tipCents > 0
            ? [['Tip', formatMoney(charge.tipCents)] as [string, string]]
            : []),
          ['Paid', formatMoney(charge.amountCents)],
        ]
  return compose(brand, {
    subject: `Receipt from ${business}: ${formatMoney(charge.amountCents)}`,
    heading:
      charge.kind === 'no_show_fee' ? 'Receipt for the no-show fee' : 'Thank you for your payment',
    greeting: `Hi ${booking?.name ?? view?.invoice.customerName ?? 'there'},`,
    paragraphs: [
      charge.kind === 'no_show_fee'
        ? `Nobody was there at the time of your appointment ${booking?.reference ?? ''} with ${business}, so the no-show fee shown when you booked was ${how}: ${formatMoney(charge.amountCents)}.`
        : `${formatMoney(charge.amountCents)} was ${how} to ${business} for ${view ? `invoice ${view.label}` : (booking?.reference ?? 'your job')}.${charge.tipCents > 0 ? ' Your tip goes to the detailer.' : ''}`,
    ],
    details: [['Reference', booking?.reference ?? ''], ...details],
    actions: view
      ? [{ label: 'View your invoice', url: brand.link(`/invoices/${view.invoice.token}`) }]
      : [],
    replyTo: view?.invoice.businessEmail ?? null,
  })
}

export const invoiceTemplates = {
  'invoice.sent': sent,
  'invoice.autopay-failed': autopayFailed,
  'invoice.updated': updated,
  'payment.receipt': receipt,
} satisfies Record<string, Renderer>
