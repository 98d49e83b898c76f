/**
 * The forecast trips a weather rule at a job's time (issue 41): "Rain likely (80 %)". Read from
 * the cron's verdicts; a page never asks the weather service. `compact` (a month cell on a
 * phone, too narrow for the words) shows the umbrella alone and keeps the words for screen
 * readers and as a tooltip.
 */
export function WeatherBadge({
  headline,
  kept = false,
  compact = false,
}: {
  headline: string
  kept?: boolean
  compact?: boolean
}) {
  const text = `Weather: ${headline}${kept ? ' · kept' : ''}`
  if (compact)
    return (
      <span
        data-testid="weather-badge"
        title={text}
        className="inline-block rounded-xl border border-sky-500 bg-sky-50 px-1 text-xs font-semibold text-sky-900"
      >
        <span aria-hidden="true">☂</span>
        <span className="sr-only">{text}</span>
      </span>
    )
  return (
    <span
      data-testid="weather-badge"
      className="inline-block rounded-xl border border-sky-500 bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900"
    >
      <span aria-hidden="true">☂ </span>
      {text}
    </span>
  )
}
