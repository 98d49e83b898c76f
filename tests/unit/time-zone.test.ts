import { describe, expect, it } from 'vitest'
import { formatInZone, zoneFor, zonedTime } from '~/lib/time-zone'

describe('zoneFor', () => {
  it("uses the business's own zone, else its state's, else Eastern", () => {
    expect(zoneFor('America/Denver', 'AZ')).toBe('America/Denver')
    expect(zoneFor(null, 'nv')).toBe('America/Los_Angeles')
    expect(zoneFor(null, 'AZ')).toBe('America/Phoenix')
    expect(zoneFor(null, 'ZZ')).toBe('America/New_York')
    expect(zoneFor(undefined, null)).toBe('America/New_York')
  })
})

describe('zonedTime', () => {
  it('turns a local wall-clock hour into UTC, across daylight saving', () => {
    expect(zonedTime('2026-07-01', 8, 'America/Phoenix').toISOString()).toBe(
      '2026-07-01T15:00:00.000Z',
    )
    expect(zonedTime('2026-01-15', 8, 'America/Phoenix').toISOString()).toBe(
      '2026-01-15T15:00:00.000Z',
    )
    expect(zonedTime('2026-07-01', 8, 'America/Los_Angeles').toISOString()).toBe(
      '2026-07-01T15:00:00.000Z',
    )
    expect(zonedTime('2026-01-15', 8, 'America/Los_Angeles').toISOString()).toBe(
      '2026-01-15T16:00:00.000Z',
    )
    // New York moves to EDT at 2 AM on 8 March 2026: 8 AM that day is already UTC−4.
    expect(zonedTime('2026-03-08', 8, 'America/New_York').toISOString()).toBe(
      '2026-03-08T12:00:00.000Z',
    )
    expect(zonedTime('2026-11-01', 12, 'America/New_York').toISOString()).toBe(
      '2026-11-01T17:00:00.000Z',
    )
  })

  it('formats an instant in the zone with its abbreviation', () => {
    expect(formatInZone(new Date('2026-07-01T15:00:00Z'), 'America/Phoenix')).toBe(
      'Wednesday, July 1, 2026 at 8:00 AM MST',
    )
  })
})
