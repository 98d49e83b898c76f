import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zonedInstant } from '~/lib/dashboard/time'
import { bookProved, customer, linkIn, postForm } from '../support/booking'
import { snapshot } from '../support/db'
import { inDays, insertBooking, pageText, postAction } from '../support/dashboard-business'
import { loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// No double booking on any path (decision 018): the database refuses a confirmed appointment
// that overlaps another of the same business, so concurrent confirms, the email's Confirm and
// New Appointment all meet the same check; only the dashboard's "Confirm anyway" overrides it.
// jps is in America/Phoenix (UTC−7 all year).

const ZONE = 'America/Phoenix'
const OVERLAP = 'This time overlaps another confirmed appointment'
const DETAILER = 'bookings@jps-detailing.test'

let worker: TestWorker
let owner: string
beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test')).cookie
})
afterAll(() => worker.dispose())

const row = (id: number) =>
  worker.db
    .prepare('SELECT status, start_at, overlap_allowed FROM booking_requests WHERE id = ?')
    .bind(id)
    .first<{ status: string; start_at: string | null; overlap_allowed: number }>()

const confirmedOn = async (date: string) =>
  (
    await worker.db
      .prepare(
        "SELECT count(*) AS n FROM booking_requests WHERE affiliate_id = 1 AND status = 'confirmed' AND start_at LIKE ?",
      )
      .bind(`${date}%`)
      .first<{ n: number }>()
  )?.n ?? 0

describe('dashboard confirms', () => {
  it('of three requests for one slot sent at once confirm exactly one; the others get a clear 409', async () => {
    const date = inDays(30)
    const ids = await Promise.all(
      [1, 2, 3].map(() => insertBooking(worker, { preferredDate: date })),
    )
    const responses = await Promise.all(
      ids.map((id) =>
        postAction(worker, owner, { intent: 'booking-confirm', id, date, time: '09:00' }),
      ),
    )
    const statuses = responses.map((r) => r.status).sort()
    expect(statuses).toEqual([200, 409, 409])
    const texts = await Promise.all(responses.map((r) => pageText(r)))
    const refusals = texts.filter((_, i) => responses[i]?.status === 409)
    for (const text of refusals) {
      expect(text).toContain(`${OVERLAP}. Confirm again to book both.`)
      expect(text).toContain('Confirm anyway')
    }
    expect(await confirmedOn(date)).toBe(1)
    const rows = await Promise.all(ids.map(row))
    expect(rows.filter((r) => r?.status === 'pending')).toHaveLength(2)
  })

  it('with "Confirm anyway" books the overlapping time, and only that row carries the override', async () => {
    const date = inDays(31)
    const start = zonedInstant(date, '10:00', ZONE).toISOString()
    const first = await insertBooking(worker, { status: 'confirmed', startAt: start })
    const second = await insertBooking(worker, { preferredDate: date })
    const fields = { intent: 'booking-confirm', id: second, date, time: '11:00' }
    const before = await snapshot(worker)
    const refused = await postAction(worker, owner, fields)
    expect(refused.status).toBe(409)
    expect(await pageText(refused)).toContain('Pat Customer')
    expect(await snapshot(worker)).toEqual(before)
    const forced = await postAction(worker, owner, { ...fields, force: '1' })
    expect(forced.status).toBe(200)
    expect(await row(second)).toMatchObject({ status: 'confirmed', overlap_allowed: 1 })
    expect(await row(first)).toMatchObject({ status: 'confirmed', overlap_allowed: 0 })
    expect(await confirmedOn(date)).toBe(2)
  })

  it('of back-to-back times both succeed (an end is not an overlap)', async () => {
    const date = inDays(32)
    const a = await insertBooking(worker, { preferredDate: date })
    const b = await insertBooking(worker, { preferredDate: date })
    const confirm = (id: number, time: string) =>
      postAction(worker, owner, { intent: 'booking-confirm', id, date, time })
    expect((await confirm(a, '08:00')).status).toBe(200)
    expect((await confirm(b, '10:00')).status).toBe(200)
  })
})

