import { z } from 'zod'
import { plainLine, plainText } from './validation'

// Review inputs of spec §3/§5/§7/§9, in the spec's words. Shared by the API, the admin's
// 'Seed Reviews' form and the review cards' vote buttons.

export const REVIEW_TYPES = ['mdh', 'affiliate'] as const
// 'hidden': taken off the public pages by an admin (moderation); 'approved' restores it.
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected', 'hidden'] as const
/** Sources a stored review may carry; anything else is shown as 'unknown'. */
export const REVIEW_SOURCES = ['google', 'yelp', 'facebook', 'website', 'imported'] as const
/** Sources an admin may pick when seeding. */
export const SEED_SOURCES = ['website', 'google', 'yelp', 'facebook'] as const
export const SEED_CATEGORIES = [
  'none',
  'car',
  'truck',
  'boat',
  'rv',
  'motorcycle',
  'ceramic',
] as const
export const VOTE_TYPES = ['helpful', 'not_helpful'] as const

export const REVIEWS_PAGE_SIZE = 50
export const REVIEWS_MAX_PAGE_SIZE = 100
export const SEED_BATCH_MAX = 20
export const REVIEWER_NAME_MAX = 100
export const REVIEW_TITLE_MAX = 200
export const REVIEW_CONTENT_MAX = 5000

export type ReviewType = (typeof REVIEW_TYPES)[number]
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]
export type ReviewSource = (typeof REVIEW_SOURCES)[number] | 'unknown'
export type VoteType = (typeof VOTE_TYPES)[number]

const REQUIRED = 'Please fill in all required fields'
const URL_MESSAGE = 'Please enter a valid URL (must start with http:// or https://)'
const DATE_MESSAGE = 'Please enter a valid date (YYYY-MM-DD)'

// ---- GET /api/reviews ------------------------------------------------------------------------

/** A query-string whole number in [min, max]; signs and decimals are refused. */
const queryInt = (message: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message)

const queryFlag = (name: string) =>
  z
    .enum(['true', 'false', '1', '0'], { message: `${name} must be true or false` })
    .transform((v) => v === 'true' || v === '1')

/**
 * Blank parameters (`?business_slug=&type=mdh`, as a client builds them from empty settings)
 * count as not given, so they never silently turn into "match nothing".
 */
const withoutBlanks = (params: unknown) =>
  params && typeof params === 'object'
    ? Object.fromEntries(
        Object.entries(params).filter(([, v]) => !(typeof v === 'string' && v.trim() === '')),
      )
    : params

export const reviewListQuerySchema = z.preprocess(
  withoutBlanks,
  z.object({
    type: z.enum(REVIEW_TYPES, { message: 'Type must be mdh or affiliate' }).optional(),
    business_slug: z.string().trim().max(100, 'Business slug is too long').optional(),
    affiliate_id: queryInt(
      'Affiliate id must be a positive whole number',
      1,
      999_999_999,
    ).optional(),
    // 'all' lets an admin moderate every review at once; only 'approved' is public.
    status: z
      .enum([...REVIEW_STATUSES, 'all'], {
        message: 'Status must be pending, approved, rejected, hidden or all',
      })
      .default('approved'),
    featured_only: queryFlag('featured_only').optional(),
    verified_only: queryFlag('verified_only').optional(),
    limit: queryInt(
      `Limit must be a whole number from 1 to ${REVIEWS_MAX_PAGE_SIZE}`,
      1,
      REVIEWS_MAX_PAGE_SIZE,
    ).default(String(REVIEWS_PAGE_SIZE)),
    offset: queryInt('Offset must be a whole number of 0 or more', 0, 999_999_999).default('0'),
  }),
)

export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>

// ---- POST /api/reviews/{id}/vote -------------------------------------------------------------

// The client also sends `user_ip` (a fixed placeholder, spec §6). It is deliberately not part of
// the schema, so zod strips it: the voter is always worked out on the server.
export const reviewVoteSchema = z.object({
  vote_type: z.enum(VOTE_TYPES, { message: "Vote type must be 'helpful' or 'not_helpful'" }),
})

// ---- POST /api/admin/seed-reviews ------------------------------------------------------------

/** Blank form values (and JSON nulls) mean "not given". */
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v

/** A whole number from a JSON number or a form's digit string. */
const wholeNumber = (message: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : blankToUndefined(v)),
    z
      .number({ invalid_type_error: message })
      .int(message)
      .min(min, message)
      .max(max, message)
      .default(fallback),
  )

const requiredText = (label: string, max: number, multiline = false) =>
  z
    .string({ required_error: REQUIRED, invalid_type_error: `${label} must be text` })
    .trim()
    .min(1, REQUIRED)
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine(multiline ? plainText(label) : plainLine(label))

const optionalText = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional())

/** The latest calendar date anywhere on Earth (UTC+14), so "today" is never "the future". */
export function latestDateToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10)
}

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    year >= 1970 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  )
}

/**
 * Where a copied review can be read, by source (decision 037): a review from Google, Yelp or
 * Facebook must link to its original there, so a visitor can check it and an admin cannot invent one.
 */
export const ORIGIN_HOSTS: Readonly<Partial<Record<ReviewSource, readonly string[]>>> = {
  google: ['google.com', 'goo.gl', 'g.page', 'g.co'],
  yelp: ['yelp.com'],
  facebook: ['facebook.com', 'fb.com', 'fb.me'],
}

const SOURCE_NAMES: Readonly<Record<string, string>> = {
  google: 'Google',
  yelp: 'Yelp',
  facebook: 'Facebook',
}

