import { data } from '@remix-run/cloudflare'
import { eq, sql } from 'drizzle-orm'
import { type BusinessActionResult } from '~/lib/dashboard/results'
import { fieldErrors } from '~/lib/validation'
import { DEFAULT_WEATHER_RULES, type WeatherRules, weatherRulesSchema } from '~/lib/weather/rules'
import { type Db, schema } from '../db.server'
import { type WeatherPlace } from './types.server'

const { weatherRules, usZipCodes: z } = schema

export function weatherRulesQuery(db: Db, affiliateId: number) {
  return db.select().from(weatherRules).where(eq(weatherRules.affiliateId, affiliateId)).limit(1)
}

type Row = Awaited<ReturnType<typeof weatherRulesQuery>>[number]

export function toWeatherRules(row: Row | undefined): WeatherRules {
  if (!row) return DEFAULT_WEATHER_RULES
  return {
    rainPercent: row.rainPercent,
    coldF: row.coldF,
    windMph: row.windMph,
    underCover: row.underCover,
  }
}

export async function loadWeatherRules(db: Db, affiliateId: number): Promise<WeatherRules> {
  const [row] = await weatherRulesQuery(db, affiliateId)
  return toWeatherRules(row)
}

/** Where a ZIP is (its centre in us_zip_codes), or null for a ZIP the table does not know. */
export async function placeOfZip(db: Db, zip: string | null): Promise<WeatherPlace | null> {
  const five = zip?.slice(0, 5) ?? ''
  if (!/^\d{5}$/.test(five)) return null
  const [row] = await db
    .select({ lat: z.latitude, lon: z.longitude })
    .from(z)
    .where(eq(z.zip, five))
    .limit(1)
  return row?.lat != null && row.lon != null ? { zip: five, lat: row.lat, lon: row.lon } : null
}

/** Working hours → Weather (intent weather-save); the caller has checked ownership. */
export async function saveWeatherRules(db: Db, affiliateId: number, formData: FormData) {
  const intent = 'weather-save'
  const raw: Record<string, string> = {}
  formData.forEach((value, name) => {
    if (typeof value === 'string' && !(name in raw)) raw[name] = value.slice(0, 20)
  })
  const parsed = weatherRulesSchema.safeParse(raw)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    const message = Object.values(errors)[0] ?? 'Validation failed'
    return data<BusinessActionResult>({ ok: false, intent, message, errors }, { status: 400 })
  }
  const p = parsed.data
  const values = {
    rainPercent: p.rain_percent,
    coldF: p.cold_f,
    windMph: p.wind_mph,
    underCover: p.under_cover,
    updatedAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  }
  await db
    .insert(weatherRules)
    .values({ affiliateId, ...values })
    .onConflictDoUpdate({ target: weatherRules.affiliateId, set: values })
  return data<BusinessActionResult>({ ok: true, intent, message: 'Weather rules saved.' })
}
