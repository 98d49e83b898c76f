import { z } from 'zod'
import { COMMON_PASSWORDS } from './common-passwords'
import { hasHiddenCharacters } from './validation'

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  blank: 'Password cannot be only spaces',
  hidden: 'Password cannot contain control or invisible characters',
  repeated: 'Password cannot be one character repeated',
  common: 'This password is too common. Please choose one that is harder to guess',
} as const

/**
 * Every new password (register, set-password, reset): length without composition rules, as
 * OWASP ASVS 5.0 V6 asks, refusing what only looks long (spaces, invisible characters, one key
 * held down) and the passwords guessed first. Spaces inside are fine; nothing is trimmed.
 */
export const newPasswordSchema = z
  .string({
    required_error: PASSWORD_MESSAGES.required,
    invalid_type_error: 'Password must be text',
  })
  .min(PASSWORD_MIN, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX, PASSWORD_MESSAGES.tooLong)
  .superRefine((password, ctx) => {
    const problem = passwordProblem(password)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

/** The new password typed again; whether the two match is the form's own check. */
export const confirmPasswordSchema = z
  .string({
    required_error: 'Please confirm your password',
    invalid_type_error: 'Please confirm your password',
  })
  .min(1, 'Please confirm your password')

function passwordProblem(password: string): string | null {
  if (password.trim() === '') return PASSWORD_MESSAGES.blank
  if (hasHiddenCharacters(password)) return PASSWORD_MESSAGES.hidden
  if (new Set(password).size === 1) return PASSWORD_MESSAGES.repeated
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return PASSWORD_MESSAGES.common
  return null
}
