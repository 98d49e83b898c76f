import { z } from 'zod'
import {
  REVIEW_CONTENT_MAX,
  REVIEW_TITLE_MAX,
  REVIEWER_NAME_MAX,
  SEED_CATEGORIES,
} from './review-schemas'
import { plainLine, plainText } from './validation'

// A customer's review from the link in "How did {business} do?", the detailer's reply and
// report: one schema each, shared by the forms and the server (decision 029).

export const REVIEW_LINK_TTL_DAYS = 30
export const MAX_REVIEW_PHOTOS = 3
export const REPLY_MAX = 1000
export const REPORT_REASON_MIN = 10
export const REPORT_REASON_MAX = 500

export const MAX_PHOTOS_MESSAGE = 'Maximum 3 images allowed'
export const RATING_MESSAGE = 'Please choose a star rating from 1 to 5'
const REQUIRED = 'Please fill in all required fields'

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

export const customerReviewSchema = z.object({
  rating: z
    .string({ required_error: RATING_MESSAGE, invalid_type_error: RATING_MESSAGE })
    .regex(/^[1-5]$/, RATING_MESSAGE)
    .transform(Number),
  name: z
    .string({ required_error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(REVIEWER_NAME_MAX, `Name must be at most ${REVIEWER_NAME_MAX} characters`)
    .superRefine(plainLine('Name')),
  title: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(REVIEW_TITLE_MAX, `Title must be at most ${REVIEW_TITLE_MAX} characters`)
      .superRefine(plainLine('Title'))
      .optional(),
  ),
  content: z
    .string({ required_error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(REVIEW_CONTENT_MAX, `Review text must be at most ${REVIEW_CONTENT_MAX} characters`)
    .superRefine(plainText('Review text')),
  serviceCategory: z.preprocess(
    blankToUndefined,
    z
      .enum(SEED_CATEGORIES, {
        message: 'Service category must be none, car, truck, boat, rv, motorcycle or ceramic',
      })
      .default('none'),
  ),
})

export type CustomerReviewInput = z.infer<typeof customerReviewSchema>
export const CUSTOMER_REVIEW_FIELDS = ['rating', 'name', 'title', 'content', 'serviceCategory']

const reviewId = z
  .string({ required_error: 'Review not found' })
  .regex(/^\d{1,12}$/, 'Review not found')
  .transform(Number)

export const reviewReplySchema = z.object({
  id: reviewId,
  reply: z
    .string({ required_error: 'Please write your reply' })
    .trim()
    .min(1, 'Please write your reply')
    .max(REPLY_MAX, `Reply must be at most ${REPLY_MAX} characters`)
    .superRefine(plainText('Reply')),
})

const REASON_MESSAGE = `Please give a reason of ${REPORT_REASON_MIN} to ${REPORT_REASON_MAX} characters`

export const reviewReportSchema = z.object({
  id: reviewId,
  reason: z
    .string({ required_error: REASON_MESSAGE })
    .trim()
    .min(REPORT_REASON_MIN, REASON_MESSAGE)
    .max(REPORT_REASON_MAX, REASON_MESSAGE)
    .superRefine(plainText('Reason')),
})

/** The review category a job's booking suggests: ceramic work, else the vehicle (an SUV is a truck). */
export function categoryForBooking(vehicleType: string, categoryName: string) {
  if (/ceramic/i.test(categoryName)) return 'ceramic'
  const vehicle = vehicleType.toLowerCase().replace(/s$/, '')
  if (vehicle === 'suv') return 'truck'
  return SEED_CATEGORIES.find((c) => c === vehicle) ?? 'none'
}

/** "Jane Doe" → "Jane D.": how a customer's name is first offered on their public review. */
export function publicName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/)
  const first = parts[0] ?? ''
  const last = parts.length > 1 ? parts[parts.length - 1] : ''
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first
}
