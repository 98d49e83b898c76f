import { Link } from '@remix-run/react'
import { clockLabel, shortDate } from '~/lib/dashboard/format'
import { type ScheduleTab } from '~/lib/dashboard/tab-data'
import { WeatherBadge } from '~/components/weather/WeatherBadge'
import { MonthCalendar } from './MonthCalendar'
import { STATUS_STYLES } from './shared'

/** A date's appointments and blocked times, one line each. */
export function DayItems({ data, date }: { data: ScheduleTab; date: string }) {
  const items = data.appointments.filter((a) => a.date === date)
  const blocked = data.blocks.filter((b) => b.date === date)
  return (
    <ul className="mt-1 space-y-1">
      {items.map((a) => (
        <li key={a.id} className={`rounded border-l-4 px-1 ${STATUS_STYLES[a.status] ?? ''}`}>
          {clockLabel(Math.floor(a.startMinute / 60), a.startMinute % 60)} {a.customerName} ·{' '}
          {a.durationMinutes} min · {a.status}
          {a.weather ? (
            <span className="block">
              <WeatherBadge headline={a.weather} />
            </span>
          ) : null}
        </li>
      ))}
      {blocked.length > 0 ? <li className="text-slate-600">{blocked.length} blocked</li> : null}
    </ul>
  )
}

/** Week: each date with its appointments in one line each (the month is a table of weeks). */
export function CalendarView({ data }: { data: ScheduleTab }) {
  if (data.view === 'month') return <MonthCalendar data={data} />
  return (
    <ol className="grid gap-2 sm:grid-cols-7" aria-label={`${data.view} schedule`}>
      {data.dates.map((date) => (
        <li
          key={date}
          className={`min-h-24 rounded-md border p-2 text-xs ${date === data.today ? 'border-brand-600' : 'border-slate-200'} bg-white`}
        >
          <Link to={`?tab=schedule&view=day&date=${date}`} className="font-semibold underline">
            {shortDate(date)}
          </Link>
          <DayItems data={data} date={date} />
        </li>
      ))}
    </ol>
  )
}
