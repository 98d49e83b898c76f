import { and, desc, eq, gt, lt } from 'drizzle-orm'
import { type ForecastHour } from '~/lib/weather/rules'
import { type Db, schema } from '../db.server'
import { type WeatherProvider } from './types.server'

const { weatherFake } = schema
const HOUR = 3_600_000

/** Every hour nobody set: fair, so that development and tests see no alert by chance. */
export const FAIR: Omit<ForecastHour, 'startAt'> = {
  precipitation: 10,
  temperatureF: 68,
  windMph: 5,
}

/**
 * The local provider: a working imitation that answers hourly forecasts from `weather_fake`
 * (set per ZIP and time range in development and tests; the latest setting wins) and fair
 * weather otherwise. Deterministic and offline, so `npm run dev`, the tests and CI exercise the
 * same rules, cron and links as the National Weather Service does in production.
 */
export function localWeatherProvider(db: Db): WeatherProvider {
  return {
    name: 'local',
    async hourly(place, from, to) {
      const rows = await db
        .select()
        .from(weatherFake)
        .where(
          and(
            eq(weatherFake.zip, place.zip),
            lt(weatherFake.fromAt, to.toISOString()),
            gt(weatherFake.toAt, from.toISOString()),
          ),
        )
        .orderBy(desc(weatherFake.id))
        .limit(50)
      const hours: ForecastHour[] = []
      for (let t = Math.floor(from.getTime() / HOUR) * HOUR; t < to.getTime(); t += HOUR) {
        const startAt = new Date(t).toISOString()
        const end = new Date(t + HOUR).toISOString()
        const set = rows.find((r) => r.fromAt < end && r.toAt > startAt)
        hours.push(
          set
            ? {
                startAt,
                precipitation: set.precipitation,
                temperatureF: set.temperatureF,
                windMph: set.windMph,
              }
            : { startAt, ...FAIR },
        )
      }
      return hours
    },
  }
}
