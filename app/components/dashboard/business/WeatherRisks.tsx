import { Link } from '@remix-run/react'
import { dateTimeIn } from '~/lib/dashboard/format'
import { type OverviewTab as Data } from '~/lib/dashboard/tab-data'
import { wallClock } from '~/lib/dashboard/time'
import { WeatherBadge } from '~/components/weather/WeatherBadge'

/** Overview: the coming week's jobs whose forecast trips a weather rule (issue 41). */
export function WeatherRisks({ risks, zone }: { risks: Data['weatherRisks']; zone: string }) {
  return (
    <section
      aria-labelledby="weather-risks"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="weather-risks" className="mb-2 text-lg font-semibold">
        Weather this week
      </h3>
      {risks.length === 0 ? (
        <p className="text-sm text-slate-600">
          No job at risk: the forecasts checked 72 and 24 hours ahead trip none of your weather
          rules.
        </p>
      ) : (
        <ul className="space-y-2 text-sm" data-testid="weather-risks">
          {risks.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-2">
              <Link
                className="font-semibold underline"
                to={`?tab=schedule&date=${wallClock(r.startAt, zone).date}`}
              >
                {dateTimeIn(r.startAt, zone)}
              </Link>
              <span>{`${r.customerName} (${r.reference})`}</span>
              <WeatherBadge headline={r.headline} kept={r.kept} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
