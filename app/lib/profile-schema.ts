import { z } from 'zod'
import { plainLine } from '~/lib/validation'
import { tenDigits } from '~/lib/phone'

// Spec §5 profile rules, shared by the dashboard's autosave and PUT /api/affiliates/{slug}.
const PHONE_MESSAGE = 'Please enter a valid phone number'
const EMAIL_MESSAGE = 'Please enter a valid email address'
const URL_MESSAGE = 'Please enter a valid URL (must start with http:// or https://)'

export { tenDigits }

const phone = z
  .string({ invalid_type_error: PHONE_MESSAGE })
  .trim()
  .refine((v) => /^[\d\s\-+()]{10,20}$/.test(v) && tenDigits(v) !== null, PHONE_MESSAGE)
  .transform((v) => tenDigits(v) ?? v)

const email = z
  .string({ invalid_type_error: EMAIL_MESSAGE })
  .trim()
  .max(254, EMAIL_MESSAGE)
  .email(EMAIL_MESSAGE)

const url = z
  .string({ invalid_type_error: URL_MESSAGE })
  .trim()
  .max(500, 'URL is too long')
  .refine((v) => {
    if (!/^https?:\/\//i.test(v)) return false
    try {
      return Boolean(new URL(v).hostname)
    } catch {
      return false
    }
  }, URL_MESSAGE)

const name = (label: string) =>
  z
    .string({ invalid_type_error: `${label} must be text` })
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .superRefine(plainLine(label))

/** Empty strings (and null) mean "not sent": the spec skips empty values instead of clearing. */
const skipEmpty = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess(
    (v) => (v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    schema.optional(),
  )

export const profileSchema = z.object({
  first_name: skipEmpty(name('First name')),
  last_name: skipEmpty(name('Last name')),
  business_name: skipEmpty(name('Business name')),
  personal_phone: skipEmpty(phone),
  business_phone: skipEmpty(phone),
  twilio_phone: skipEmpty(phone.transform((ten) => `+1${ten}`)),
  personal_email: skipEmpty(email),
  business_email: skipEmpty(email),
  business_start_date: skipEmpty(
    z
      .string({ invalid_type_error: 'Please enter a valid date' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a valid date')
      .refine(
        (d) => !Number.isNaN(Date.parse(d)) && d <= new Date().toISOString().slice(0, 10),
        'Please enter a valid date',
      ),
  ),
  website_url: skipEmpty(url),
  gbp_url: skipEmpty(url),
  facebook_url: skipEmpty(url),
  youtube_url: skipEmpty(url),
  tiktok_url: skipEmpty(url),
  instagram_url: skipEmpty(url),
})

export type ProfileInput = z.infer<typeof profileSchema>
