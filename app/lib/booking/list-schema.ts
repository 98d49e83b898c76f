import { z } from 'zod'

const count = (name: string, fallback: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? String(fallback) : v.trim()))
    .refine(
      (v) => /^\d{1,6}$/.test(v) && Number(v) <= max,
      `${name} must be a whole number up to ${max}`,
    )
    .transform(Number)

/** GET /api/bookings?business_slug=…&limit=…&offset=… */
export const bookingListQuerySchema = z.object({
  business_slug: z
    .string()
    .trim()
    .max(50, 'Business slug must be at most 50 characters')
    .optional()
    .transform((v) => v || undefined),
  limit: count('Limit', 50, 100).refine((n) => n >= 1, 'Limit must be at least 1'),
  offset: count('Offset', 0, 100_000),
})
