import { wallClock } from './time'

// How the dashboard shows money, times and dates: always in the business's zone.

export function dollars(cents: number): string {
  return (cents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  })
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
  return parsed.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

/** 'Mon, Nov 23, 10:00 AM' for an instant in `zone`. */
export function dateTimeIn(instant: string, zone: string): string {
  return `${shortDate(wallClock(instant, zone).date)}, ${timeIn(instant, zone)}`
}

/** 'HH:MM' of an instant in `zone`, for time inputs. */
export function hhmmIn(instant: string, zone: string): string {
  const w = wallClock(instant, zone)
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`
}
