import { z } from 'zod'
import {
  hasHiddenCharacters,
  hiddenCharactersMessage,
  isUsState,
  STATE_MESSAGE,
  STATE_UNKNOWN,
} from './validation'

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined))

/** GET /api/affiliates/lookup?zip&city&state */
export const lookupQuerySchema = z.object({
  zip: optionalText(10, 'ZIP code must be 5 digits or 5+4 format').refine(
    (v) => v === undefined || /^\d{5}(-\d{4})?$/.test(v),
    'ZIP code must be 5 digits or 5+4 format',
  ),
  city: optionalText(100, 'City must be at most 100 characters').refine(
    (v) => v === undefined || !hasHiddenCharacters(v),
    hiddenCharactersMessage('City'),
  ),
  state: optionalText(2, STATE_MESSAGE)
    .refine((v) => v === undefined || /^[A-Za-z]{2}$/.test(v), STATE_MESSAGE)
    .refine((v) => v === undefined || !/^[A-Za-z]{2}$/.test(v) || isUsState(v), STATE_UNKNOWN),
})

export const NOT_SERVED_MESSAGE =
  "Sorry, we don't currently serve this area. Please contact us for more information."
