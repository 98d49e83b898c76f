import { SubmitButton } from '~/components/forms'
import { formatMoney } from '~/lib/booking/pricing'
import { type ActionResult } from '~/lib/dashboard/action-result'
import { taxRateLabel } from '~/lib/payments/invoice-math'
import type { PaymentsTabData } from '~/server/payments/payments-tab.server'
import { Card, Outcome, resultOf, TabForm, useBusy } from '../website/Card'
import { NumberBox } from './NumberBox'

/** Sales tax on invoices (off by default) and the no-show fee customers see at booking. */
export function AfterJobForm({
  data,
  result,
}: {
  data: PaymentsTabData
  result: ActionResult | null
}) {
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
            defaultValue={data.taxRateBps > 0 ? (data.taxRateBps / 100).toFixed(2) : ''}
          />
          <NumberBox
            label="No-show fee ($)"
            hint="Shown at booking; charged only to a card the customer kept on file."
            name="no_show_fee"
            errors={mine.errors}
            defaultValue={data.noShowFeeCents > 0 ? (data.noShowFeeCents / 100).toFixed(2) : ''}
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
