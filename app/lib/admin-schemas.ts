import { z } from 'zod'
import { PAGE_SIZE, pageQuery } from './page-query'
import { plainText } from './validation'
import { serviceAreaSchema } from './service-area-schema'
import { slugSchema } from './slug'

// Inputs of the admin dashboard (spec §2 Admin dashboard, §5), shared by its forms and the API.

export const ADMIN_NOTES_MAX = 999
export const REJECTION_REASON_MIN = 10
export const REJECTION_REASON_MAX = 500
export const MAX_APPROVAL_AREAS = 50
export const QUERY_MAX_LENGTH = 10_000

export const USER_STATUS_FILTERS = ['all', 'admin', 'affiliate', 'user', 'pending'] as const
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number]

/**
 * The dashboard's own words for its lists (plural, and 'customers' for plain users), accepted
 * beside the singular filters so clients written either way get the same list.
 */
const USER_STATUS_ALIASES: Record<string, UserStatusFilter> = {
  admins: 'admin',
  affiliates: 'affiliate',
  users: 'user',
  customer: 'user',
  customers: 'user',
}

const STATUS_WORDS = [...USER_STATUS_FILTERS, ...Object.keys(USER_STATUS_ALIASES)]

export const ADMIN_PAGE_SIZE = PAGE_SIZE

export const adminUsersQuerySchema = z.object({
  // `?q=&limit=&offset=` of the admin's lists: blank means not given.
  ...pageQuery,
  // `?status=` (empty) means the same as no filter.
  status: z.preprocess(
    (status) =>
      status === ''
        ? undefined
        : typeof status === 'string'
          ? (USER_STATUS_ALIASES[status] ?? status)
          : status,
    z
      .enum(USER_STATUS_FILTERS, {
        errorMap: () => ({ message: `Status must be one of: ${STATUS_WORDS.join(', ')}` }),
      })
      .default('all'),
  ),
})

/** Spec §5: admin notes are optional and under 1000 characters; blank means none. */
export const adminNotesSchema = z
  .string({ invalid_type_error: 'Admin notes must be text' })
  .trim()
  .max(ADMIN_NOTES_MAX, 'Admin notes must be less than 1000 characters long')
  .superRefine(plainText('Admin notes'))
  .nullish()
  .transform((notes) => (notes ? notes : null))

const approvedSlugSchema = z
  .string({ required_error: 'Slug is required', invalid_type_error: 'Slug must be text' })
  .pipe(slugSchema)

export const approveApplicationSchema = z.object({
  approved_slug: approvedSlugSchema,
  admin_notes: adminNotesSchema,
  service_areas: z
    .array(serviceAreaSchema, { invalid_type_error: 'Service areas must be a list' })
    .max(MAX_APPROVAL_AREAS, `At most ${MAX_APPROVAL_AREAS} service areas can be added at once`)
    .nullish()
    .superRefine((areas, ctx) => {
      // The database keeps one row per (state, lower-cased city) and exactly one primary area.
      const seen = new Set<string>()
      let primaries = 0
      areas?.forEach((area, index) => {
        const key = `${area.state}|${area.city.toLowerCase()}`
        if (seen.has(key)) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: [index, 'city'],
            message: 'This city is already in the list',
          })
        }
        seen.add(key)
        if (area.primary && ++primaries > 1) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: [index, 'primary'],
            message: 'Only one service area can be primary',
          })
        }
      })
    })
    .transform((areas) => areas ?? []),
})

export type ApproveApplicationInput = z.infer<typeof approveApplicationSchema>

export const rejectApplicationSchema = z.object({
  rejection_reason: z
    .string({
      required_error: 'Rejection reason is required',
      invalid_type_error: 'Rejection reason must be text',
    })
    .trim()
    .min(1, 'Rejection reason is required')
    .min(REJECTION_REASON_MIN, 'Rejection reason must be at least 10 characters long')
    .max(REJECTION_REASON_MAX, 'Rejection reason must be less than 500 characters long')
    .superRefine(plainText('Rejection reason')),
  admin_notes: adminNotesSchema,
})

export type RejectApplicationInput = z.infer<typeof rejectApplicationSchema>

export const adminQuerySchema = z.object({
  query: z
    .string({ required_error: 'No query entered', invalid_type_error: 'Query must be text' })
    .max(QUERY_MAX_LENGTH, 'Query must be at most 10,000 characters')
    .refine((query) => query.trim() !== '', 'No query entered')
    .superRefine(plainText('Query')),
})

export const DELETE_ID_KINDS = ['business', 'user'] as const
/**
 * DELETE /api/admin/affiliates/{id}?as=…: which table the id is from, for an id that names a
 * business and also an affiliate owner's account (older rows only; decision 035).
 */
export const affiliateDeleteQuerySchema = z.object({
  as: z
    .enum(DELETE_ID_KINDS, {
      errorMap: () => ({ message: "as must be 'business' or 'user'" }),
    })
    .optional(),
})
