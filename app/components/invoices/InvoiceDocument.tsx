import { formatMoney } from '~/lib/booking/pricing'
import { type InvoiceTotals, taxRateLabel } from '~/lib/payments/invoice-math'

// The invoice as the customer reads and prints it (decision 040): the business, the lines with
// the reasons for any change, tax, the deposit and the balance. The same document is shown to
// the detailer in the editor, so both see one thing.

export interface InvoiceDocView {
  label: string
  status: 'draft' | 'sent' | 'paid'
  businessName: string
  businessEmail: string | null
  businessPhone: string | null
  businessLogoUrl: string | null
  customerName: string
  customerEmail: string
  bookingReference: string
  issuedAt: string
  paidAt: string | null
  taxRateBps: number
  tipCents: number
  lines: {
    id: number
    kind: string
    description: string
    reason: string | null
    amountCents: number
  }[]
  totals: InvoiceTotals
  /** Refunds of the payment after the job: the customer reads what went back, when and why. */
  refunds: { amountCents: number; reason: string; createdAt: string }[]
}

const signed = (cents: number) => (cents < 0 ? `−${formatMoney(-cents)}` : formatMoney(cents))

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })

function Row({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string
  value: string
  strong?: boolean
  testId?: string
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'text-lg font-bold' : ''}`}
      data-testid={testId}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  )
}

/** Each refund with its date and reason, then what the customer paid once they are taken off. */
function Refunds({
  refunds,
  paidCents,
}: {
  refunds: InvoiceDocView['refunds']
  paidCents: number
}) {
  if (refunds.length === 0) return null
  const back = refunds.reduce((sum, r) => sum + r.amountCents, 0)
  return (
    <>
      {refunds.map((r) => (
        <div
          key={`${r.createdAt}-${r.amountCents}`}
          className="flex justify-between gap-4"
          data-testid="invoice-refund"
        >
          <dt>
            Refunded {day(r.createdAt)}
            <span className="block text-slate-600">{r.reason}</span>
          </dt>
          <dd className="tabular-nums">{signed(-r.amountCents)}</dd>
        </div>
      ))}
      <Row label="Paid after refunds" value={formatMoney(paidCents - back)} strong />
    </>
  )
}

export function InvoiceDocument({ invoice: v }: { invoice: InvoiceDocView }) {
  const t = v.totals
  return (
    <article
      aria-labelledby="invoice-heading"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
        <div className="flex items-center gap-3">
          {v.businessLogoUrl ? (
            <img
              src={v.businessLogoUrl}
              alt=""
              className="h-12 w-auto max-w-[10rem] object-contain"
            />
          ) : null}
          <div>
            <p className="text-lg font-bold">{v.businessName}</p>
            {v.businessPhone ? <p className="text-sm text-slate-700">{v.businessPhone}</p> : null}
            {v.businessEmail ? <p className="text-sm text-slate-700">{v.businessEmail}</p> : null}
          </div>
        </div>
        <div className="sm:text-right">
          <h1 id="invoice-heading" className="text-2xl font-bold">
            Invoice {v.label}
          </h1>
          <p className="text-sm text-slate-700">Issued {day(v.issuedAt)}</p>
          <p className="text-sm text-slate-700">Booking {v.bookingReference}</p>
          <p
            className={`mt-1 inline-block rounded-full px-3 py-0.5 text-sm font-semibold ${v.status === 'paid' ? 'bg-green-100 text-green-900' : v.status === 'draft' ? 'bg-slate-100 text-slate-800' : 'bg-amber-100 text-amber-900'}`}
            data-testid="invoice-status"
          >
            {v.status === 'paid'
              ? `Paid${v.paidAt ? ` ${day(v.paidAt)}` : ''}`
              : v.status === 'draft'
                ? 'Draft'
                : 'Due'}
          </p>
        </div>
      </header>
      <p className="mt-4 text-sm text-slate-700">
        Billed to <strong>{v.customerName}</strong> ({v.customerEmail})
      </p>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">Invoice lines</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2">
              Description
            </th>
            <th scope="col" className="py-2 text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {v.lines.map((l) => (
            <tr key={l.id} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-4">
                {l.description}
                {l.reason ? <span className="block text-slate-600">{l.reason}</span> : null}
              </td>
              <td className="py-2 text-right tabular-nums">{signed(l.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto mt-4 max-w-sm space-y-1 text-sm" data-testid="invoice-totals">
        {t.discountsCents > 0 ? <Row label="Discounts" value={signed(-t.discountsCents)} /> : null}
        {t.taxCents > 0 ? (
          <Row
            label={`Sales tax (${taxRateLabel(v.taxRateBps)})`}
            value={formatMoney(t.taxCents)}
          />
        ) : null}
        <Row label="Total" value={formatMoney(t.totalCents)} strong />
        {t.depositCents > 0 ? <Row label="Deposit paid" value={signed(-t.depositCents)} /> : null}
        <Row
          label={v.status === 'paid' ? 'Balance' : 'Balance due'}
          value={formatMoney(t.balanceCents)}
          strong
          testId="balance-due"
        />
        {v.tipCents > 0 ? (
          <Row label="Tip" value={formatMoney(v.tipCents)} testId="tip-paid" />
        ) : null}
        {v.status === 'paid' && t.balanceCents > 0 ? (
          <Row label="Paid by card" value={formatMoney(t.balanceCents + v.tipCents)} strong />
        ) : null}
        <Refunds refunds={v.refunds} paidCents={t.balanceCents + v.tipCents} />
      </dl>
    </article>
  )
}
