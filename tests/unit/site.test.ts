import { describe, expect, it } from 'vitest'
import { formatPhone, telHref } from '~/lib/format'
import { type Site, sitePath, type Tenant } from '~/lib/site'

const tenant: Tenant = {
  id: 1,
  slug: 'jps',
  businessName: "JP's",
  phone: null,
  email: null,
  logoUrl: null,
  facebookUrl: null,
  instagramUrl: null,
  tiktokUrl: null,
  youtubeUrl: null,
  websiteUrl: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  liveAt: '2024-01-01T00:00:00.000Z',
  customHostname: null,
  brandColor: null,
    offers: [],
}

describe('sitePath', () => {
  const platform: Site = { mode: 'platform' }
  const byPath: Site = { mode: 'affiliate', tenant, basePath: '/jps' }
  const byHost: Site = { mode: 'affiliate', tenant, basePath: '' }

  it('leaves platform paths alone', () => {
    expect(sitePath(platform, '/booking')).toBe('/booking')
    expect(sitePath(platform, '/')).toBe('/')
  })
  it('prefixes the slug on the marketplace host', () => {
    expect(sitePath(byPath, '/booking')).toBe('/jps/booking')
    expect(sitePath(byPath, '/')).toBe('/jps')
  })
  it('adds no prefix on the affiliate’s own hostname', () => {
    expect(sitePath(byHost, '/booking')).toBe('/booking')
    expect(sitePath(byHost, '/')).toBe('/')
  })
})

describe('formatPhone', () => {
  it('shows 10 digits as (xxx) xxx-xxxx', () => {
    expect(formatPhone('4805550111')).toBe('(480) 555-0111')
    expect(formatPhone('+1 480 555 0111')).toBe('(480) 555-0111')
  })
  it('shows other values unchanged', () => {
    expect(formatPhone('12345')).toBe('12345')
    expect(formatPhone(null)).toBe('')
  })
  it('builds an E.164 tel link', () => {
    expect(telHref('(480) 555-0111')).toBe('tel:+14805550111')
  })
})
