import { z } from 'zod'

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
  city: optionalText(100, 'City must be at most 100 characters'),
  state: optionalText(2, 'State must be a 2-letter code (e.g., CA, NY)').refine(
    (v) => v === undefined || /^[A-Za-z]{2}$/.test(v),
    'State must be a 2-letter code (e.g., CA, NY)',
  ),
})

export const NOT_SERVED_MESSAGE =
  "Sorry, we don't currently serve this area. Please contact us for more information."
