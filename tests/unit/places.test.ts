import { describe, expect, it } from 'vitest'
import { destinationFor, MAIN_SITE_SLUG } from '~/lib/location/destination'
import { placeFromComponents } from '~/lib/location/google-address'
import { BrokenServiceError, isBrokenServiceError } from '~/lib/location/places'
import { type Site, type Tenant } from '~/lib/site'

describe('broken places service signature (spec §2)', () => {
  it.each([
    new BrokenServiceError('offline suggestions unavailable'),
    new Error('REQUEST_DENIED: This API project is not authorized to use this API.'),
    Object.assign(new Error('x'), { name: 'InvalidKeyMapError' }),
    'RefererNotAllowedMapError',
  ])('treats %s as broken', (error) => {
    expect(isBrokenServiceError(error)).toBe(true)
  })

  it.each([new TypeError('Failed to fetch'), new Error('ZERO_RESULTS'), null])(
    'treats %s as a passing failure',
    (error) => {
      expect(isBrokenServiceError(error)).toBe(false)
    },
  )
})

describe('places service address components', () => {
  it('reads city, state code and ZIP', () => {
    expect(
      placeFromComponents(
        [
          { types: ['postal_code'], longText: '89101', shortText: '89101' },
          { types: ['locality', 'political'], longText: 'Las Vegas', shortText: 'Las Vegas' },
          { types: ['administrative_area_level_1'], longText: 'Nevada', shortText: 'NV' },
        ],
        'Las Vegas, NV 89101',
      ),
    ).toEqual({ city: 'Las Vegas', state: 'NV', zip: '89101', label: 'Las Vegas, NV 89101' })
  })

  it('falls back to postal_town when a ZIP has no locality', () => {
    const place = placeFromComponents(
      [{ types: ['postal_town'], longText: 'Sun City', shortText: 'Sun City' }],
      'x',
    )
    expect(place).toMatchObject({ city: 'Sun City', state: null, zip: null })
  })
})

describe('where a lookup sends the visitor', () => {
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
  const platform: Site = { mode: 'platform' }
  const byPath: Site = { mode: 'affiliate', tenant, basePath: '/jps' }
  const byHost: Site = { mode: 'affiliate', tenant, basePath: '' }

  it('goes to /{slug}, and to / for the main-site slug', () => {
    expect(destinationFor('abc', platform, '')).toBe('/abc')
    expect(destinationFor(MAIN_SITE_SLUG, platform, '')).toBe('/')
  })

  it('stays on the current affiliate, on its own host too', () => {
    expect(destinationFor('jps', byPath, '')).toBe('/jps')
    expect(destinationFor('jps', byHost, 'http://localhost:8790')).toBe('/')
  })

  it('leaves a custom hostname for another affiliate on the marketplace', () => {
    expect(destinationFor('abc', byHost, 'https://mobiledetailhub.com')).toBe(
      'https://mobiledetailhub.com/abc',
    )
  })
})

describe('location alert texts (spec §8)', () => {
  it('match the lookup API', async () => {
    const { NOT_SERVED_MESSAGE } = await import('~/lib/location/messages')
    const api = await import('~/lib/location-schema')
    expect(NOT_SERVED_MESSAGE).toBe(api.NOT_SERVED_MESSAGE)
  })
})
