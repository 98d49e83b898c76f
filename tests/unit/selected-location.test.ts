import { describe, expect, it } from 'vitest'
import {
  type AreaLite,
  effectiveLocation,
  makeLocation,
  parseStoredLocation,
} from '~/lib/location/selected'

const areas: AreaLite[] = [
  { city: 'Scottsdale', state: 'AZ', zip: '85251', primary: false },
  { city: 'Phoenix', state: 'AZ', zip: '85004', primary: true },
  { city: 'Las Vegas', state: 'NV', zip: '89101', primary: false },
]

describe('effective selected location (spec §4)', () => {
  it('uses the stored location when the affiliate serves it, comparing city and state ignoring case', () => {
    const stored = makeLocation('las vegas', 'nv', '89102')
    expect(effectiveLocation(stored, areas)).toBe(stored)
  })

  it('falls back to the primary service area when the stored location is not served', () => {
    expect(effectiveLocation(makeLocation('Dallas', 'TX'), areas)).toEqual({
      city: 'Phoenix',
      state: 'AZ',
      zipCode: '85004',
      fullLocation: 'Phoenix, AZ 85004',
    })
  })

  it('uses the primary service area when nothing is stored', () => {
    expect(effectiveLocation(null, areas)?.city).toBe('Phoenix')
  })

  it('does not match a served city name in another state', () => {
    expect(effectiveLocation(makeLocation('Phoenix', 'OR'), areas)?.state).toBe('AZ')
  })

  it('takes the first area when none is primary, and null without areas', () => {
    expect(effectiveLocation(null, [{ ...areas[0]!, primary: false }])?.city).toBe('Scottsdale')
    expect(effectiveLocation(makeLocation('Phoenix', 'AZ'), [])).toBeNull()
  })
})

describe('parseStoredLocation', () => {
  it('reads what the site stores', () => {
    const value = makeLocation('Tempe', 'AZ', '85281')
    expect(parseStoredLocation(JSON.stringify(value))).toEqual(value)
  })

  it('fills fullLocation and zipCode when an older value lacks them', () => {
    expect(parseStoredLocation('{"city":"Tempe","state":"AZ"}')).toEqual({
      city: 'Tempe',
      state: 'AZ',
      zipCode: '',
      fullLocation: 'Tempe, AZ',
    })
  })

  it.each([null, '', 'not json', '[]', '{"city":""}', '{"city":"Tempe","state":3}'])(
    'ignores an unreadable value %j',
    (raw) => {
      expect(parseStoredLocation(raw)).toBeNull()
    },
  )
})
