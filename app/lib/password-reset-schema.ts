import { z } from 'zod'
import { emailSchema } from './person-fields'

export const RESET_LINK_TTL_MINUTES = 30

export const RESET_REQUESTED =
  'If an account exists for that email, we have sent it a link to reset the password. The link expires in 30 minutes.'

/** The forgot-password form: just the email. */
export const forgotPasswordSchema = z.object({
  email: emailSchema,
})

/** Where a redeemed reset link lands, and what that page then says. */
export const PASSWORD_CHANGED_PATH = '/login?password=changed'
export const PASSWORD_CHANGED = 'Your password was changed.'
