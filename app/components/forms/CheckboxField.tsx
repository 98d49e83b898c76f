import { type InputHTMLAttributes, type ReactNode } from 'react'
import { controlAria, type Errors, ErrorList } from './parts'

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string }

/**
 * One checkbox with its label beside it and its errors beneath. `label` is the label's text;
 * `after` is read after it, outside the label (say, links to the documents it accepts).
 */
export function CheckboxField({
  label,
  after,
  errors,
  className,
  inputProps,
}: {
  label: ReactNode
  after?: ReactNode
  errors?: Errors
  className?: string
  inputProps: CheckboxProps
}) {
  const { id } = inputProps
  const labelled = <label htmlFor={id}>{label}</label>
  return (
    <div className={className}>
      <div className="flex items-start gap-2 text-sm">
        <input
          {...inputProps}
          {...controlAria(id, null, errors)}
          type="checkbox"
          className={inputProps.className ?? 'mt-0.5 h-4 w-4 shrink-0 rounded border-slate-400'}
        />
        {after ? (
          <span>
            {labelled}
            {after}
          </span>
        ) : (
          labelled
        )}
      </div>
      <ErrorList id={`${id}-error`} errors={errors} className="ml-6 mt-1 text-sm text-red-700" />
    </div>
  )
}

/**
 * Several checkboxes posting under one name, in a fieldset whose legend names them; `checked`
 * with `onToggle` keeps them controlled, `defaultChecked` leaves them to the browser.
 */
export function CheckboxGroupField({
  name,
  legend,
  options,
  errors,
  className,
  legendClassName = 'text-sm font-medium text-slate-800',
  boxClassName,
  checked,
  defaultChecked,
  onToggle,
}: {
  name: string
  legend: ReactNode
  options: readonly string[]
  errors?: Errors
  className?: string
  legendClassName?: string
  boxClassName?: string
  checked?: readonly string[]
  defaultChecked?: readonly string[]
  onToggle?: (option: string, on: boolean) => void
}) {
  const errorId = `${name}-error`
  return (
    <fieldset
      className={className}
      aria-describedby={controlAria(name, null, errors)['aria-invalid'] ? errorId : undefined}
    >
      <legend className={legendClassName}>{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name={name}
              value={option}
              checked={checked ? checked.includes(option) : undefined}
              defaultChecked={defaultChecked ? defaultChecked.includes(option) : undefined}
              onChange={onToggle ? (e) => onToggle(option, e.target.checked) : undefined}
              className={boxClassName}
            />
            {option}
          </label>
        ))}
      </div>
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  )
}
