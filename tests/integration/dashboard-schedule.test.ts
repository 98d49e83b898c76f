import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zonedInstant } from '~/lib/dashboard/time'
import { typedAt, typedMinute } from '../support/typed-at'
import { snapshot } from '../support/db'
import {
  inDays,
  insertBooking,
  outboxRows,
  pageText,
  postAction,
} from '../support/dashboard-business'
import { loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// Schedule actions (Block Time, New Appointment, settings) and what the public booking form
// makes of blocked time. jps is in America/Phoenix (UTC−7, no daylight saving time).

let worker: TestWorker
let owner: string
beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test')).cookie
})
afterAll(() => worker.dispose())

const ZONE = 'America/Phoenix'

async function refused(fields: Record<string, string>, expected: number, message: string) {
  const before = await snapshot(worker)
  const response = await postAction(worker, owner, fields, { tab: 'schedule' })
  expect(response.status).toBe(expected)
  expect(await pageText(response)).toContain(message)
  expect(await snapshot(worker)).toEqual(before)
}

/** The public form's review step for jps on `date` in `window`. */
function publicReview(date: string, window: string, ip: string) {
  const fields = {
    intent: 'review',
    vehicle: 'car',
    service: '1',
    tier: '2',
    name: 'Pat Customer',
    phone: '(702) 555-0199',
    email: 'pat@example.test',
    street: '1 Fremont St',
    city: 'Las Vegas',
    state: 'NV',
    zip: '89101',
    preferred_date: date,
    time_window: window,
    idempotency_key: crypto.randomUUID(),
  }
  return worker.fetch('/jps/booking/request?vehicle=car&service=1&tier=2', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'http://localhost',
      'CF-Connecting-IP': ip,
    },
    body: new URLSearchParams(fields).toString(),
  })
}

describe('Block Time', () => {
  it('stores the range in UTC and the public form stops offering fully blocked windows', async () => {
    const date = inDays(10)
    // 08:00–10:00 and 10:00–12:00 together cover the morning window; 12:00–13:00 only part of the afternoon.
    for (const [start, end] of [
      ['08:00', '10:00'],
      ['10:00', '12:00'],
      ['12:00', '13:00'],
    ] as const)
      expect(
        (
          await postAction(
            worker,
            owner,
            { intent: 'schedule-block', date, start, end, reason: 'Fleet job' },
            { tab: 'schedule' },
          )
        ).status,
      ).toBe(200)
    const first = await worker.db
      .prepare('SELECT start_at, end_at, reason FROM schedule_blocks ORDER BY id LIMIT 1')
      .first()
    expect(first).toEqual({
      start_at: `${date}T15:00:00.000Z`,
      end_at: `${date}T17:00:00.000Z`,
      reason: 'Fleet job',
    })

    const morning = await publicReview(date, 'morning', '198.51.100.71')
    expect(morning.status).toBe(409)
    const answer = await pageText(morning)
    expect(answer).toContain(
      'This time window is not available on that date. Please choose another.',
    )
    // The form shown again no longer offers the blocked window for that date.
    const radio = (w: string) => answer.match(new RegExp(`<input[^>]*value="${w}"[^>]*>`))?.[0]
    expect(radio('morning')).toContain('disabled=""')
    expect(radio('afternoon')).not.toContain('disabled')
    expect((await publicReview(date, 'afternoon', '198.51.100.72')).status).toBe(200)
    expect((await publicReview(inDays(11), 'morning', '198.51.100.73')).status).toBe(200)
  })

  it('refuses an end before the start, and removes a block', async () => {
    await refused(
      { intent: 'schedule-block', date: inDays(12), start: '14:00', end: '13:00' },
      400,
      'End time must be after the start time',
    )
    const row = await worker.db
      .prepare('SELECT id FROM schedule_blocks ORDER BY id DESC LIMIT 1')
      .first<{ id: number }>()
    const abc = (await loginAs(worker, 'abc@demo.test')).cookie
    const before = await snapshot(worker)
    expect(
      (
        await postAction(
          worker,
          abc,
          { intent: 'schedule-unblock', id: String(row?.id) },
          { slug: 'abc', tab: 'schedule' },
        )
      ).status,
    ).toBe(404)
    expect(await snapshot(worker)).toEqual(before)
    expect(
      (
        await postAction(
          worker,
          owner,
          { intent: 'schedule-unblock', id: String(row?.id) },
          { tab: 'schedule' },
        )
      ).status,
    ).toBe(200)
    expect(
      await worker.db
        .prepare('SELECT count(*) AS n FROM schedule_blocks WHERE id = ?')
        .bind(row?.id)
        .first('n'),
    ).toBe(0)
  })
})

