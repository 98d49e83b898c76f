import { z } from 'zod'
import { plainLine } from '~/lib/validation'

export const SUGGEST_DEFAULT_LIMIT = 8
export const SUGGEST_MAX_LIMIT = 10

/** GET /api/places/suggest?q=&limit= */
export const suggestQuerySchema = z.object({
  q: z
    .string({ required_error: 'Please enter a city or ZIP code' })
    .trim()
    .min(1, 'Please enter a city or ZIP code')
    .max(100, 'Search text must be at most 100 characters')
    .superRefine(plainLine('Search text')),
  limit: z
    .string()
    .regex(/^\d{1,2}$/, `Limit must be a whole number from 1 to ${SUGGEST_MAX_LIMIT}`)
    .transform(Number)
    .refine(
      (n) => n >= 1 && n <= SUGGEST_MAX_LIMIT,
      `Limit must be a whole number from 1 to ${SUGGEST_MAX_LIMIT}`,
    )
    .optional(),
})
