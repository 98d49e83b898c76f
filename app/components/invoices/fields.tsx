import { type InputHTMLAttributes, type ReactNode } from 'react'
import { type RefundConfirm } from '~/lib/payments/charge-refund-schema'

// The invoice page's form pieces, shared by the draft editor, the adjustment and the refund forms.

export interface EditorResult {
  ok: boolean
  message: string
  errors?: Record<string, string>
  /** The form the answer is about (a line's id, 'add', 'send', 'refund-{charge}'). */
  target?: string
  /** A refund reviewed and waiting for the detailer's confirmation. */
  confirm?: RefundConfirm
}

export const input = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2'
export const button =
  'min-h-11 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60'
export const secondary =
  'min-h-11 rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60'

export function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {text}
    </p>
  ) : null
}

/**
 * A labelled box with its error under it (`errorId`); a box with an `id` is also described by its
 * error for screen readers.
 */
export function Box({
  label,
  error,
  errorId,
  className = 'text-sm font-medium',
  ...box
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  label: ReactNode
  error?: string
  errorId: string
  className?: string
}) {
  return (
    <label htmlFor={box.id} className={className}>
      {label}
      <input
        {...box}
        className={input}
        aria-invalid={Boolean(error)}
        aria-describedby={box.id && error ? errorId : undefined}
      />
      <FieldError id={errorId} text={error} />
    </label>
  )
}

/** A card's heading and the sentence under it (the draft editor, the adjustment, the refunds). */
export function CardIntro({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="text-sm text-slate-700">{children}</p>
    </>
  )
}

/** Two radios in one row (a new line's kind, an adjustment's direction); the first is checked. */
export function RadioPair({
  legend,
  name,
  options,
}: {
  legend: string
  name: string
  options: readonly (readonly [value: string, label: string])[]
}) {
  return (
    <fieldset className="flex flex-wrap gap-4">
      <legend className="sr-only">{legend}</legend>
      {options.map(([value, label], i) => (
        <label key={value} className="flex min-h-11 items-center gap-2">
          <input type="radio" name={name} value={value} defaultChecked={i === 0} />
          {` ${label}`}
        </label>
      ))}
    </fieldset>
  )
}

/**
 * A new line's boxes (a draft's added line, an adjustment): what it is and its amount side by
 * side, the reason the customer reads under them. Error ids start with `prefix`; the boxes get
 * ids of their own only with `ids`.
 */
export function LineBoxes({
  prefix,
  label,
  ids,
  errors,
}: {
  prefix: string
  label: string
  ids?: boolean
  errors: Record<string, string>
}) {
  const box = (name: string) => ({
    id: ids ? `${prefix}-${name}` : undefined,
    name,
    error: errors[name],
    errorId: `${prefix}-${name}-error`,
  })
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
        <Box label={label} {...box('description')} maxLength={120} />
        <Box label="Amount ($)" {...box('amount')} inputMode="decimal" />
      </div>
      <Box
        label="Reason the customer reads"
        className="block text-sm font-medium"
        {...box('reason')}
        maxLength={300}
      />
    </>
  )
}
