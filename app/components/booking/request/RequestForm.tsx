import { Form, useNavigation } from '@remix-run/react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import {
  type DetailField,
  type DetailValues,
  TIME_WINDOWS,
  TIME_WINDOW_IDS,
} from '~/lib/booking/request-fields'
import { type PackageView } from '~/lib/booking/views'
import {
  Field,
  PhoneField,
  RadioGroupField,
  SelectField,
  STATE_CODES,
  SubmitButton,
  TextareaField,
} from '~/components/forms'
import { formatPhone } from '~/lib/application-rules'

interface Props {
  pkg: PackageView
  /** The add-on tier ids, as the form posts them ('7,8'). */
  addons: string
  values: DetailValues | null
  errors: Record<string, string>
  token: string
  earliest: string
  latest: string
  areas: { city: string; state: string }[]
  blocked: Record<string, string[]>
  businessName: string | null
  /** The live "Choose a time" section, when the detailer has working hours. */
  timeChoice?: ReactNode
}

/** Step 1: who, where and when. Posts (with or without JavaScript) for a priced review. */
export function RequestForm({
  pkg,
  addons,
  values,
  errors,
  token,
  earliest,
  latest,
  areas,
  blocked,
  businessName,
  timeChoice,
}: Props) {
  const busy = useNavigation().state === 'submitting'
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errors])
  const value = (field: DetailField) => values?.[field] ?? ''
  // Windows blocked on the chosen date are not offered (the server refuses them as well).
  const [date, setDate] = useState(value('preferred_date'))
  const unavailable = blocked[date] ?? []
  // Formatted as typed, like the application's phone; the server keeps its 10 digits.
  const [phone, setPhone] = useState(() => formatPhone(value('phone')))
  const text = (
    field: DetailField,
    label: string,
    props: JSX.IntrinsicElements['input'] = {},
    className = '',
  ) => (
    <Field
      label={label}
      errors={errors[field]}
      className={className}
      inputProps={{ id: field, name: field, defaultValue: value(field), required: true, ...props }}
    />
  )
  return (
    <Form ref={formRef} method="post" className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="vehicle" value={pkg.vehicle} />
      <input type="hidden" name="service" value={pkg.serviceId} />
      <input type="hidden" name="tier" value={pkg.tierId} />
      <input type="hidden" name="addons" value={addons} />
      <input type="hidden" name="idempotency_key" value={token} />
      {errors.form ? (
        <p
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2"
        >
          {errors.form}
        </p>
      ) : null}
      {text('name', 'Full name', { autoComplete: 'name', maxLength: 100 })}
      <PhoneField
        value={phone}
        onValue={setPhone}
        errors={errors.phone}
        inputProps={{ id: 'phone', name: 'phone', required: true }}
      />
      {text(
        'email',
        'Email',
        { type: 'email', autoComplete: 'email', maxLength: 254 },
        'sm:col-span-2',
      )}
      {text(
        'street',
        'Street address',
        { autoComplete: 'address-line1', maxLength: 200 },
        'sm:col-span-2',
      )}
      {text('city', 'City', {
        autoComplete: 'address-level2',
        maxLength: 100,
        list: areas.length > 0 ? 'service-cities' : undefined,
      })}
      <div className="grid grid-cols-2 gap-4">
        <SelectField
          label="State"
          errors={errors.state}
          selectProps={{
            id: 'state',
            name: 'state',
            required: true,
            defaultValue: value('state') || areas[0]?.state || '',
          }}
          options={STATE_CODES}
          placeholder="Choose…"
        />
        {text('zip', 'ZIP code', {
          autoComplete: 'postal-code',
          inputMode: 'numeric',
          maxLength: 10,
          pattern: '\\d{5}(-\\d{4})?',
        })}
      </div>
      {areas.length > 0 ? (
        <>
          <datalist id="service-cities">
            {areas.map((a) => (
              <option key={`${a.city}-${a.state}`} value={a.city} />
            ))}
          </datalist>
          <p className="text-sm text-slate-600 sm:col-span-2">
            {businessName} serves {areas.map((a) => `${a.city}, ${a.state}`).join(' · ')}
          </p>
        </>
      ) : null}
      {timeChoice}
      {text('preferred_date', 'Preferred date', {
        // With live times on offer the date and window are the fallback (the server requires
        // either a time or both of them).
        required: !timeChoice,
        type: 'date',
        min: earliest,
        max: latest,
        onChange: (e) => setDate(e.currentTarget.value),
      })}
      <RadioGroupField
        name="time_window"
        legend="Time window"
        required={!timeChoice}
        errors={errors.time_window}
        defaultValue={value('time_window')}
        options={TIME_WINDOW_IDS.map((id) => ({
          value: id,
          label: unavailable.includes(id)
            ? `${TIME_WINDOWS[id]} (not available on this date)`
            : TIME_WINDOWS[id],
          disabled: unavailable.includes(id),
        }))}
      />
      <TextareaField
        label="Notes (optional)"
        errors={errors.notes}
        className="sm:col-span-2"
        hint="Gate codes, parking, water access, anything we should know."
        textareaProps={{
          id: 'notes',
          name: 'notes',
          rows: 3,
          maxLength: 1000,
          defaultValue: value('notes'),
        }}
      />
      <div className="sm:col-span-2">
        <SubmitButton
          name="intent"
          value="review"
          busy={busy}
          busyLabel="Checking…"
          className="w-full rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 sm:w-auto"
        >
          Review Estimate
        </SubmitButton>
        <p className="mt-2 text-sm text-slate-600">
          You&apos;ll see your estimate before anything is sent. No payment is taken now.
        </p>
      </div>
    </Form>
  )
}
