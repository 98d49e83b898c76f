import { z } from 'zod'
import { hasHiddenCharacters, isUsState, STATE_MESSAGE, STATE_UNKNOWN } from '../validation'

/** "Tell me when a detailer serves {place}" (issue 40): the form and the server share it. */
export const waitlistSchema = z.object({
  email: z
    .string({ required_error: 'Please enter a valid email address' })
    .trim()
    .max(254, 'Please enter a valid email address')
    .email('Please enter a valid email address'),
  city: z
    .string({ required_error: 'Please enter a city' })
    .trim()
    .min(1, 'Please enter a city')
    .max(100, 'City must be at most 100 characters')
    .refine((v) => !hasHiddenCharacters(v), 'Please enter a city'),
  state: z
    .string({ required_error: STATE_MESSAGE })
    .trim()
    .regex(/^[A-Za-z]{2}$/, STATE_MESSAGE)
    .refine(isUsState, STATE_UNKNOWN)
    .transform((v) => v.toUpperCase()),
})

export const WAITLIST_JOINED = (place: string) =>
  `Thank you. We will email you once a detailer serves ${place}.`
export const WAITLIST_CAPPED =
  'Too many places are waiting for this address or connection. Please try again tomorrow.'

/** The form's answer: the thanks or the cap (message), or the fields' errors. */
export interface WaitlistAnswer {
  ok: boolean
  message: string | null
  errors: Partial<Record<'email' | 'city' | 'state', string>>
}
