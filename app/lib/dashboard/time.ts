// Business time: instants are stored in UTC; the dashboard speaks the business's wall clock.
// Pure and isomorphic (Intl only), so the server and the tests compute the same boundaries.

/** The zones a US business can be in; the settings form offers exactly these. */
export const US_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
] as const
export type UsTimeZone = (typeof US_TIME_ZONES)[number]

export const DEFAULT_TIME_ZONE: UsTimeZone = 'America/Chicago'

const EAST = ['CT', 'DE', 'DC', 'FL', 'GA', 'IN', 'KY', 'ME', 'MD', 'MA', 'MI', 'NH', 'NJ', 'NY']
const EAST2 = ['NC', 'OH', 'PA', 'RI', 'SC', 'VT', 'VA', 'WV']
const CENTRAL = ['AL', 'AR', 'IL', 'IA', 'KS', 'LA', 'MN', 'MS', 'MO', 'NE', 'ND', 'OK', 'SD']
const CENTRAL2 = ['TN', 'TX', 'WI']
const MOUNTAIN = ['CO', 'ID', 'MT', 'NM', 'UT', 'WY']
const PACIFIC = ['CA', 'NV', 'OR', 'WA']

/** A state's main zone (split states take the zone most of their people live in). */
export const STATE_TIME_ZONES: Readonly<Record<string, UsTimeZone>> = Object.fromEntries([
  ...[...EAST, ...EAST2].map((s) => [s, 'America/New_York']),
  ...[...CENTRAL, ...CENTRAL2].map((s) => [s, 'America/Chicago']),
  ...MOUNTAIN.map((s) => [s, 'America/Denver']),
  ['AZ', 'America/Phoenix'],
  ...PACIFIC.map((s) => [s, 'America/Los_Angeles']),
  ['AK', 'America/Anchorage'],
  ['HI', 'Pacific/Honolulu'],
  ['PR', 'America/Puerto_Rico'],
])

export function isUsTimeZone(value: string): value is UsTimeZone {
  return US_TIME_ZONES.some((z) => z === value)
}

/** The business's zone: its own setting, else its primary area's state, else Central. */
export function businessTimeZone(setting: string | null, primaryState: string | null): UsTimeZone {
  if (setting && isUsTimeZone(setting)) return setting
  return (primaryState && STATE_TIME_ZONES[primaryState.toUpperCase()]) || DEFAULT_TIME_ZONE
}

/** A formatter per time zone for these options, each made once: making one is slow. */
export function perZoneFormatter(options: Intl.DateTimeFormatOptions) {
  const made = new Map<string, Intl.DateTimeFormat>()
  return (zone: string) => {
    let f = made.get(zone)
    if (!f) {
      f = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone })
      made.set(zone, f)
    }
    return f
  }
}

const partsFormatter = perZoneFormatter({
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

export interface WallClock {
  /** YYYY-MM-DD */
  date: string
  hour: number
  minute: number
}

/** The wall-clock date and time of an instant in `zone`. */
export function wallClock(instant: Date | string, zone: string): WallClock {
  const d = typeof instant === 'string' ? new Date(instant) : instant
  const p: Record<string, string> = {}
  for (const part of partsFormatter(zone).formatToParts(d)) p[part.type] = part.value
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    hour: Number(p.hour) % 24,
    minute: Number(p.minute),
  }
}

function offsetMs(instant: number, zone: string): number {
  const d = new Date(instant)
  const p: Record<string, string> = {}
  for (const part of partsFormatter(zone).formatToParts(d)) p[part.type] = part.value
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour) % 24,
    Number(p.minute),
    Number(p.second),
  )
  return asUtc - (instant - d.getUTCMilliseconds())
}

/**
 * The UTC instant of a wall-clock time in `zone`. In a spring-forward gap the time is read with
 * the offset before the change (02:30 becomes 03:30); in a fall-back overlap the first one wins.
 */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number)
  const [hh, mm] = time.split(':').map(Number)
  const guess = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0)
  const first = guess - offsetMs(guess, zone)
  const second = guess - offsetMs(first, zone)
  // Of the two readings, the ones that show this wall-clock time: after a fall-back change the
  // first reading uses the old offset and lands an hour early (03:00 read as 02:00).
  const shown = [first, second].filter((t) => t + offsetMs(t, zone) === guess)
  return new Date(Math.min(...(shown.length > 0 ? shown : [first, second])))
}

/**
 * Whether a start typed to the minute is already past at `now`. The time fields take whole
 * minutes, so the minute on the detailer's clock is "now", not the past: 10:07 typed at 10:07:40
 * starts now (a job confirmed as it begins), while 10:06 is past.
 */
export function isBeforeThisMinute(start: Date, now: Date): boolean {
  return start.getTime() < now.getTime() - (now.getTime() % 60_000)
}

const DAY_MS = 86_400_000

/** A calendar date moved by `days` (dates are read as calendar days, never as instants). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** 0 = Monday … 6 = Sunday: weeks start on Monday. */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7
}

export function startOfWeek(date: string): string {
  return addDays(date, -weekdayIndex(date))
}

export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`
}

export function addMonths(date: string, months: number): string {
  const [y = 1970, m = 1] = date.split('-').map(Number)
  const total = y * 12 + (m - 1) + months
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-01`
}

/** Midnight at the start of a business date, as a UTC ISO string (for range queries). */
export function dayStartUtc(date: string, zone: string): string {
  return zonedInstant(date, '00:00', zone).toISOString()
}

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
}

/** The periods the overview compares, as UTC bounds [start, end). */
export function overviewPeriods(now: Date, zone: string) {
  const today = wallClock(now, zone).date
  const week = startOfWeek(today)
  const month = startOfMonth(today)
  return {
    today,
    thisWeekStart: dayStartUtc(week, zone),
    lastWeekStart: dayStartUtc(addDays(week, -7), zone),
    thisMonthStart: dayStartUtc(month, zone),
    nextMonthStart: dayStartUtc(addMonths(month, 1), zone),
  }
}
