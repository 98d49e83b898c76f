import { z } from 'zod'

// A detailer's working hours and booking rules (issue 26). Shared by the dashboard's
// "Working hours" form, the server that stores them and the slot computation.

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
}

export interface WorkingDay {
  on: boolean
  /** HH:MM, business wall clock */
  start: string
  end: string
}

export interface WorkingHours {
  /** Monday first, as weekdayIndex() counts. */
  week: WorkingDay[]
  bufferMinutes: number
  travelMinutes: number
  horizonDays: number
  noticeHours: number
  maxConcurrent: number
  autoConfirm: boolean
}

const workday: WorkingDay = { on: true, start: '08:00', end: '18:00' }
const dayOff: WorkingDay = { on: false, start: '08:00', end: '18:00' }

/** What a new (or demo) detailer starts with: Monday to Saturday, 8:00 to 18:00. */
export const DEFAULT_WORKING_HOURS: WorkingHours = {
  week: [workday, workday, workday, workday, workday, workday, dayOff],
  bufferMinutes: 15,
  travelMinutes: 30,
  horizonDays: 60,
  noticeHours: 12,
  maxConcurrent: 1,
  autoConfirm: false,
}

export const HOURS_MESSAGES = {
  time: 'Please enter a time like 08:00',
  endAfterStart: 'Closing time must be after opening time',
  buffer: 'Buffer must be 0 to 240 minutes',
  travel: 'Travel time must be 0 to 240 minutes',
  horizon: 'Customers can book 1 to 365 days ahead',
  notice: 'Minimum notice must be 0 to 336 hours',
  concurrent: 'Jobs at once must be 1 to 10',
} as const

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .regex(/^\d{1,4}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message)

const clock = z
  .string({ required_error: HOURS_MESSAGES.time, invalid_type_error: HOURS_MESSAGES.time })
  .trim()
  .regex(TIME, HOURS_MESSAGES.time)

const checkbox = z
  .string()
  .optional()
  .transform((v) => v === 'on' || v === '1' || v === 'true')

const daySchema = z
  .object({ on: checkbox, start: clock, end: clock })
  .refine((d) => !d.on || d.end > d.start, { message: HOURS_MESSAGES.endAfterStart, path: ['end'] })

const rulesSchema = z.object({
  buffer_minutes: wholeNumber(HOURS_MESSAGES.buffer, 0, 240),
  travel_minutes: wholeNumber(HOURS_MESSAGES.travel, 0, 240),
  horizon_days: wholeNumber(HOURS_MESSAGES.horizon, 1, 365),
  notice_hours: wholeNumber(HOURS_MESSAGES.notice, 0, 336),
  max_concurrent: wholeNumber(HOURS_MESSAGES.concurrent, 1, 10),
  auto_confirm: checkbox,
})

export type HoursFormResult =
  { ok: true; hours: WorkingHours } | { ok: false; errors: Record<string, string> }

/**
 * The "Working hours" form: {day}_on, {day}_start and {day}_end per weekday (mon…sun), then the
 * rules. Errors are keyed by field name, ready to show next to the inputs.
 */
export function parseWorkingHoursForm(raw: Record<string, string | undefined>): HoursFormResult {
  const errors: Record<string, string> = {}
  const week: WorkingDay[] = []
  for (const d of WEEKDAYS) {
    const day = daySchema.safeParse({
      on: raw[`${d}_on`],
      start: raw[`${d}_start`],
      end: raw[`${d}_end`],
    })
    if (day.success) week.push(day.data)
    else
      for (const issue of day.error.issues)
        errors[`${d}_${String(issue.path[0])}`] ??= issue.message
  }
  const rules = rulesSchema.safeParse(raw)
  if (!rules.success)
    for (const issue of rules.error.issues) errors[String(issue.path[0])] ??= issue.message
  if (!rules.success || Object.keys(errors).length > 0) return { ok: false, errors }
  const r = rules.data
  return {
    ok: true,
    hours: {
      week,
      bufferMinutes: r.buffer_minutes,
      travelMinutes: r.travel_minutes,
      horizonDays: r.horizon_days,
      noticeHours: r.notice_hours,
      maxConcurrent: r.max_concurrent,
      autoConfirm: r.auto_confirm,
    },
  }
}

const storedDay = z.object({
  on: z.boolean(),
  start: z.string().regex(TIME),
  end: z.string().regex(TIME),
})

/** The stored week (JSON text); anything unreadable falls back to the default week. */
export function parseWeek(json: string | null): WorkingDay[] {
  if (!json) return DEFAULT_WORKING_HOURS.week
  try {
    const parsed = z.array(storedDay).length(7).safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : DEFAULT_WORKING_HOURS.week
  } catch {
    return DEFAULT_WORKING_HOURS.week
  }
}
