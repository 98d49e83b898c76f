import { describe, expect, it } from 'vitest'
import {
  latestDateToday,
  reviewListQuerySchema,
  seedReviewDate,
  seedReviewSchema,
} from '~/lib/review-schemas'

const NOW = new Date('2026-06-15T09:30:00.000Z')
const DAY = 86_400_000

describe('seed review dates (spec §5/§9)', () => {
  it('uses days ago when neither weeks ago nor a specific date is given', () => {
    expect(seedReviewDate({ daysAgo: 3, weeksAgo: 0 }, NOW)).toEqual({
      publishedAt: new Date(NOW.getTime() - 3 * DAY).toISOString(),
      serviceDate: '2026-06-12',
    })
  })

  it('lets weeks ago above 0 win over days ago', () => {
    expect(seedReviewDate({ daysAgo: 5, weeksAgo: 2 }, NOW).serviceDate).toBe('2026-06-01')
  })

  it('lets a specific date win over both, at noon UTC', () => {
    expect(seedReviewDate({ daysAgo: 5, weeksAgo: 2, specificDate: '2025-03-14' }, NOW)).toEqual({
      publishedAt: '2025-03-14T12:00:00.000Z',
      serviceDate: '2025-03-14',
    })
  })

  it('never publishes after now when the specific date is today', () => {
    expect(seedReviewDate({ daysAgo: 0, weeksAgo: 0, specificDate: '2026-06-15' }, NOW)).toEqual({
      publishedAt: NOW.toISOString(),
      serviceDate: '2026-06-15',
    })
  })

  it('treats the latest date in any time zone as today', () => {
    expect(latestDateToday(new Date('2026-06-15T09:59:59Z'))).toBe('2026-06-15')
    expect(latestDateToday(new Date('2026-06-15T10:00:00Z'))).toBe('2026-06-16')
  })
})

describe('seed review schema', () => {
  it('fills the defaults: 5 stars, mdh, website, no category, today', () => {
    expect(seedReviewSchema.parse({ name: ' Ann ', title: 'T', content: 'C' })).toEqual({
      name: 'Ann',
      title: 'T',
      content: 'C',
      stars: 5,
      type: 'mdh',
      businessSlug: undefined,
      source: 'website',
      daysAgo: 0,
      weeksAgo: 0,
      specificDate: undefined,
      serviceCategory: 'none',
      reviewerUrl: undefined,
    })
  })

  it('accepts the form’s strings for numbers and blanks for optional fields', () => {
    const parsed = seedReviewSchema.parse({
      name: 'A',
      title: 'T',
      content: 'C',
      stars: '4',
      daysAgo: '',
      weeksAgo: null,
      specificDate: '',
      reviewerUrl: ' ',
      type: 'affiliate',
      businessSlug: 'jps',
    })
    expect(parsed).toMatchObject({ stars: 4, daysAgo: 0, weeksAgo: 0, businessSlug: 'jps' })
    expect(parsed.specificDate).toBeUndefined()
    expect(parsed.reviewerUrl).toBeUndefined()
  })
})

describe('review list query', () => {
  it('defaults to approved reviews, 50 per page from offset 0', () => {
    expect(reviewListQuerySchema.parse({})).toEqual({ status: 'approved', limit: 50, offset: 0 })
  })

  it('treats blank parameters as not given', () => {
    expect(
      reviewListQuerySchema.parse({ type: 'mdh', business_slug: ' ', limit: '', status: '' }),
    ).toEqual({ type: 'mdh', status: 'approved', limit: 50, offset: 0 })
  })

  it("reads 'true'/'1' as true and 'false'/'0' as false", () => {
    expect(
      reviewListQuerySchema.parse({ featured_only: '1', verified_only: 'false' }),
    ).toMatchObject({ featured_only: true, verified_only: false })
  })
})
