import { z } from 'zod'
import { plainLine, plainText } from './validation'

export const QUOTE_ZIP_MESSAGE = 'Please enter the 5-digit ZIP code where the vehicle is'

const zipDigits = /^\d{5}$/

// The quote request (spec §7 POST /api/quote; its fields are ours to define). The original client
// sends name, email, phone, vehicle, services and additionalInfo: no ZIP and no business.
const quoteFields = z.object({
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
    .refine((v) => v === '' || /^[\d\s\-+()]{10,20}$/.test(v), 'Please enter a valid phone number')
    .optional(),
  // Optional for API callers; one that is sent must be a ZIP. Our own form asks for it.
  zip: z
    .string({ invalid_type_error: QUOTE_ZIP_MESSAGE })
    .trim()
    .refine((v) => v === '' || zipDigits.test(v), QUOTE_ZIP_MESSAGE)
    .nullish(),
  vehicle: z
    .string({ invalid_type_error: 'Vehicle must be text' })
    .trim()
    .max(100, 'Vehicle must be at most 100 characters')
    .superRefine(plainLine('Vehicle'))
    .optional(),
  // A list; a single service sent as text is a list of one.
  services: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? [] : [v]) : v),
    z
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
  ),
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

type QuoteFields = z.infer<typeof quoteFields>
const normalize = ({ businessSlug, business_slug, zip, ...rest }: QuoteFields) => ({
  ...rest,
  zip: zip || null,
  // No business: a quote to the marketplace, which its admins answer.
  businessSlug: business_slug || businessSlug || null,
})

/** POST /api/quote as the server reads it: the ZIP may be left out. */
export const quoteSchema = quoteFields.transform(normalize)

/** Our own quote form: it asks where the vehicle is, so its ZIP is required. */
export const quoteFormSchema = quoteFields
  .extend({
    zip: z
      .string({ required_error: QUOTE_ZIP_MESSAGE, invalid_type_error: QUOTE_ZIP_MESSAGE })
      .trim()
      .regex(zipDigits, QUOTE_ZIP_MESSAGE),
  })
  .transform(normalize)

export type QuoteInput = z.infer<typeof quoteSchema>

export const quoteListQuerySchema = z.object({
  business_slug: z.string().trim().max(50).optional(),
})
