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

export const passwordSettingsSchema = z
  .object({
    intent: z.literal('password'),
    currentPassword: z
      .string({
        required_error: 'Current password is required',
        invalid_type_error: 'Current password is required',
      })
      .min(1, 'Current password is required')
      .max(1024, 'Current password is incorrect'),
    newPassword: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })

export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect'
export const PROFILE_SAVED = 'Your details were saved.'
export const PASSWORD_CHANGED = 'Your password was changed. Other devices have been signed out.'
