import { z } from 'zod'
import { type ForecastHour } from '~/lib/weather/rules'
import { type Db } from '../db.server'
import { cachedBody, storeBody } from './cache.server'
import { type GridPoint, parseHourly, parsePoints } from './nws-parse.server'
import { type WeatherPlace, type WeatherProvider } from './types.server'

const API = 'https://api.weather.gov'
const MINUTE = 60_000
/** A grid square's mapping hardly ever changes. */
const POINTS_TTL = 7 * 24 * 60 * MINUTE
/** When the service sends no usable Expires. */
const FORECAST_TTL = 60 * MINUTE
/** How long to leave the service alone after a 429 or 5xx without Retry-After. */
const BACKOFF = 15 * MINUTE
const BACKOFF_KEY = 'backoff'

/** The hours as we cache them (our own rows, still read as data). */
const cachedHours = z.array(
  z.object({
    startAt: z.string(),
    precipitation: z.number().nullable(),
    temperatureF: z.number(),
    windMph: z.number(),
  }),
)

export interface NwsOptions {
  db: Db
  /** The User-Agent's contact (the service asks for one instead of a key). */
  contact: string
  fetch?: typeof fetch
  /** Answer from the cache only (pages read what the cron fetched, never the service). */
  cachedOnly?: boolean
}

type Got = { ok: true; json: unknown; expires: Date | null } | { ok: false }

function expiresOf(response: Response, now: Date): Date | null {
  const at = Date.parse(response.headers.get('expires') ?? '')
  return Number.isNaN(at) || at <= now.getTime() ? null : new Date(at)
}

function retryAfter(response: Response, now: Date): Date {
  const seconds = Number(response.headers.get('retry-after'))
  const wait = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, 60 * MINUTE) : 0
  return new Date(now.getTime() + (wait || BACKOFF))
}

/**
 * The National Weather Service (api.weather.gov): free, no key, a descriptive User-Agent. Points
 * and each grid's hourly forecast are cached in D1 until the service's own Expires; a 429 or
 * 5xx stops every call until its Retry-After (or 15 minutes), and any failure answers null.
 */
export function nwsProvider(options: NwsOptions): WeatherProvider {
  const { db } = options
  const doFetch = options.fetch ?? fetch
  const headers = {
    'User-Agent': `MobileDetailHub/1.0 (${options.contact})`,
    Accept: 'application/geo+json',
  }

  async function get(url: string, now: Date): Promise<Got> {
    let response: Response
    try {
      response = await doFetch(url, { headers, signal: AbortSignal.timeout(10_000) })
    } catch (error) {
      console.error('Weather service unreachable', { url, error: String(error) })
      return { ok: false }
    }
    if (response.status === 429 || response.status >= 500) {
      await storeBody(db, BACKOFF_KEY, String(response.status), retryAfter(response, now))
      return { ok: false }
    }
    if (!response.ok) return { ok: false }
    const json: unknown = await response.json().catch(() => null)
    return { ok: true, json, expires: expiresOf(response, now) }
  }

  async function gridPoint(place: WeatherPlace, now: Date): Promise<GridPoint | null> {
    // Four decimals: the service redirects longer coordinates, and ~11 m is well inside a grid.
    const coords = `${place.lat.toFixed(4)},${place.lon.toFixed(4)}`
    const key = `points:${coords}`
    const hit = await cachedBody(db, key, now)
    if (hit) return parsePoints(JSON.parse(hit))
    if (options.cachedOnly) return null
    const got = await get(`${API}/points/${coords}`, now)
    if (!got.ok) return null
    const point = parsePoints(got.json)
    if (point)
      await storeBody(db, key, JSON.stringify(got.json), new Date(now.getTime() + POINTS_TTL))
    return point
  }

  async function gridHours(point: GridPoint, now: Date): Promise<ForecastHour[] | null> {
    const key = `grid:${point.grid}`
    const hit = await cachedBody(db, key, now)
    if (hit) {
      const parsed = cachedHours.safeParse(JSON.parse(hit))
      if (parsed.success) return parsed.data
    }
    if (options.cachedOnly) return null
    const got = await get(point.hourlyUrl, now)
    if (!got.ok) return null
    const hours = parseHourly(got.json)
    if (hours.length === 0) return null
    const expires = got.expires ?? new Date(now.getTime() + FORECAST_TTL)
    await storeBody(db, key, JSON.stringify(hours), expires)
    return hours
  }

  return {
    name: 'nws',
    async hourly(place, from, to, now) {
      if (await cachedBody(db, BACKOFF_KEY, now)) return null
      const point = await gridPoint(place, now)
      const hours = point ? await gridHours(point, now) : null
      if (!hours) return null
      const a = from.getTime()
      const b = to.getTime()
      return hours.filter((h) => {
        const t = Date.parse(h.startAt)
        return t < b && t + 60 * MINUTE > a
      })
    },
  }
}
