import { z } from 'zod'
import { plainLine, plainText } from '~/lib/validation'
import { latestBookingDate } from '~/lib/booking/request-fields'
import { addonIds, DATE_MESSAGES, detailsSchema } from '~/lib/booking/request-schema'
import { BOOKING_VEHICLE_IDS } from '~/lib/booking/vehicles'
import { isCalendarDate, US_TIME_ZONES } from './time'
import { INVOICE_MESSAGES, optionalCents } from '~/lib/payments/invoice-schema'

// Every business action of the dashboard, one schema per intent (shared by forms and server).

export const NOT_FOUND = 'Request not found'
export const MESSAGES = {
  date: 'Please choose a date',
  time: 'Please choose a start time',
  endTime: 'Please choose an end time',
  endAfterStart: 'End time must be after the start time',
  declineReason: 'Please give a reason for declining',
  cancelReason: 'Please give a reason for cancelling',
  reasonTooLong: 'Reason must be at most 500 characters',
  noteTooLong: 'Note must be at most 1000 characters',
  quoteStatus: 'Please choose contacted, won or lost',
  package: 'Please choose a package',
  addons: 'Please choose at most 10 add-ons from the list',
  timeZone: 'Please choose a time zone',
  goal: 'Please enter a daily goal in dollars (0 to 100,000)',
  block: 'Time block not found',
} as const

const id = (message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .regex(/^\d{1,12}$/, message)
    .transform(Number)

const date = z
  .string({ required_error: MESSAGES.date, invalid_type_error: MESSAGES.date })
  .trim()
  .refine(isCalendarDate, MESSAGES.date)

const time = (message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, message)

const reason = (required: string) =>
  z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .max(500, MESSAGES.reasonTooLong)
    .superRefine(plainText('Reason'))

const note = z
  .string({ invalid_type_error: MESSAGES.noteTooLong })
  .trim()
  .max(1000, MESSAGES.noteTooLong)
  .superRefine(plainText('Note'))
  .optional()
  .transform((v) => v || null)

/** A checkbox or hidden field: present means yes. */
const flag = z
  .string()
  .optional()
  .transform((v) => v === 'on' || v === '1' || v === 'true')

const bookingId = id(NOT_FOUND)

const confirm = z.object({
  intent: z.literal('booking-confirm'),
  id: bookingId,
  date,
  time: time(MESSAGES.time),
  force: flag,
})

const decline = z.object({
  intent: z.literal('booking-decline'),
  id: bookingId,
  reason: reason(MESSAGES.declineReason),
})

const cancel = z.object({
  intent: z.literal('booking-cancel'),
  id: bookingId,
  reason: reason(MESSAGES.cancelReason),
})

const complete = z.object({ intent: z.literal('booking-complete'), id: bookingId })

/** A confirmed job nobody was at (issue 39): the deposit is kept, a fee may be charged. */
const noShow = z.object({
  intent: z.literal('booking-no-show'),
  id: bookingId,
  fee: optionalCents(INVOICE_MESSAGES.noShowFee),
})

/** Decline every pending request with this request's email or phone (one confirm step). */
const declineRequester = z.object({
  intent: z.literal('booking-decline-requester'),
  id: bookingId,
})

const quoteStatus = z.object({
  intent: z.literal('quote-status'),
  id: id(NOT_FOUND),
  status: z.enum(['contacted', 'won', 'lost'], {
    errorMap: () => ({ message: MESSAGES.quoteStatus }),
  }),
  note,
})

const quoteNote = z.object({ intent: z.literal('quote-note'), id: id(NOT_FOUND), note })

const block = z.object({
  intent: z.literal('schedule-block'),
  date,
  start: time(MESSAGES.time),
  end: time(MESSAGES.endTime),
  reason: z
    .string()
    .trim()
    .max(200, 'Reason must be at most 200 characters')
    .superRefine(plainLine('Reason'))
    .optional()
    .transform((v) => v || null),
})

const unblock = z.object({ intent: z.literal('schedule-unblock'), id: id(MESSAGES.block) })

const settings = z.object({
  intent: z.literal('settings-save'),
  time_zone: z.enum(US_TIME_ZONES, { errorMap: () => ({ message: MESSAGES.timeZone }) }),
  daily_goal: z
    .string({ required_error: MESSAGES.goal, invalid_type_error: MESSAGES.goal })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, MESSAGES.goal)
    .transform((v) => Math.round(Number(v) * 100))
    .refine((cents) => cents <= 10_000_000, MESSAGES.goal),
})

const PACKAGE_PATTERN = new RegExp(`^(${BOOKING_VEHICLE_IDS.join('|')})-(\\d{1,9})-(\\d{1,9})$`)

export const PAST_JOB_TOO_OLD = 'Please choose a date within the past 12 months'

/** Up to a year back (a past job, recorded as completed) or the public form's year ahead. */
function appointmentDate(now: Date) {
  const earliest = new Date(now.getTime() - 366 * 86_400_000).toISOString().slice(0, 10)
  return z
    .string({ required_error: DATE_MESSAGES.invalid, invalid_type_error: DATE_MESSAGES.invalid })
    .trim()
    .refine(isCalendarDate, DATE_MESSAGES.invalid)
    .refine((d) => !isCalendarDate(d) || d >= earliest, PAST_JOB_TOO_OLD)
    .refine((d) => !isCalendarDate(d) || d <= latestBookingDate(now), DATE_MESSAGES.tooFar)
}

/**
 * A phone booking: the public form's details (same rules), a package and a start time. A start
 * in the past records a job already done.
 */
function appointment(now: Date) {
  return detailsSchema(now)
    .omit({ time_window: true })
    .extend({
      preferred_date: appointmentDate(now),
      intent: z.literal('appointment-new'),
      package: z
        .string({ required_error: MESSAGES.package, invalid_type_error: MESSAGES.package })
        .regex(PACKAGE_PATTERN, MESSAGES.package),
      time: time(MESSAGES.time),
      addons: addonIds(MESSAGES.addons),
      force: flag,
    })
}

/** 'car-1-2' → the booking selection it names. */
export function parsePackage(value: string) {
  const match = PACKAGE_PATTERN.exec(value)
  const vehicle = BOOKING_VEHICLE_IDS.find((v) => v === match?.[1])
  if (!match || !vehicle) return null
  return { vehicle, service: Number(match[2]), tier: Number(match[3]) }
}

// Go live after the setup checklist (issue 40); the server re-checks every step.
const goLive = z.object({ intent: z.literal('go-live') })

export function businessActionSchema(now: Date) {
  return z
    .discriminatedUnion(
      'intent',
      [
        confirm,
        decline,
        cancel,
        complete,
        noShow,
        declineRequester,
        quoteStatus,
        quoteNote,
        block,
        unblock,
        settings,
        appointment(now),
        goLive,
      ],
      { errorMap: () => ({ message: 'Unknown action' }) },
    )
    .superRefine((a, ctx) => {
      if (a.intent === 'schedule-block' && a.end <= a.start)
        ctx.addIssue({ code: 'custom', message: MESSAGES.endAfterStart, path: ['end'] })
    })
}
export type BusinessAction = z.infer<ReturnType<typeof businessActionSchema>>
