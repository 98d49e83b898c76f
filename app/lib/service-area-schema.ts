import { z } from 'zod'
import { plainLine, usStateSchema } from './validation'

// Spec §5 "Add location" rules, in the spec's words. Shared by the dashboard form, the
// service-area API and application approval.
export const serviceAreaSchema = z.object({
  city: z
    .string({ required_error: 'City is required', invalid_type_error: 'City is required' })
    .trim()
    .min(1, 'City is required')
    .max(100, 'City must be at most 100 characters')
    .superRefine(plainLine('City')),
  state: usStateSchema,
  zip: z
    .union([z.string(), z.number()], {
      invalid_type_error: 'ZIP code must be 5 digits or 5+4 format',
    })
    .transform((z) => String(z).trim())
    .refine(
      (z) => z === '' || /^\d{5}(-\d{4})?$/.test(z),
      'ZIP code must be 5 digits or 5+4 format',
    )
    .transform((z) => (z === '' ? null : z))
    .nullish()
    .transform((z) => z ?? null),
  primary: z
    .boolean({ invalid_type_error: 'Primary must be true or false' })
    .optional()
    .default(false),
  minimum: z
    .number({ invalid_type_error: 'Minimum must be a positive number' })
    .finite('Minimum must be a positive number')
    .min(0, 'Minimum must be a positive number')
    .max(1_000_000, 'Minimum is too large')
    .optional()
    .default(0),
  multiplier: z
    .number({ invalid_type_error: 'Multiplier must be greater than 0' })
    .finite('Multiplier must be greater than 0')
    .gt(0, 'Multiplier must be greater than 0')
    .max(100, 'Multiplier is too large')
    .optional()
    .default(1),
})

export type ServiceAreaInput = z.infer<typeof serviceAreaSchema>

const keyPart = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Paths name an area as 'city-state' (e.g. 'las-vegas-nv'). */
export function areaKey(city: string, state: string): string {
  return `${keyPart(city)}-${state.toLowerCase()}`
}

/**
 * The area a path names, in the same form as areaKey: the original client writes the city as
 * typed ('Las Vegas-NV', sent as 'Las%20Vegas-NV' or 'Las+Vegas-NV'), our own pages the key
 * itself ('las-vegas-nv'). Spaces, '+', any case and a second layer of %-encoding all read alike.
 */
export function areaKeyFromPath(segment: string): string {
  let text = segment
  if (/%[0-9a-f]{2}/i.test(text)) {
    try {
      text = decodeURIComponent(text)
    } catch {
      // A stray '%' is just another separator.
    }
  }
  return keyPart(text)
}

/** PUT …/service_areas/{city-state}: only the changed fields. */
export const serviceAreaChangesSchema = serviceAreaSchema
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'No changes were sent')

/**
 * PUT …/service_areas/primary: city and state name the area that becomes the primary one;
 * zip, minimum and multiplier change it. Without city and state they change the current
 * primary area (the dashboard's primary card sends only what was edited).
 */
export const primaryAreaChangesSchema = serviceAreaSchema
  .pick({ city: true, state: true, zip: true, minimum: true, multiplier: true })
  .partial()
  .superRefine((v, ctx) => {
    if (Object.values(v).every((x) => x === undefined)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'No changes were sent' })
    } else if (v.city !== undefined && v.state === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['state'], message: 'State is required' })
    } else if (v.state !== undefined && v.city === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['city'], message: 'City is required' })
    }
  })
