import { describe, expect, it } from 'vitest'
import { groupAffiliates } from '~/components/admin/affiliate-groups'
import { dashboardHref, readDashboardParams, suggestSlug } from '~/lib/admin-dashboard'
import { slugSchema } from '~/lib/slug'

describe('affiliates menu grouping (spec §2, §8)', () => {
  it('groups by the first three letters of the slug, uppercased, and skips slugs under 3 characters', () => {
    const groups = groupAffiliates([
      { id: 1, slug: 'jps', business_name: "JP's" },
      { id: 2, slug: 'abc-west', business_name: 'ABC West' },
      { id: 3, slug: 'abc', business_name: 'ABC' },
      { id: 4, slug: 'ab', business_name: 'Too short' },
    ])
    expect(groups.map(([key, items]) => [key, items.map((a) => a.slug)])).toEqual([
      ['ABC', ['abc', 'abc-west']],
      ['JPS', ['jps']],
    ])
  })

  it('leaves no group when every slug is too short', () => {
    expect(groupAffiliates([{ id: 1, slug: 'x', business_name: 'X' }])).toEqual([])
  })
})

describe('approve dialog slug suggestion', () => {
  it.each([
    ["JP's Mobile Detailing", 'jps-mobile-detailing'],
    ['  Shine -- On  Wheels!! ', 'shine-on-wheels'],
    ['Café Crème Detail', 'cafe-creme-detail'],
    ['A'.repeat(80), 'a'.repeat(50)],
  ])('suggests a slug that passes the §5 rules for %s', (name, slug) => {
    expect(suggestSlug(name)).toBe(slug)
    expect(slugSchema.safeParse(slug).success).toBe(true)
  })
})

describe('dashboard URL state', () => {
  it('falls back to the default view for unknown or malformed values', () => {
    const params = readDashboardParams(
      new URLSearchParams('tab=nope&list=x&page=-3&approve=abc&rstatus=gone'),
    )
    expect(params).toMatchObject({ tab: 'users', list: 'all', page: 1, rstatus: 'all' })
    expect(params.approve).toBeUndefined()
  })

  it('changes and removes keys of the current URL', () => {
    const current = new URLSearchParams('tab=users&list=pending&approve=4')
    expect(dashboardHref(current, { approve: undefined, page: 2 })).toBe(
      '/admin-dashboard?tab=users&list=pending&page=2',
    )
  })
})
