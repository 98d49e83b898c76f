import { Form, useNavigation } from '@remix-run/react'
import { Box, button, type EditorResult } from './fields'

// An adjustment after sending (decision 044, branch r39): a new line that adds to the invoice
// or takes off it, with the reason the customer reads; the customer is emailed the updated
// invoice. A plain form: no JavaScript needed.

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
      <h2 id="adjust-heading" className="text-xl font-semibold">
        Adjust this invoice
      </h2>
      <p className="text-sm text-slate-700">
        The sent lines stay as they are; an adjustment is a new line with the reason the customer
        reads. The customer is emailed the updated invoice, and a payment page opened for the old
        amount stops working.
      </p>
      <input type="hidden" name="intent" value="adjust" />
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">Adds or takes off</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="direction" value="charge" defaultChecked /> Add to the invoice
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="direction" value="credit" /> Take off the invoice
        </label>
      </fieldset>
      {/* A new set of fields after each adjustment, so they start empty again. */}
      <div key={mine?.ok ? mine.message : 'adjust'} className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
          <Box
            label="Adjustment"
            id="adjust-description"
            name="description"
            maxLength={120}
            error={errors.description}
            errorId="adjust-description-error"
          />
          <Box
            label="Amount ($)"
            id="adjust-amount"
            name="amount"
            inputMode="decimal"
            error={errors.amount}
            errorId="adjust-amount-error"
          />
        </div>
        <Box
          label="Reason the customer reads"
          id="adjust-reason"
          className="block text-sm font-medium"
          name="reason"
          maxLength={300}
          error={errors.reason}
          errorId="adjust-reason-error"
        />
      </div>
      <button type="submit" disabled={busy} className={button}>
        {busy ? 'Adjusting…' : 'Add adjustment and email the customer'}
      </button>
    </Form>
  )
}
