import { wallClock } from './time'

// How the dashboard shows money, times and dates: always in the business's zone.

// Formatters are made once: toLocaleString builds a new one per call, which a page of 40 cards
// with several amounts and dates each paid for on every render (issue 25).
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
})
const centDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
})
const shortDateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})

export function dollars(cents: number): string {
  return (cents % 100 === 0 ? wholeDollars : centDollars).format(cents / 100)
}

/** '10:00 AM' for an hour and minute of the wall clock. */
export function clockLabel(hour: number, minute = 0): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12
  return `${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`
}

/** '10:00 AM' for an instant in `zone`. */
export function timeIn(instant: string, zone: string): string {
  const w = wallClock(instant, zone)
  return clockLabel(w.hour, w.minute)
}

/** 'Mon, Nov 23' for a calendar date. */
export function shortDate(date: string): string {
  const parsed = new Date(`${date}T12:00:00Z`)
  if (Number.isNaN(parsed.getTime())) return date
  return shortDateFormat.format(parsed)
}

/** 'Mon, Nov 23, 10:00 AM' for an instant in `zone` (one reading of the zone's clock, not two). */
export function dateTimeIn(instant: string, zone: string): string {
  const w = wallClock(instant, zone)
  return `${shortDate(w.date)}, ${clockLabel(w.hour, w.minute)}`
}

/** 'HH:MM' of an instant in `zone`, for time inputs. */
export function hhmmIn(instant: string, zone: string): string {
  const w = wallClock(instant, zone)
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`
}
