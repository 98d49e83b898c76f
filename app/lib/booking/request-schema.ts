import { z } from 'zod'
import { plainLine, plainText, usStateSchema } from '~/lib/validation'
import { earliestBookingDate, latestBookingDate, TIME_WINDOW_IDS } from './request-fields'
import { BOOKING_VEHICLE_IDS } from './vehicles'

// The booking request form (server side). Messages are shown next to the fields.

const text = (label: string, required: string, max: number, tooLong: string) =>
  z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .superRefine(plainLine(label))

const PHONE = 'Please enter a valid phone number'
const phone = z
  .string({ required_error: PHONE, invalid_type_error: PHONE })
  .trim()
  .refine((v) => /^[\d\s\-+().]{10,20}$/.test(v), PHONE)
  .transform((v) => v.replace(/\D/g, ''))
  .refine(
    (digits) => digits.length === 10 || (digits.length === 11 && digits.startsWith('1')),
    PHONE,
  )
  // Stored as 10 digits, the leading country code dropped (as profile phones are).
  .transform((digits) => digits.slice(-10))

const EMAIL = 'Please enter a valid email address'
const email = z
  .string({ required_error: EMAIL, invalid_type_error: EMAIL })
  .trim()
  .max(254, EMAIL)
  .email(EMAIL)
  .transform((v) => v.toLowerCase())

const state = usStateSchema

const ZIP = 'ZIP code must be 5 digits or 5+4 format'
const zip = z
  .string({ required_error: ZIP, invalid_type_error: ZIP })
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, ZIP)

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
}

export const DATE_MESSAGES = {
  invalid: 'Please choose a preferred date',
  past: 'Please choose a date that is not in the past',
  tooFar: 'Please choose a date within the next 12 months',
} as const

function preferredDate(now: Date) {
  const earliest = earliestBookingDate(now)
  const latest = latestBookingDate(now)
  return z
    .string({ required_error: DATE_MESSAGES.invalid, invalid_type_error: DATE_MESSAGES.invalid })
    .trim()
    .refine(isCalendarDate, DATE_MESSAGES.invalid)
    .refine((d) => !isCalendarDate(d) || d >= earliest, DATE_MESSAGES.past)
    .refine((d) => !isCalendarDate(d) || d <= latest, DATE_MESSAGES.tooFar)
}

const WINDOW = 'Please choose a time window'
const timeWindow = z.enum(TIME_WINDOW_IDS, { errorMap: () => ({ message: WINDOW }) })

const PACKAGE = 'Please choose a package first'
const id = z
  .string({ required_error: PACKAGE, invalid_type_error: PACKAGE })
  .regex(/^\d{1,9}$/, PACKAGE)
  .transform(Number)
  .refine((n) => n > 0, PACKAGE)

/** ?vehicle=car&service=1&tier=2: which package the request is for. */
export const selectionSchema = z.object({
  vehicle: z.enum(BOOKING_VEHICLE_IDS, {
    errorMap: () => ({ message: PACKAGE }),
  }),
  service: id,
  tier: id,
})
export type SelectionInput = z.infer<typeof selectionSchema>

export const ADDONS_MESSAGE = 'Please choose add-ons from the booking page (at most 10)'

/** A comma-separated list of add-on tier ids (at most 10, none when absent or empty). */
export function addonIds(message: string) {
  return z
    .string({ invalid_type_error: message })
    .trim()
    .regex(/^(\d{1,9}(,\d{1,9}){0,9})?$/, message)
    .optional()
    .transform((v) => (v ? v.split(',').map(Number) : []))
    .refine((ids) => ids.every((id) => id > 0) && new Set(ids).size === ids.length, message)
}

/** &addons=7,8: the add-on tiers booked with the package. */
export const addonsSchema = z.object({ addons: addonIds(ADDONS_MESSAGE) })

export function detailsSchema(now: Date) {
  return z.object({
    name: text('Name', 'Please enter your name', 100, 'Name must be at most 100 characters'),
    phone,
    email,
    street: text(
      'Street',
      'Please enter the street address',
      200,
      'Street must be at most 200 characters',
    ),
    city: text('City', 'City is required', 100, 'City must be at most 100 characters'),
    state,
    zip,
    preferred_date: preferredDate(now),
    time_window: timeWindow,
    notes: z
      .string({ invalid_type_error: 'Notes must be text' })
      .trim()
      .max(1000, 'Notes must be at most 1000 characters')
      .superRefine(plainText('Notes'))
      .optional()
      .transform((v) => v || null),
    // "My photos may go in {business}'s gallery" (issue 42): unticked unless the customer ticks it.
    gallery_consent: z
      .string()
      .optional()
      .transform((v) => v === 'yes'),
  })
}
export type BookingDetails = z.infer<ReturnType<typeof detailsSchema>>

const RELOAD = 'This form has expired. Please reload the page and try again.'

/** The whole posted form: the package, the customer's details and the anti-duplicate token. */
export function bookingFormSchema(now: Date) {
  const base = selectionSchema
    .merge(addonsSchema)
    .merge(detailsSchema(now))
    .extend({
      idempotency_key: z
        .string({ required_error: RELOAD, invalid_type_error: RELOAD })
        .uuid(RELOAD),
    })
  return z.discriminatedUnion(
    'intent',
    [
      base.extend({ intent: z.literal('review') }),
      base.extend({
        intent: z.literal('submit'),
        // The estimate the customer was shown; a different server estimate stops the request.
        quoted_estimate: z
          .string({ required_error: RELOAD, invalid_type_error: RELOAD })
          .regex(/^\d{1,9}$/, RELOAD)
          .transform(Number),
      }),
    ],
    { errorMap: () => ({ message: RELOAD }) },
  )
}
export type BookingForm = z.infer<ReturnType<typeof bookingFormSchema>>
