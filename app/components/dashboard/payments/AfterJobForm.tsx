import { SubmitButton } from '~/components/forms'
import { formatMoney } from '~/lib/booking/pricing'
import { taxRateLabel } from '~/lib/payments/invoice-math'
import { Card, Outcome, resultOf, TabForm, useBusy } from '../website/Card'
import { NumberBox } from './NumberBox'
import { hundredthsInput, type PaymentsCardProps } from './props'

/** Sales tax on invoices (off by default) and the no-show fee customers see at booking. */
export function AfterJobForm({ data, result }: PaymentsCardProps) {
  const mine = resultOf(result, 'payments-after-job')
  const busy = useBusy('payments-after-job')
  return (
    <Card title="Invoices and no-shows" id="payments-after-job-heading">
      <p className="text-sm text-slate-700" data-testid="after-job-now">
        Currently: sales tax{' '}
        <strong>{data.taxRateBps > 0 ? taxRateLabel(data.taxRateBps) : 'none'}</strong>; no-show fee{' '}
        <strong>{data.noShowFeeCents > 0 ? formatMoney(data.noShowFeeCents) : 'none'}</strong>.
      </p>
      <TabForm intent="payments-after-job" action="?tab=payments" className="space-y-3">
        <div className="flex flex-wrap gap-3">
          <NumberBox
            label="Sales tax (%)"
            hint="Only if you charge sales tax; e.g. 8.25. Rounded half up to the cent."
            name="tax_rate"
            errors={mine.errors}
            defaultValue={hundredthsInput(data.taxRateBps)}
          />
          <NumberBox
            label="No-show fee ($)"
            hint="Shown at booking; charged only to a card the customer kept on file."
            name="no_show_fee"
            errors={mine.errors}
            defaultValue={hundredthsInput(data.noShowFeeCents)}
          />
        </div>
        <SubmitButton busy={busy} busyLabel="Saving...">
          Save invoice settings
        </SubmitButton>
        <Outcome result={mine.mine} />
      </TabForm>
    </Card>
  )
}
