import { z } from 'zod'
import { confirmPasswordSchema, newPasswordSchema } from './password-rule'

export const PASSWORD_SETUP_TTL_DAYS = 7
export const SETUP_LINK_INVALID = 'This link is invalid or has expired'

/** The set-password form (link sent on approval): a new password, typed twice. */
export const setPasswordSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })

/**
 * What setting the password lets the person into, by role: only detailers and admins have a
 * dashboard, so a customer's link must not promise one.
 */
export function signInTarget(role: 'user' | 'admin' | 'affiliate'): string {
  if (role === 'admin') return 'the Mobile Detail Hub admin dashboard'
  if (role === 'affiliate') return 'your Mobile Detail Hub dashboard'
  return 'your Mobile Detail Hub account'
}
