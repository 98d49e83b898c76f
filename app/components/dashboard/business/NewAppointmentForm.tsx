import { type ScheduleTab } from '~/lib/dashboard/tab-data'
import { US_STATES } from '~/lib/us-states'
import { Field, SelectField, TextareaField } from '~/components/forms'
import { ActionForm, buttonClass, useActionResult } from './shared'

const TEXT_FIELDS = [
  ['name', 'Customer name', 'text', 'name'],
  ['phone', 'Phone', 'tel', 'tel'],
  ['email', 'Email', 'email', 'email'],
  ['street', 'Street address', 'text', 'street-address'],
  ['city', 'City', 'text', 'address-level2'],
  ['zip', 'ZIP code', 'text', 'postal-code'],
] as const

/** A booking taken by phone: the public form's fields, a package and a start time. */
export function NewAppointmentForm({ data }: { data: ScheduleTab }) {
  const result = useActionResult(['appointment-new'])
  const failed = result && !result.ok ? result : null
  const errors = failed?.errors ?? {}
  const overlaps = failed?.overlaps ?? []
  return (
    <section
      id="new-appointment"
      aria-labelledby="new-appointment-title"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="new-appointment-title" className="mb-2 font-semibold">
        New Appointment
      </h3>
      <ActionForm intent="appointment-new" label="New Appointment" className="space-y-2">
        <SelectField
          label="Package"
          errors={errors.package}
          selectProps={{ id: 'appt-package', name: 'package' }}
        >
          {data.packages.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </SelectField>
        {TEXT_FIELDS.map(([name, label, type, autoComplete]) => (
          <Field
            key={name}
            label={label}
            errors={errors[name]}
            inputProps={{ id: `appt-${name}`, name, type, autoComplete }}
          />
        ))}
        <SelectField
          label="State"
          errors={errors.state}
          selectProps={{ id: 'appt-state', name: 'state' }}
        >
          {Object.entries(US_STATES).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
        <Field
          label="Date"
          errors={errors.preferred_date}
          inputProps={{
            id: 'appt-date',
            name: 'preferred_date',
            type: 'date',
            defaultValue: data.date,
          }}
        />
        <Field
          label="Start time"
          errors={errors.time}
          inputProps={{
            id: 'appt-time',
            name: 'time',
            type: 'time',
            step: 900,
            defaultValue: '09:00',
          }}
        />
        <TextareaField
          label="Notes (optional)"
          errors={errors.notes}
          textareaProps={{ id: 'appt-notes', name: 'notes', rows: 2 }}
        />
        {overlaps.length > 0 ? (
          <div
            role="alert"
            className="rounded-md border border-yellow-400 bg-yellow-50 p-2 text-sm text-yellow-900"
          >
            <p>{failed?.message}</p>
            <ul className="list-disc pl-5">
              {overlaps.map((o) => (
                <li key={o.reference}>
                  {o.customer}, {o.when}
                </li>
              ))}
            </ul>
            <label className="mt-1 flex items-center gap-2">
              <input type="checkbox" name="force" value="1" /> Book both anyway
            </label>
          </div>
        ) : null}
        <button type="submit" className={buttonClass}>
          Save Appointment
        </button>
      </ActionForm>
    </section>
  )
}
