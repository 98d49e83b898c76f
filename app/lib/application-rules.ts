import { REQUIRED_FIELD_LABELS } from '~/lib/application-options'
import { type ApplicationInput } from '~/lib/application-schema'
import { tenDigits } from '~/lib/phone'

// Spec §5 application rules beyond types, shared by the page (as the user submits) and the server
// (apply.server.ts): the same checks, the same words, in the same order.

type RequiredKey = keyof typeof REQUIRED_FIELD_LABELS

export type RuleInput = Pick<
  ApplicationInput,
  | 'legal_name'
  | 'primary_contact'
  | 'phone'
  | 'email'
  | 'base_location'
  | 'accept_terms'
  | 'consent_notifications'
>

export const PHONE_INCOMPLETE = 'Please enter a complete 10-digit phone number'
export const PHONE_VALID = '✓ Valid phone number format'
export const EMAIL_INVALID = 'Please enter a valid email address'
export const STATE_INVALID = 'State must be a 2-letter code (e.g., CA, NY)'
export const ZIP_INVALID = 'ZIP code must be 5 digits or 5+4 format'
export const UPLOADS_TOO_MANY = 'Maximum 3 images allowed'
export const UPLOAD_TOO_LARGE = 'Each image must be at most 5 MB'
export const UPLOAD_NOT_IMAGE = 'Uploads must be images (JPEG, PNG, GIF or WebP)'

/**
 * The answer to a second application while one is pending for the same email. Kept here, once,
 * so the API and the page say the same thing (and can change together).
 */
export const PENDING_APPLICATION_MESSAGE =
  'We already have an application from this email address waiting for review, so there is no need to apply again. We will contact you by email within 2-3 business days.'

/** Beside a missing field: what the person has to do. */
const MISSING_HINTS: Partial<Record<RequiredKey, string>> = {
  accept_terms: 'Please accept the Affiliate Terms of Service and Privacy Policy',
  consent_notifications: 'Please agree to receive notifications about your application',
}

const filled: Record<RequiredKey, (i: RuleInput) => boolean> = {
  legal_name: (i) => i.legal_name.trim() !== '',
  primary_contact: (i) => i.primary_contact.trim() !== '',
  phone: (i) => i.phone.trim() !== '',
  email: (i) => i.email.trim() !== '',
  'base_location.city': (i) => i.base_location.city.trim() !== '',
  'base_location.state': (i) => i.base_location.state.trim() !== '',
  accept_terms: (i) => i.accept_terms,
  consent_notifications: (i) => i.consent_notifications,
}

export const isCompletePhone = (phone: string) =>
  tenDigits(phone) !== null && /^[\d\s\-+().]+$/.test(phone)

export interface RuleProblems {
  /** The one-line summary: the missing fields, else the first broken rule. */
  error: string
  /** Field key (as in the server's `errors`) → message beside that field. */
  errors: Record<string, string>
}

/** Every broken §5 rule of an application, or null when it passes. */
export function applicationProblems(input: RuleInput): RuleProblems | null {
  const errors: Record<string, string> = {}
  const keys = Object.keys(REQUIRED_FIELD_LABELS) as RequiredKey[]
  const missing = keys.filter((key) => !filled[key](input))
  for (const key of missing)
    errors[key] = MISSING_HINTS[key] ?? `${REQUIRED_FIELD_LABELS[key]} is required`
  const { phone, email, base_location: place } = input
  if (phone.trim() !== '' && !isCompletePhone(phone)) errors.phone = PHONE_INCOMPLETE
  if (email.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = EMAIL_INVALID
  if (place.state.trim() !== '' && !/^[A-Za-z]{2}$/.test(place.state))
    errors['base_location.state'] = STATE_INVALID
  if (place.zip && !/^\d{5}(-\d{4})?$/.test(place.zip)) errors['base_location.zip'] = ZIP_INVALID
  const first = Object.values(errors)[0]
  if (first === undefined) return null
  const error =
    missing.length > 0
      ? `Please fill in all required fields: ${missing.map((k) => REQUIRED_FIELD_LABELS[k]).join(', ')}`
      : first
  return { error, errors }
}

/**
 * Digits typed so far shown as (555) 123-4567 (spec §5). A leading 1 is the US country code: no
 * area code starts with 1, so it is dropped as soon as it is typed.
 */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '').replace(/^1/, '').slice(0, 10)
  if (digits.length === 0) return ''
  if (digits.length < 4) return `(${digits}`
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}
