import { type ScheduleTab } from '~/lib/dashboard/tab-data'
import {
  CheckboxField,
  Field,
  fieldsFrom,
  SelectField,
  STATE_NAMES,
  TextareaField,
} from '~/components/forms'
import { CustomerPicker } from './CustomerPicker'
import { ActionForm, buttonClass, useActionFailure } from './shared'
import { Panel } from './Panel'

const TEXT_FIELDS = [
  ['name', 'Customer name', 'text', 'name'],
  ['phone', 'Phone', 'tel', 'tel'],
  ['email', 'Email', 'email', 'email'],
  ['street', 'Street address', 'text', 'street-address'],
  ['city', 'City', 'text', 'address-level2'],
  ['zip', 'ZIP code', 'text', 'postal-code'],
] as const

/**
 * A booking taken by phone (or a past job): the public form's fields, a package with its add-ons
 * and a time, starting from a customer picked above or the business's own city and state.
 */
export function NewAppointmentForm({ data }: { data: ScheduleTab }) {
  const { newAppointment: form } = data
  const known = form.customer
  const start = {
    name: known?.name ?? '',
    phone: known?.phone ?? '',
    email: known?.email ?? '',
    street: known?.street ?? '',
    city: known?.city || form.defaultCity,
    zip: known?.zip ?? '',
  }
  const failed = useActionFailure('appointment-new')
  const overlaps = failed?.overlaps ?? []
  const field = fieldsFrom(failed?.errors ?? {}, 'appt')
  return (
    <Panel id="new-appointment" titleId="new-appointment-title" title="New Appointment">
      <CustomerPicker data={data} />
      <ActionForm
        // A newly picked customer starts the form afresh with their details.
        key={known?.email ?? 'new'}
        intent="appointment-new"
        label="New Appointment"
        className="space-y-2"
      >
        <SelectField label="Package" meta={field('package')} options={form.packages} />
        {form.addons.length > 0 ? (
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Add-ons (optional)</legend>
            {form.addons.map((addon) => (
              <CheckboxField
                key={addon.value}
                className="mt-1"
                label={addon.label}
                inputProps={{ id: `appt-addon-${addon.value}`, name: 'addons', value: addon.value }}
              />
            ))}
            {failed?.errors.addons ? (
              <p className="mt-1 text-sm text-red-700">{failed.errors.addons}</p>
            ) : null}
          </fieldset>
        ) : null}
        {TEXT_FIELDS.map(([name, label, type, autoComplete]) => (
          <Field
            key={name}
            label={label}
            meta={field(name)}
            inputProps={{ type, autoComplete, defaultValue: start[name] }}
          />
        ))}
        <SelectField
          label="State"
          meta={field('state')}
          options={STATE_NAMES}
          selectProps={{ defaultValue: known?.state || form.defaultState }}
        />
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
    </Panel>
  )
}
