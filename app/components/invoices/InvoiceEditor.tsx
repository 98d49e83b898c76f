import { Form, Link, useNavigation } from '@remix-run/react'
import { type ReactNode } from 'react'
import { formatMoney } from '~/lib/booking/pricing'
import { AdjustInvoiceForm } from './AdjustInvoiceForm'
import {
  Box,
  button,
  CardIntro,
  type EditorResult,
  LineBoxes,
  RadioPair,
  secondary,
} from './fields'
import { InvoiceDocument, type InvoiceDocView } from './InvoiceDocument'

export type { EditorResult } from './fields'

// The detailer's draft (decision 040): change a line's amount (with the reason the customer
// reads), remove it, add an item or a discount, then send. Plain forms: no JavaScript needed.

/** What an existing line's two buttons post, and the word each says (with the line's name). */
const LINE_ACTIONS = [
  ['line-change', 'Change'],
  ['line-remove', 'Remove'],
] as const

function LineForm({
  line,
  result,
}: {
  line: InvoiceDocView['lines'][number]
  result: EditorResult | null
}) {
  const mine = result?.target === String(line.id) ? result : null
  const amount = `amount-${line.id}`
  const reason = `reason-${line.id}`
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <p className="font-medium">{line.description}</p>
      <Form method="post" className="mt-2 grid gap-3 sm:grid-cols-[8rem_1fr_auto] sm:items-end">
        <input type="hidden" name="line" value={line.id} />
        <Box
          label={line.amountCents < 0 ? 'Discount ($)' : 'Amount ($)'}
          id={amount}
          name="amount"
          inputMode="decimal"
          defaultValue={(Math.abs(line.amountCents) / 100).toFixed(2)}
          error={mine?.errors?.amount}
          errorId={`${amount}-error`}
        />
        <Box
          label="Reason the customer reads"
          id={reason}
          name="reason"
          defaultValue={line.reason ?? ''}
          maxLength={300}
          error={mine?.errors?.reason}
          errorId={`${reason}-error`}
        />
        <div className="flex gap-2">
          {LINE_ACTIONS.map(([intent, word]) => (
            <button
              key={intent}
              type="submit"
              name="intent"
              value={intent}
              aria-label={`${word} ${line.description}`}
              className={secondary}
            >
              {word}
            </button>
          ))}
        </div>
      </Form>
    </li>
  )
}

const KINDS = [
  ['item', 'Item (e.g. pet hair)'],
  ['discount', 'Discount'],
] as const

function AddLineForm({ result }: { result: EditorResult | null }) {
  const mine = result?.target === 'add' ? result : null
  const errors = mine?.errors ?? {}
  return (
    <Form method="post" className="space-y-3" aria-labelledby="add-line-heading">
      <h3 id="add-line-heading" className="text-lg font-semibold">
        Add an item or a discount
      </h3>
      <input type="hidden" name="intent" value="line-add" />
      <RadioPair legend="Kind" name="kind" options={KINDS} />
      <LineBoxes prefix="add" label="Description" errors={errors} />
      <button type="submit" className={secondary}>
        Add line
      </button>
    </Form>
  )
}

export function InvoiceEditor({
  invoice,
  dashboardPath,
  customerLink,
  cardOnFile,
  result,
  children,
}: {
  /** Shown above the invoice: what else is known of the booking (a dispute). */
  children?: ReactNode
  invoice: InvoiceDocView
  dashboardPath: string
  customerLink: string | null
  cardOnFile: boolean
  result: EditorResult | null
}) {
  const sending = useNavigation().formData?.get('intent') === 'send'
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <p>
        <Link to={dashboardPath} className="text-brand-700 underline">
          Back to requests
        </Link>
      </p>
      <div role="status" aria-live="polite">
        {result ? (
          <p
            className={`rounded-md border px-3 py-2 text-sm ${result.ok ? 'border-green-400 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-800'}`}
          >
            {result.message}
          </p>
        ) : null}
      </div>
      {children}
      <InvoiceDocument invoice={invoice} />
      {invoice.status === 'draft' ? (
        <>
          <section
            className="space-y-3 rounded-lg border border-slate-200 bg-white p-5"
            aria-labelledby="lines-heading"
          >
            <CardIntro id="lines-heading" title="Adjust before sending">
              The estimate is not the price: change a line, add an item or a discount. Give the
              reason the customer will read. Once sent, the invoice cannot be changed.
            </CardIntro>
            <ul className="space-y-3">
              {invoice.lines.map((l) => (
                <LineForm key={l.id} line={l} result={result} />
              ))}
            </ul>
            {/* A new form once a line is added, so its fields start empty again. */}
            <AddLineForm key={invoice.lines.length} result={result} />
          </section>
          <Form method="post" className="space-y-2 rounded-lg border border-slate-200 bg-white p-5">
            <p className="text-sm text-slate-700">
              {cardOnFile
                ? `The customer kept a card on file: sending charges ${formatMoney(invoice.totals.balanceCents)} to it and emails the receipt (or the pay link if the card cannot be charged).`
                : `Sending emails the invoice with its pay link to ${invoice.customerEmail}.`}
            </p>
            <button type="submit" name="intent" value="send" disabled={sending} className={button}>
              {sending ? 'Sending…' : 'Send invoice'}
            </button>
          </Form>
        </>
      ) : (
        <>
          {invoice.status === 'sent' ? (
            <AdjustInvoiceForm result={result} />
          ) : (
            <p className="text-sm text-slate-700" data-testid="paid-no-adjust">
              This invoice is paid, so it can no longer be adjusted. To give money back, refund a
              payment instead.
            </p>
          )}
          {customerLink ? (
            <p>
              <a href={customerLink} className="text-brand-700 underline">
                Open the customer’s invoice page
              </a>
            </p>
          ) : null}
        </>
      )}
    </div>
  )
}
