import { Form, useNavigation } from '@remix-run/react'
import { button, CardIntro, type EditorResult, LineBoxes, RadioPair } from './fields'

// An adjustment after sending (decision 044, branch r39): a new line that adds to the invoice
// or takes off it, with the reason the customer reads; the customer is emailed the updated
// invoice. A plain form: no JavaScript needed.

const DIRECTIONS = [
  ['charge', 'Add to the invoice'],
  ['credit', 'Take off the invoice'],
] as const

export function AdjustInvoiceForm({ result }: { result: EditorResult | null }) {
  const mine = result?.target === 'adjust' ? result : null
  const errors = mine?.ok ? {} : (mine?.errors ?? {})
  const busy = useNavigation().formData?.get('intent') === 'adjust'
  return (
    <Form
      method="post"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5"
      aria-labelledby="adjust-heading"
    >
      <CardIntro id="adjust-heading" title="Adjust this invoice">
        The sent lines stay as they are; an adjustment is a new line with the reason the customer
        reads. The customer is emailed the updated invoice, and a payment page opened for the old
        amount stops working.
      </CardIntro>
      <input type="hidden" name="intent" value="adjust" />
      <RadioPair legend="Adds or takes off" name="direction" options={DIRECTIONS} />
      {/* A new set of fields after each adjustment, so they start empty again. */}
      <div key={mine?.ok ? mine.message : 'adjust'} className="space-y-3">
        <LineBoxes prefix="adjust" label="Adjustment" ids errors={errors} />
      </div>
      <button type="submit" disabled={busy} className={button}>
        {busy ? 'Adjusting…' : 'Add adjustment and email the customer'}
      </button>
    </Form>
  )
}
