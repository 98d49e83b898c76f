import { Link } from '@remix-run/react'
import { shortDate } from '~/lib/dashboard/format'
import { type ScheduleTab } from '~/lib/dashboard/tab-data'
import { weekdayIndex } from '~/lib/dashboard/time'
import { WeatherBadge } from '~/components/weather/WeatherBadge'
import { DayItems } from './CalendarView'

// Weeks start on Monday, as the week view's do (startOfWeek).
const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const

/** The month's dates in rows of seven, with empty cells before the 1st and after the last. */
function weeksOf(dates: readonly string[]): (string | null)[][] {
  const lead = dates[0] ? weekdayIndex(dates[0]) : 0
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...dates]
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: (string | null)[][] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return weeks
}

/**
 * The month as a table whose columns are the weekdays (issue 40: a grid of dates said nothing
 * about which day each was). On a phone a cell shows its date and how many appointments it has;
 * the day view, one tap away, has their lines.
 */
export function MonthCalendar({ data }: { data: ScheduleTab }) {
  return (
    <table className="w-full table-fixed border-separate border-spacing-1 text-xs">
      <caption className="sr-only">month schedule</caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col" className="py-1 font-semibold text-slate-700">
              <abbr title={long} className="no-underline">
                {short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(data.dates).map((week) => (
          <tr key={week.find(Boolean) ?? ''}>
            {week.map((date, i) =>
              date ? (
                <td
                  key={date}
                  className={`h-16 rounded-md border p-1 align-top sm:h-24 ${date === data.today ? 'border-brand-600' : 'border-slate-200'} bg-white`}
                >
                  <Link
                    to={`?tab=schedule&view=day&date=${date}`}
                    aria-label={shortDate(date)}
                    className="font-semibold underline"
                  >
                    {Number(date.slice(8))}
                  </Link>
                  <div className="hidden sm:block">
                    <DayItems data={data} date={date} />
                  </div>
                  <Count data={data} date={date} />
                </td>
              ) : (
                <td key={`empty-${i}`} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** A phone's cell: how many appointments, and the umbrella when the weather puts one at risk. */
function Count({ data, date }: { data: ScheduleTab; date: string }) {
  const items = data.appointments.filter((a) => a.date === date)
  if (items.length === 0) return null
  const n = items.length
  return (
    <p className="mt-1 text-slate-700 sm:hidden">
      {n} <span className="sr-only">{n === 1 ? 'appointment' : 'appointments'}</span>
      {items.map((a) =>
        a.weather ? <WeatherBadge key={a.id} headline={a.weather} compact /> : null,
      )}
    </p>
  )
}
