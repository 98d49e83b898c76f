import { z } from 'zod'
import { plainLine } from './validation'

// Add User (admin dashboard): affiliates come only through applications, so an invite makes an
// admin or a customer.
export const INVITE_ROLES = ['admin', 'customer'] as const
export type InviteRole = (typeof INVITE_ROLES)[number]

export const inviteUserSchema = z.object({
  name: z
    .string({ required_error: 'Name is required', invalid_type_error: 'Name must be text' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters')
    .superRefine(plainLine('Name')),
  email: z
    .string({ required_error: 'Email is required', invalid_type_error: 'Email must be text' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .email('Please enter a valid email address'),
  role: z.enum(INVITE_ROLES, {
    errorMap: () => ({ message: 'Role must be admin or customer' }),
  }),
})

export type InviteUserInput = z.infer<typeof inviteUserSchema>
