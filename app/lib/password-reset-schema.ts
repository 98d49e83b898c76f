import { z } from 'zod'

export const RESET_LINK_TTL_MINUTES = 30

export const RESET_REQUESTED =
  'If an account exists for that email, we have sent it a link to reset the password. The link expires in 30 minutes.'

/** The forgot-password form: just the email. */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ required_error: 'Email is required', invalid_type_error: 'Email must be text' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .email('Please enter a valid email address'),
})

/** Where a redeemed reset link lands, and what that page then says. */
export const PASSWORD_CHANGED_PATH = '/login?password=changed'
export const PASSWORD_CHANGED = 'Your password was changed.'
