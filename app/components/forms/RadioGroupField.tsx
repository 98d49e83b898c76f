import { type ReactNode } from 'react'
import { ErrorList, type Errors, errorList } from './parts'

export interface RadioOption {
  value: string
  label: ReactNode
  disabled?: boolean
}

/**
 * One choice among several posting under one name: a fieldset whose legend names them, each
 * radio inside its label, errors beneath and tied to the fieldset. `value` with `onChange` keeps
 * it controlled; `defaultValue` leaves it to the browser (and to forms without JavaScript).
 */
export function RadioGroupField({
  name,
  legend,
  options,
  errors,
  value,
  defaultValue,
  onChange,
  required,
  inline = false,
}: {
  name: string
  legend: ReactNode
  options: readonly RadioOption[]
  errors?: Errors
  value?: string
  defaultValue?: string
  onChange?: (value: string) => void
  required?: boolean
  /** Side by side (a short pair) rather than one under another. */
  inline?: boolean
}) {
  const errorId = `${name}-error`
  const invalid = errorList(errors).length > 0
  return (
    <fieldset aria-describedby={invalid ? errorId : undefined}>
      <legend className="block text-sm font-medium text-slate-800">{legend}</legend>
      <div className={inline ? 'mt-1 flex flex-wrap gap-4' : 'mt-1 space-y-1'}>
        {options.map((option, i) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              value={option.value}
              required={required}
              disabled={option.disabled}
              checked={value === undefined ? undefined : value === option.value}
              defaultChecked={
                defaultValue === undefined ? undefined : defaultValue === option.value
              }
              onChange={onChange ? () => onChange(option.value) : undefined}
              // One invalid mark for the group, on its first radio, as screen readers expect.
              aria-invalid={i === 0 && invalid ? true : undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  )
}
