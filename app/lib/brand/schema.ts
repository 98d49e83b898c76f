import { z } from 'zod'
import { plainLine, plainText } from '../validation'
import { AA, accessibleShade, normalizeHex, weakestContrast } from './colour'

import { MAX_ABOUT, MAX_GALLERY } from './limits'

export { MAX_ABOUT, MAX_FAQS, MAX_GALLERY, MAX_LOGO_BYTES } from './limits'
export const GALLERY_FULL = `The gallery holds up to ${MAX_GALLERY} photos. Remove one first.`

/** A brand colour in #rrggbb, dark enough for white text and for text on its tints (WCAG AA). */
export const brandColourSchema = z.object({
  brand_color: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return null
      const hex = normalizeHex(value)
      if (!hex) {
        ctx.addIssue({ code: 'custom', message: 'Enter a colour like #1172bf.' })
        return z.NEVER
      }
      const ratio = weakestContrast(hex)
      if (ratio < AA) {
        ctx.addIssue({
          code: 'custom',
          message: `This colour is too light to read white text on (${ratio.toFixed(1)}:1, WCAG AA needs ${AA}:1). Try ${accessibleShade(hex)}.`,
        })
        return z.NEVER
      }
      return hex
    }),
})

export const aboutSchema = z.object({
  about: z
    .string()
    .trim()
    .max(MAX_ABOUT, `Keep the About text under ${MAX_ABOUT} characters.`)
    .superRefine(plainText('About'))
    .transform((v) => v || null),
})

export const faqEntrySchema = z.object({
  question: z
    .string()
    .trim()
    .min(5, 'Enter a question.')
    .max(200, 'Keep the question under 200 characters.')
    .superRefine(plainLine('Question')),
  answer: z
    .string()
    .trim()
    .min(1, 'Enter an answer.')
    .max(1000, 'Keep the answer under 1000 characters.')
    .superRefine(plainText('Answer')),
})

export const PHOTO_ROLES = ['photo', 'before', 'after'] as const

export const photoSchema = z.object({
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_GALLERY - 1),
  role: z.enum(PHOTO_ROLES, { message: 'Choose Photo, Before or After.' }),
  alt: z
    .string()
    .trim()
    .min(3, 'Describe the photo for people who cannot see it.')
    .max(150, 'Keep the description under 150 characters.')
    .superRefine(plainLine('Description')),
})

export const indexSchema = z.object({
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_GALLERY - 1),
})
