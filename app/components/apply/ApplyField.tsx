import { type ReactNode } from 'react'

/** Marks a required field for sighted users; the control's own `required` tells assistive tech. */
export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span aria-hidden className="ml-0.5 text-red-700">
      *
    </span>
  ) : null
}

/** A labelled form control with its hint and error, linked for assistive technology. */
export function ApplyField({
  id,
  label,
  required,
  error,
  hint,
  className = '',
  children,
}: {
  id: string
  label: string
  required?: boolean
  error?: string
  hint?: string
  className?: string
  children: (describedBy: string | undefined) => ReactNode
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        <RequiredMark required={required} />
      </label>
      {children(describedBy || undefined)}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
