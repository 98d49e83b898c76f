import {
  addDays,
  perZoneFormatter,
  wallClock,
  weekdayIndex,
  zonedInstant,
} from '~/lib/dashboard/time'
import { type WorkingHours } from './working-hours'

// Live time slots (issue 26, decision 027). Pure: the server feeds it the detailer's rules, the
// busy times read from D1 and the clock; the tests feed it generated calendars.

/** A time the detailer is already taken: a confirmed job or a held request. */
export interface BusyJob {
  startAt: string
  endAt: string
  /** "city|ST" of the job, for the travel time between areas; null when unknown. */
  area: string | null
}

export interface Span {
  startAt: string
  endAt: string
}

export interface SlotInput {
  hours: WorkingHours
  zone: string
  now: Date
  durationMinutes: number
  busy: BusyJob[]
  blocks: Span[]
  /** The customer's area ("city|ST"), null when not known yet. */
  area: string | null
}

/** Start times are offered on this grid of the business's wall clock. */
export const SLOT_STEP_MINUTES = 30
const MINUTE = 60_000

export const areaKey = (city: string, state: string) =>
  `${city.trim().toLowerCase()}|${state.trim().toUpperCase()}`

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The gap a job needs from another: the buffer, plus travel unless both are in the same area. */
export function gapMinutes(hours: WorkingHours, a: string | null, b: string | null): number {
  const sameArea = a !== null && b !== null && a === b
  return hours.bufferMinutes + (sameArea ? 0 : hours.travelMinutes)
}

interface Interval {
  start: number
  end: number
  area: string | null
}

// Read once per list and sorted by start, so a day looks only at its neighbourhood: a calendar
// of 2,000 jobs costs a binary search per day, not 2,000 parses.
const prepared = new WeakMap<BusyJob[], { intervals: Interval[]; longest: number }>()
function intervalsOf(busy: BusyJob[]) {
  let p = prepared.get(busy)
  if (!p) {
    const intervals = busy
      .map((j) => ({ start: Date.parse(j.startAt), end: Date.parse(j.endAt), area: j.area }))
      .sort((a, b) => a.start - b.start)
    const longest = intervals.reduce((m, i) => Math.max(m, i.end - i.start), 0)
    p = { intervals, longest }
    prepared.set(busy, p)
  }
  return p
}

/** The busy intervals that can come within `reach` of [from, to). */
function busyNear(busy: BusyJob[], from: number, to: number, reach: number): Interval[] {
  const { intervals, longest } = intervalsOf(busy)
  const lowest = from - reach - longest
  let lo = 0
  let hi = intervals.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((intervals[mid]?.start ?? 0) < lowest) lo = mid + 1
    else hi = mid
  }
  const out: Interval[] = []
  for (let i = lo; i < intervals.length; i++) {
    const b = intervals[i]
    if (!b || b.start >= to + reach) break
    if (b.end > from - reach) out.push(b)
  }
  return out
}

/** The business dates customers may book, from today to the horizon (business calendar). */
export function bookableDates(hours: WorkingHours, zone: string, now: Date): string[] {
  const today = wallClock(now, zone).date
  return Array.from({ length: hours.horizonDays + 1 }, (_, i) => addDays(today, i))
}

/** Whether a job at [start, end) fits next to the busy jobs under the concurrent-jobs limit. */
function fitsBusy(start: number, end: number, input: SlotInput, busy: Interval[]): boolean {
  let clashes = 0
  for (const b of busy) {
    const gap = gapMinutes(input.hours, b.area, input.area) * MINUTE
    if (b.start < end + gap && start < b.end + gap) {
      clashes += 1
      if (clashes >= input.hours.maxConcurrent) return false
    }
  }
  return true
}

/**
 * Every free start time on one business date, as UTC ISO strings in order. A slot: starts on the
 * 30-minute grid of the wall clock, lies inside that day's working hours (the job itself; buffers
 * and travel sit between jobs), is at least the minimum notice away, overlaps no block, and keeps
 * the buffer (plus travel between different areas) from fewer busy jobs than the concurrent limit.
 * Wall-clock times a DST change skips are not offered twice; the end is real elapsed time.
 */
export function slotsOn(date: string, input: SlotInput): string[] {
  const { hours, zone, now, durationMinutes } = input
  const day = hours.week[weekdayIndex(date)]
  if (!day?.on || durationMinutes <= 0) return []
  const today = wallClock(now, zone).date
  if (date < today || date > addDays(today, hours.horizonDays)) return []
  const open = zonedInstant(date, day.start, zone).getTime()
  const close = zonedInstant(date, day.end, zone).getTime()
  const earliest = now.getTime() + hours.noticeHours * 60 * MINUTE
  const length = durationMinutes * MINUTE
  const reach = (hours.bufferMinutes + hours.travelMinutes) * MINUTE
  const busy = busyNear(input.busy, open, close, reach)
  const blocks = input.blocks
    .map((b) => ({ start: Date.parse(b.startAt), end: Date.parse(b.endAt) }))
    .filter((b) => b.start < close && b.end > open)
  const out: string[] = []
  let last = -Infinity
  for (let m = minutesOf(day.start); m < minutesOf(day.end); m += SLOT_STEP_MINUTES) {
    const start = zonedInstant(date, hhmm(m), zone).getTime()
    // A skipped hour maps onto the next one: offer each instant once, in order.
    if (start <= last) continue
    last = start
    const end = start + length
    if (start < open || end > close || start < earliest) continue
    if (wallClock(new Date(start), zone).date !== date) continue
    if (blocks.some((b) => b.start < end && start < b.end)) continue
    if (!fitsBusy(start, end, input, busy)) continue
    out.push(new Date(start).toISOString())
  }
  return out
}

/** Whether `startAt` is one of the slots offered on its business date (the server's re-check). */
export function isFreeSlot(startAt: string, input: SlotInput): boolean {
  const date = wallClock(startAt, input.zone).date
  const wanted = Date.parse(startAt)
  return slotsOn(date, input).some((s) => Date.parse(s) === wanted)
}

/** The next `limit` free start times from now, across days. */
export function nextSlots(input: SlotInput, limit: number): string[] {
  const out: string[] = []
  for (const date of bookableDates(input.hours, input.zone, input.now)) {
    for (const slot of slotsOn(date, input)) {
      out.push(slot)
      if (out.length >= limit) return out
    }
  }
  return out
}

/** Each bookable date that has at least one free slot, with how many. */
export function daysWithSlots(input: SlotInput, limit: number): { date: string; count: number }[] {
  const out: { date: string; count: number }[] = []
  for (const date of bookableDates(input.hours, input.zone, input.now)) {
    const count = slotsOn(date, input).length
    if (count > 0) out.push({ date, count })
    if (out.length >= limit) break
  }
  return out
}

const labelFormatter = perZoneFormatter({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/** "Tue, Dec 2 · 9:00 AM" in the business's zone. */
export function slotLabel(startAt: string, zone: string): string {
  const p: Record<string, string> = {}
  for (const part of labelFormatter(zone).formatToParts(new Date(startAt)))
    p[part.type] = part.value
  return `${p.weekday}, ${p.month} ${p.day} · ${p.hour}:${p.minute} ${p.dayPeriod}`
}
