import { Form, Link } from '@remix-run/react'
import { type ScheduleTab } from '~/lib/dashboard/tab-data'
import { Field } from '~/components/forms'
import { secondaryButtonClass } from './shared'

/** The schedule's own address with one more parameter (the view and day stay). */
function scheduleHref(data: ScheduleTab, extra: Record<string, string>) {
  const params = new URLSearchParams({
    tab: 'schedule',
    view: data.view,
    date: data.date,
    ...extra,
  })
  return `?${params.toString()}#new-appointment`
}

/**
 * Finds one of the business's customers by the start of their name or email (a GET, so it works
 * without JavaScript); choosing one opens New Appointment filled with their latest details.
 */
export function CustomerPicker({ data }: { data: ScheduleTab }) {
  const { customer, search, matches } = data.newAppointment
  if (customer) {
    return (
      <p className="mb-3 rounded-md bg-slate-50 p-2 text-sm text-slate-800">
        {`Filled in with ${customer.name}’s latest details. `}
        <Link
          className="mt-1 inline-block underline"
          preventScrollReset
          to={scheduleHref(data, {})}
        >
          New customer instead
        </Link>
      </p>
    )
  }
  return (
    <div className="mb-3">
      <Form method="get" preventScrollReset className="flex items-end gap-2">
        <input type="hidden" name="tab" value="schedule" />
        <input type="hidden" name="view" value={data.view} />
        <input type="hidden" name="date" value={data.date} />
        <Field
          className="flex-1"
          label="Existing customer (start of name or email)"
          inputProps={{
            id: 'appt-customer-search',
            name: 'customer_q',
            type: 'search',
            defaultValue: search,
            maxLength: 100,
          }}
        />
        <button type="submit" className={secondaryButtonClass}>
          Find
        </button>
      </Form>
      {matches === null ? null : matches.length === 0 ? (
        <p role="status" className="text-sm text-slate-700">
          {`No customer’s name or email starts with “${search}”.`}
        </p>
      ) : (
        <ul aria-label="Matching customers" className="space-y-1 text-sm">
          {matches.map((m) => (
            <li key={m.email}>
              <Link
                className="underline"
                preventScrollReset
                to={scheduleHref(data, { customer: m.email })}
              >
                {m.name} · {m.email}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
