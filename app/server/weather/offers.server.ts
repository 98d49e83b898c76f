import { areaKey, nextSlots, slotLabel } from '~/lib/booking/slots'
import { wallClock } from '~/lib/dashboard/time'
import { hoursOf, judge } from '~/lib/weather/rules'
import { type Db } from '../db.server'
import { type BookingWithBusiness } from '../booking/email-view.server'
import { slotContext, slotInput } from '../booking/slots.server'
import { weatherProvider } from './provider.server'
import { loadWeatherRules, placeOfZip } from './rules.server'

export interface WeatherOffer {
  startAt: string
  label: string
}

/** How far down the calendar to look (about a week of half-hour starts). */
const LOOK_AHEAD = 120

/**
 * The next free times a weather move can take: the job's own length, the business's hours and
 * gaps at the job's address (the job does not stand in its own way), and none the forecast
 * already rules out under the same rules (hours it does not know yet are offered). The move
 * itself is judged again by the no-overlap triggers.
 */
export async function weatherOffers(
  db: Db,
  env: Env,
  row: BookingWithBusiness,
  now: Date,
  limit: number,
  options: { cachedOnly?: boolean } = {},
): Promise<WeatherOffer[]> {
  const b = row.booking
  const ctx = await slotContext(db, b.affiliateId, now, b.id)
  if (!ctx) return []
  const input = slotInput(ctx, now, b.durationMinutes, areaKey(b.city, b.state))
  const free = nextSlots(input, LOOK_AHEAD).filter((s) => s !== b.startAt)
  const first = free[0]
  const last = free.at(-1)
  if (!first || !last) return []
  const [rules, place] = await Promise.all([
    loadWeatherRules(db, b.affiliateId),
    placeOfZip(db, b.zip),
  ])
  const minutes = b.durationMinutes * 60_000
  const lastEnd = new Date(Date.parse(last) + minutes)
  const hours = place
    ? await weatherProvider(env, db, options).hourly(place, new Date(first), lastEnd, now)
    : null
  const fine = (startAt: string) => {
    if (!hours) return true
    const end = new Date(Date.parse(startAt) + minutes).toISOString()
    return judge(hoursOf(hours, startAt, end), rules) === null
  }
  const chosen = spread(free.filter(fine), limit, (s) => wallClock(s, ctx.zone).date)
  return chosen.map((startAt) => ({ startAt, label: slotLabel(startAt, ctx.zone) }))
}

/**
 * Up to `limit` times, the earliest of each day first (a choice of days says more than three
 * half-hours of one morning), then the next ones; in time order.
 */
export function spread(times: string[], limit: number, dayOf: (t: string) => string): string[] {
  const firsts: string[] = []
  const seen = new Set<string>()
  for (const t of times) {
    const day = dayOf(t)
    if (!seen.has(day)) {
      seen.add(day)
      firsts.push(t)
    }
  }
  const picked = new Set(firsts.slice(0, limit))
  for (const t of times) {
    if (picked.size >= limit) break
    picked.add(t)
  }
  return times.filter((t) => picked.has(t))
}
