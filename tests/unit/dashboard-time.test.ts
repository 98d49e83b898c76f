import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { blockedOn, covers } from '~/server/dashboard/business/blocks.server'
import { dateTimeIn, timeIn } from '~/lib/dashboard/format'
import {
  addDays,
  businessTimeZone,
  isBeforeThisMinute,
  overviewPeriods,
  startOfWeek,
  wallClock,
  zonedInstant,
} from '~/lib/dashboard/time'

describe('business time', () => {
  it('turns wall-clock times into UTC instants across daylight saving changes', () => {
    expect(zonedInstant('2026-03-07', '10:00', 'America/New_York').toISOString()).toBe(
      '2026-03-07T15:00:00.000Z',
    )
    expect(zonedInstant('2026-03-08', '10:00', 'America/New_York').toISOString()).toBe(
      '2026-03-08T14:00:00.000Z',
    )
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    )
    expect(zonedInstant('2026-07-01', '00:00', 'America/Phoenix').toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    )
  })

  it('reads a time after the fall-back change with the new offset', () => {
    // 2029-11-04 is a fall-back Sunday in New York: 03:00 is EST (UTC-5), not 02:00 EST.
    expect(zonedInstant('2029-11-04', '03:00', 'America/New_York').toISOString()).toBe(
      '2029-11-04T08:00:00.000Z',
    )
    // In the repeated hour the first 01:30 (EDT) wins.
    expect(zonedInstant('2029-11-04', '01:30', 'America/New_York').toISOString()).toBe(
      '2029-11-04T05:30:00.000Z',
    )
  })

  it('round-trips any quarter-hour of any date in every US zone outside the spring-forward gap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3650 }),
        fc.integer({ min: 0, max: 95 }),
        fc.constantFrom(
          'America/New_York',
          'America/Chicago',
          'America/Denver',
          'America/Phoenix',
          'America/Los_Angeles',
          'Pacific/Honolulu',
        ),
        (day, quarter, zone) => {
          const date = addDays('2024-01-01', day)
          const time = `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`
          const back = wallClock(zonedInstant(date, time, zone), zone)
          const gap =
            back.date !== date ||
            `${String(back.hour).padStart(2, '0')}:${String(back.minute).padStart(2, '0')}` !== time
          // Only 02:xx on a spring-forward Sunday does not exist on the wall clock.
          if (gap) expect(time.startsWith('02:')).toBe(true)
        },
      ),
    )
  })

  it("shows an instant as the business's date and time, on both sides of a change", () => {
    expect(dateTimeIn('2026-11-23T17:00:00.000Z', 'America/Phoenix')).toBe('Mon, Nov 23, 10:00 AM')
    // New York springs forward at 07:00 UTC on 8 March 2026: 1:30 EST before it, 3:30 EDT after.
    expect(dateTimeIn('2026-03-08T06:30:00.000Z', 'America/New_York')).toBe('Sun, Mar 8, 1:30 AM')
    expect(dateTimeIn('2026-03-08T07:30:00.000Z', 'America/New_York')).toBe('Sun, Mar 8, 3:30 AM')
    fc.assert(
      fc.property(fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }), (t) => {
        const iso = new Date(t).toISOString()
        const zone = 'America/Chicago'
        expect(dateTimeIn(iso, zone).endsWith(`, ${timeIn(iso, zone)}`)).toBe(true)
      }),
    )
  })

  it('starts weeks on Monday and periods at local midnight', () => {
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23')
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23')
    // Sunday 23:30 in Phoenix is Monday 06:30 UTC: still the week of Nov 16 there.
    const p = overviewPeriods(new Date('2026-11-23T06:30:00Z'), 'America/Phoenix')
    expect(p).toMatchObject({
      today: '2026-11-22',
      thisWeekStart: '2026-11-16T07:00:00.000Z',
      thisMonthStart: '2026-11-01T07:00:00.000Z',
      nextMonthStart: '2026-12-01T07:00:00.000Z',
    })
  })

  it('derives the zone from the setting, else the primary state, else Central', () => {
    expect(businessTimeZone('America/Denver', 'AZ')).toBe('America/Denver')
    expect(businessTimeZone(null, 'az')).toBe('America/Phoenix')
    expect(businessTimeZone('Mars/Base', 'NV')).toBe('America/Los_Angeles')
    expect(businessTimeZone(null, null)).toBe('America/Chicago')
  })

  it('counts a window as blocked only when blocks cover it without a gap', () => {
    const span = (a: string, b: string) => ({
      startAt: `2026-12-01T${a}:00.000Z`,
      endAt: `2026-12-01T${b}:00.000Z`,
    })
    expect(
      covers(
        [span('15:00', '17:00'), span('17:00', '19:00')],
        '2026-12-01T15:00:00.000Z',
        '2026-12-01T19:00:00.000Z',
      ),
    ).toBe(true)
    expect(
      covers(
        [span('15:00', '17:00'), span('17:01', '19:00')],
        '2026-12-01T15:00:00.000Z',
        '2026-12-01T19:00:00.000Z',
      ),
    ).toBe(false)
    // Phoenix morning (08–12 local) is 15:00–19:00 UTC.
    expect(blockedOn([span('14:00', '19:30')], '2026-12-01', 'America/Phoenix')).toEqual([
      'morning',
    ])
  })
})

describe('isBeforeThisMinute', () => {
  const now = new Date('2026-11-28T17:07:40.250Z')
  it('reads the minute on the clock as now: its start is not past, the minute before is', () => {
    expect(isBeforeThisMinute(new Date('2026-11-28T17:07:00Z'), now)).toBe(false)
    expect(isBeforeThisMinute(new Date('2026-11-28T17:08:00Z'), now)).toBe(false)
    expect(isBeforeThisMinute(new Date('2026-11-28T17:06:59Z'), now)).toBe(true)
    expect(isBeforeThisMinute(new Date('2026-11-28T17:06:00Z'), now)).toBe(true)
  })
  it('agrees with a whole-minute start typed in any zone, at any second of the minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 59_999 }), (ms) => {
        const at = new Date(Date.parse('2026-11-28T17:07:00Z') + ms)
        const typed = zonedInstant('2026-11-28', '10:07', 'America/Phoenix')
        const before = zonedInstant('2026-11-28', '10:06', 'America/Phoenix')
        return !isBeforeThisMinute(typed, at) && isBeforeThisMinute(before, at)
      }),
    )
  })
})
