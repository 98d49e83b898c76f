import { describe, expect, it } from 'vitest'
import {
  categoryLabel,
  formatAverage,
  formatCount,
  formatReviewDate,
  isThisWeek,
  truncateWords,
} from '~/lib/review-display'

describe('review text truncation (25 words)', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ')

  it('keeps 25 words or fewer as they are', () => {
    expect(truncateWords(words(25))).toEqual({ text: words(25), truncated: false })
  })

  it('cuts the 26th word and after, with an ellipsis', () => {
    expect(truncateWords(words(26))).toEqual({ text: `${words(25)}…`, truncated: true })
  })

  it('counts words across line breaks and repeated spaces', () => {
    expect(truncateWords('one\n\ntwo   three', 2)).toEqual({ text: 'one two…', truncated: true })
  })
})

describe("'This Week' badge (within 7 days)", () => {
  const now = '2025-06-15T12:00:00.000Z'
  it.each([
    ['an hour ago', '2025-06-15T11:00:00.000Z', true],
    ['exactly 7 days ago', '2025-06-08T12:00:00.000Z', true],
    ['7 days and a minute ago', '2025-06-08T11:59:00.000Z', false],
    ['in the future', '2025-06-16T12:00:00.000Z', false],
    ['an unreadable date', 'not a date', false],
  ])('%s → %s', (_label, published, expected) => {
    expect(isThisWeek(published, now)).toBe(expected)
  })
})

describe('rating summary', () => {
  it('shows the average to one decimal', () => {
    expect(formatAverage(4.666)).toBe('4.7')
    expect(formatAverage(5)).toBe('5.0')
    expect(formatAverage(4.25)).toBe('4.3')
    expect(formatAverage(null)).toBe('–')
  })

  it("shows the count as 'N+'", () => {
    expect(formatCount(17)).toBe('17+')
    expect(formatCount(0)).toBe('0+')
  })
})

describe('card details', () => {
  it('formats dates in UTC so server and browser agree', () => {
    expect(formatReviewDate('2025-01-01T02:00:00.000Z')).toBe('Jan 1, 2025')
    expect(formatReviewDate('garbage')).toBe('')
  })

  it('writes dates as Intl.DateTimeFormat en-US did (issue 43: no Intl on public pages)', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    })
    for (let day = 0; day < 800; day += 13) {
      const time = Date.UTC(2025, 0, 1, 23, 30) + day * 86_400_000
      expect(formatReviewDate(new Date(time).toISOString())).toBe(intl.format(time))
    }
  })

  it('labels known service categories and hides none/unknown', () => {
    expect(categoryLabel('ceramic')).toBe('Ceramic Coating')
    expect(categoryLabel('none')).toBeNull()
    expect(categoryLabel(null)).toBeNull()
    expect(categoryLabel('spaceship')).toBeNull()
  })
})
