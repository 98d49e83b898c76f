import { inputClass } from '~/components/booking/request/Field'
import { RequiredMark } from './ApplyField'
import { useAutoFocus } from './first-error'
import {
  formatPhone,
  isCompletePhone,
  PHONE_INCOMPLETE,
  PHONE_VALID,
} from '~/lib/application-rules'

interface Props {
  value: string
  error?: string
  onValue: (value: string) => void
}

/** Phone, auto-formatted as (555) 123-4567 as it is typed, with the §5 live verdict. */
export function PhoneField({ value, error, onValue }: Props) {
  const autoFocus = useAutoFocus('phone')
  const complete = isCompletePhone(value)
  const verdict = error ?? (value === '' ? null : complete ? PHONE_VALID : PHONE_INCOMPLETE)
  const invalid = Boolean(error) || (value !== '' && !complete)
  return (
    <div>
      <label htmlFor="phone" className="block text-sm font-medium text-slate-800">
        Phone
        <RequiredMark required />
      </label>
      <input
        id="phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only after a refused submit: focus goes to its first error
        autoFocus={autoFocus}
        maxLength={20}
        placeholder="(555) 123-4567"
        value={value}
        onChange={(e) => onValue(formatPhone(e.target.value))}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={verdict ? 'phone-status' : undefined}
        className={inputClass}
      />
      {verdict ? (
        <p
          id="phone-status"
          className={`mt-1 text-sm ${invalid ? 'text-red-700' : 'text-green-700'}`}
        >
          {verdict}
        </p>
      ) : null}
    </div>
  )
}
