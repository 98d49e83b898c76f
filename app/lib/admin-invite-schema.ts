import { z } from 'zod'
import { emailSchema, personNameSchema } from './person-fields'

// Add User (admin dashboard): affiliates come only through applications, so an invite makes an
// admin or a customer.
export const INVITE_ROLES = ['admin', 'customer'] as const
export type InviteRole = (typeof INVITE_ROLES)[number]

export const inviteUserSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  role: z.enum(INVITE_ROLES, {
    errorMap: () => ({ message: 'Role must be admin or customer' }),
  }),
})

export type InviteUserInput = z.infer<typeof inviteUserSchema>