/** The error for a review's origin link, or null when it is fine. */
export function originRule(source: string, url: string | undefined): string | null {
  const hosts = ORIGIN_HOSTS[reviewSourceOf(source)]
  const name = SOURCE_NAMES[source]
  if (!hosts || !name) return null
  if (!url) return `A review from ${name} needs the link to the original review`
  const host = URL.canParse(url) ? new URL(url).hostname.toLowerCase() : ''
  const onSite = hosts.some((h) => host === h || host.endsWith(`.${h}`))
  return onSite ? null : `The link must lead to the original review on ${name}`
}

/** A stored source, or 'unknown' for anything else. */
export function reviewSourceOf(value: string): ReviewSource {
  return REVIEW_SOURCES.find((s) => s === value) ?? 'unknown'
}

export const seedReviewSchema = z
  .object({
    name: requiredText('Name', REVIEWER_NAME_MAX),
    stars: wholeNumber('Star rating must be a whole number from 1 to 5', 1, 5, 5),
    title: requiredText('Title', REVIEW_TITLE_MAX),
    content: requiredText('Review text', REVIEW_CONTENT_MAX, true),
    type: z.preprocess(
      blankToUndefined,
      z.enum(REVIEW_TYPES, { message: 'Review type must be mdh or affiliate' }).default('mdh'),
    ),
    businessSlug: optionalText(
      z
        .string({ invalid_type_error: 'Please select a business for affiliate reviews' })
        .trim()
        .max(100),
    ),
    source: z.preprocess(
      blankToUndefined,
      z
        .enum(SEED_SOURCES, { message: 'Review source must be website, google, yelp or facebook' })
        .default('website'),
    ),
    daysAgo: wholeNumber('Days ago must be a whole number from 0 to 6', 0, 6, 0),
    weeksAgo: wholeNumber('Weeks ago must be a whole number from 0 to 52', 0, 52, 0),
    specificDate: optionalText(
      z
        .string({ invalid_type_error: DATE_MESSAGE })
        .trim()
        .refine(isCalendarDate, DATE_MESSAGE)
        .refine((d) => d <= latestDateToday(), 'Review date cannot be in the future'),
    ),
    serviceCategory: z.preprocess(
      blankToUndefined,
      z
        .enum(SEED_CATEGORIES, {
          message: 'Service category must be none, car, truck, boat, rv, motorcycle or ceramic',
        })
        .default('none'),
    ),
    reviewerUrl: optionalText(
      z
        .string({ invalid_type_error: URL_MESSAGE })
        .trim()
        .max(500, 'URL must be at most 500 characters')
        .refine((u) => /^https?:\/\/[^\s/]+/i.test(u) && URL.canParse(u), URL_MESSAGE),
    ),
  })
  .superRefine((review, ctx) => {
    const origin = originRule(review.source, review.reviewerUrl)
    if (origin) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['reviewerUrl'], message: origin })
    if (review.type === 'affiliate' && !review.businessSlug) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['businessSlug'],
        message: 'Please select a business for affiliate reviews',
      })
    }
  })
  // The business selector is disabled for platform reviews (spec §5): a stray slug is ignored.
  .transform((review) => ({
    ...review,
    businessSlug: review.type === 'affiliate' ? review.businessSlug : undefined,
  }))

export type SeedReviewInput = z.infer<typeof seedReviewSchema>

/** The request envelope; each review is validated on its own so one bad item spares the rest. */
export const seedReviewsRequestSchema = z.object({
  reviews: z
    .array(z.unknown(), {
      required_error: `Reviews must be a list of 1 to ${SEED_BATCH_MAX} reviews`,
      invalid_type_error: `Reviews must be a list of 1 to ${SEED_BATCH_MAX} reviews`,
    })
    .min(1, `Reviews must be a list of 1 to ${SEED_BATCH_MAX} reviews`)
    .max(SEED_BATCH_MAX, `Reviews must be a list of 1 to ${SEED_BATCH_MAX} reviews`),
})

/**
 * When a seeded review was published (spec §5/§9): a specific date wins, else weeks ago when above
 * 0, else days ago. A specific date is placed at noon UTC, but never after `now`.
 */
export function seedReviewDate(
  input: Pick<SeedReviewInput, 'specificDate' | 'weeksAgo' | 'daysAgo'>,
  now = new Date(),
): { publishedAt: string; serviceDate: string } {
  let published: Date
  if (input.specificDate) {
    const noon = new Date(`${input.specificDate}T12:00:00.000Z`)
    published = noon.getTime() > now.getTime() ? now : noon
  } else {
    const days = input.weeksAgo > 0 ? input.weeksAgo * 7 : input.daysAgo
    published = new Date(now.getTime() - days * 86_400_000)
  }
  const publishedAt = published.toISOString()
  return { publishedAt, serviceDate: input.specificDate ?? publishedAt.slice(0, 10) }
}

// ---- POST /api/avatar/upload (text fields of the multipart body) -----------------------------

export const avatarUploadFieldsSchema = z.object({
  reviewId: z
    .string({
      required_error: 'Review id is required',
      invalid_type_error: 'Review id is required',
    })
    .trim()
    .min(1, 'Review id is required')
    .regex(/^\d{1,15}$/, 'Review id must be a positive whole number')
    .transform(Number)
    .refine((n) => Number.isSafeInteger(n) && n >= 1, 'Review id must be a positive whole number'),
  // Sent by the form for display only; the stored object's name is always made by the server.
  reviewerName: z
    .string({ invalid_type_error: 'Reviewer name must be text' })
    .trim()
    .max(REVIEWER_NAME_MAX, `Reviewer name must be at most ${REVIEWER_NAME_MAX} characters`)
    .superRefine(plainLine('Reviewer name'))
    .optional(),
})
