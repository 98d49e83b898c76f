import { and, eq, gte, lt, ne, or, sql } from 'drizzle-orm'
import {
  areaKey,
  type BusyJob,
  daysWithSlots,
  isFreeSlot,
  nextSlots,
  type SlotInput,
  slotLabel,
  slotsOn,
} from '~/lib/booking/slots'
import { type SlotPickerView } from '~/lib/booking/views'
import { isCalendarDate, perZoneFormatter } from '~/lib/dashboard/time'
import { type Db, schema } from '../db.server'
import { blocksQuery } from '../dashboard/business/blocks.server'
import { settingsQuery, toSettings } from '../dashboard/business/settings.server'
import { toWorkingHours, workingHoursQuery } from './working-hours.server'

const { bookingRequests } = schema
const DAY_MS = 86_400_000
/** A pending request that chose a slot holds it this long (or until it is declined). */
export const HOLD_MS = DAY_MS

type SlotView = SlotPickerView['slots'][number]

/**
 * What a business is busy with from `now` to its horizon: confirmed jobs and live holds (the
 * same rows the no-overlap triggers count), and its blocked time. Two round trips: the rules
 * decide how far ahead to read.
 */
export async function slotContext(db: Db, affiliateId: number, now: Date, exceptId?: number) {
  const [hoursRows, settingsRows] = await db.batch([
    workingHoursQuery(db, affiliateId),
    settingsQuery(db, affiliateId),
  ])
  const hours = toWorkingHours(hoursRows[0])
  if (!hours) return null
  const zone = toSettings(settingsRows[0]).timeZone
  const nowIso = now.toISOString()
  const from = new Date(now.getTime() - DAY_MS).toISOString()
  const to = new Date(now.getTime() + (hours.horizonDays + 2) * DAY_MS).toISOString()
  const b = bookingRequests
  const [busyRows, blocks] = await db.batch([
    db
      .select({ startAt: b.startAt, endAt: b.endAt, city: b.city, state: b.state })
      .from(b)
      .where(
        and(
          eq(b.affiliateId, affiliateId),
          // A job being moved does not stand in its own way.
          exceptId === undefined ? undefined : ne(b.id, exceptId),
          gte(b.startAt, from),
          lt(b.startAt, to),
          or(
            eq(b.status, 'confirmed'),
            and(eq(b.status, 'pending'), sql`${b.holdUntil} > ${nowIso}`),
          ),
        ),
      ),
    blocksQuery(db, affiliateId, from, to),
  ])
  const busy: BusyJob[] = []
  for (const r of busyRows) {
    if (r.startAt && r.endAt)
      busy.push({ startAt: r.startAt, endAt: r.endAt, area: areaKey(r.city, r.state) })
  }
  return { hours, zone, busy, blocks }
}

export type SlotContext = NonNullable<Awaited<ReturnType<typeof slotContext>>>

export function slotInput(
  ctx: SlotContext,
  now: Date,
  durationMinutes: number,
  area: string | null,
): SlotInput {
  return {
    hours: ctx.hours,
    zone: ctx.zone,
    now,
    durationMinutes,
    busy: ctx.busy,
    blocks: ctx.blocks,
    area,
  }
}

const dayFormatter = perZoneFormatter({ weekday: 'short', month: 'short', day: 'numeric' })
const dayLabel = (date: string) => dayFormatter('UTC').format(new Date(`${date}T12:00:00Z`))

export const PICKER_SLOTS = 8
export const PICKER_DAYS = 14

/**
 * The booking form's "Choose a time": the next free times (or one day's, when `day` is a date
 * with free times) and the days with free times, for a job of `durationMinutes`. The customer's
 * area is not known yet, so travel is counted from every job (the server re-checks with it).
 */
export async function slotPicker(
  db: Db,
  affiliateId: number,
  durationMinutes: number,
  day: string | null,
  now: Date,
  exceptId?: number,
): Promise<SlotPickerView | null> {
  const ctx = await slotContext(db, affiliateId, now, exceptId)
  if (!ctx) return null
  const input = slotInput(ctx, now, durationMinutes, null)
  const view = (startAt: string): SlotView => ({ startAt, label: slotLabel(startAt, ctx.zone) })
  const days = daysWithSlots(input, PICKER_DAYS).map((d) => ({
    date: d.date,
    label: dayLabel(d.date),
  }))
  const dayTimes = day && isCalendarDate(day) ? slotsOn(day, input) : []
  if (day && dayTimes.length > 0)
    return { day: { date: day, label: dayLabel(day) }, slots: dayTimes.map(view), days }
  return { day: null, slots: nextSlots(input, PICKER_SLOTS).map(view), days }
}

/** Whether `startAt` is still free for this job at this address (the submit's re-check). */
export function stillFree(
  ctx: SlotContext,
  now: Date,
  startAt: string,
  durationMinutes: number,
  city: string,
  state: string,
): boolean {
  return isFreeSlot(startAt, slotInput(ctx, now, durationMinutes, areaKey(city, state)))
}
