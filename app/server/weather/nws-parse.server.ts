import { z } from 'zod'
import { type ForecastHour } from '~/lib/weather/rules'

// The National Weather Service's answers (api.weather.gov, GeoJSON), read with zod: only the
// fields we use, anything else ignored, anything malformed an empty answer rather than a throw.

const pointsSchema = z.object({
  properties: z.object({
    gridId: z.string().min(1),
    gridX: z.number().int(),
    gridY: z.number().int(),
    forecastHourly: z.string().url(),
  }),
})

export interface GridPoint {
  /** "OKX/33,35": the cache key of the grid's forecast. */
  grid: string
  hourlyUrl: string
}

/** /points/{lat},{lon}: the forecast office's grid square and its hourly forecast URL. */
export function parsePoints(json: unknown): GridPoint | null {
  const parsed = pointsSchema.safeParse(json)
  if (!parsed.success) return null
  const p = parsed.data.properties
  // Only the service's own host: the URL comes from an answer, never from a user.
  if (!p.forecastHourly.startsWith('https://api.weather.gov/')) return null
  return { grid: `${p.gridId}/${p.gridX},${p.gridY}`, hourlyUrl: p.forecastHourly }
}

const periodSchema = z.object({
  startTime: z.string(),
  temperature: z.number(),
  temperatureUnit: z.string(),
  windSpeed: z.string(),
  probabilityOfPrecipitation: z.object({ value: z.number().nullable() }).nullable().optional(),
})

const hourlySchema = z.object({
  properties: z.object({ periods: z.array(z.unknown()) }),
})

/** "10 mph", "5 to 15 mph" (the upper figure counts), "" → null. */
export function windMph(text: string): number | null {
  const figures = [...text.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]))
  if (figures.length === 0) return null
  const top = Math.max(...figures)
  return /km\/h/i.test(text) ? Math.round(top / 1.609) : Math.round(top)
}

/**
 * /gridpoints/{office}/{x},{y}/forecast/hourly: one hour per period. startTime carries the
 * office's offset ("2026-03-08T03:00:00-07:00"); Date.parse turns it into the one instant, so a
 * daylight-saving night (an hour missing or repeated in local time) still gives one row per hour.
 * A period that does not parse is skipped, not the whole forecast.
 */
export function parseHourly(json: unknown): ForecastHour[] {
  const parsed = hourlySchema.safeParse(json)
  if (!parsed.success) return []
  const hours: ForecastHour[] = []
  for (const raw of parsed.data.properties.periods) {
    const period = periodSchema.safeParse(raw)
    if (!period.success) continue
    const p = period.data
    const at = Date.parse(p.startTime)
    const wind = windMph(p.windSpeed)
    if (Number.isNaN(at) || wind === null) continue
    const celsius = p.temperatureUnit.toUpperCase() === 'C'
    hours.push({
      startAt: new Date(at).toISOString(),
      precipitation: p.probabilityOfPrecipitation?.value ?? null,
      temperatureF: Math.round(celsius ? (p.temperature * 9) / 5 + 32 : p.temperature),
      windMph: wind,
    })
  }
  return hours
}
