import { Form, useNavigation } from '@remix-run/react'
import { formatMoney } from '~/lib/booking/pricing'
import { type PaidCharge } from '~/lib/payments/charge-refund-schema'
import { Box, button, CardIntro, type EditorResult, secondary } from './fields'

// The detailer refunds all or part of a payment after the job (decision 044, branch r39): a
// plain form to review (nothing moves), then a confirmation that carries the review's one-time
// token, so the refund is never one click and a double submit is one refund. No JavaScript needed.

const dollars = (cents: number) => (cents / 100).toFixed(2)

function ChargeRefund({ charge, result }: { charge: PaidCharge; result: EditorResult | null }) {
  const mine = result?.target === `refund-${charge.id}` ? result : null
  const confirm = mine?.confirm?.chargeId === charge.id ? mine.confirm : null
  const remaining = charge.amountCents - charge.refundedCents
  const busy = useNavigation().formData?.get('charge') === String(charge.id)
  const heading = `refund-heading-${charge.id}`
  return (
    <li className="space-y-3 rounded-md border border-slate-200 p-3" aria-labelledby={heading}>
      <h3 id={heading} className="font-semibold">
        Payment of {formatMoney(charge.amountCents)}
        {charge.tipCents > 0
          ? ` (balance ${formatMoney(charge.amountCents - charge.tipCents)} + tip ${formatMoney(charge.tipCents)})`
          : ''}
      </h3>
      <p className="text-sm text-slate-700" data-testid={`refunded-${charge.id}`}>
        {charge.refundedCents > 0
          ? `Refunded ${formatMoney(charge.refundedCents)}${remaining > 0 ? `; ${formatMoney(remaining)} can still be refunded.` : ' (in full).'}`
          : 'Nothing refunded.'}
      </p>
      {charge.refunds.length > 0 ? (
        <ul className="list-disc pl-5 text-sm text-slate-700">
          {charge.refunds.map((r) => (
            <li key={`${r.createdAt}-${r.amountCents}`}>
              {formatMoney(r.amountCents)}: {r.reason}
            </li>
          ))}
        </ul>
      ) : null}
      {confirm ? (
        <Form
          method="post"
          className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3"
        >
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="charge" value={charge.id} />
          <input type="hidden" name="amount" value={dollars(confirm.amountCents)} />
          <input type="hidden" name="reason" value={confirm.reason} />
          <input type="hidden" name="token" value={confirm.token} />
          <p className="text-sm text-slate-900">
            Refund <strong>{formatMoney(confirm.amountCents)}</strong> of this payment to the
            customer’s card? They read: “{confirm.reason}”. A refund cannot be undone.
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={busy} className={button}>
              {busy ? 'Refunding…' : `Confirm refund of ${formatMoney(confirm.amountCents)}`}
            </button>
            <a href="?" className={`${secondary} inline-flex items-center`}>
              Cancel
            </a>
          </div>
        </Form>
      ) : remaining > 0 ? (
        <Form method="post" className="grid gap-3 sm:grid-cols-[8rem_1fr_auto] sm:items-end">
          <input type="hidden" name="intent" value="refund-review" />
          <input type="hidden" name="charge" value={charge.id} />
          <Box
            label="Refund ($)"
            id={`refund-amount-${charge.id}`}
            name="amount"
            inputMode="decimal"
            defaultValue={dollars(remaining)}
            error={mine?.errors?.amount}
            errorId={`refund-amount-${charge.id}-error`}
          />
          <Box
            label="Reason the customer reads"
            id={`refund-reason-${charge.id}`}
            name="reason"
            maxLength={300}
            error={mine?.errors?.reason}
            errorId={`refund-reason-${charge.id}-error`}
          />
          <button type="submit" disabled={busy} className={secondary}>
            Review refund
          </button>
        </Form>
      ) : null}
    </li>
  )
}

export function RefundPanel({
  payments,
  result,
}: {
  payments: PaidCharge[]
  result: EditorResult | null
}) {
  return (
    <section
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5"
      aria-labelledby="refunds-heading"
    >
      <CardIntro id="refunds-heading" title="Payments and refunds">
        Give back all or part of a payment (balance and tip) to the customer’s card, with the reason
        they will read in their receipt. The platform’s fee goes back in proportion.
      </CardIntro>
      <ul className="space-y-3">
        {payments.map((c) => (
          <ChargeRefund key={c.id} charge={c} result={result} />
        ))}
      </ul>
    </section>
  )
}
