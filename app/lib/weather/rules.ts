import { z } from 'zod'

// The detailer's weather rules and the verdict on a job's hours (issue 41). Pure: the cron,
// the move page's free times and the tests share it.

export interface WeatherRules {
  /** Rain counts when the chance of precipitation is above this (%). */
  rainPercent: number
  /** Colder than this (°F) is too cold (coatings need warmth). */
  coldF: number
  /** Wind above this (mph) is too much (boats and RVs). */
  windMph: number
  /** Works under cover: rain does not count. */
  underCover: boolean
}

export const DEFAULT_WEATHER_RULES: WeatherRules = {
  rainPercent: 60,
  coldF: 50,
  windMph: 25,
  underCover: false,
}

/** One hour of a forecast, from whichever provider (UTC start of the hour). */
export interface ForecastHour {
  startAt: string
  /** Chance of precipitation, %; null when the service gave none (counts as no rain). */
  precipitation: number | null
  temperatureF: number
  windMph: number
}

export type WeatherRisk = 'rain' | 'cold' | 'wind'

export interface WeatherVerdict {
  risk: WeatherRisk
  /** What the badge says: "Rain likely (80 %)". */
  headline: string
}

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ invalid_type_error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`)

/** The Weather form (Working hours → Weather); a checkbox is "on" or absent. */
export const weatherRulesSchema = z.object({
  rain_percent: whole('Chance of rain', 0, 100),
  cold_f: whole('Temperature', -40, 100),
  wind_mph: whole('Wind', 0, 100),
  under_cover: z
    .literal('on')
    .optional()
    .transform((v) => v === 'on'),
})

/** The hours of a forecast that share a minute with [startAt, endAt). */
export function hoursOf(hours: ForecastHour[], startAt: string, endAt: string): ForecastHour[] {
  const start = Date.parse(startAt)
  const end = Date.parse(endAt)
  return hours.filter((h) => {
    const t = Date.parse(h.startAt)
    return t < end && t + 3_600_000 > start
  })
}

/**
 * Whether a job's hours trip a rule: rain first (the usual reason), then cold, then wind. No
 * forecast for its hours (too far ahead, or the service failed) trips nothing.
 */
export function judge(hours: ForecastHour[], rules: WeatherRules): WeatherVerdict | null {
  if (hours.length === 0) return null
  const rain = Math.max(...hours.map((h) => h.precipitation ?? 0))
  const cold = Math.min(...hours.map((h) => h.temperatureF))
  const wind = Math.max(...hours.map((h) => h.windMph))
  if (!rules.underCover && rain > rules.rainPercent)
    return { risk: 'rain', headline: `Rain likely (${rain} %)` }
  if (cold < rules.coldF) return { risk: 'cold', headline: `Too cold (${cold} °F)` }
  if (wind > rules.windMph) return { risk: 'wind', headline: `Too windy (${wind} mph)` }
  return null
}

/** The message's first line: "Rain is likely on Tue 9:00 AM — keep or move?" */
export function question(risk: WeatherRisk, when: string): string {
  const what =
    risk === 'rain'
      ? 'Rain is likely'
      : risk === 'cold'
        ? 'It will be too cold'
        : 'Strong wind is likely'
  return `${what} on ${when} — keep or move?`
}
