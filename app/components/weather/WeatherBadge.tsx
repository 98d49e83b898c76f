/**
 * The forecast trips a weather rule at a job's time (issue 41): "Rain likely (80 %)". Read from
 * the cron's verdicts; a page never asks the weather service.
 */
export function WeatherBadge({ headline, kept = false }: { headline: string; kept?: boolean }) {
  return (
    <span
      data-testid="weather-badge"
      className="inline-block rounded-full border border-sky-500 bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900"
    >
      <span aria-hidden="true">☂ </span>
      {`Weather: ${headline}${kept ? ' · kept' : ''}`}
    </span>
  )
}
