import { Link } from '@remix-run/react'
import { ScrollRegion } from '~/components/ui/ScrollRegion'
import { type ActionResult } from '~/lib/dashboard/action-result'
import { dollars, shortDate } from '~/lib/dashboard/format'
import { MONEY_PERIODS } from '~/lib/payments/money-periods'
import type { MoneyTabData } from '~/server/payments/money-tab.server'
import { Card } from '../website/Card'
import { DisputesCard } from './DisputesCard'

const PERIOD_TEXT = { day: 'Day', week: 'Week', month: 'Month' } as const

const COLUMNS = ['Period', 'Paid', 'Refunded', 'Disputed', 'Platform fees', 'Net to you']

type Figures = MoneyTabData['total']

function FigureCells({ f }: { f: Figures }) {
  return (
    <>
      <td className="px-3 py-2 text-right">{dollars(f.paidCents)}</td>
      <td className="px-3 py-2 text-right">{dollars(f.refundedCents)}</td>
      <td className="px-3 py-2 text-right">{dollars(f.disputedCents)}</td>
      <td className="px-3 py-2 text-right">{dollars(f.feeCents)}</td>
      <td className="px-3 py-2 text-right font-semibold">{dollars(f.netCents)}</td>
    </>
  )
}

function Periods({ data }: { data: MoneyTabData }) {
  return (
    <Card title="Money taken" id="money-periods-heading">
      <p className="text-sm text-slate-600">
        Card payments through the platform, in your time zone ({data.timeZone}). Net to you is what
        you were paid less refunds, disputes and the platform&apos;s 10 %.
      </p>
      <nav aria-label="Money by period" className="flex flex-wrap gap-2">
        {MONEY_PERIODS.map((p) => (
          <Link
            key={p}
            to={`?tab=money&period=${p}`}
            preventScrollReset
            aria-current={data.period === p ? 'page' : undefined}
            className={`rounded-md px-3 py-1.5 text-sm font-semibold ring-1 ring-slate-300 ${data.period === p ? 'bg-slate-900 text-white' : 'text-slate-800 hover:bg-slate-50'}`}
          >
            {PERIOD_TEXT[p]}
          </Link>
        ))}
        <a
          href={`/${data.slug}/dashboard/money.csv`}
          download
          className="rounded-md px-3 py-1.5 text-sm font-semibold text-blue-800 underline"
        >
          Download CSV of all payments
        </a>
      </nav>
      <ScrollRegion label="Money by period table">
        <table className="w-full text-left text-sm" data-testid="money-table">
          <thead className="bg-slate-50">
            <tr>
              {COLUMNS.map((h, i) => (
                <th key={h} scope="col" className={`px-3 py-2 ${i > 0 ? 'text-right' : ''}`}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {[...data.rows].reverse().map((r) => (
              <tr key={r.start}>
                <th scope="row" className="whitespace-nowrap px-3 py-2 font-normal">
                  {r.label}
                </th>
                <FigureCells f={r} />
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-300">
            <tr>
              <th scope="row" className="px-3 py-2">
                Total
              </th>
              <FigureCells f={data.total} />
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
    </Card>
  )
}

const PAYOUT_TEXT: Record<string, string> = {
  pending: 'Pending',
  in_transit: 'On its way',
  paid: 'Paid',
  failed: 'Failed',
  canceled: 'Canceled',
}

function Payouts({ data }: { data: MoneyTabData }) {
  return (
    <Card title="Payouts to your bank" id="money-payouts-heading">
      {data.payouts.length === 0 ? (
        <p className="text-sm text-slate-600">No payouts yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm" data-testid="payouts">
          {data.payouts.map((p) => (
            <li key={p.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="font-semibold">{dollars(p.amountCents)}</span>
              <span>{PAYOUT_TEXT[p.status] ?? p.status}</span>
              <span className="text-slate-600">Arrives {shortDate(p.arrivalDate)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

function Invoices({ data }: { data: MoneyTabData }) {
  const list = (items: MoneyTabData['due']) => (
    <ul className="divide-y divide-slate-200 text-sm">
      {items.map((i) => (
        <li key={i.reference} className="flex flex-wrap justify-between gap-2 py-2">
          <span className="font-mono">{i.reference}</span>
          <span>{i.customerName}</span>
          <span className="font-semibold">{dollars(i.dueCents)}</span>
          <span className="text-slate-600">Due {shortDate(i.dueDate)}</span>
        </li>
      ))}
    </ul>
  )
  return (
    <Card title="Due" id="money-due-heading">
      {data.overdue.length + data.due.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing is due.</p>
      ) : null}
      {data.overdue.length > 0 ? (
        <>
          <h3 className="font-semibold text-red-800">Overdue invoices</h3>
          {list(data.overdue)}
        </>
      ) : null}
      {data.due.length > 0 ? list(data.due) : null}
    </Card>
  )
}

/** The business's money: sums per day, week or month, payouts, disputes, what is due. */
export function MoneyTab({ data, result }: { data: MoneyTabData; result: ActionResult | null }) {
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">Your money</h2>
      <Periods data={data} />
      <DisputesCard data={data} result={result} />
      <Invoices data={data} />
      <Payouts data={data} />
    </div>
  )
}
