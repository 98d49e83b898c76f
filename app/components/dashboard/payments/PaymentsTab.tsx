import { Form } from '@remix-run/react'
import { SubmitButton } from '~/components/forms'
import { PlainTable } from '~/components/lists'
import { ScrollRegion } from '~/components/ui/ScrollRegion'
import { formatMoney } from '~/lib/booking/pricing'
import type { PaymentsTabData } from '~/server/payments/payments-tab.server'
import { Card, Outcome, resultOf, TabForm, useBusy } from '../website/Card'
import { AfterJobForm } from './AfterJobForm'
import { DepositForm } from './DepositForm'
import { NoShowRefundForm } from './NoShowRefundForm'
import { NumberBox } from './NumberBox'
import { type PaymentsCardProps } from './props'

const HERE = '?tab=payments'

const STATUS_TEXT: Record<PaymentsTabData['status'], string> = {
  not_connected: 'Not connected',
  pending: 'Pending: finish onboarding',
  active: 'Active: you can take deposits',
  restricted: 'Restricted: Stripe needs more information',
}

function Payouts({ data, result }: PaymentsCardProps) {
  const busy = useBusy('payments-connect')
  const label =
    data.status === 'not_connected'
      ? 'Connect payouts'
      : data.status === 'active'
        ? 'Update payout details'
        : 'Continue onboarding'
  return (
    <Card title="Payouts" id="payments-payouts-heading">
      <p className="text-slate-800">
        Status: <strong data-testid="payouts-status">{STATUS_TEXT[data.status]}</strong>
      </p>
      <p className="text-sm text-slate-600">
        Customers pay a deposit by card when they book; it is paid out to your bank account by
        Stripe, less the platform&apos;s 10 % (card processing included).
        {data.provider === 'local'
          ? ' This server uses the built-in test provider: no real money moves.'
          : ''}
      </p>
      {data.expiredLink ? (
        <p role="status" className="text-sm text-amber-800">
          Your onboarding link expired. Continue where you left off.
        </p>
      ) : null}
      {data.requirements.length > 0 && data.status !== 'not_connected' ? (
        <div>
          <h3 className="font-semibold">Stripe still needs</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
            {data.requirements.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {/* No preventScrollReset: this form leaves for the onboarding page, which must open at
          its top (a kept scroll position opened it part-way down on a phone). */}
      <Form method="post" action={HERE}>
        <input type="hidden" name="intent" value="payments-connect" />
        <SubmitButton busy={busy} busyLabel="Opening...">
          {label}
        </SubmitButton>
      </Form>
      <Outcome result={resultOf(result, 'payments-connect').mine} />
    </Card>
  )
}

function Refunds({ data, result }: PaymentsCardProps) {
  const mine = resultOf(result, 'payments-refund')
  const busy = useBusy('payments-refund')
  if (data.deposits.length === 0) return null
  return (
    <Card title="Refund a deposit" id="payments-refund-heading">
      <p className="text-sm text-slate-600">
        Give back all of a deposit or part of it. Leave the amount empty to refund what is left.
      </p>
      <TabForm intent="payments-refund" action={HERE} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="token" value={data.refundToken} />
        {/* On a phone a long option would push the box past the card: it shrinks to fit. */}
        <div className="min-w-0 max-w-full">
          <label htmlFor="refund-booking" className="block text-sm font-medium text-slate-800">
            Booking
          </label>
          <select
            id="refund-booking"
            name="booking_id"
            className="mt-1 max-w-full rounded-md border border-slate-300 px-3 py-2"
          >
            {data.deposits.map((d) => (
              <option key={d.bookingId} value={d.bookingId}>
                {`${d.reference} · ${d.customerName} · ${formatMoney(d.amountCents)}`}
              </option>
            ))}
          </select>
        </div>
        <NumberBox
          label="Amount (optional)"
          id="refund-amount"
          name="amount"
          errors={mine.errors}
          placeholder="25.00"
        />
        <SubmitButton busy={busy} busyLabel="Refunding...">
          Refund
        </SubmitButton>
      </TabForm>
      <Outcome result={mine.mine && Object.keys(mine.errors).length === 0 ? mine.mine : null} />
    </Card>
  )
}

const KIND_TEXT: Record<string, string> = {
  deposit: 'Deposit',
  balance: 'Balance',
  tip: 'Tip',
  refund: 'Refund',
  no_show_fee: 'No-show fee',
  payout: 'Payout',
}

function Ledger({ rows }: { rows: PaymentsTabData['ledger'] }) {
  return (
    <Card title="Recent payments" id="payments-ledger-heading">
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">No payments yet.</p>
      ) : (
        <ScrollRegion label="Recent payments table">
          <PlainTable
            headings={['Booking', 'Kind', 'Amount', 'Platform fee', 'Net to you', 'Status']}
          >
            {rows.map((r) => (
              <tr key={r.id}>
                <td className="px-3 py-2 font-mono">{r.booking_reference}</td>
                <td className="px-3 py-2">{KIND_TEXT[r.kind] ?? r.kind}</td>
                <td className="px-3 py-2">{formatMoney(r.amount_cents)}</td>
                <td className="px-3 py-2">{formatMoney(r.fee_cents)}</td>
                <td className="px-3 py-2">{formatMoney(r.net_cents)}</td>
                <td className="px-3 py-2">{r.status.replace('_', ' ')}</td>
              </tr>
            ))}
          </PlainTable>
        </ScrollRegion>
      )}
    </Card>
  )
}

/** The business's payments: payouts, deposit and policy, refunds and the latest money rows. */
export function PaymentsTab({ data, result }: PaymentsCardProps) {
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">Payments</h2>
      <Payouts data={data} result={result} />
      <DepositForm data={data} result={result} />
      <AfterJobForm data={data} result={result} />
      <Refunds data={data} result={result} />
      <NoShowRefundForm data={data} result={result} />
      <Ledger rows={data.ledger} />
    </div>
  )
}
