import { Link, useParams } from '@remix-run/react'
import { clockLabel, dollars, plural } from '~/lib/dashboard/format'
import { type Appointment, type ScheduleTab } from '~/lib/dashboard/tab-data'
import { DAY_SLOTS, hh } from '~/lib/dashboard/windows'
import { formatPhone } from '~/lib/format'
import { OnMyWay } from './OnMyWay'
import { STATUS_STYLES } from './shared'
import { WeatherBadge } from '~/components/weather/WeatherBadge'

export function AppointmentCard({ a }: { a: Appointment }) {
  return (
    <div
      className={`rounded-md border-l-4 px-3 py-2 text-sm ${STATUS_STYLES[a.status] ?? ''}`}
      data-status={a.status}
    >
      <p className="font-semibold">
        {clockLabel(Math.floor(a.startMinute / 60), a.startMinute % 60)} · {a.customerName}
      </p>
      <p>{a.service}</p>
      <p>
        {a.durationMinutes} minutes · {formatPhone(a.customerPhone)} · {dollars(a.estimateCents)}
      </p>
      <p className="capitalize">
        {a.status}
        {a.tentative ? ' (requested window, not yet confirmed)' : ''}
      </p>
      {a.weather ? <WeatherBadge headline={a.weather} /> : null}
    </div>
  )
}

/** The day: 12 hourly slots 08:00–19:00, each 'Available' or what fills it (spec §2). */
export function DayGrid({ data }: { data: ScheduleTab }) {
  const { slug } = useParams()
  const live = data.appointments.filter((a) => a.status !== 'cancelled' && a.status !== 'declined')
  const early = data.appointments.filter((a) => a.startMinute < 8 * 60 || a.startMinute >= 20 * 60)
  return (
    <>
      <ol
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        aria-label="Day schedule"
      >
        {DAY_SLOTS.map((hour) => {
          const from = hour * 60
          const to = from + 60
          const starting = data.appointments.filter(
            (a) => a.startMinute >= from && a.startMinute < to,
          )
          const continuing = live.filter(
            (a) => a.startMinute < from && a.startMinute + a.durationMinutes > from,
          )
          const blocks = data.blocks.filter((b) => b.startMinute < to && b.endMinute > from)
          const empty = starting.length === 0 && continuing.length === 0 && blocks.length === 0
          return (
            <li key={hour} className="flex gap-3 p-2" data-slot={hh(hour)}>
              <span className="w-14 shrink-0 pt-2 text-sm font-medium text-slate-600">
                {hh(hour)}
              </span>
              <div className="flex-1 space-y-1">
                {empty ? <p className="py-2 text-sm text-slate-500">Available</p> : null}
                {starting.map((a) => (
                  <div key={a.id}>
                    <AppointmentCard a={a} />
                    {data.date === data.today && a.status === 'confirmed' ? (
                      <OnMyWay a={a} />
                    ) : null}
                    {a.status === 'confirmed' || a.status === 'completed' ? (
                      <Link
                        to={`/${slug ?? ''}/dashboard/jobs/${a.id}`}
                        className="mt-1 inline-block text-sm font-medium text-brand-700 underline"
                        aria-label={`Open job for ${a.customerName}`}
                      >
                        Open job
                      </Link>
                    ) : null}
                  </div>
                ))}
                {continuing.map((a) => (
                  <p key={a.id} className="py-1 text-sm text-slate-600">
                    Booked: {a.customerName} (continued)
                  </p>
                ))}
                {blocks.map((b) => (
                  <p key={b.id} className="rounded bg-slate-200 px-2 py-1 text-sm text-slate-700">
                    Blocked{b.reason ? `: ${b.reason}` : ''}
                  </p>
                ))}
              </div>
            </li>
          )
        })}
      </ol>
      {early.length > 0 ? (
        <section className="mt-4" aria-label="Outside the day grid">
          <h4 className="text-sm font-semibold">
            Outside 08:00–20:00 ({plural(early.length, 'appointment')})
          </h4>
          {early.map((a) => (
            <AppointmentCard key={a.id} a={a} />
          ))}
        </section>
      ) : null}
    </>
  )
}
