import { Form, useNavigation } from '@remix-run/react'
import { SubmitButton } from '~/components/forms'
import { formatMoney } from '~/lib/booking/pricing'
import { TIP_PERCENTS, tipFor } from '~/lib/payments/invoice-math'

// The customer's pay form (decision 040): plain radios and a number field, so it works without
// JavaScript; each percentage shows what it comes to, of the invoice's total.

export interface PayFormResult {
  error: string | null
  errors: Record<string, string>
}

export function PayBalanceForm({
  totalCents,
  balanceCents,
  result,
}: {
  totalCents: number
  balanceCents: number
  result: PayFormResult | null
}) {
  const busy = useNavigation().state === 'submitting'
  const tipError = result?.errors.tip_amount ?? result?.errors.tip
  return (
    <Form method="post" className="space-y-4 print:hidden" aria-labelledby="pay-heading">
      <h2 id="pay-heading" className="text-xl font-semibold">
        Pay {formatMoney(balanceCents)}
      </h2>
      <fieldset aria-describedby={tipError ? 'tip-error' : undefined}>
        <legend className="font-medium">Add a tip for the detailer?</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5">
          {[0, ...TIP_PERCENTS].map((p) => (
            <label
              key={p}
              className="flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 py-2"
            >
              <input type="radio" name="tip" value={String(p)} defaultChecked={p === 0} />
              <span>{p === 0 ? 'No tip' : `${p} % (${formatMoney(tipFor(totalCents, p))})`}</span>
            </label>
          ))}
          <label className="flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 py-2">
            <input type="radio" name="tip" value="custom" />
            <span>Other amount</span>
          </label>
        </div>
        <label htmlFor="tip-amount" className="mt-3 block text-sm font-medium">
          Tip amount ($)
        </label>
        <p id="tip-amount-hint" className="text-sm text-slate-600">
          Used when “Other amount” is chosen.
        </p>
        <div className="max-w-xs">
          <input
            id="tip-amount"
            type="number"
            name="tip_amount"
            min="0"
            max="10000"
            step="0.01"
            inputMode="decimal"
            aria-describedby="tip-amount-hint"
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
          />
        </div>
        {tipError ? (
          <p id="tip-error" className="mt-2 text-sm text-red-700" role="alert">
            {tipError}
          </p>
        ) : null}
      </fieldset>
      {result?.error ? (
        <p className="text-sm text-red-700" role="alert">
          {result.error}
        </p>
      ) : null}
      <p className="text-sm text-slate-700">
        The platform keeps no share of your tip beyond the card processing cost (3 %).
      </p>
      <SubmitButton
        busy={busy}
        busyLabel="Opening checkout…"
        className="min-h-11 rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        Pay by card
      </SubmitButton>
    </Form>
  )
}
