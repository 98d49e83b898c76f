import { z } from 'zod'
import { plainLine } from './validation'

// The fields every form about a person asks for (register, invite, settings, forgot password),
// with the spec's messages, so that each form says the same thing about the same mistake.

export const emailSchema = z
  .string({ required_error: 'Email is required', invalid_type_error: 'Email must be text' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .email('Please enter a valid email address')

export const personNameSchema = z
  .string({ required_error: 'Name is required', invalid_type_error: 'Name must be text' })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters')
  .superRefine(plainLine('Name'))
