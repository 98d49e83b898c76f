import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slotLabel } from '~/lib/booking/slots'
import { book, bookProved, confirmEmail, customer, nextIp, postForm } from '../support/booking'
import { snapshot } from '../support/db'
import { outboxRows, pageText, postAction } from '../support/dashboard-business'
import { loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'
import { hoursForm } from '../support/working-hours'

// Live time slots on the booking form (issue 26, decision 027): jps (America/Phoenix) is seeded
// with Mon-Sat 8:00-18:00 working hours, so its request form offers free start times.

const ZONE = 'America/Phoenix'
const FORM = '/jps/booking/request?vehicle=car&service=1&tier=2'
const TAKEN = 'Sorry, that time was just taken. Please choose another time from the list.'

let worker: TestWorker
let owner: string
beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test')).cookie
})
afterAll(() => worker.dispose())

const offered = (html: string) =>
  [...html.matchAll(/name="slot"[^>]*value="([^"]+)"/g)].map((m) => m[1] ?? '').filter(Boolean)

async function slotsOnPage(query = '') {
  const html = await pageText(await worker.fetch(`${FORM}${query}`))
  return { html, slots: offered(html) }
}

const row = (reference: string) =>
  worker.db
    .prepare(
      'SELECT id, status, start_at, end_at, hold_until, preferred_date, time_window FROM booking_requests WHERE reference = ?',
    )
    .bind(reference)
    .first<{
      id: number
      status: string
      start_at: string
      end_at: string
      hold_until: string | null
      preferred_date: string
      time_window: string
    }>()

/** jps without a deposit: the email-proof flow of a business that takes no payments. */
async function withoutDeposit(run: () => Promise<void>) {
  const set = (kind: string) =>
    worker.db
      .prepare('UPDATE payment_accounts SET deposit_kind = ? WHERE affiliate_id = 1')
      .bind(kind)
      .run()
  await set('none')
  try {
    await run()
  } finally {
    await set('percent')
  }
}