describe('New Appointment', () => {
  const phoneBooking = (overrides: Record<string, string> = {}) => ({
    intent: 'appointment-new',
    package: 'car-1-2',
    name: 'Phone Customer',
    phone: '702-555-0142',
    email: 'Phone@Example.test',
    street: '9 Main St',
    city: 'Las Vegas',
    state: 'NV',
    zip: '89101',
    preferred_date: inDays(15),
    time: '13:30',
    notes: '',
    ...overrides,
  })

  /** A saved appointment redirects to its own day, whose page names it. */
  async function savedOn(response: Response, date: string): Promise<string> {
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('Location') ?? '', 'http://localhost')
    expect(location.pathname).toBe('/jps/dashboard')
    expect(location.searchParams.get('date')).toBe(date)
    expect(location.searchParams.get('view')).toBe('day')
    return pageText(
      await worker.fetch(`${location.pathname}${location.search}`, { headers: { Cookie: owner } }),
    )
  }

  it('records a confirmed phone booking priced like the public form, with its confirmation email', async () => {
    const count = (await outboxRows(worker)).length
    const response = await postAction(worker, owner, phoneBooking(), { tab: 'schedule' })
    const page = await savedOn(response, inDays(15))
    const row = await worker.db
      .prepare("SELECT * FROM booking_requests WHERE customer_name = 'Phone Customer'")
      .first<Record<string, unknown>>()
    const start = zonedInstant(inDays(15), '13:30', ZONE).toISOString()
    expect(row).toMatchObject({
      status: 'confirmed',
      source: 'phone',
      customer_email: 'phone@example.test',
      customer_phone: '7025550142',
      estimate_cents: 29_880,
      duration_minutes: 180,
      start_at: start,
      time_window: 'afternoon',
    })
    const rows = await outboxRows(worker)
    expect(rows).toHaveLength(count + 1)
    expect(rows.at(-1)).toEqual({
      to_address: 'phone@example.test',
      template: 'booking.confirmed',
      payload: { reference: row?.reference, startAt: start },
    })
    // The page it opens on is the saved day's, and says so.
    expect(page).toContain(`Appointment ${String(row?.reference)} saved for Phone Customer.`)
  })

  it('books the ticked add-ons with the package: priced, timed and kept on the booking', async () => {
    const html = await pageText(
      await worker.fetch('/jps/dashboard?tab=schedule', { headers: { Cookie: owner } }),
    )
    const addon = await worker.db
      .prepare(
        `SELECT t.id, t.price_cents, t.duration_minutes, s.name FROM service_tiers t
         JOIN services s ON s.id = t.service_id
         WHERE s.affiliate_id = 1 AND s.vehicle_id = 1 AND s.service_category_id = 7 AND t.enabled = 1
         ORDER BY t.id LIMIT 1`,
      )
      .first<{ id: number; price_cents: number; duration_minutes: number; name: string }>()
    expect(addon).not.toBeNull()
    expect(html).toMatch(new RegExp(`name="addons"[^>]*value="${String(addon?.id)}"`))
    const body = new URLSearchParams(
      phoneBooking({ name: 'With Addon', preferred_date: inDays(17) }),
    )
    body.append('addons', String(addon?.id))
    const response = await worker.fetch('/jps/dashboard?tab=schedule', {
      method: 'POST',
      headers: {
        Cookie: owner,
        Origin: 'http://localhost',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: body.toString(),
    })
    await savedOn(response, inDays(17))
    const row = await worker.db
      .prepare(
        "SELECT estimate_cents, duration_minutes, addons FROM booking_requests WHERE customer_name = 'With Addon'",
      )
      .first<{ estimate_cents: number; duration_minutes: number; addons: string }>()
    // The package alone is 29,880 cents and 180 minutes in Las Vegas (the test above).
    expect(row?.duration_minutes).toBe(180 + (addon?.duration_minutes ?? 0))
    expect(row?.estimate_cents).toBeGreaterThan(29_880)
    expect(JSON.parse(row?.addons ?? '[]')).toMatchObject([
      { tierId: addon?.id, serviceName: addon?.name, priceCents: addon?.price_cents },
    ])
  })

  it("refuses another business's add-on and changes nothing", async () => {
    // abc (business 2) sells an add-on of its own for cars.
    const service = await worker.db
      .prepare(
        `INSERT INTO services (affiliate_id, vehicle_id, service_category_id, name)
         VALUES (2, 1, 7, 'Their Add-on') RETURNING id`,
      )
      .first<{ id: number }>()
    const other = await worker.db
      .prepare(
        `INSERT INTO service_tiers (service_id, name, price_cents, duration_minutes)
         VALUES (?, 'Standard', 4000, 30) RETURNING id`,
      )
      .bind(service?.id)
      .first<{ id: number }>()
    expect(other).not.toBeNull()
    await refused(
      phoneBooking({ addons: String(other?.id), preferred_date: inDays(18) }),
      400,
      'Please choose at most 10 add-ons from the list',
    )
  })

  it("starts in the business's own state, and fills in a picked customer's latest details", async () => {
    const form = async (search: string) =>
      pageText(
        await worker.fetch(`/jps/dashboard?tab=schedule${search}`, { headers: { Cookie: owner } }),
      )
    const blank = await form('')
    // jps's primary area is in Arizona: never the list's first state (Alabama).
    expect(/<option value="AZ" selected="">/.test(blank)).toBe(true)
    await insertBooking(worker, { name: 'Regular Rita', email: 'rita@example.test' })
    const found = await form('&customer_q=regular')
    expect(found).toContain('customer=rita%40example.test')
    const picked = await form('&customer=rita%40example.test')
    expect(picked).toContain('Filled in with Regular Rita’s latest details')
    expect(picked).toContain('value="1 Fremont St"')
    expect(/<option value="NV" selected="">/.test(picked)).toBe(true)
    // A search is taken literally, and another business's customers are not found.
    expect(await form('&customer_q=%25')).toContain('No customer’s name or email starts with')
    await insertBooking(worker, {
      affiliateId: 2,
      name: 'Their Customer',
      email: 'theirs@example.test',
    })
    expect(await form('&customer_q=their')).toContain('No customer’s name or email starts with')
    expect(await form('&customer=theirs%40example.test')).not.toContain('Filled in with')
  })

  it("offers each of jps's packages by its service and tier name, and the offered choice saves", async () => {
    const html = await pageText(
      await worker.fetch('/jps/dashboard?tab=schedule', { headers: { Cookie: owner } }),
    )
    const select = /<select id="appt-package"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? ''
    const offered = [...select.matchAll(/<option value="([^"]*)">([^<]*)<\/option>/g)].map(
      ([, value, label]) => ({ value, label }),
    )
    const tiers = await worker.db
      .prepare(
        `SELECT s.id AS service, t.id AS tier, s.name AS service_name, t.name AS tier_name
         FROM service_tiers t JOIN services s ON s.id = t.service_id
         WHERE s.affiliate_id = 1 AND t.enabled = 1 AND s.vehicle_id = 1
           AND s.service_category_id <> 7`,
      )
      .all<{ service: number; tier: number; service_name: string; tier_name: string }>()
    expect(tiers.results.length).toBeGreaterThan(0)
    for (const t of tiers.results)
      expect(offered).toContainEqual({
        value: `car-${t.service}-${t.tier}`,
        label: `Car: ${t.service_name} – ${t.tier_name}`,
      })
    for (const option of offered) expect(option.value).toMatch(/^[a-z]+-\d+-\d+$/)

    const chosen = offered.find((o) => o.label === 'Car: Signature Detail – Premium')
    const response = await postAction(
      worker,
      owner,
      phoneBooking({
        package: chosen?.value ?? '',
        name: 'Offered Package',
        preferred_date: inDays(16),
      }),
      { tab: 'schedule' },
    )
    expect(response.status).toBe(302)
    expect(
      await worker.db
        .prepare(
          "SELECT service_name, tier_name, status FROM booking_requests WHERE customer_name = 'Offered Package'",
        )
        .first(),
    ).toEqual({ service_name: 'Signature Detail', tier_name: 'Premium', status: 'confirmed' })
  })

  it('warns before double booking, and validates like the public form', async () => {
    await refused(
      phoneBooking({ time: '14:00' }),
      409,
      'This time overlaps another confirmed appointment',
    )
    await refused(phoneBooking({ phone: '123' }), 400, 'Please enter a valid phone number')
    await refused(phoneBooking({ package: 'car-8-19' }), 400, 'Please choose a package')
    await refused(
      phoneBooking({ city: 'Dallas', state: 'TX', zip: '75201' }),
      400,
      'currently serve this area',
    )
    await refused(
      phoneBooking({ preferred_date: inDays(-400) }),
      400,
      'Please choose a date within the past 12 months',
    )
  })

  it('records a job with a date in the past as completed, and sends the customer no email', async () => {
    const count = (await outboxRows(worker)).length
    const response = await postAction(
      worker,
      owner,
      phoneBooking({ name: 'Past Job', preferred_date: inDays(-3), time: '10:00' }),
      { tab: 'schedule' },
    )
    expect(await savedOn(response, inDays(-3))).toContain('recorded as completed for Past Job')
    const row = await worker.db
      .prepare(
        "SELECT status, source, start_at FROM booking_requests WHERE customer_name = 'Past Job'",
      )
      .first()
    expect(row).toEqual({
      status: 'completed',
      source: 'phone',
      start_at: zonedInstant(inDays(-3), '10:00', ZONE).toISOString(),
    })
    expect(await outboxRows(worker)).toHaveLength(count)
  })

  it('saves a job starting this minute as ahead (confirmed, emailed), one a minute earlier as done', async () => {
    const now = await typedMinute(ZONE)
    const before = typedAt(Date.now() - 60_000, ZONE)
    const save = (name: string, { date, time }: { date: string; time: string }) =>
      postAction(worker, owner, phoneBooking({ name, preferred_date: date, time, force: 'on' }), {
        tab: 'schedule',
      })
    const count = (await outboxRows(worker)).length
    expect((await save('Starts Now', now)).status).toBe(302)
    expect((await save('Just Before', before)).status).toBe(302)
    const rows = await worker.db
      .prepare(
        "SELECT customer_name, status FROM booking_requests WHERE customer_name IN ('Starts Now', 'Just Before') ORDER BY customer_name",
      )
      .all()
    expect(rows.results).toEqual([
      { customer_name: 'Just Before', status: 'completed' },
      { customer_name: 'Starts Now', status: 'confirmed' },
    ])
    expect((await outboxRows(worker)).slice(count).map((row) => row.template)).toEqual([
      'booking.confirmed',
    ]) // Today's grid further down counts its own appointments.
    await worker.db
      .prepare("DELETE FROM booking_requests WHERE customer_name IN ('Starts Now', 'Just Before')")
      .run()
  })

  it('says in the form that a date in the past records a completed job', async () => {
    const html = await pageText(
      await worker.fetch('/jps/dashboard?tab=schedule', { headers: { Cookie: owner } }),
    )
    expect(html).toContain('A date and time in the past records a job already done')
  })
})

