import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actionLink, book, customer, inDays, postSignedIn } from '../support/booking'
import { DEMO_PASSWORD, loginAs } from '../support/http'
import { d1Use, queryPlan, rowsRead } from '../support/scale'
import { startWorker, type TestWorker } from '../support/worker'

// My bookings and Settings of a signed-in customer (issue 24), and which requests are theirs
// (decision 023): through the real worker, its forms and its emails.

let worker: TestWorker

const CUSTOMER = 'customer@demo.test'
const OTHER = 'other@demo.test'

function page(path: string, cookie = '') {
  return worker.fetch(path, { headers: cookie ? { Cookie: cookie } : {} })
}

const postPage = (path: string, fields: Record<string, string>, cookie: string) =>
  postSignedIn(worker, path, fields, cookie)

async function ownerOf(reference: string): Promise<number | null> {
  const row = await worker.db
    .prepare('SELECT customer_user_id AS id FROM booking_requests WHERE reference = ?')
    .bind(reference)
    .first<{ id: number | null }>()
  return row?.id ?? null
}

async function userId(email: string): Promise<number> {
  const row = await worker.db
    .prepare('SELECT id FROM users WHERE email = ?')
    .bind(email)
    .first<{ id: number }>()
  if (!row) throw new Error(`no user ${email}`)
  return row.id
}

/** The confirmation link from the email My bookings sends, opened as the customer would. */
async function confirmEmail(email: string, cookie: string) {
  const asked = await postPage('/account', { intent: 'verify-email' }, cookie)
  expect(asked.status).toBe(200)
  await worker.cron()
  const [mail] = await worker.waitForMail(
    (m) => m.to === email && /Confirm your email/.test(m.subject),
  )
  const link = actionLink(mail?.text ?? '', 'Confirm my email')
  expect(link).toContain('/account/verify-email?')
  const opened = await page(new URL(link).pathname + new URL(link).search)
  expect(opened.status).toBe(200)
}

beforeAll(async () => {
  worker = await startWorker({ bindings: { COUNT_D1: '1' } })
  // A second customer with the demo password.
  await worker.db
    .prepare(
      "INSERT INTO users (email, name, role, password_hash) SELECT ?, 'Olive Other', 'user', password_hash FROM users WHERE email = ?",
    )
    .bind(OTHER, CUSTOMER)
    .run()
}, 120_000)

afterAll(() => worker?.dispose())

