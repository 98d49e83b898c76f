import { type InputHTMLAttributes } from 'react'
import { inputClass } from '~/components/booking/request/Field'
import { ApplyField } from './ApplyField'
import { useAutoFocus } from './first-error'
import { type TextField as Name } from '~/lib/application-form'

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name'> {
  name: Name
  label: string
  value: string
  error?: string
  hint?: string
  onValue: (value: string) => void
  className?: string
}

/** A labelled, controlled text input posting under its field name; its error sits beside it. */
export function TextField({
  name,
  label,
  value,
  error,
  hint,
  onValue,
  className,
  required,
  ...rest
}: Props) {
  const autoFocus = useAutoFocus(name)
  return (
    <ApplyField
      id={name}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={className}
    >
      {(describedBy) => (
        <input
          id={name}
          name={name}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
          required={required}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only after a refused submit: focus goes to its first error
          autoFocus={autoFocus}
          {...rest}
        />
      )}
    </ApplyField>
  )
}
