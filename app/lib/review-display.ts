import { type ReviewSource } from './review-schemas'

/** A review as the landing page shows it: the fields the card and its details modal need. */
export interface LandingReview {
  id: number
  name: string
  avatarUrl: string | null
  rating: number
  title: string | null
  content: string
  category: string | null
  source: ReviewSource
  verified: boolean
  /** Where the original can be read (required for Google, Yelp and Facebook; decision 037). */
  originUrl: string | null
  publishedAt: string
  helpfulVotes: number
  totalVotes: number
  /** The business's one public reply (decision 029). */
  reply: { by: string; text: string } | null
  photos: string[]
}

/** Spec §9 review constants. */
export const REVIEWS_SHOWN = 3
export const REVIEW_WORD_LIMIT = 25
export const THIS_WEEK_DAYS = 7

/** The first 25 words (spec §9), with an ellipsis when anything was cut. */
export function truncateWords(
  text: string,
  limit = REVIEW_WORD_LIMIT,
): { text: string; truncated: boolean } {
  const words = text.trim().split(/\s+/).filter(Boolean)
  if (words.length <= limit) return { text: words.join(' '), truncated: false }
  return { text: `${words.slice(0, limit).join(' ')}…`, truncated: true }
}

/** Published within the last 7 days of `now` (spec §9 'This Week'). */
export function isThisWeek(publishedAt: string, now: string | Date): boolean {
  const published = Date.parse(publishedAt)
  const reference = typeof now === 'string' ? Date.parse(now) : now.getTime()
  if (Number.isNaN(published) || Number.isNaN(reference)) return false
  const age = reference - published
  return age >= 0 && age <= THIS_WEEK_DAYS * 24 * 60 * 60 * 1000
}

/** Average rating to one decimal ('4.7'); a dash when there are no reviews. */
export function formatAverage(average: number | null): string {
  return average === null || Number.isNaN(average)
    ? '–'
    : (Math.round(average * 10) / 10).toFixed(1)
}

/** Review count as 'N+' (spec §9). */
export function formatCount(count: number): string {
  return `${Math.max(0, Math.floor(count))}+`
}

// 'Nov 27, 2026' in UTC on server and browser alike, so the rendered date never differs at
// hydration. Written out rather than with Intl.DateTimeFormat, whose first use on a page loads
// the locale data in the task that starts the scripts (issue 43).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

export function formatReviewDate(iso: string): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return ''
  const date = new Date(time)
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}

const CATEGORY_LABELS: Readonly<Record<string, string>> = {
  car: 'Auto Detailing',
  truck: 'Truck Detailing',
  suv: 'SUV Detailing',
  boat: 'Boat Detailing',
  rv: 'RV Detailing',
  motorcycle: 'Motorcycle Detailing',
  ceramic: 'Ceramic Coating',
}

/** The card's service category; 'none' and unknown values show nothing. */
export function categoryLabel(category: string | null): string | null {
  if (!category || category === 'none') return null
  return CATEGORY_LABELS[category] ?? null
}

export const SOURCE_LABELS: Readonly<Record<ReviewSource, string>> = {
  google: 'Google',
  yelp: 'Yelp',
  facebook: 'Facebook',
  website: 'Website',
  imported: 'Imported',
  unknown: 'Unknown source',
}

/**
 * Where a review came from, for one that is not Verified: a review copied from another site says
 * so, and one an admin added without a job says it came to the business directly (decision 037).
 */
export function originLabel(source: ReviewSource): string {
  switch (source) {
    case 'google':
    case 'yelp':
    case 'facebook':
      return `From ${SOURCE_LABELS[source]}`
    case 'imported':
      return 'Imported'
    case 'website':
      return 'Sent to us directly'
    default:
      return 'Source unknown'
  }
}

/** The landing page's reviews: the first page, and the count and average of all of them. */
export type ReviewsData =
  | { status: 'ok'; items: LandingReview[]; total: number; average: number | null }
  | { status: 'error' }
