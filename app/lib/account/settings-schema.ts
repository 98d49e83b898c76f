import { z } from 'zod'
import { confirmPasswordSchema, newPasswordSchema } from '~/lib/password-rule'
import { personNameSchema } from '~/lib/person-fields'
import { tenDigits } from '~/lib/phone'

// The customer's Settings page: two forms (profile, password), one schema each; the page's one
// action tells them apart by `intent`.

const PHONE = 'Please enter a valid phone number'

export const profileSettingsSchema = z.object({
  intent: z.literal('profile'),
  name: personNameSchema,
  // Optional: empty clears it. Stored as 10 digits, like every other phone.
  phone: z
    .string({ invalid_type_error: PHONE })
    .trim()
    .max(20, PHONE)
    .refine((v) => v === '' || (/^[\d\s\-+().]{10,20}$/.test(v) && tenDigits(v) !== null), PHONE)
    .transform((v) => (v === '' ? null : tenDigits(v)))
    .optional()
    .transform((v) => v ?? null),
})

// Asked by both forms that change how the account signs in.
export const currentPassword = z
  .string({
    required_error: 'Current password is required',
    invalid_type_error: 'Current password is required',
  })
  .min(1, 'Current password is required')
  .max(1024, 'Current password is incorrect')

export const passwordSettingsSchema = z
  .object({
    intent: z.literal('password'),
    currentPassword,
    newPassword: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })

// The sign-in email moves only once the new address opens the link sent to it.
export const emailSettingsSchema = z.object({
  intent: z.literal('email'),
  newEmail: z
    .string({ required_error: 'Email is required', invalid_type_error: 'Email must be text' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .email('Please enter a valid email address')
    .transform((v) => v.toLowerCase()),
  currentPassword,
})

export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect'
export const PROFILE_SAVED = 'Your details were saved.'
export const PASSWORD_CHANGED = 'Your password was changed. Other devices have been signed out.'
export const EMAIL_TAKEN = 'An account with this email already exists'
export const EMAIL_SAME = 'This is already your email'
export const EMAIL_LINK_SENT =
  'We sent a confirmation link to your new email. Your email changes when you open it.'

export const SETTINGS_NOTICES = {
  profile: PROFILE_SAVED,
  password: PASSWORD_CHANGED,
  email: EMAIL_LINK_SENT,
} as const
export type SettingsSaved = keyof typeof SETTINGS_NOTICES

/** The notice for `?saved=…` after a form went through, or none. */
export function settingsNotice(saved: string | null): string | null {
  return saved === 'profile' || saved === 'password' || saved === 'email'
    ? SETTINGS_NOTICES[saved]
    : null
}