describe('the email Confirm', () => {
  it('of a request whose time clashes confirms nothing and shows the clash with a link to the dashboard', async () => {
    const date = inDays(33)
    const first = await bookProved(
      worker,
      customer({ preferred_date: date, name: 'Early Bird', email: 'early@example.test' }),
    )
    const second = await bookProved(
      worker,
      customer({ preferred_date: date, name: 'Second Comer', email: 'second@example.test' }),
    )
    const confirmLink = async (reference: string) => {
      const [notice] = await worker.waitForMail(
        (m) => m.to === DETAILER && m.text.includes(reference),
      )
      const url = new URL(linkIn(notice?.text ?? '', 'http://localhost/booking/respond?'))
      return `${url.pathname}${url.search}`
    }
    const firstLink = await confirmLink(first.reference)
    const secondLink = await confirmLink(second.reference)
    expect((await postForm(worker, firstLink, { intent: 'confirm' })).status).toBe(302)

    const before = await snapshot(worker)
    const response = await postForm(worker, secondLink, { intent: 'confirm' })
    expect(response.status).toBe(409)
    const html = await pageText(response)
    expect(html).toContain(`${OVERLAP}. Nothing was confirmed`)
    expect(html).toContain(`Early Bird (${first.reference}), `)
    expect(html).toMatch(/8:00 AM – 11:00 AM<\/li>/)
    expect(html).toContain('href="/jps/dashboard?tab=requests"')
    expect(await snapshot(worker)).toEqual(before)
    const stored = await worker.db
      .prepare('SELECT status FROM booking_requests WHERE reference = ?')
      .bind(second.reference)
      .first<{ status: string }>()
    expect(stored?.status).toBe('pending')
  })
})

describe('New Appointment', () => {
  it('overlapping a confirmed job answers 409 and stores nothing; ticking "Book both anyway" saves it', async () => {
    const date = inDays(34)
    await insertBooking(worker, {
      status: 'confirmed',
      startAt: zonedInstant(date, '13:00', ZONE).toISOString(),
    })
    const fields = {
      intent: 'appointment-new',
      package: 'car-1-2',
      name: 'Phone Customer',
      phone: '702-555-0142',
      email: 'phone@example.test',
      street: '9 Main St',
      city: 'Las Vegas',
      state: 'NV',
      zip: '89101',
      preferred_date: date,
      time: '14:30',
      notes: '',
    }
    const before = await snapshot(worker)
    const refused = await postAction(worker, owner, fields, { tab: 'schedule' })
    expect(refused.status).toBe(409)
    expect(await pageText(refused)).toContain(`${OVERLAP}. Save again to book both.`)
    expect(await snapshot(worker)).toEqual(before)
    const forced = await postAction(worker, owner, { ...fields, force: '1' }, { tab: 'schedule' })
    // Saved: the page goes to the day it was saved on (post, then redirect).
    expect(forced.status).toBe(302)
    expect(await confirmedOn(date)).toBe(2)
  })
})

describe('the database itself', () => {
  const insert = (start: string, end: string, overlapAllowed = 0) =>
    worker.db
      .prepare(
        `INSERT INTO booking_requests (reference, affiliate_id, vehicle_type, category_name, service_name,
          tier_name, estimate_cents, duration_minutes, customer_name, customer_phone, customer_email,
          address_line, city, state, preferred_date, time_window, status, start_at, end_at, overlap_allowed)
         VALUES (?, 1, 'car', 'C', 'S', 'T', 100, 60, 'Sql Direct', '7025550100', 'sql@example.test',
          '1 Main St', 'Phoenix', 'AZ', ?, 'morning', 'confirmed', ?, ?, ?)`,
      )
      .bind(
        `MDH-SQL${crypto.randomUUID().slice(0, 8)}`,
        start.slice(0, 10),
        start,
        end,
        overlapAllowed,
      )
      .run()

  it('refuses a direct SQL insert or move of a confirmed row that overlaps another', async () => {
    const date = inDays(35)
    await insert(`${date}T16:00:00.000Z`, `${date}T17:00:00.000Z`)
    await expect(insert(`${date}T16:30:00.000Z`, `${date}T17:30:00.000Z`)).rejects.toThrow(
      /booking_overlap/,
    )
    await insert(`${date}T17:00:00.000Z`, `${date}T18:00:00.000Z`)
    await expect(
      worker.db
        .prepare(
          "UPDATE booking_requests SET start_at = ?, end_at = ? WHERE start_at = ? AND customer_name = 'Sql Direct'",
        )
        .bind(`${date}T16:15:00.000Z`, `${date}T17:15:00.000Z`, `${date}T17:00:00.000Z`)
        .run(),
    ).rejects.toThrow(/booking_overlap/)
    expect(await confirmedOn(date)).toBe(2)
  })

  it('lets a row that carries the explicit override overlap, and another business book the same time', async () => {
    const date = inDays(36)
    await insert(`${date}T16:00:00.000Z`, `${date}T17:00:00.000Z`)
    await insert(`${date}T16:00:00.000Z`, `${date}T17:00:00.000Z`, 1)
    expect(await confirmedOn(date)).toBe(2)
    await insertBooking(worker, {
      affiliateId: 2,
      status: 'confirmed',
      startAt: `${date}T16:00:00.000Z`,
    })
  })
})
