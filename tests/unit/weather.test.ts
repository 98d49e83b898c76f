import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { zonedInstant } from '~/lib/dashboard/time'
import {
  DEFAULT_WEATHER_RULES,
  type ForecastHour,
  hoursOf,
  judge,
  question,
  weatherRulesSchema,
} from '~/lib/weather/rules'
import { dueWindow } from '~/server/weather/checks.server'
import { parseHourly, parsePoints, windMph } from '~/server/weather/nws-parse.server'
import { spread } from '~/server/weather/offers.server'

// Weather-aware jobs (issue 41): the rules, the check windows across DST, and the National
// Weather Service's answers (fixtures in its documented shape, tests/fixtures/nws/README.md).

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'nws', name), 'utf8'))

const hour = (startAt: string, h: Partial<ForecastHour> = {}): ForecastHour => ({
  startAt,
  precipitation: 10,
  temperatureF: 68,
  windMph: 5,
  ...h,
})

describe('the weather rules', () => {
  const job = ['2026-12-01T16:00:00.000Z', '2026-12-01T17:00:00.000Z']
  const rules = DEFAULT_WEATHER_RULES

  it('trips on rain above the chance set (60 % by default), not at it', () => {
    expect(
      judge(
        job.map((t) => hour(t, { precipitation: 60 })),
        rules,
      ),
    ).toBeNull()
    expect(judge([hour(job[0]!), hour(job[1]!, { precipitation: 80 })], rules)).toEqual({
      risk: 'rain',
      headline: 'Rain likely (80 %)',
    })
  })

  it('ignores rain for a detailer working under cover, but not cold or wind', () => {
    const covered = { ...rules, underCover: true }
    expect(judge([hour(job[0]!, { precipitation: 95 })], covered)).toBeNull()
    expect(judge([hour(job[0]!, { precipitation: 95, temperatureF: 40 })], covered)?.risk).toBe(
      'cold',
    )
  })

  it('trips below the temperature set and above the wind set', () => {
    expect(judge([hour(job[0]!, { temperatureF: 49 })], rules)?.headline).toBe('Too cold (49 °F)')
    expect(judge([hour(job[0]!, { temperatureF: 50 })], rules)).toBeNull()
    expect(judge([hour(job[0]!, { windMph: 30 })], rules)?.headline).toBe('Too windy (30 mph)')
    expect(judge([hour(job[0]!, { windMph: 30 })], { ...rules, windMph: 30 })).toBeNull()
  })

  it('says nothing without a forecast for the hours, or when the chance is unknown', () => {
    expect(judge([], rules)).toBeNull()
    expect(judge([hour(job[0]!, { precipitation: null })], rules)).toBeNull()
  })

  it('counts every hour that shares a minute with the job, and no other', () => {
    const hours = ['15:00', '16:00', '17:00', '18:00'].map((t) => hour(`2026-12-01T${t}:00.000Z`))
    const inJob = hoursOf(hours, '2026-12-01T16:30:00.000Z', '2026-12-01T18:00:00.000Z')
    expect(inJob.map((h) => h.startAt.slice(11, 16))).toEqual(['16:00', '17:00'])
  })

  it('asks the question in the words of the message', () => {
    expect(question('rain', 'Tue, Dec 1, 9:00 AM')).toBe(
      'Rain is likely on Tue, Dec 1, 9:00 AM — keep or move?',
    )
  })

  it("refuses a form's bad numbers in words", () => {
    const bad = weatherRulesSchema.safeParse({ rain_percent: '120', cold_f: 'x', wind_mph: '5' })
    expect(bad.success).toBe(false)
    const messages = bad.error?.issues.map((i) => i.message)
    expect(messages).toContain('Chance of rain must be between 0 and 100')
    expect(messages).toContain('Temperature must be a number')
    const good = weatherRulesSchema.parse({
      rain_percent: '70',
      cold_f: '45',
      wind_mph: '20',
      under_cover: 'on',
    })
    expect(good).toEqual({ rain_percent: 70, cold_f: 45, wind_mph: 20, under_cover: true })
  })
})