describe('settings', () => {
  it('saves the time zone and daily goal; refuses unknown zones and bad amounts', async () => {
    await refused(
      { intent: 'settings-save', time_zone: 'Mars/Olympus', daily_goal: '600' },
      400,
      'Please choose a time zone',
    )
    await refused(
      { intent: 'settings-save', time_zone: 'America/Denver', daily_goal: '-5' },
      400,
      'Please enter a daily goal in dollars',
    )
    expect(
      (
        await postAction(
          worker,
          owner,
          { intent: 'settings-save', time_zone: 'America/Phoenix', daily_goal: '650.50' },
          { tab: 'schedule' },
        )
      ).status,
    ).toBe(200)
    expect(
      await worker.db
        .prepare('SELECT time_zone, daily_goal_cents FROM affiliates WHERE id = 1')
        .first(),
    ).toEqual({ time_zone: 'America/Phoenix', daily_goal_cents: 65_050 })
  })

  it("shows today's appointments on the day grid with Today's Summary", async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date())
    const later = zonedInstant(today, '23:00', ZONE)
    await insertBooking(worker, {
      status: 'confirmed',
      startAt: later.toISOString(),
      estimateCents: 32_525,
      name: 'Late Customer',
    })
    await insertBooking(worker, {
      preferredDate: today,
      timeWindow: 'evening',
      name: 'Waiting Customer',
    })
    const html = await pageText(
      await worker.fetch(`/jps/dashboard?tab=schedule&date=${today}`, {
        headers: { Cookie: owner },
      }),
    )
    expect(html).toContain('Waiting Customer')
    expect(html).toMatch(/data-testid="summary-total"[^>]*>2</)
    expect(html).toMatch(/data-testid="summary-revenue"[^>]*>\$325.25</)
    expect(html).toMatch(/data-testid="summary-progress"[^>]*>50%</)
  })
})
