import { z } from 'zod'
import { newPasswordSchema } from './password-rule'
import { plainLine } from './validation'

export { PASSWORD_MAX, PASSWORD_MIN } from './password-rule'

const email = z
  .string({ required_error: 'Email is required', invalid_type_error: 'Email must be text' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .email('Please enter a valid email address')

export const loginSchema = z.object({
  email,
  // Length is not checked on login beyond a sanity bound: the answer must not reveal rules.
  password: z
    .string({ required_error: 'Password is required', invalid_type_error: 'Password must be text' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
})

export const registerSchema = z.object({
  email,
  password: newPasswordSchema,
  name: z
    .string({ required_error: 'Name is required', invalid_type_error: 'Name must be text' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters')
    .superRefine(plainLine('Name')),
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