describe('the 72- and 24-hour checks', () => {
  const start = '2026-12-04T16:00:00.000Z'
  const at = (hoursBefore: number) => new Date(Date.parse(start) - hoursBefore * 3_600_000)

  it('are due from 72 h and from 24 h ahead, and none once the job has started', () => {
    expect(dueWindow(start, at(73))).toBeNull()
    expect(dueWindow(start, at(72))).toBe('72h')
    expect(dueWindow(start, at(25))).toBe('72h')
    expect(dueWindow(start, at(24))).toBe('24h')
    expect(dueWindow(start, at(0.5))).toBe('24h')
    expect(dueWindow(start, at(0))).toBeNull()
  })

  it('count real hours across a daylight-saving change (72 h is not three wall-clock days)', () => {
    // 9:00 on the Monday after spring-forward in New York: the check 72 real hours before is at
    // 8:00 EST on Friday by the wall clock, not 9:00.
    const zone = 'America/New_York'
    const job = zonedInstant('2026-03-09', '09:00', zone).toISOString()
    const friday9 = zonedInstant('2026-03-06', '09:00', zone)
    const friday8 = zonedInstant('2026-03-06', '08:00', zone)
    expect(dueWindow(job, friday9)).toBe('72h')
    expect(dueWindow(job, new Date(friday8.getTime() - 60_000))).toBeNull()
    expect(dueWindow(job, friday8)).toBe('72h')
    // In Phoenix (no DST) the same wall clock is exactly 72 h.
    const phx = zonedInstant('2026-03-09', '09:00', 'America/Phoenix').toISOString()
    const phxFriday = zonedInstant('2026-03-06', '09:00', 'America/Phoenix')
    expect(dueWindow(phx, new Date(phxFriday.getTime() - 60_000))).toBeNull()
    expect(dueWindow(phx, phxFriday)).toBe('72h')
  })
})

describe("the National Weather Service's answers", () => {
  it('reads the grid point and its hourly forecast URL from /points', () => {
    expect(parsePoints(fixture('points-phoenix.json'))).toEqual({
      grid: 'PSR/159,57',
      hourlyUrl: 'https://api.weather.gov/gridpoints/PSR/159,57/forecast/hourly',
    })
    expect(parsePoints({ properties: { gridId: 'PSR' } })).toBeNull()
    const elsewhere = fixture('points-phoenix.json')
    if (elsewhere && typeof elsewhere === 'object' && 'properties' in elsewhere) {
      const p = elsewhere.properties
      if (p && typeof p === 'object') Object.assign(p, { forecastHourly: 'https://evil.test/x' })
    }
    expect(parsePoints(elsewhere)).toBeNull()
  })

  it('reads each hourly period as one UTC hour, across the spring-forward night', () => {
    const hours = parseHourly(fixture('hourly-okx-dst.json'))
    expect(hours.map((h) => h.startAt)).toEqual([
      '2026-03-08T05:00:00.000Z',
      '2026-03-08T06:00:00.000Z',
      // 03:00 EDT follows 01:00 EST: the next real hour, with no gap and no duplicate.
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T08:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
      '2026-03-08T14:00:00.000Z',
    ])
    expect(hours[2]).toEqual({
      startAt: '2026-03-08T07:00:00.000Z',
      precipitation: 80,
      temperatureF: 39,
      windMph: 15,
    })
    // A null chance of precipitation stays null (no rain is claimed).
    expect(hours[3]?.precipitation).toBeNull()
    expect(hours[5]?.windMph).toBe(25)
  })

  it('skips a period it cannot read, and answers nothing for a malformed body', () => {
    const hours = parseHourly(fixture('hourly-psr.json'))
    expect(hours.map((h) => h.startAt)).toEqual([
      '2026-11-30T16:00:00.000Z',
      '2026-11-30T17:00:00.000Z',
      '2026-11-30T19:00:00.000Z',
    ])
    expect(parseHourly({ properties: {} })).toEqual([])
    expect(parseHourly('<html>')).toEqual([])
  })

  it('reads wind as its upper figure', () => {
    expect(windMph('10 mph')).toBe(10)
    expect(windMph('5 to 15 mph')).toBe(15)
    expect(windMph('')).toBeNull()
    expect(windMph('20 km/h')).toBe(12)
  })
})

describe('the times a weather message offers', () => {
  it('start with the earliest of each day, then fill in time order', () => {
    const times = ['1|08', '1|09', '1|10', '2|08', '2|09', '3|08']
    const day = (t: string) => t.split('|')[0] ?? ''
    expect(spread(times, 3, day)).toEqual(['1|08', '2|08', '3|08'])
    expect(spread(times, 4, day)).toEqual(['1|08', '1|09', '2|08', '3|08'])
    expect(spread(times.slice(0, 2), 3, day)).toEqual(['1|08', '1|09'])
  })
})
