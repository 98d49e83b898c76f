import { type ScheduleTab } from '~/lib/dashboard/tab-data'
import { US_STATES } from '~/lib/us-states'
import { ActionForm, buttonClass, Field, inputClass, useActionResult } from './shared'

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
  const control = (name: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    className: inputClass,
  })
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
        <Field id="appt-package" label="Package" error={errors.package}>
          {(d) => (
            <select id="appt-package" name="package" aria-describedby={d} {...control('package')}>
              {data.packages.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {TEXT_FIELDS.map(([name, label, type, autoComplete]) => (
          <Field key={name} id={`appt-${name}`} label={label} error={errors[name]}>
            {(d) => (
              <input
                id={`appt-${name}`}
                name={name}
                type={type}
                autoComplete={autoComplete}
                aria-describedby={d}
                {...control(name)}
              />
            )}
          </Field>
        ))}
        <Field id="appt-state" label="State" error={errors.state}>
          {(d) => (
            <select id="appt-state" name="state" aria-describedby={d} {...control('state')}>
              {Object.entries(US_STATES).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="appt-date" label="Date" error={errors.preferred_date}>
          {(d) => (
            <input
              id="appt-date"
              name="preferred_date"
              type="date"
              defaultValue={data.date}
              aria-describedby={d}
              {...control('preferred_date')}
            />
          )}
        </Field>
        <Field id="appt-time" label="Start time" error={errors.time}>
          {(d) => (
            <input
              id="appt-time"
              name="time"
              type="time"
              step={900}
              defaultValue="09:00"
              aria-describedby={d}
              {...control('time')}
            />
          )}
        </Field>
        <Field id="appt-notes" label="Notes (optional)" error={errors.notes}>
          {(d) => (
            <textarea
              id="appt-notes"
              name="notes"
              rows={2}
              aria-describedby={d}
              {...control('notes')}
            />
          )}
        </Field>
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
