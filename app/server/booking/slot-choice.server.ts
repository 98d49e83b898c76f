import { type TimeWindow } from '~/lib/booking/request-fields'
import { slotLabel } from '~/lib/booking/slots'
import { wallClock } from '~/lib/dashboard/time'
import { type Db } from '../db.server'
import { type Quote } from './quote.server'
import { HOLD_MS, slotContext, stillFree } from './slots.server'

export const SLOT_INVALID = 'Please choose one of the times offered.'
export const SLOT_TAKEN =
  'Sorry, that time was just taken. Please choose another time from the list.'

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/** The posted slot: null when none was chosen, 'invalid' when it is not a time we offer. */
export function chosenSlot(value: string | undefined): string | null | 'invalid' {
  if (!value) return null
  return ISO.test(value) && !Number.isNaN(Date.parse(value)) ? value : 'invalid'
}

export const windowOf = (hour: number): TimeWindow =>
  hour < 12 ? 'morning' : hour < 16 ? 'afternoon' : 'evening'

export type SlotTiming =
  | {
      ok: true
      startAt: string
      endAt: string
      holdUntil: string
      autoConfirm: boolean
      date: string
      window: TimeWindow
      label: string
    }
  | { ok: false }

/**
 * Re-checks a chosen time against the quoted detailer's calendar (for this job's length and the
 * customer's area) and, when it is free, what the request stores: the times, the hold and the
 * date and window the time falls in. The database's triggers make the final call on insert.
 */
export async function slotTiming(
  db: Db,
  quote: Quote,
  startAt: string,
  place: { city: string; state: string },
  now: Date,
): Promise<SlotTiming> {
  const p = quote.package
  // The job lasts as long as the package and every add-on booked with it.
  const minutes = quote.addons.reduce(
    (sum, addon) => sum + addon.durationMinutes,
    p.durationMinutes,
  )
  const ctx = await slotContext(db, p.affiliateId, now)
  if (!ctx || !stillFree(ctx, now, startAt, minutes, place.city, place.state)) return { ok: false }
  const wall = wallClock(startAt, ctx.zone)
  return {
    ok: true,
    startAt,
    endAt: new Date(Date.parse(startAt) + minutes * 60_000).toISOString(),
    holdUntil: new Date(now.getTime() + HOLD_MS).toISOString(),
    autoConfirm: ctx.hours.autoConfirm,
    date: wall.date,
    window: windowOf(wall.hour),
    label: slotLabel(startAt, ctx.zone),
  }
}
