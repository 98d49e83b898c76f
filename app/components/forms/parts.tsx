import { type ReactNode, useEffect, useRef, useState } from 'react'

/**
 * A field's errors as the server's answer or Conform's metadata carry them: one message, a list
 * (Conform's `field.errors`), or none.
 */
export type Errors = string | readonly string[] | null | undefined

// Controls carry their own colours, so a form on a dark or coloured surface stays readable.
export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600'

export const labelClass = 'block text-sm font-medium text-slate-800'

export function errorList(errors: Errors): string[] {
  if (!errors) return []
  return (typeof errors === 'string' ? [errors] : [...errors]).filter(Boolean)
}

/** Marks a required field for sighted users; the control's own `required` tells assistive tech. */
export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span aria-hidden className="ml-0.5 text-red-700">
      *
    </span>
  ) : null
}

/** A field's errors under the id its control points at; nothing when there are none. */
export function ErrorList({
  id,
  errors,
  className = 'mt-1 text-sm text-red-700',
  alert = false,
}: {
  id: string
  errors: Errors
  className?: string
  /** Read the errors out as they appear (`role="alert"`). */
  alert?: boolean
}) {
  const list = errorList(errors)
  if (list.length === 0) return null
  const role = alert ? 'alert' : undefined
  if (list.length === 1)
    return (
      <p id={id} role={role} className={className}>
        {list[0]}
      </p>
    )
  return (
    <ul id={id} role={role} className={className}>
      {list.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  )
}

export interface ControlAria {
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** What a control needs to be read with its hint and errors. */
export function controlAria(id: string, hint: ReactNode, errors: Errors): ControlAria {
  const invalid = errorList(errors).length > 0
  const described = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean)
  return {
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
  }
}

export interface FrameProps {
  label: ReactNode
  hint?: ReactNode
  errors?: Errors
  /** Shows the red asterisk; whether the control is required is the control's own prop. */
  requiredMark?: boolean
  /**
   * For a field that saves itself (no submit to answer): its errors are read out as they appear.
   */
  alertErrors?: boolean
  className?: string
}

/** The label above, the hint and errors below, all tied to the control by its id. */
export function FieldFrame({
  id,
  label,
  hint,
  errors,
  requiredMark,
  alertErrors,
  className,
  children,
}: FrameProps & { id: string; children: (aria: ControlAria) => ReactNode }) {
  // The errors the person had in front of them when they changed the field (joined to one key).
  const [seen, setSeen] = useState<string | null>(null)
  const frame = useRef<HTMLDivElement>(null)
  const key = errorList(errors).join('\n')
  // A submit's errors describe the value that was sent: once the person changes the field they no
  // longer apply, so they go until the form is sent again. Errors checked as the person types
  // (a different message than the one they saw) still show at once, and a field that saves itself
  // is the exception (its own answer replaces them).
  useEffect(() => {
    const form = frame.current?.closest('form')
    if (!form || alertErrors) return
    const resubmit = () => setSeen(null)
    form.addEventListener('submit', resubmit)
    return () => form.removeEventListener('submit', resubmit)
  }, [alertErrors])
  const stale = seen !== null && seen === key && !alertErrors
  const shown = stale ? undefined : errors
  const markSeen = key && seen !== key ? () => setSeen(key) : undefined
  return (
    <div ref={frame} className={className} onInput={markSeen} onChange={markSeen}>
      <label htmlFor={id} className={labelClass}>
        {label}
        <RequiredMark required={requiredMark} />
      </label>
      {children(controlAria(id, hint, shown))}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <ErrorList id={`${id}-error`} errors={shown} alert={alertErrors} />
    </div>
  )
}

/**
 * What a field takes from its form: its id, its name and its errors. Conform's field metadata
 * (`fields.email`) has this shape; `fieldsFrom` makes it from a server answer's errors.
 */
export interface FieldMeta {
  id: string
  name: string
  errors?: Errors
}

/** Field metadata over the errors of a server answer; ids are `prefix-name` unless given. */
export function fieldsFrom(errors: Readonly<Record<string, string | undefined>>, prefix: string) {
  return (name: string, id = `${prefix}-${name}`): FieldMeta => ({ id, name, errors: errors[name] })
}