describe('Choose a time on the booking form', () => {
  it('offers the next free times labelled in the business zone, and days that link to their times', async () => {
    const { html, slots } = await slotsOnPage()
    expect(html).toContain('Choose a time')
    expect(slots.length).toBe(8)
    const first = slots[0] ?? ''
    expect(html).toContain(slotLabel(first, ZONE))
    const day = /href="[^"]*day=(\d{4}-\d{2}-\d{2})#choose-a-time"/.exec(html)?.[1]
    expect(day).toBeDefined()
    const page = await slotsOnPage(`&day=${day}`)
    expect(page.slots.length).toBeGreaterThan(0)
    for (const s of page.slots) expect(slotLabel(s, ZONE)).toMatch(/^\w{3}, \w{3} \d{1,2} · /)
  })

  it('holds a chosen time once the email is confirmed: until then the next customer is still offered it', () =>
    withoutDeposit(async () => {
      const { slots } = await slotsOnPage()
      const slot = slots[0] ?? ''
      const { reference } = await book(
        worker,
        customer({ slot, preferred_date: '', time_window: '' }),
      )
      const stored = await row(reference)
      expect(stored).toMatchObject({ status: 'pending', start_at: slot, hold_until: null })
      expect(stored?.preferred_date).toBe(
        new Date(slot).toLocaleDateString('en-CA', { timeZone: ZONE }),
      )
      expect((await slotsOnPage()).slots).toContain(slot)
      const mail = await outboxRows(worker)
      expect(mail.filter((m) => m.template === 'booking.received').length).toBeGreaterThan(0)

      await confirmEmail(worker, reference)
      const held = await row(reference)
      expect(Date.parse(held?.hold_until ?? '') - Date.now()).toBeGreaterThan(23 * 3_600_000)
      expect((await slotsOnPage()).slots).not.toContain(slot)
    }))

  it('holds a chosen time once its deposit is paid: the payment is the proof, with no email step', async () => {
    const { slots } = await slotsOnPage()
    const slot = slots[0] ?? ''
    const { reference, paid } = await book(worker, customer({ slot, email: 'paid@example.test' }))
    expect(paid).toBe(true)
    const held = await row(reference)
    expect(held).toMatchObject({ status: 'pending', start_at: slot })
    expect(Date.parse(held?.hold_until ?? '') - Date.now()).toBeGreaterThan(23 * 3_600_000)
    expect((await slotsOnPage()).slots).not.toContain(slot)
    const mail = (await outboxRows(worker)).filter((m) => m.to_address === 'paid@example.test')
    expect(mail.map((m) => m.template)).toEqual(['booking.received'])
  })

  it('frees a held time when the detailer declines the request', async () => {
    const { slots } = await slotsOnPage()
    const slot = slots[0] ?? ''
    const { reference } = await bookProved(
      worker,
      customer({ slot, email: 'declined@example.test' }),
    )
    expect((await slotsOnPage()).slots).not.toContain(slot)
    const id = (await row(reference))?.id ?? 0
    const res = await postAction(worker, owner, {
      intent: 'booking-decline',
      id,
      reason: 'Van in the shop',
    })
    expect(res.status).toBe(200)
    expect((await slotsOnPage()).slots).toContain(slot)
  })

  it('refuses the same time to a second customer with a clear 409 and stores nothing', async () => {
    const { slots } = await slotsOnPage()
    const slot = slots[0] ?? ''
    await bookProved(worker, customer({ slot, email: 'first@example.test' }))
    const before = await snapshot(worker)
    const ip = nextIp()
    const res = await worker.fetch(FORM, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'http://localhost',
        'CF-Connecting-IP': ip,
      },
      body: new URLSearchParams({
        ...customer({ slot, email: 'second@example.test' }),
        intent: 'review',
      }).toString(),
    })
    expect(res.status).toBe(409)
    expect(await pageText(res)).toContain(TAKEN)
    expect(await snapshot(worker)).toEqual(before)
  })

  it('refuses a time that is not on offer, and a malformed one, without storing anything', async () => {
    const before = await snapshot(worker)
    const sunday = new Date(Date.now() + 86_400_000)
    while (sunday.getUTCDay() !== 0) sunday.setUTCDate(sunday.getUTCDate() + 1)
    sunday.setUTCHours(17, 0, 0, 0) // 10:00 in Phoenix on a Sunday: a day off
    const off = await postForm(worker, FORM, {
      ...customer({ slot: sunday.toISOString() }),
      intent: 'review',
    })
    expect(off.status).toBe(409)
    const junk = await postForm(worker, FORM, {
      ...customer({ slot: 'tomorrow 9am' }),
      intent: 'review',
    })
    expect(junk.status).toBe(400)
    expect(await pageText(junk)).toContain('Please choose one of the times offered.')
    expect(await snapshot(worker)).toEqual(before)
  })

  it('confirms a free time once the email is confirmed when the detailer turned on auto-confirm', () =>
    withoutDeposit(async () => {
      const saved = await postAction(worker, owner, hoursForm({ auto_confirm: 'on' }), {
        tab: 'schedule',
      })
      expect(saved.status).toBe(200)
      const { slots } = await slotsOnPage()
      const slot = slots[0] ?? ''
      const { reference } = await book(worker, customer({ slot, email: 'auto@example.test' }))
      expect(await row(reference)).toMatchObject({ status: 'pending', hold_until: null })
      await confirmEmail(worker, reference)
      expect(await row(reference)).toMatchObject({
        status: 'confirmed',
        start_at: slot,
        hold_until: null,
      })
      const mail = (await outboxRows(worker)).filter((m) => m.to_address === 'auto@example.test')
      expect(mail.map((m) => m.template)).toEqual(['booking.received', 'booking.confirmed'])
      await postAction(worker, owner, hoursForm(), { tab: 'schedule' })
    }))

  it('confirms a free time once its deposit is paid when the detailer turned on auto-confirm', async () => {
    await postAction(worker, owner, hoursForm({ auto_confirm: 'on' }), { tab: 'schedule' })
    try {
      const { slots } = await slotsOnPage()
      const slot = slots[0] ?? ''
      const { reference } = await book(worker, customer({ slot, email: 'autopaid@example.test' }))
      expect(await row(reference)).toMatchObject({
        status: 'confirmed',
        start_at: slot,
        hold_until: null,
      })
      const mail = (await outboxRows(worker)).filter(
        (m) => m.to_address === 'autopaid@example.test',
      )
      expect(mail.map((m) => m.template)).toEqual(['booking.confirmed'])
    } finally {
      await postAction(worker, owner, hoursForm(), { tab: 'schedule' })
    }
  })
})

