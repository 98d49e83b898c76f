import { z } from 'zod'

import {
  CATEGORY_OPTIONS,
  MAX_UPLOADS,
  REQUIRED_FIELD_LABELS,
  SOURCE_OPTIONS,
} from '~/lib/application-options'

// Spec §3 application payload and §5 application rules.
export { CATEGORY_OPTIONS, MAX_UPLOADS, REQUIRED_FIELD_LABELS, SOURCE_OPTIONS }

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`)
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
  legal_name: text(100).default(''),
  primary_contact: text(100).default(''),
  phone: text(30).default(''),
  email: text(254).default(''),
  base_location: z
    .object({ city: text(100).default(''), state: text(2).default(''), zip: text(10).optional() })
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
  notes: text(2000).optional(),
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
