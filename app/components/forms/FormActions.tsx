import { type ButtonHTMLAttributes, type ReactNode } from 'react'

export const primarySubmitClass =
  'rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60'

/** The form's own error (not one field's), read out as soon as it appears. */
export function FormError({
  message,
  className = 'rounded-md bg-red-50 px-3 py-2 text-sm text-red-700',
}: {
  message: ReactNode
  className?: string
}) {
  if (!message) return null
  return (
    <p role="alert" className={className}>
      {message}
    </p>
  )
}

/** A submit button that says what is happening (and cannot be pressed twice) while it posts. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className = primarySubmitClass,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  busy: boolean
  busyLabel: string
}) {
  return (
    <button type="submit" disabled={busy} className={className} {...rest}>
      {busy ? busyLabel : children}
    </button>
  )
}
