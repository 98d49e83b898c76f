import { z } from 'zod'

const instant = (label: string) =>
  z
    .string({ required_error: `${label} is required` })
    .max(40)
    .refine((v) => !Number.isNaN(Date.parse(v)), `${label} must be a date and time`)
    .transform((v) => new Date(v).toISOString())

/**
 * POST /api/dev/weather (local provider, loopback only): the fake forecast for a ZIP over a
 * time range, in development and tests (decision 042).
 */
export const weatherFakeSchema = z
  .object({
    zip: z.string().regex(/^\d{5}$/, 'ZIP must be 5 digits'),
    from: instant('From'),
    to: instant('To'),
    precipitation: z.number().int().min(0).max(100),
    temperatureF: z.number().int().min(-60).max(130),
    windMph: z.number().int().min(0).max(200),
  })
  .refine((v) => v.to > v.from, { message: 'To must be after From', path: ['to'] })
