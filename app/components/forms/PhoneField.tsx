import { type InputHTMLAttributes } from 'react'
import {
  formatPhone,
  isCompletePhone,
  PHONE_INCOMPLETE,
  PHONE_VALID,
} from '~/lib/application-rules'
import { inputClass, labelClass, RequiredMark } from './parts'

type PhoneInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  id: string
}

/**
 * A phone number formatted as (555) 123-4567 while it is typed, with the §5 live verdict under
 * it (green once complete); a server error takes the verdict's place.
 */
export function PhoneField({
  label = 'Phone',
  value,
  onValue,
  errors,
  requiredMark,
  inputProps,
}: {
  label?: string
  value: string
  onValue: (value: string) => void
  errors?: string
  requiredMark?: boolean
  inputProps: PhoneInputProps
}) {
  const { id } = inputProps
  const complete = isCompletePhone(value)
  const verdict = errors ?? (value === '' ? null : complete ? PHONE_VALID : PHONE_INCOMPLETE)
  const invalid = Boolean(errors) || (value !== '' && !complete)
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        <RequiredMark required={requiredMark} />
      </label>
      <input
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={20}
        placeholder="(555) 123-4567"
        {...inputProps}
        value={value}
        onChange={(e) => onValue(formatPhone(e.target.value))}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={verdict ? `${id}-status` : undefined}
        className={inputClass}
      />
      {verdict ? (
        <p
          id={`${id}-status`}
          className={`mt-1 text-sm ${invalid ? 'text-red-700' : 'text-green-700'}`}
        >
          {verdict}
        </p>
      ) : null}
    </div>
  )
}
