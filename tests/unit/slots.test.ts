import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  areaKey,
  type BusyJob,
  daysWithSlots,
  gapMinutes,
  isFreeSlot,
  nextSlots,
  type SlotInput,
  slotLabel,
  slotsOn,
} from '~/lib/booking/slots'
import { wallClock, weekdayIndex, zonedInstant } from '~/lib/dashboard/time'
import {
  DEFAULT_WORKING_HOURS,
  parseWorkingHoursForm,
  type WorkingHours,
} from '~/lib/booking/working-hours'

const ZONE = 'America/Chicago'
const MIN = 60_000
const AUSTIN = areaKey('Austin', 'TX')
const DALLAS = areaKey('Dallas', 'TX')

function input(over: Partial<SlotInput> = {}, hours: Partial<WorkingHours> = {}): SlotInput {
  return {
    hours: { ...DEFAULT_WORKING_HOURS, noticeHours: 0, ...hours },
    zone: ZONE,
    // Monday 1 Dec 2025, 06:00 in Chicago.
    now: new Date('2025-12-01T12:00:00Z'),
    durationMinutes: 120,
    busy: [],
    blocks: [],
    area: AUSTIN,
    ...over,
  }
}

const at = (date: string, time: string, zone = ZONE) => zonedInstant(date, time, zone).toISOString()
const local = (iso: string, zone = ZONE) => {
  const w = wallClock(iso, zone)
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`
}

describe('slot computation', () => {
  it('offers half-hourly starts that let the whole job finish by closing time', () => {
    const slots = slotsOn('2025-12-02', input())
    expect(slots.map((s) => local(s))).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ])
  })

  it('offers nothing on a day off', () => {
    expect(slotsOn('2025-12-07', input())).toEqual([]) // a Sunday
  })

  it('keeps the buffer after a job in the same area and adds travel from another area', () => {
    const job = (area: string): BusyJob => ({
      startAt: at('2025-12-02', '13:00'),
      endAt: at('2025-12-02', '15:00'),
      area,
    })
    const same = slotsOn('2025-12-02', input({ busy: [job(AUSTIN)] })).map((s) => local(s))
    expect(same).toContain('10:30') // ends 12:30, 15 min buffer before 13:00
    expect(same).not.toContain('11:00')
    expect(same).not.toContain('15:00')
    expect(same).toContain('15:30') // 15:00 + 15 min buffer, next grid time
    const other = slotsOn('2025-12-02', input({ busy: [job(DALLAS)] })).map((s) => local(s))
    expect(other).toContain('10:00') // ends 12:00, + 15 buffer + 30 travel = 12:45
    expect(other).not.toContain('10:30')
    expect(other).not.toContain('15:30')
    expect(other).toContain('16:00')
  })

  it('refuses slots that touch blocked time', () => {
    const blocks = [{ startAt: at('2025-12-02', '12:00'), endAt: at('2025-12-02', '18:00') }]
    const slots = slotsOn('2025-12-02', input({ blocks })).map((s) => local(s))
    expect(slots.at(-1)).toBe('10:00')
  })

  it('respects the minimum notice and the booking horizon', () => {
    const now = new Date(at('2025-12-02', '09:10'))
    const slots = slotsOn('2025-12-02', input({ now }, { noticeHours: 2 })).map((s) => local(s))
    expect(slots[0]).toBe('11:30')
    expect(slotsOn('2025-12-12', input({}, { horizonDays: 10 }))).toEqual([])
    expect(slotsOn('2025-12-11', input({}, { horizonDays: 10 })).length).toBeGreaterThan(0)
    expect(slotsOn('2025-11-30', input())).toEqual([])
  })

  it('lets a second van take a second job at the same time', () => {
    const busy: BusyJob[] = [
      { startAt: at('2025-12-02', '08:00'), endAt: at('2025-12-02', '18:00'), area: AUSTIN },
    ]
    expect(slotsOn('2025-12-02', input({ busy }))).toEqual([])
    expect(slotsOn('2025-12-02', input({ busy }, { maxConcurrent: 2 })).length).toBe(17)
  })

  it('counts real elapsed time across the spring-forward change', () => {
    // 8 Mar 2026, Chicago: 02:00 becomes 03:00. Open 01:00-06:00, 2-hour jobs.
    const week = Array.from({ length: 7 }, () => ({ on: true, start: '01:00', end: '06:00' }))
    const slots = slotsOn('2026-03-08', input({ now: new Date('2026-03-01T00:00:00Z') }, { week }))
    // Offered starts are unique and in order, and every job ends by 06:00 local.
    expect(new Set(slots).size).toBe(slots.length)
    expect([...slots].sort()).toEqual(slots)
    const close = Date.parse(at('2026-03-08', '06:00'))
    for (const s of slots) expect(Date.parse(s) + 120 * MIN).toBeLessThanOrEqual(close)
    expect(slots.map((s) => local(s))).toEqual(['01:00', '01:30', '03:00', '03:30', '04:00'])
  })

  it('offers the repeated hour once on the fall-back day', () => {
    const week = Array.from({ length: 7 }, () => ({ on: true, start: '00:00', end: '04:00' }))
    const slots = slotsOn(
      '2026-11-01',
      input({ now: new Date('2026-10-25T00:00:00Z'), durationMinutes: 60 }, { week }),
    )
    expect(new Set(slots).size).toBe(slots.length)
    // 4 wall hours hold 5 real hours on this day; starts run on the first pass of 01:00-02:00.
    const close = Date.parse(at('2026-11-01', '04:00'))
    for (const s of slots) expect(Date.parse(s) + 60 * MIN).toBeLessThanOrEqual(close)
  })

  it('labels a slot in the business zone', () => {
    expect(slotLabel(at('2025-12-02', '09:00'), ZONE)).toBe('Tue, Dec 2 · 9:00 AM')
    expect(slotLabel(at('2025-12-02', '14:30'), ZONE)).toBe('Tue, Dec 2 · 2:30 PM')
  })

  it('lists the next slots across days and the days that have any', () => {
    const next = nextSlots(input({ now: new Date(at('2025-12-02', '15:30')) }), 3)
    expect(next.map((s) => slotLabel(s, ZONE))).toEqual([
      'Tue, Dec 2 · 3:30 PM',
      'Tue, Dec 2 · 4:00 PM',
      'Wed, Dec 3 · 8:00 AM',
    ])
    const days = daysWithSlots(input(), 7)
    expect(days.map((d) => d.date)).toEqual([
      '2025-12-01',
      '2025-12-02',
      '2025-12-03',
      '2025-12-04',
      '2025-12-05',
      '2025-12-06',
      '2025-12-08',
    ])
  })
})

describe('the working hours form', () => {
  const valid: Record<string, string> = {
    mon_on: 'on',
    mon_start: '08:00',
    mon_end: '18:00',
    tue_start: '08:00',
    tue_end: '18:00',
    wed_on: 'on',
    wed_start: '09:00',
    wed_end: '17:00',
    thu_start: '08:00',
    thu_end: '18:00',
    fri_start: '08:00',
    fri_end: '18:00',
    sat_start: '08:00',
    sat_end: '18:00',
    sun_start: '08:00',
    sun_end: '18:00',
    buffer_minutes: '15',
    travel_minutes: '30',
    horizon_days: '60',
    notice_hours: '12',
    max_concurrent: '2',
    auto_confirm: 'on',
  }

  it('reads days on and off and the booking rules', () => {
    const parsed = parseWorkingHoursForm(valid)
    expect(parsed.ok && parsed.hours.week.map((d) => d.on)).toEqual([
      true,
      false,
      true,
      false,
      false,
      false,
      false,
    ])
    expect(parsed.ok && parsed.hours.maxConcurrent).toBe(2)
    expect(parsed.ok && parsed.hours.autoConfirm).toBe(true)
  })

  it('refuses a closing time before the opening time and out-of-range rules, by field', () => {
    const parsed = parseWorkingHoursForm({
      ...valid,
      mon_end: '07:00',
      max_concurrent: '0',
      buffer_minutes: 'x',
    })
    expect(parsed.ok ? {} : parsed.errors).toEqual({
      mon_end: 'Closing time must be after opening time',
      max_concurrent: 'Jobs at once must be 1 to 10',
      buffer_minutes: 'Buffer must be 0 to 240 minutes',
    })
  })
})

// ---- properties ----------------------------------------------------------------------------

const ZONES = ['America/Chicago', 'America/New_York', 'America/Los_Angeles', 'America/Phoenix']
const clockArb = fc.integer({ min: 0, max: 47 }).map((h) => h * 30)
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`

const dayArb = fc
  .tuple(fc.boolean(), clockArb, clockArb)
  .map(([on, a, b]) => ({
    on,
    start: hhmm(Math.min(a, b)),
    end: hhmm(Math.max(a, b) + 30 > 1440 ? 1439 : Math.max(a, b) + 30),
  }))

const hoursArb: fc.Arbitrary<WorkingHours> = fc.record({
  week: fc.array(dayArb, { minLength: 7, maxLength: 7 }),
  bufferMinutes: fc.integer({ min: 0, max: 60 }),
  travelMinutes: fc.integer({ min: 0, max: 60 }),
  horizonDays: fc.integer({ min: 1, max: 20 }),
  noticeHours: fc.integer({ min: 0, max: 48 }),
  maxConcurrent: fc.integer({ min: 1, max: 3 }),
  autoConfirm: fc.boolean(),
})

// Around both 2026 DST changes and an ordinary week.
const nowArb = fc
  .constantFrom('2026-03-05T00:00:00Z', '2026-10-29T00:00:00Z', '2025-12-01T00:00:00Z')
  .chain((base) =>
    fc.integer({ min: 0, max: 4 * 24 * 60 }).map((m) => new Date(Date.parse(base) + m * MIN)),
  )

const areaArb = fc.constantFrom(AUSTIN, DALLAS, null)

function busyArb(now: Date) {
  return fc.array(
    fc
      .tuple(
        fc.integer({ min: -24 * 60, max: 20 * 24 * 60 }),
        fc.integer({ min: 15, max: 600 }),
        areaArb,
      )
      .map(([offset, length, area]): BusyJob => {
        const start = now.getTime() + offset * MIN
        return {
          startAt: new Date(start).toISOString(),
          endAt: new Date(start + length * MIN).toISOString(),
          area,
        }
      }),
    { maxLength: 40 },
  )
}

const scenarioArb = fc
  .record({
    zone: fc.constantFrom(...ZONES),
    now: nowArb,
    hours: hoursArb,
    duration: fc.integer({ min: 30, max: 480 }),
    area: areaArb,
  })
  .chain((s) =>
    fc
      .record({
        busy: busyArb(s.now),
        blocks: busyArb(s.now),
        offset: fc.integer({ min: 0, max: 20 }),
      })
      .map((more) => ({ ...s, ...more })),
  )
  .map((s): { input: SlotInput; date: string } => ({
    input: {
      hours: s.hours,
      zone: s.zone,
      now: s.now,
      durationMinutes: s.duration,
      busy: s.busy,
      blocks: s.blocks,
      area: s.area,
    },
    date: new Date(s.now.getTime() + s.offset * 86_400_000).toISOString().slice(0, 10),
  }))

describe('slot properties', () => {
  it('never offers a slot that breaks a rule: hours, notice, horizon, blocks, gaps, concurrency', () => {
    fc.assert(
      fc.property(scenarioArb, ({ input: i, date }) => {
        const day = i.hours.week[weekdayIndex(date)]
        const today = wallClock(i.now, i.zone).date
        const horizonEnd = new Date(
          Date.parse(`${today}T00:00:00Z`) + i.hours.horizonDays * 86_400_000,
        )
          .toISOString()
          .slice(0, 10)
        for (const slot of slotsOn(date, i)) {
          const start = Date.parse(slot)
          const end = start + i.durationMinutes * MIN
          expect(day?.on).toBe(true)
          expect(wallClock(slot, i.zone).date).toBe(date)
          expect(start).toBeGreaterThanOrEqual(
            zonedInstant(date, day?.start ?? '', i.zone).getTime(),
          )
          expect(end).toBeLessThanOrEqual(zonedInstant(date, day?.end ?? '', i.zone).getTime())
          expect(start).toBeGreaterThanOrEqual(i.now.getTime() + i.hours.noticeHours * 60 * MIN)
          expect(date <= horizonEnd).toBe(true)
          for (const b of i.blocks)
            expect(Date.parse(b.startAt) < end && start < Date.parse(b.endAt)).toBe(false)
          const clashes = i.busy.filter((b) => {
            const gap = gapMinutes(i.hours, b.area, i.area) * MIN
            return Date.parse(b.startAt) < end + gap && start < Date.parse(b.endAt) + gap
          })
          expect(clashes.length).toBeLessThan(i.hours.maxConcurrent)
          expect(isFreeSlot(slot, i)).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('with one van, no offered slot overlaps a confirmed job or a hold', () => {
    fc.assert(
      fc.property(scenarioArb, ({ input: i, date }) => {
        const one = { ...i, hours: { ...i.hours, maxConcurrent: 1 } }
        for (const slot of slotsOn(date, one)) {
          const start = Date.parse(slot)
          const end = start + i.durationMinutes * MIN
          for (const b of i.busy)
            expect(Date.parse(b.startAt) < end && start < Date.parse(b.endAt)).toBe(false)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('jobs and blocks only ever take slots away, never add one', () => {
    fc.assert(
      fc.property(scenarioArb, ({ input: i, date }) => {
        const offered = new Set(slotsOn(date, { ...i, busy: [], blocks: [] }))
        const withBusy = slotsOn(date, i)
        for (const s of withBusy) expect(offered.has(s)).toBe(true)
      }),
      { numRuns: 200 },
    )
  })
})
