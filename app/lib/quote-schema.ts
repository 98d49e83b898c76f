import { z } from 'zod'
import { plainLine, plainText } from './validation'

export const QUOTE_ZIP_MESSAGE = 'Please enter the 5-digit ZIP code where the vehicle is'

// The quote modal's request (spec §7 POST /api/quote; its fields are ours to define).
export const quoteSchema = z
  .object({
    name: z
      .string({ required_error: 'Name is required', invalid_type_error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(100, 'Name must be at most 100 characters')
      .superRefine(plainLine('Name')),
    email: z
      .string({
        required_error: 'Email is required',
        invalid_type_error: 'Please enter a valid email address',
      })
      .trim()
      .max(254, 'Please enter a valid email address')
      .email('Please enter a valid email address'),
    phone: z
      .string({ invalid_type_error: 'Please enter a valid phone number' })
      .trim()
      .refine(
        (v) => v === '' || /^[\d\s\-+()]{10,20}$/.test(v),
        'Please enter a valid phone number',
      )
      .optional(),
    // The detailer needs to know where the work is.
    zip: z
      .string({ required_error: QUOTE_ZIP_MESSAGE, invalid_type_error: QUOTE_ZIP_MESSAGE })
      .trim()
      .regex(/^\d{5}$/, QUOTE_ZIP_MESSAGE),
    vehicle: z
      .string({ invalid_type_error: 'Vehicle must be text' })
      .trim()
      .max(100, 'Vehicle must be at most 100 characters')
      .superRefine(plainLine('Vehicle'))
      .optional(),
    services: z
      .array(
        z
          .string({ invalid_type_error: 'Services must be text' })
          .trim()
          .min(1)
          .max(100, 'Service names must be at most 100 characters')
          .superRefine(plainLine('Service names')),
        {
          invalid_type_error: 'Services must be a list',
        },
      )
      .max(20, 'Choose at most 20 services')
      .default([]),
    additionalInfo: z
      .string({ invalid_type_error: 'Additional information must be text' })
      .trim()
      .max(2000, 'Additional information must be at most 2000 characters')
      .superRefine(plainText('Additional information'))
      .optional(),
    business_slug: z
      .string({ invalid_type_error: 'Business must be a slug' })
      .trim()
      .max(50)
      .optional(),
    businessSlug: z
      .string({ invalid_type_error: 'Business must be a slug' })
      .trim()
      .max(50)
      .optional(),
  })
  .transform(({ businessSlug, business_slug, ...rest }) => ({
    ...rest,
    businessSlug: business_slug || businessSlug || null,
  }))

export type QuoteInput = z.infer<typeof quoteSchema>

export const quoteListQuerySchema = z.object({
  business_slug: z.string().trim().max(50).optional(),
})
