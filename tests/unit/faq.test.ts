import { describe, expect, it } from 'vitest'
import { buildAffiliateFaq, nearbyAreas } from '~/lib/faq/affiliate'
import { PLATFORM_FAQ } from '~/lib/faq/platform'
import { searchFaq } from '~/lib/faq/search'

describe('FAQ search (spec §5: case-insensitive over question or answer)', () => {
  it('matches questions ignoring case', () => {
    const results = searchFaq(PLATFORM_FAQ, 'CERAMIC COATING LAST')
    expect(results.map((r) => r.question)).toEqual(['How long does a ceramic coating last?'])
  })

  it('matches answers too, across categories', () => {
    const results = searchFaq(PLATFORM_FAQ, '24 hours')
    expect(results.length).toBeGreaterThanOrEqual(2)
    expect(new Set(results.map((r) => r.category)).size).toBeGreaterThan(1)
    for (const r of results) expect(`${r.question} ${r.answer}`.toLowerCase()).toContain('24 hours')
  })

  it('finds nothing for blank text or unknown words', () => {
    expect(searchFaq(PLATFORM_FAQ, '   ')).toEqual([])
    expect(searchFaq(PLATFORM_FAQ, 'zeppelin')).toEqual([])
  })
})

describe('platform FAQ content', () => {
  it('has 10 categories, each with questions', () => {
    expect(PLATFORM_FAQ).toHaveLength(10)
    for (const c of PLATFORM_FAQ) expect(c.items.length).toBeGreaterThan(0)
  })

  it.each([
    ['free cancellation up to 24 hours before', /free up to 24 hours before/],
    ['complaints within 24 hours', /within 24 hours of the service/],
    ['booking 3 to 5 days ahead', /3 to 5 days ahead/],
    [
      '10% per transaction = 3% processing + 7% platform fee',
      /10% per transaction: 3% payment processing plus a 7% platform fee/,
    ],
    ['application review in 2-3 business days', /2 to 3 business days/],
  ])('states the spec’s %s', (_label, pattern) => {
    const text = PLATFORM_FAQ.flatMap((c) => c.items.map((i) => i.answer)).join('\n')
    expect(text).toMatch(pattern)
  })
})

describe('affiliate FAQ', () => {
  const areas = [
    { city: 'Phoenix', state: 'AZ' },
    { city: 'Las Vegas', state: 'NV' },
    ...['Mesa', 'Tempe', 'Chandler', 'Gilbert', 'Glendale', 'Peoria', 'Surprise'].map((city) => ({
      city,
      state: 'AZ',
    })),
  ]

  it('names the selected location in its answers', () => {
    const faq = buildAffiliateFaq({ businessName: "JP's", location: areas[0]!, areas })
    const text = faq.flatMap((c) => c.items.map((i) => `${i.question} ${i.answer}`)).join(' ')
    expect(text).toContain('Phoenix, AZ')
    expect(text).toContain("JP's")
  })

  it('lists at most 7 nearby areas, same state first, never the location itself', () => {
    const nearby = nearbyAreas({ city: 'phoenix', state: 'az' }, areas)
    expect(nearby).toHaveLength(7)
    expect(nearby.every((a) => a.state === 'AZ')).toBe(true)
    expect(nearby.map((a) => a.city)).not.toContain('Phoenix')
  })
})