describe('My bookings', () => {
  it('sends a signed-out visitor to the login page, for the list and for settings', async () => {
    for (const path of ['/account', '/account/settings']) {
      const response = await page(path)
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toBe('/login')
    }
  })

  it('lists a request made while signed in as the account’s, and opens its booking page', async () => {
    const { cookie } = await loginAs(worker, CUSTOMER)
    // Typed with another address: whoever was signed in made it, so it is theirs.
    const { reference } = await book(worker, customer({ email: 'typed@example.test' }), cookie)
    expect(await ownerOf(reference)).toBe(await userId(CUSTOMER))

    const html = await (await page('/account', cookie)).text()
    const upcoming = html.slice(html.indexOf('id="upcoming"'), html.indexOf('id="past"'))
    expect(upcoming).toContain(reference)
    expect(upcoming).toContain('Requested')
    // On the detailer's site (issue 40): the page wears the detailer's brand.
    const href = /href="(\/jps\/booking\/confirmation\?ref=[^"]+)"/.exec(upcoming)?.[1] ?? ''
    const opened = await page(href.replace(/&amp;/g, '&'))
    expect(opened.status).toBe(200)
    expect(await opened.text()).toContain(reference)
  })

  it('puts finished and past bookings under Past with their status', async () => {
    const id = await userId(CUSTOMER)
    await worker.db
      .prepare(
        `INSERT INTO booking_requests (reference, affiliate_id, vehicle_type, category_name, service_name, tier_name,
           estimate_cents, duration_minutes, customer_name, customer_phone, customer_email, address_line, city, state,
           preferred_date, time_window, status, customer_user_id)
         VALUES ('MDH-PAST22', 1, 'car', 'Interior', 'Past Detail', 'Basic', 10000, 60, 'Pat', '6025550199',
           'customer@demo.test', '1 Main', 'Phoenix', 'AZ', ?, 'morning', 'completed', ?),
                ('MDH-FUTCAN', 1, 'car', 'Interior', 'Called Off', 'Basic', 10000, 60, 'Pat', '6025550199',
           'customer@demo.test', '1 Main', 'Phoenix', 'AZ', ?, 'morning', 'cancelled', ?)`,
      )
      .bind(inDays(-30), id, inDays(20), id)
      .run()
    const { cookie } = await loginAs(worker, CUSTOMER)
    const html = await (await page('/account', cookie)).text()
    const past = html.slice(html.indexOf('id="past"'))
    expect(past).toMatch(/MDH-PAST22/)
    expect(past).toContain('Completed')
    expect(past).toMatch(/MDH-FUTCAN/)
    expect(past).toContain('Cancelled')
    expect(html.slice(0, html.indexOf('id="past"'))).not.toContain('MDH-PAST22')
  })

  it('never shows another customer’s bookings, even one made with their email', async () => {
    const mine = await loginAs(worker, CUSTOMER)
    // Signed in as the customer but typed the other person's address: it stays the customer's.
    const { reference } = await book(worker, customer({ email: OTHER }), mine.cookie)
    const other = await loginAs(worker, OTHER, '203.0.113.11')
    await confirmEmail(OTHER, other.cookie)
    const html = await (await page('/account', other.cookie)).text()
    expect(html).toContain('My bookings')
    expect(html).not.toContain(reference)
    expect(await ownerOf(reference)).toBe(await userId(CUSTOMER))
  })

  it('attaches an earlier signed-out request only once the account has confirmed that email', async () => {
    const earlier = await book(worker, customer({ email: CUSTOMER }))
    const { cookie } = await loginAs(worker, CUSTOMER)
    const before = await (await page('/account', cookie)).text()
    expect(before).not.toContain(earlier.reference)
    expect(before).toContain('Send confirmation email')
    expect(await ownerOf(earlier.reference)).toBeNull()

    await confirmEmail(CUSTOMER, cookie)
    const after = await (await page('/account', cookie)).text()
    expect(after).toContain(earlier.reference)
    expect(after).not.toContain('Send confirmation email')
    expect(await ownerOf(earlier.reference)).toBe(await userId(CUSTOMER))
  })

  it('refuses a tampered confirmation link with 410 and verifies nothing', async () => {
    const id = await userId(OTHER)
    await worker.db.prepare('UPDATE users SET email_verified_at = NULL WHERE id = ?').bind(id).run()
    const forged = `/account/verify-email?uid=${id}&exp=${Math.floor(Date.now() / 1000) + 3600}&sig=${'A'.repeat(43)}`
    expect((await page(forged)).status).toBe(410)
    const row = await worker.db
      .prepare('SELECT email_verified_at AS at FROM users WHERE id = ?')
      .bind(id)
      .first<{ at: string | null }>()
    expect(row?.at).toBeNull()
  })

  it('reads the page through its index, as few rows for 1,200 bookings as for 600', async () => {
    const id = await userId(CUSTOMER)
    const addBookings = (from: number) =>
      worker.db
        .prepare(
          `WITH RECURSIVE n(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM n WHERE i < ? + 599)
           INSERT INTO booking_requests (reference, affiliate_id, vehicle_type, category_name, service_name, tier_name,
             estimate_cents, duration_minutes, customer_name, customer_phone, customer_email, address_line, city, state,
             preferred_date, time_window, status, customer_user_id)
           SELECT 'BULK-' || i, 1, 'car', 'Interior', 'Bulk', 'Basic', 10000, 60, 'Pat', '6025550199',
             'customer@demo.test', '1 Main', 'Phoenix', 'AZ', date('now', ((i % 600) - 300) || ' days'), 'morning',
             CASE WHEN i % 3 = 0 THEN 'completed' ELSE 'pending' END, ? FROM n`,
        )
        .bind(from, from, id)
        .run()
    const { cookie } = await loginAs(worker, CUSTOMER)
    const measure = async () => {
      const response = await page('/account?past=3', cookie)
      expect(response.status).toBe(200)
      const use = d1Use(response)
      const lists = use.runs.filter(
        (r) => /^select/i.test(r.sql) && /from "booking_requests"/i.test(r.sql),
      )
      expect(lists).toHaveLength(2)
      for (const { sql } of lists) {
        const plan = (await queryPlan(worker, sql)).join('\n')
        expect(plan).toContain('booking_requests_customer_when_idx')
        expect(plan).not.toMatch(/TEMP B-TREE/)
      }
      return { rows: await rowsRead(worker, lists), roundTrips: use.roundTrips }
    }
    await addBookings(1)
    const at600 = await measure()
    await addBookings(601)
    const at1200 = await measure()
    expect(at600.rows).toBeLessThan(300)
    expect(at1200.rows).toBeLessThanOrEqual(at600.rows + 10)
    expect(at1200.roundTrips).toBe(at600.roundTrips)
  })
})

