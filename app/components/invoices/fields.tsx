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
