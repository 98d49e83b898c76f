import { Form, Link } from '@remix-run/react'
import { shortDate } from '~/lib/dashboard/format'
import { type ScheduleTab as Data } from '~/lib/dashboard/tab-data'
import { addDays, addMonths } from '~/lib/dashboard/time'
import { BlockTimeForm } from './BlockTimeForm'
import { CalendarView } from './CalendarView'
import { DayGrid } from './DayGrid'
import { NewAppointmentForm } from './NewAppointmentForm'
import { SettingsForm } from './SettingsForm'
import { TodaySummary } from './TodaySummary'
import { WorkingHoursForm } from './WorkingHoursForm'
import { WeatherRulesForm } from './WeatherRulesForm'
import { Field } from '~/components/forms'
import { ActionNotice, buttonClass } from './shared'

const VIEWS = ['day', 'week', 'month'] as const

function step(view: Data['view'], date: string, direction: 1 | -1) {
  if (view === 'day') return addDays(date, direction)
  if (view === 'week') return addDays(date, 7 * direction)
  return addMonths(date, direction)
}

export function ScheduleTab({ data }: { data: Data }) {
  const href = (view: Data['view'], date: string) => `?tab=schedule&view=${view}&date=${date}`
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div>
        <h2 className="text-2xl font-bold">Schedule</h2>
        <ActionNotice />
        {data.saved ? (
          <p
            role="status"
            className="mb-4 rounded-md border border-green-400 bg-green-50 px-3 py-2 text-sm text-green-900"
          >
            {data.saved.past
              ? `Past job ${data.saved.reference} recorded as completed for ${data.saved.customerName}.`
              : `Appointment ${data.saved.reference} saved for ${data.saved.customerName}.`}
          </p>
        ) : null}
        <div className="my-4 flex flex-wrap items-end gap-3">
          <nav aria-label="Calendar view" className="flex rounded-md border border-slate-300">
            {VIEWS.map((v) => (
              <Link
                key={v}
                to={href(v, data.date)}
                aria-current={data.view === v ? 'page' : undefined}
                className="px-3 py-2 text-sm capitalize aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
              >
                {v}
              </Link>
            ))}
          </nav>
          <Form method="get" className="flex items-end gap-2">
            <input type="hidden" name="tab" value="schedule" />
            <input type="hidden" name="view" value={data.view} />
            <Field
              label="Date"
              inputProps={{
                id: 'schedule-date',
                type: 'date',
                name: 'date',
                defaultValue: data.date,
              }}
            />
            <button type="submit" className={buttonClass}>
              Show
            </button>
          </Form>
          <nav aria-label="Move through the calendar" className="flex gap-2 text-sm">
            <Link className="underline" to={href(data.view, step(data.view, data.date, -1))}>
              Previous
            </Link>
            <Link className="underline" to={href(data.view, data.today)}>
              Today
            </Link>
            <Link className="underline" to={href(data.view, step(data.view, data.date, 1))}>
              Next
            </Link>
          </nav>
        </div>
        <h3 className="mb-2 text-lg font-semibold">
          {data.view === 'day'
            ? shortDate(data.date)
            : `${shortDate(data.dates[0] ?? data.date)} – ${shortDate(data.dates.at(-1) ?? data.date)}`}
        </h3>
        {data.view === 'day' ? <DayGrid data={data} /> : <CalendarView data={data} />}
      </div>
      <aside className="space-y-6" aria-label="Schedule tools">
        <TodaySummary summary={data.summary} />
        <NewAppointmentForm data={data} />
        <BlockTimeForm data={data} />
        <WorkingHoursForm hours={data.hours} />
        <WeatherRulesForm rules={data.weatherRules} />
        <SettingsForm settings={data.settings} />
      </aside>
    </div>
  )
}
