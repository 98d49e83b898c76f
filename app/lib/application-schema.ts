import { z } from 'zod'
import { isUsState, plainLine, plainText, STATE_MESSAGE, STATE_UNKNOWN } from '~/lib/validation'

import {
  CATEGORY_OPTIONS,
  MAX_UPLOADS,
  REQUIRED_FIELD_LABELS,
  SOURCE_OPTIONS,
} from '~/lib/application-options'

// Spec §3 application payload and §5 application rules.
export { CATEGORY_OPTIONS, MAX_UPLOADS, REQUIRED_FIELD_LABELS, SOURCE_OPTIONS }

const text = (max: number, label = 'Text') =>
  z.string().trim().max(max, `Must be at most ${max} characters`).superRefine(plainLine(label))
const state = text(2, 'State')
  .refine((v) => v === '' || /^[A-Za-z]{2}$/.test(v), STATE_MESSAGE)
  .refine((v) => !/^[A-Za-z]{2}$/.test(v) || isUsState(v), STATE_UNKNOWN)
  .transform((v) => v.toUpperCase())
const optionalUrl = z
  .string()
  .trim()
  .max(500, 'URL is too long')
  .refine(
    (v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v),
    'Please enter a valid URL (must start with http:// or https://)',
  )
  .optional()
  .transform((v) => (v ? v : null))

export const uploadItemSchema = z.object({
  name: text(255).optional(),
  size: z.number().int().nonnegative().optional(),
  type: text(100).optional(),
  /** A data: URL carrying the image (JSON submissions); multipart submissions send files. */
  url: z.string().max(7_500_000, 'Image must be at most 5 MB').optional(),
})

export const applicationSchema = z.object({
  legal_name: text(100, 'Legal business name').default(''),
  primary_contact: text(100, 'Primary contact').default(''),
  phone: text(30, 'Phone').default(''),
  email: text(254, 'Email').default(''),
  base_location: z
    .object({
      city: text(100, 'City').default(''),
      state: state.default(''),
      zip: text(10, 'ZIP code').optional(),
    })
    .default({}),
  categories: z
    .array(z.enum(CATEGORY_OPTIONS, { message: 'Please choose categories from the list' }))
    .max(6)
    .default([]),
  gbp_url: optionalUrl,
  instagram_url: optionalUrl,
  tiktok_url: optionalUrl,
  facebook_url: optionalUrl,
  youtube_url: optionalUrl,
  website_url: optionalUrl,
  uploads: z.array(uploadItemSchema).default([]),
  has_insurance: z.boolean().default(false),
  accept_terms: z.boolean().default(false),
  consent_notifications: z.boolean().default(false),
  source: z
    .enum(SOURCE_OPTIONS, { message: 'Please choose how you heard about us from the list' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  notes: z
    .string()
    .trim()
    .max(2000, 'Must be at most 2000 characters')
    .superRefine(plainText('Notes'))
    .optional(),
})

export type ApplicationInput = z.infer<typeof applicationSchema>

/** Labels of required fields that are missing, in form order (spec §5). */
export function missingRequired(input: ApplicationInput): string[] {
  const L = REQUIRED_FIELD_LABELS
  const checks: [string, boolean][] = [
    [L.legal_name, input.legal_name !== ''],
    [L.primary_contact, input.primary_contact !== ''],
    [L.phone, input.phone !== ''],
    [L.email, input.email !== ''],
    [L['base_location.city'], input.base_location.city !== ''],
    [L['base_location.state'], input.base_location.state !== ''],
    [L.accept_terms, input.accept_terms],
    [L.consent_notifications, input.consent_notifications],
  ]
  return checks.filter(([, ok]) => !ok).map(([label]) => label)
}
