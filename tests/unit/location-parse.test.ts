import { describe, expect, it } from 'vitest'
import { parseLocationText, stateCode } from '~/lib/location/parse'

describe('parseLocationText', () => {
  it.each([
    ['Phoenix, AZ', { kind: 'place', city: 'Phoenix', state: 'AZ', zip: null }],
    ['  phoenix ,  az ', { kind: 'place', city: 'phoenix', state: 'AZ', zip: null }],
    ['Las Vegas, NV 89101', { kind: 'place', city: 'Las Vegas', state: 'NV', zip: '89101' }],
    [
      'Las Vegas, NV 89101-1234',
      { kind: 'place', city: 'Las Vegas', state: 'NV', zip: '89101-1234' },
    ],
    ['Las Vegas, NV, 89101', { kind: 'place', city: 'Las Vegas', state: 'NV', zip: '89101' }],
    ['Phoenix, Arizona', { kind: 'place', city: 'Phoenix', state: 'AZ', zip: null }],
    ['Phoenix, AZ, USA', { kind: 'place', city: 'Phoenix', state: 'AZ', zip: null }],
    ["Coeur d'Alene, ID", { kind: 'place', city: "Coeur d'Alene", state: 'ID', zip: null }],
    ['St. Louis, MO', { kind: 'place', city: 'St. Louis', state: 'MO', zip: null }],
    [
      'Winston-Salem, North Carolina 27101',
      { kind: 'place', city: 'Winston-Salem', state: 'NC', zip: '27101' },
    ],
  ])("parses '%s' as a city, state and optional ZIP", (text, expected) => {
    expect(parseLocationText(text)).toEqual(expected)
  })

  it.each(['89101', '89101-1234', ' 85004 '])(
    "parses a bare ZIP '%s' (5 or 5+4 digits)",
    (text) => {
      expect(parseLocationText(text)).toEqual({ kind: 'zip', zip: text.trim() })
    },
  )

  it.each([
    ['empty text', ''],
    ['a city without a state', 'Phoenix'],
    ['an unknown state code', 'Phoenix, ZZ'],
    ['a 4-digit ZIP', 'Phoenix, AZ 8500'],
    ['a 5+3 ZIP', '89101-123'],
    ['a 6-digit ZIP', '891011'],
    ['a city of digits', '123, AZ'],
    ['too many parts', 'a, b, c, d'],
    ['a ZIP in the state slot', 'Phoenix, 85004'],
    ['a wrong third part', 'Phoenix, AZ, nowhere'],
    ['very long text', `${'x'.repeat(130)}, AZ`],
  ])('refuses %s', (_label, text) => {
    expect(parseLocationText(text)).toBeNull()
  })
})

describe('stateCode', () => {
  it('accepts codes in any case and full names', () => {
    expect(stateCode('nv')).toBe('NV')
    expect(stateCode('New  Mexico')).toBe('NM')
    expect(stateCode('District of Columbia')).toBe('DC')
    expect(stateCode('Arizonaa')).toBeNull()
  })
})