describe('Settings', () => {
  it('saves name and phone, formatted phone stored as 10 digits', async () => {
    const { cookie } = await loginAs(worker, OTHER, '203.0.113.12')
    const saved = await postPage(
      '/account/settings',
      { intent: 'profile', name: 'Olive Renamed', phone: '(480) 555-0142' },
      cookie,
    )
    expect(saved.status).toBe(302)
    expect(saved.headers.get('Location')).toBe('/account/settings?saved=profile')
    const row = await worker.db
      .prepare('SELECT name, phone FROM users WHERE email = ?')
      .bind(OTHER)
      .first<{ name: string; phone: string }>()
    expect(row).toEqual({ name: 'Olive Renamed', phone: '4805550142' })
    const html = await (await page('/account/settings?saved=profile', cookie)).text()
    expect(html).toContain('Your details were saved.')
    expect(html).toContain('(480) 555-0142')
  })

  it('refuses a bad phone and an empty name in the spec’s words and changes nothing', async () => {
    const { cookie } = await loginAs(worker, OTHER, '203.0.113.13')
    const refused = await postPage(
      '/account/settings',
      { intent: 'profile', name: '', phone: '555-12' },
      cookie,
    )
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(html).toContain('Name is required')
    expect(html).toContain('Please enter a valid phone number')
    const row = await worker.db
      .prepare('SELECT name FROM users WHERE email = ?')
      .bind(OTHER)
      .first<{ name: string }>()
    expect(row?.name).toBe('Olive Renamed')
  })

  it('changes the password only with the right current one, and signs out the other sessions', async () => {
    const elsewhere = await loginAs(worker, OTHER, '203.0.113.14')
    const { cookie } = await loginAs(worker, OTHER, '203.0.113.15')
    const hashBefore = await worker.db
      .prepare('SELECT password_hash AS h FROM users WHERE email = ?')
      .bind(OTHER)
      .first<{ h: string }>()
    const wrong = await postPage(
      '/account/settings',
      {
        intent: 'password',
        currentPassword: 'not-the-password',
        newPassword: 'Fresh-pass-2027!',
        confirmPassword: 'Fresh-pass-2027!',
      },
      cookie,
    )
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain('Current password is incorrect')
    const hashAfterWrong = await worker.db
      .prepare('SELECT password_hash AS h FROM users WHERE email = ?')
      .bind(OTHER)
      .first<{ h: string }>()
    expect(hashAfterWrong?.h).toBe(hashBefore?.h)

    const changed = await postPage(
      '/account/settings',
      {
        intent: 'password',
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Fresh-pass-2027!',
        confirmPassword: 'Fresh-pass-2027!',
      },
      cookie,
    )
    expect(changed.status).toBe(302)
    const fresh = (changed.headers.get('Set-Cookie') ?? '').split(';')[0] ?? ''
    expect(fresh).toMatch(/^mdh_session=/)
    expect((await page('/account', fresh)).status).toBe(200)
    // Both older sign-ins are over.
    expect((await page('/account', elsewhere.cookie)).status).toBe(302)
    expect((await page('/account', cookie)).status).toBe(302)
    await expect(loginAs(worker, OTHER, '203.0.113.16')).rejects.toThrow(/401/)
  })

  it('refuses a new password that breaks the rule, in its words', async () => {
    const { cookie } = await loginAs(worker, CUSTOMER, '203.0.113.17')
    const refused = await postPage(
      '/account/settings',
      {
        intent: 'password',
        currentPassword: DEMO_PASSWORD,
        newPassword: 'short',
        confirmPassword: 'short',
      },
      cookie,
    )
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Password must be at least 8 characters')
  })
})

describe('Admins and detailers', () => {
  it('sends them from Settings to their dashboard settings, and shows them only their own bookings', async () => {
    const admin = await loginAs(worker, 'admin@demo.test', '203.0.113.18')
    const adminSettings = await page('/account/settings', admin.cookie)
    expect(adminSettings.status).toBe(302)
    expect(adminSettings.headers.get('Location')).toBe('/admin-dashboard?tab=settings')
    const detailer = await loginAs(worker, 'jps@demo.test', '203.0.113.19')
    const detailerSettings = await page('/account/settings', detailer.cookie)
    expect(detailerSettings.headers.get('Location')).toBe('/jps/dashboard?tab=profile')
    const html = await (await page('/account', detailer.cookie)).text()
    expect(html).toContain('No upcoming bookings.')
    expect(html).not.toMatch(/MDH-[A-Z0-9]{6}/)
  })

  it('makes a quote asked for while signed in the account’s', async () => {
    const { cookie } = await loginAs(worker, CUSTOMER, '203.0.113.20')
    const response = await worker.fetch('/api/quote', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: 'http://localhost' },
      body: JSON.stringify({
        name: 'Pat',
        email: 'pat@example.test',
        zip: '85004',
        services: ['Interior'],
      }),
    })
    expect(response.status).toBe(201)
    const { data }: { data: { id: number } } = await response.json()
    const row = await worker.db
      .prepare('SELECT customer_user_id AS id FROM quote_requests WHERE id = ?')
      .bind(data.id)
      .first<{ id: number }>()
    expect(row?.id).toBe(await userId(CUSTOMER))
  })
})
