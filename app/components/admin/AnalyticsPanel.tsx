import { Form, Link } from '@remix-run/react'
import { ScrollRegion } from '~/components/ui/ScrollRegion'
import { dashboardHref, type DashboardParams } from '~/lib/admin-dashboard'
import { dollars } from '~/lib/dashboard/format'
import { MONEY_PERIODS } from '~/lib/payments/money-periods'
import { type AnalyticsData } from '~/server/admin/analytics.server'
import { Card } from '../dashboard/website/Card'

const PERIOD_TEXT = { day: 'Day', week: 'Week', month: 'Month' } as const
const cell = 'px-3 py-2'
const num = 'px-3 py-2 text-right'

function Periods({ view, params }: { view: AnalyticsData; params: DashboardParams }) {
  const current = new URLSearchParams({ tab: 'analytics', period: params.period })
  return (
    <Card id="analytics-periods" title="Bookings and money">
      <nav aria-label="Analytics by period" className="flex flex-wrap gap-2">
        {MONEY_PERIODS.map((p) => (
          <Link
            key={p}
            to={dashboardHref(current, { period: p, page: undefined })}
            aria-current={view.period === p ? 'page' : undefined}
            className={`rounded-md px-3 py-1.5 text-sm font-semibold ring-1 ring-slate-300 ${view.period === p ? 'bg-slate-900 text-white' : 'text-slate-800'}`}
          >
            {PERIOD_TEXT[p]}
          </Link>
        ))}
      </nav>
      <p className="text-sm text-slate-600">
        Times in {view.timeZone}. Collected is card payments taken; refunds are given back.
      </p>
      <ScrollRegion label="Bookings and money table">
        <table className="w-full text-left text-sm" data-testid="analytics-periods">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={cell}>
                Period
              </th>
              <th scope="col" className={num}>
                Bookings
              </th>
              <th scope="col" className={num}>
                Collected
              </th>
              <th scope="col" className={num}>
                Platform fees
              </th>
              <th scope="col" className={num}>
                Refunds
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {[...view.rows].reverse().map((r) => (
              <tr key={r.start}>
                <th scope="row" className={`${cell} whitespace-nowrap font-normal`}>
                  {r.label}
                </th>
                <td className={num}>{r.bookings}</td>
                <td className={num}>{dollars(r.collectedCents)}</td>
                <td className={num}>{dollars(r.feeCents)}</td>
                <td className={num}>{dollars(r.refundCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  )
}

function Top({ view, params }: { view: AnalyticsData; params: DashboardParams }) {
  const current = new URLSearchParams({ tab: 'analytics', period: params.period })
  return (
    <Card id="analytics-top" title="Top businesses over these periods">
      {view.top.length === 0 ? (
        <p className="text-sm text-slate-600">No payments in these periods.</p>
      ) : (
        <ol className="divide-y divide-slate-200 text-sm" start={(params.page - 1) * 10 + 1}>
          {view.top.map((t) => (
            <li key={t.affiliateId} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="font-semibold">{t.businessName}</span>
              <span>
                {dollars(t.collected)} collected · {dollars(t.fees)} fees · {dollars(t.refunds)}{' '}
                refunded
              </span>
            </li>
          ))}
        </ol>
      )}
      <nav aria-label="Top businesses pages" className="flex gap-3 text-sm">
        {params.page > 1 ? (
          <Link to={dashboardHref(current, { page: params.page - 1 })} className="underline">
            Previous
          </Link>
        ) : null}
        {view.topHasMore ? (
          <Link to={dashboardHref(current, { page: params.page + 1 })} className="underline">
            Next
          </Link>
        ) : null}
      </nav>
    </Card>
  )
}

function Search({ view, params }: { view: AnalyticsData; params: DashboardParams }) {
  return (
    <Card id="analytics-search" title="Find a payment">
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="tab" value="analytics" />
        <input type="hidden" name="period" value={params.period} />
        <label htmlFor="payment-search" className="block text-sm font-medium">
          Business slug, customer email, amount or provider id
          <input
            id="payment-search"
            name="q"
            defaultValue={params.q}
            maxLength={100}
            className="mt-1 block w-72 max-w-full rounded-md border border-slate-300 px-3 py-2"
          />
        </label>
        <button
          type="submit"
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white"
        >
          Find payments
        </button>
      </Form>
      {view.search === null ? null : view.search.length === 0 ? (
        <p className="text-sm text-slate-600">No payments found.</p>
      ) : (
        <ScrollRegion label="Payments found">
          <table className="w-full text-left text-sm" data-testid="payment-search-results">
            <thead className="bg-slate-50">
              <tr>
                {['When', 'Business', 'Booking', 'Kind', 'Amount', 'Fee', 'Provider id'].map(
                  (h) => (
                    <th key={h} scope="col" className={cell}>
                      {h}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {view.search.map((p) => (
                <tr key={p.id}>
                  <td className={cell}>{p.createdAt.slice(0, 16).replace('T', ' ')}</td>
                  <td className={cell}>{p.businessName}</td>
                  <td className={`${cell} font-mono`}>{p.bookingReference}</td>
                  <td className={cell}>{p.kind}</td>
                  <td className={cell}>{dollars(p.amountCents)}</td>
                  <td className={cell}>{dollars(p.feeCents)}</td>
                  <td className={`${cell} font-mono`}>{p.providerId}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </Card>
  )
}

function Log({
  id,
  title,
  rows,
  empty,
}: {
  id: string
  title: string
  rows: AnalyticsData['runs']
  empty: string
}) {
  return (
    <Card id={id} title={title}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm">
          {rows.map((r) => (
            <li key={r.id} className="py-2">
              <span className="font-mono text-slate-600">
                {r.createdAt.slice(0, 16).replace('T', ' ')}
              </span>{' '}
              {r.summary}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

/** The admin's Analytics: read-only figures of the platform's bookings and money. */
export function AnalyticsPanel({ view, params }: { view: AnalyticsData; params: DashboardParams }) {
  return (
    <div className="space-y-6">
      <Periods view={view} params={params} />
      <Top view={view} params={params} />
      <Search view={view} params={params} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Log
          id="analytics-failures"
          title="Failed webhooks"
          rows={view.failures}
          empty="No webhook has failed."
        />
        <Log
          id="analytics-runs"
          title="Reconciliation runs"
          rows={view.runs}
          empty="Nothing needed reconciling yet."
        />
      </div>
    </div>
  )
}
