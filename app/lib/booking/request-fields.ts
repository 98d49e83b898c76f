// The booking request form's vocabulary, shared by the form and the server (no zod here: this
// module is bundled for the browser).

export const TIME_WINDOW_IDS = ['morning', 'afternoon', 'evening'] as const
export type TimeWindow = (typeof TIME_WINDOW_IDS)[number]

export const TIME_WINDOWS: Readonly<Record<TimeWindow, string>> = {
  morning: 'Morning (8 AM – 12 PM)',
  afternoon: 'Afternoon (12 – 4 PM)',
  evening: 'Evening (4 – 7 PM)',
}

export function isTimeWindow(value: string): value is TimeWindow {
  return TIME_WINDOW_IDS.some((id) => id === value)
}

const DAY_MS = 86_400_000
// Hawaii (UTC−10) is the last US state to reach a new date, so its date is never ahead of any
// customer's local date: 'today' anywhere in the US is on or after it.
const LATEST_US_OFFSET_MS = 10 * 3_600_000

/** The earliest preferred date accepted (YYYY-MM-DD): today in the westernmost US time zone. */
export function earliestBookingDate(now: Date): string {
  return new Date(now.getTime() - LATEST_US_OFFSET_MS).toISOString().slice(0, 10)
}

/** The latest preferred date accepted: a year ahead. */
export function latestBookingDate(now: Date): string {
  return new Date(now.getTime() + 365 * DAY_MS).toISOString().slice(0, 10)
}

// Made once: the dashboard formats a date per card, and each toLocaleDateString builds a new one.
const bookingDateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** 'Saturday, June 6, 2026' for a YYYY-MM-DD date (read as a calendar date, not an instant). */
export function formatBookingDate(date: string): string {
  const parsed = new Date(`${date}T12:00:00Z`)
  if (Number.isNaN(parsed.getTime())) return date
  return bookingDateFormat.format(parsed)
}

/** Every field the form posts, so the review step can carry them forward as hidden inputs. */
export const DETAIL_FIELDS = [
  'name',
  'phone',
  'email',
  'street',
  'city',
  'state',
  'zip',
  'preferred_date',
  'time_window',
  'notes',
  // A live slot's start (UTC ISO) when the customer chose one; then date and window follow it.
  'slot',
] as const
export type DetailField = (typeof DETAIL_FIELDS)[number]
export type DetailValues = Record<DetailField, string>
