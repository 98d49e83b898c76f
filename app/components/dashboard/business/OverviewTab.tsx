import { Link } from '@remix-run/react'
import { dateTimeIn, dollars, plural, shortDate } from '~/lib/dashboard/format'
import { type OverviewTab as Data } from '~/lib/dashboard/tab-data'
import { wallClock } from '~/lib/dashboard/time'
import { SetupChecklist } from './SetupChecklist'
import { ActionNotice } from './shared'
import { WeatherRisks } from './WeatherRisks'

function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? 'Same as last week' : `Up from 0 last week`
  const pct = Math.round(((now - before) / before) * 100)
  if (pct === 0) return 'Same as last week'
  return `${pct > 0 ? '+' : ''}${pct}% vs last week (${before})`
}

function Stat({
  label,
  value,
  note,
  testId,
}: {
  label: string
  value: string
  note: string
  testId: string
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-3xl font-bold" data-testid={testId}>
        {value}
      </dd>
      <dd className="text-sm text-slate-600">{note}</dd>
    </div>
  )
}

/** The figures at the top, in order: [test id, label, value, note]. */
function stats(data: Data): [string, string, string, string][] {
  const { average, count } = data.rating
  return [
    [
      'stat-requests-week',
      'Requests this week',
      String(data.requestsThisWeek),
      change(data.requestsThisWeek, data.requestsLastWeek),
    ],
    [
      'stat-confirmed-month',
      'Confirmed this month',
      String(data.confirmedThisMonth),
      'Appointments confirmed or completed',
    ],
    [
      'stat-revenue-month',
      'Estimated revenue this month',
      dollars(data.revenueThisMonthCents),
      'An estimate: confirmed and completed work at its quoted price',
    ],
    [
      'stat-collected-month',
      'Collected this month',
      dollars(data.collectedThisMonthCents),
      'Card payments taken, less refunds: exact',
    ],
    [
      'stat-rating',
      'Average rating',
      // A sentence in the figure's large type wrapped the card; the dash keeps the row even.
      average === null ? '—' : average.toFixed(1),
      average === null ? 'No reviews yet' : plural(count, 'review'),
    ],
  ]
}

const ACTIONS = [
  ['New Appointment', '?tab=schedule#new-appointment'],
  ['Block Time', '?tab=schedule#block-time'],
  ['Add Service', '?tab=services'],
  ['View requests', '?tab=requests'],
] as const

export function OverviewTab({ data }: { data: Data }) {
  const zone = data.settings.timeZone
  const n = data.notifications
  const notes = [
    n.newBookings > 0 ? `${plural(n.newBookings, 'new booking request')}` : null,
    n.newQuotes > 0 ? `${plural(n.newQuotes, 'new quote request')}` : null,
    n.newReviews > 0 ? `${plural(n.newReviews, 'new review')}` : null,
  ].filter((x): x is string => x !== null)
  return (
    <div className="space-y-8">
      <h2 className="text-2xl font-bold">Overview</h2>
      <div>
        {/* Go live's answer (the checklist it came from is gone once the business is live). */}
        <ActionNotice />
        <SetupChecklist setup={data.setup} />
      </div>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {stats(data).map(([testId, label, value, note]) => (
          <Stat key={testId} label={label} value={value} note={note} testId={testId} />
        ))}
      </dl>
      <section aria-labelledby="quick-actions">
        <h3 id="quick-actions" className="mb-2 text-lg font-semibold">
          Quick actions
        </h3>
        <ul className="flex flex-wrap gap-2">
          {ACTIONS.map(([label, href]) => (
            <li key={label}>
              <Link
                to={href}
                className="inline-block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold hover:bg-slate-50"
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <WeatherRisks risks={data.weatherRisks} zone={zone} />
      <section
        aria-labelledby="notifications"
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <h3 id="notifications" className="mb-2 text-lg font-semibold">
          Notifications
        </h3>
        {notes.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing new since your last visit.</p>
        ) : (
          <ul className="list-disc pl-5 text-sm" data-testid="notifications">
            {notes.map((t) => (
              <li key={t}>{`${t}${n.since ? ` since ${dateTimeIn(n.since, zone)}` : ''}`}</li>
            ))}
          </ul>
        )}
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="upcoming">
          <h3 id="upcoming" className="mb-2 text-lg font-semibold">
            Upcoming appointments
          </h3>
          {data.upcoming.length === 0 ? (
            <p className="text-sm text-slate-600">No confirmed appointments ahead.</p>
          ) : (
            <ul className="space-y-2" data-testid="upcoming">
              {data.upcoming.map((a) => (
                <li
                  key={a.id}
                  className="rounded-md border-l-4 border-green-500 bg-green-50 px-3 py-2 text-sm"
                >
                  <Link
                    className="font-semibold underline"
                    to={`?tab=schedule&date=${wallClock(a.startAt, zone).date}`}
                  >
                    {dateTimeIn(a.startAt, zone)}
                  </Link>{' '}
                  · {a.customerName} · {a.service} · {a.durationMinutes} minutes
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="recent-reviews">
          <h3 id="recent-reviews" className="mb-2 text-lg font-semibold">
            Recent reviews
          </h3>
          {data.reviews.length === 0 ? (
            <p className="text-sm text-slate-600">No reviews yet.</p>
          ) : (
            <ul className="space-y-2">
              {data.reviews.map((r) => (
                <li
                  key={r.id}
                  className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm"
                >
                  <p className="font-semibold">
                    <span aria-label={`${r.rating} out of 5 stars`}>{'★'.repeat(r.rating)}</span>{' '}
                    {r.reviewerName} · {shortDate(r.publishedAt.slice(0, 10))}
                  </p>
                  {r.title ? <p className="font-medium">{r.title}</p> : null}
                  <p className="line-clamp-2 text-slate-700">{r.content}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  )
}
