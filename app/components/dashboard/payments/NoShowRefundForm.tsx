import { Field, FormError, SelectField, SubmitButton } from '~/components/forms'
import { formatMoney } from '~/lib/booking/pricing'
import { Card, Outcome, resultOf, TabForm, useBusy } from '../website/Card'
import { NumberBox } from './NumberBox'
import { type PaymentsCardProps } from './props'

const INTENT = 'payments-no-show-refund'

/**
 * Gives back a no-show fee, all or part, with the reason the customer reads on their receipt.
 * Shown only to a business that has charged one; the form's token makes a double submit one
 * refund. No JavaScript needed.
 */
export function NoShowRefundForm({ data, result }: PaymentsCardProps) {
  const mine = resultOf(result, INTENT)
  const busy = useBusy(INTENT)
  if (data.noShowFees.length === 0) return null
  const options = data.noShowFees.map((f) => ({
    value: f.id,
    label: `${f.reference} · ${f.customerName} · ${formatMoney(f.amountCents)}${f.refundedCents > 0 ? ` (${formatMoney(f.refundedCents)} refunded)` : ''}`,
  }))
  return (
    <Card title="Refund a no-show fee" id="payments-no-show-refund-heading">
      <p className="text-sm text-slate-600">
        Give back a no-show fee you charged, or part of it. Leave the amount empty to refund what is
        left. Your customer gets a receipt with your reason.
      </p>
      <TabForm intent={INTENT} action="?tab=payments" className="grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="token" value={data.noShowRefundToken} />
        <SelectField
          label="No-show fee"
          errors={mine.errors.charge}
          options={options}
          selectProps={{ id: 'no-show-refund-charge', name: 'charge' }}
        />
        <NumberBox
          label="Amount (optional)"
          id="no-show-refund-amount"
          name="amount"
          errors={mine.errors}
          placeholder="30.00"
        />
        <Field
          label="Reason the customer reads"
          className="sm:col-span-2"
          errors={mine.errors.reason}
          inputProps={{ id: 'no-show-refund-reason', name: 'reason', maxLength: 300 }}
        />
        {mine.errors.token ? <FormError message={mine.errors.token} /> : null}
        <div className="sm:col-span-2">
          <SubmitButton busy={busy} busyLabel="Refunding...">
            Refund
          </SubmitButton>
        </div>
      </TabForm>
      <Outcome result={mine.mine} />
    </Card>
  )
}
