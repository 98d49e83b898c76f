import { SubmitButton } from '~/components/forms'
import { Card, Outcome, resultOf, TabForm, useBusy } from '../website/Card'
import { NumberBox } from './NumberBox'
import { type PaymentsCardProps } from './props'

const OPTIONS = [
  { value: 'none', label: 'No deposit (customers pay on the day)' },
  { value: 'percent', label: 'A percentage of the estimate' },
  { value: 'fixed', label: 'A fixed amount' },
] as const

/** Deposit setting and the cancellation policy customers see (spec §9). */
export function DepositForm({ data, result }: PaymentsCardProps) {
  const mine = resultOf(result, 'payments-deposit')
  const busy = useBusy('payments-deposit')
  const d = data.deposit
  return (
    <Card title="Deposit at booking" id="payments-deposit-heading">
      <p className="text-sm text-slate-700">
        Now: <strong>{data.depositLabel}</strong>.{' '}
        {data.status === 'active'
          ? 'Customers pay it when they book; the request holds its time once it is paid.'
          : 'Deposits are taken once your payouts are active.'}
      </p>
      <TabForm intent="payments-deposit" action="?tab=payments" className="space-y-3">
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Deposit</legend>
          <div className="mt-1 space-y-1">
            {OPTIONS.map((o) => (
              <label key={o.value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="deposit_kind"
                  value={o.value}
                  defaultChecked={d.kind === o.value}
                />
                {o.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <NumberBox
            label="Percentage"
            hint="1 to 100"
            name="deposit_percent"
            keypad="numeric"
            errors={mine.errors}
            defaultValue={d.kind === 'percent' ? String(d.percent) : '25'}
          />
          <NumberBox
            label="Fixed amount ($)"
            name="deposit_amount"
            errors={mine.errors}
            defaultValue={d.kind === 'fixed' ? (d.cents / 100).toFixed(2) : ''}
          />
        </div>
        <SubmitButton busy={busy} busyLabel="Saving...">
          Save deposit
        </SubmitButton>
        <Outcome result={mine.mine} />
      </TabForm>
      <div>
        <h3 className="font-semibold">Cancellation policy customers see</h3>
        <p className="text-sm text-slate-700" data-testid="deposit-policy">
          {data.policy} If you decline or cancel a booking, the deposit goes back to the customer in
          full.
        </p>
      </div>
    </Card>
  )
}