describe('Working hours', () => {
  it('are saved from the Schedule tab and shape the offered times', async () => {
    const res = await postAction(
      worker,
      owner,
      hoursForm({
        mon_start: '10:00',
        tue_start: '10:00',
        wed_start: '10:00',
        thu_start: '10:00',
        fri_start: '10:00',
        sat_start: '10:00',
      }),
      { tab: 'schedule' },
    )
    expect(res.status).toBe(200)
    expect(await pageText(res)).toContain('Working hours saved.')
    const { slots } = await slotsOnPage()
    for (const s of slots)
      expect(new Date(s).toLocaleTimeString('en-GB', { timeZone: ZONE }) >= '10:00').toBe(true)
    await postAction(worker, owner, hoursForm(), { tab: 'schedule' })
  })

  it('refuse a closing time before opening and out-of-range rules with a 400 that changes nothing', async () => {
    const before = await snapshot(worker)
    const res = await postAction(
      worker,
      owner,
      hoursForm({ mon_end: '07:00', max_concurrent: '0' }),
      {
        tab: 'schedule',
      },
    )
    expect(res.status).toBe(400)
    const text = await pageText(res)
    expect(text).toContain('Closing time must be after opening time')
    expect(text).toContain('Jobs at once must be 1 to 10')
    expect(await snapshot(worker)).toEqual(before)
  })

  it("cannot be changed through another business's dashboard (sent home, nothing written)", async () => {
    const other = (await loginAs(worker, 'abc@demo.test')).cookie
    const before = await snapshot(worker)
    const res = await postAction(worker, other, hoursForm({ max_concurrent: '5' }), {
      tab: 'schedule',
    })
    expect(res.status).toBe(302)
    expect(await snapshot(worker)).toEqual(before)
  })
})

describe('the database keeps held times and the jobs-at-once limit', () => {
  const insert = (start: string, status: string, hold: string | null) =>
    worker.db
      .prepare(
        `INSERT INTO booking_requests (reference, affiliate_id, vehicle_type, category_name, service_name, tier_name,
          estimate_cents, duration_minutes, customer_name, customer_phone, customer_email, address_line, city, state,
          preferred_date, time_window, status, start_at, end_at, hold_until)
         VALUES (?, 1, 'car', 'c', 's', 't', 100, 60, 'N', '6025550100', 'n@example.test', '1 A St', 'Phoenix', 'AZ',
          ?, 'morning', ?, ?, ?, ?)`,
      )
      .bind(
        `T-${crypto.randomUUID().slice(0, 8)}`,
        start.slice(0, 10),
        status,
        start,
        new Date(Date.parse(start) + 3_600_000).toISOString(),
        hold,
      )
      .run()

  it('refuses a confirmed job over a live hold, allows it once the hold has lapsed, and allows two with two vans', async () => {
    const start = new Date(Date.now() + 200 * 86_400_000)
      .toISOString()
      .replace(/T.*/, 'T17:00:00.000Z')
    const live = new Date(Date.now() + 3_600_000).toISOString()
    await insert(start, 'pending', live)
    await expect(insert(start, 'confirmed', null)).rejects.toThrow(/booking_overlap/)
    const later = start.replace('T17', 'T20')
    await insert(later, 'pending', new Date(Date.now() - 1000).toISOString())
    await insert(later, 'confirmed', null)
    await worker.db
      .prepare('UPDATE working_hours SET max_concurrent = 2 WHERE affiliate_id = 1')
      .run()
    await insert(start, 'confirmed', null)
    await expect(insert(start, 'confirmed', null)).rejects.toThrow(/booking_overlap/)
    await worker.db
      .prepare('UPDATE working_hours SET max_concurrent = 1 WHERE affiliate_id = 1')
      .run()
  })
})
