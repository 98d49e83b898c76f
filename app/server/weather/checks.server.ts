import { and, eq, gt, lte, sql } from 'drizzle-orm'
import { DEFAULT_WEATHER_RULES, judge, type WeatherRules } from '~/lib/weather/rules'
import { type Db, schema } from '../db.server'
import { queueEmail } from '../email/outbox.server'
import { detailerRecipient } from '../email/recipients.server'
import { weatherProvider } from './provider.server'
import { type WeatherPlace } from './types.server'

const { bookingRequests: b, affiliates, weatherRules: r, weatherChecks: c } = schema
const { jobWeather: w, usZipCodes: z } = schema
const HOUR = 3_600_000
/** At most this many jobs per run; the next minute's run takes the rest. */
const PER_RUN = 25

export type CheckWindow = '72h' | '24h'

/**
 * Which check a job is due at `now`: the 72-hour one from 72 h ahead, the 24-hour one from 24 h
 * ahead (a job booked less than a day ahead gets only that one), none once it has started.
 */
export function dueWindow(startAt: string, now: Date): CheckWindow | null {
  const left = Date.parse(startAt) - now.getTime()
  if (left <= 0 || left > 72 * HOUR) return null
  return left <= 24 * HOUR ? '24h' : '72h'
}

const zipPoint = (zip: ReturnType<typeof sql>, column: 'latitude' | 'longitude') =>
  sql<number | null>`(select ${z[column]} from ${z} where ${z.zip} = substr(${zip}, 1, 5) limit 1)`

/**
 * Confirmed jobs from now to 72 h ahead whose due window has no check yet at their current
 * start (a moved job is checked anew, a cancelled one never), with where they are, the
 * business's rules, and whether this time was already alerted or kept.
 */
function candidates(db: Db, now: Date) {
  const nowIso = now.toISOString()
  const day = new Date(now.getTime() + 24 * HOUR).toISOString()
  const window = sql`case when ${b.startAt} <= ${day} then '24h' else '72h' end`
  const zip = sql`coalesce(${b.zip}, ${affiliates.baseZip})`
  return db
    .select({
      id: b.id,
      affiliateId: b.affiliateId,
      startAt: sql<string>`${b.startAt}`,
      endAt: sql<string>`${b.endAt}`,
      zip: sql<string | null>`substr(${zip}, 1, 5)`,
      lat: zipPoint(zip, 'latitude'),
      lon: zipPoint(zip, 'longitude'),
      rainPercent: r.rainPercent,
      coldF: r.coldF,
      windMph: r.windMph,
      underCover: r.underCover,
      alertedBefore: sql<number>`exists (select 1 from ${c} where ${c.bookingId} = ${b.id} and ${c.startAt} = ${b.startAt} and ${c.alerted} = 1)`,
      kept: sql<number>`exists (select 1 from ${w} where ${w.bookingId} = ${b.id} and ${w.startAt} = ${b.startAt} and ${w.keptAt} is not null)`,
    })
    .from(b)
    .innerJoin(affiliates, eq(affiliates.id, b.affiliateId))
    .leftJoin(r, eq(r.affiliateId, b.affiliateId))
    .where(
      and(
        eq(b.status, 'confirmed'),
        gt(b.startAt, nowIso),
        lte(b.startAt, new Date(now.getTime() + 72 * HOUR).toISOString()),
        sql`not exists (select 1 from ${c} where ${c.bookingId} = ${b.id} and ${c.startAt} = ${b.startAt} and ${c.window} = ${window})`,
      ),
    )
    .orderBy(b.startAt)
    .limit(PER_RUN)
}

type Candidate = Awaited<ReturnType<typeof candidates>>[number]

const rulesOf = (row: Candidate): WeatherRules =>
  row.rainPercent === null
    ? DEFAULT_WEATHER_RULES
    : {
        rainPercent: row.rainPercent,
        coldF: row.coldF ?? DEFAULT_WEATHER_RULES.coldF,
        windMph: row.windMph ?? DEFAULT_WEATHER_RULES.windMph,
        underCover: row.underCover ?? false,
      }

/**
 * The Cron Trigger's weather checks (issue 41): for each job due a check, the forecast for its
 * hours, the verdict under its business's rules, and in one batch the check's row, the job's
 * badge and, when a rule trips for a time not alerted or kept before, one message to each side,
 * queued only if this run's row landed. A forecast that cannot be had leaves the job for the
 * next run. Returns how many jobs were checked.
 */
export async function checkWeather(env: Env, db: Db, now: Date): Promise<number> {
  const rows = await candidates(db, now)
  if (rows.length === 0) return 0
  const provider = weatherProvider(env, db)
  const run = `${now.toISOString()}#${crypto.randomUUID().slice(0, 8)}`
  const nowIso = now.toISOString()
  let checked = 0
  for (const row of rows) {
    const window = dueWindow(row.startAt, now)
    if (!window) continue
    const place: WeatherPlace | null =
      row.zip && row.lat !== null && row.lon !== null
        ? { zip: row.zip, lat: row.lat, lon: row.lon }
        : null
    // A place the ZIP table does not know is checked (nothing to say) so it is not asked again.
    const hours = place
      ? await provider.hourly(place, new Date(row.startAt), new Date(row.endAt), now)
      : []
    if (hours === null) continue
    const verdict = judge(hours, rulesOf(row))
    const alert = verdict !== null && !row.alertedBefore && !row.kept
    const landed = sql`exists (select 1 from ${c} where ${c.bookingId} = ${row.id} and ${c.startAt} = ${row.startAt} and ${c.window} = ${window} and ${c.run} = ${run})`
    const data = { bookingId: row.id, startAt: row.startAt }
    const detailer = alert ? await detailerRecipient(db, row.affiliateId) : null
    await db.batch([
      db
        .insert(c)
        .values({ bookingId: row.id, startAt: row.startAt, window, alerted: alert, run })
        .onConflictDoNothing(),
      db
        .insert(w)
        .values({
          bookingId: row.id,
          affiliateId: row.affiliateId,
          startAt: row.startAt,
          risk: verdict?.risk ?? null,
          headline: verdict?.headline ?? null,
          checkedAt: nowIso,
        })
        .onConflictDoUpdate({
          target: w.bookingId,
          set: {
            startAt: row.startAt,
            risk: verdict?.risk ?? null,
            headline: verdict?.headline ?? null,
            checkedAt: nowIso,
            // A choice to keep holds for the time it was made for only.
            keptAt: sql`case when ${w.startAt} = ${row.startAt} then ${w.keptAt} else null end`,
          },
        }),
      ...(alert
        ? [
            queueEmail(
              db,
              {
                to: sql`(select ${b.customerEmail} from ${b} where ${b.id} = ${row.id})`,
                template: 'weather.alert',
                data,
              },
              { when: landed },
            ),
            ...(detailer
              ? [
                  queueEmail(
                    db,
                    { to: detailer, template: 'weather.alert-detailer', data },
                    { when: landed },
                  ),
                ]
              : []),
          ]
        : []),
    ])
    checked++
  }
  return checked
}
