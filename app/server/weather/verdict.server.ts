import { and, eq } from 'drizzle-orm'
import { type WeatherRisk } from '~/lib/weather/rules'
import { type Db, schema } from '../db.server'

const { jobWeather: w } = schema

export interface JobVerdict {
  risk: WeatherRisk
  headline: string
  keptAt: string | null
}

/** The cron's latest verdict for a job at this start, when a rule tripped (else null). */
export async function jobVerdict(db: Db, bookingId: number, startAt: string) {
  const [row] = await db
    .select({ risk: w.risk, headline: w.headline, keptAt: w.keptAt })
    .from(w)
    .where(and(eq(w.bookingId, bookingId), eq(w.startAt, startAt)))
    .limit(1)
  if (!row?.risk || !row.headline) return null
  const verdict: JobVerdict = { risk: row.risk, headline: row.headline, keptAt: row.keptAt }
  return verdict
}

/** "Keep it": the choice holds for this start only (a later move is judged anew). */
export async function keepJob(db: Db, bookingId: number, startAt: string, now: Date) {
  const rows = await db
    .update(w)
    .set({ keptAt: now.toISOString() })
    .where(and(eq(w.bookingId, bookingId), eq(w.startAt, startAt)))
    .returning({ id: w.bookingId })
  return rows.length > 0
}
