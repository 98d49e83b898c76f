import { type ScheduleTab } from '~/lib/dashboard/tab-data'
import {
  CheckboxField,
  Field,
  fieldsFrom,
  SelectField,
  STATE_NAMES,
  TextareaField,
} from '~/components/forms'
import { ActionForm, buttonClass, useActionResult } from './shared'

const TEXT_FIELDS = [
  ['name', 'Customer name', 'text', 'name'],
  ['phone', 'Phone', 'tel', 'tel'],
  ['email', 'Email', 'email', 'email'],
  ['street', 'Street address', 'text', 'street-address'],
  ['city', 'City', 'text', 'address-level2'],
  ['zip', 'ZIP code', 'text', 'postal-code'],
] as const

/** A booking taken by phone (or a past job): the public form's fields, a package and a time. */
export function NewAppointmentForm({ data }: { data: ScheduleTab }) {
  const result = useActionResult(['appointment-new'])
  const failed = result && !result.ok ? result : null
  const overlaps = failed?.overlaps ?? []
  const field = fieldsFrom(failed?.errors ?? {}, 'appt')
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
        <SelectField label="Package" meta={field('package')} options={data.packages} />
        {TEXT_FIELDS.map(([name, label, type, autoComplete]) => (
          <Field key={name} label={label} meta={field(name)} inputProps={{ type, autoComplete }} />
        ))}
        <SelectField label="State" meta={field('state')} options={STATE_NAMES} />
        <Field
          label="Date"
          meta={field('preferred_date', 'appt-date')}
          hint="A date and time in the past records a job already done: it is saved as completed and the customer gets no email."
          inputProps={{ type: 'date', defaultValue: data.date }}
        />
        <Field
          label="Start time"
          meta={field('time')}
          inputProps={{ type: 'time', step: 900, defaultValue: '09:00' }}
        />
        <TextareaField label="Notes (optional)" meta={field('notes')} textareaProps={{ rows: 2 }} />
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
            <CheckboxField
              label="Book both anyway"
              className="mt-1"
              inputProps={{ id: 'appointment-force', name: 'force', value: '1' }}
            />
          </div>
        ) : null}
        <button type="submit" className={buttonClass}>
          Save Appointment
        </button>
      </ActionForm>
    </section>
  )
}
