import { z } from 'zod'
import { newPasswordSchema } from './password-rule'
import { emailSchema, personNameSchema } from './person-fields'

export { PASSWORD_MAX, PASSWORD_MIN } from './password-rule'

export const loginSchema = z.object({
  email: emailSchema,
  // Length is not checked on login beyond a sanity bound: the answer must not reveal rules.
  password: z
    .string({ required_error: 'Password is required', invalid_type_error: 'Password must be text' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
})

export const registerSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: personNameSchema,
  phone: z
    .string({ invalid_type_error: 'Phone must be text' })
    .trim()
    .max(20, 'Please enter a valid phone number')
    .refine((v) => v === '' || /^[\d\s\-+()]{10,20}$/.test(v), 'Please enter a valid phone number')
    .optional()
    .transform((v) => (v ? v : undefined)),
})

export const refreshSchema = z.object({
  refreshToken: z
    .string({
      required_error: 'Refresh token is required',
      invalid_type_error: 'Refresh token must be text',
    })
    .min(1, 'Refresh token is required')
    .max(512, 'Refresh token is invalid'),
})

export type LoginInput = z.infer<typeof loginSchema>
export type RegisterInput = z.infer<typeof registerSchema>
