import { SubmitButton } from '~/components/forms'
import { formatMoney } from '~/lib/booking/pricing'
import { taxRateLabel } from '~/lib/payments/invoice-math'
import { Card, Outcome, resultOf, TabForm, useBusy } from '../website/Card'
import { NumberBox } from './NumberBox'
import { hundredthsInput, type PaymentsCardProps } from './props'

/** The form's two boxes: label, hint, field name, and the setting it shows (in hundredths). */
const BOXES = [
  [
    'Sales tax (%)',
    'Only if you charge sales tax; e.g. 8.25. Rounded half up to the cent.',
    'tax_rate',
    'taxRateBps',
  ],
  [
    'No-show fee ($)',
    'Shown at booking; charged only to a card the customer kept on file.',
    'no_show_fee',
    'noShowFeeCents',
  ],
] as const

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
          {BOXES.map(([label, hint, name, field]) => (
            <NumberBox
              key={name}
              label={label}
              hint={hint}
              name={name}
              errors={mine.errors}
              defaultValue={hundredthsInput(data[field])}
            />
          ))}
        </div>
        <SubmitButton busy={busy} busyLabel="Saving...">
          Save invoice settings
        </SubmitButton>
        <Outcome result={mine.mine} />
      </TabForm>
    </Card>
  )
}
