import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin, type Send } from '../support/admin'
import { snapshot } from '../support/db'
import { postDashboard } from '../support/dashboard'
import { insertBooking } from '../support/dashboard-business'
import { bearer, loginAs } from '../support/http'
import { pngOfSize } from '../support/png'
import { startWorker, type TestWorker } from '../support/worker'

// Issue 37, the low findings: an area's city checked against the ZIP table, applicants' photos
// for the admin and the applicant only, a business name that cannot pose as the platform in the
// From line, and the SQL console naming expression indexes.

let worker: TestWorker
let jps: { token: string; cookie: string }
let abc: string
let admin: { send: Send; cookie: string }
beforeAll(async () => {
  worker = await startWorker()
  const owner = await loginAs(worker, 'jps@demo.test', '192.0.2.201')
  jps = { token: owner.accessToken, cookie: owner.cookie }
  abc = (await loginAs(worker, 'abc@demo.test', '192.0.2.202')).cookie
  const { session, send } = await asAdmin(worker, '192.0.2.203')
  admin = { send, cookie: session.cookie }
})
afterAll(() => worker.dispose())

describe("an area's city must be a real city of its state", () => {
  const addByApi = (area: Record<string, unknown>) =>
    worker.fetch('/api/affiliates/jps/service_areas', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(jps.token) },
      body: JSON.stringify(area),
    })

  it.each([
    [{ city: "' OR 1=1 --", state: 'NV' }, "We could not find ' OR 1=1 --, NV."],
    [{ city: 'Atlantis', state: 'NV', zip: '89101' }, 'We could not find Atlantis, NV.'],
    [{ city: 'Henderson', state: 'NV', zip: '85701' }, 'ZIP code 85701 is not in NV.'],
    [{ city: 'Henderson', state: 'NV', zip: '00000' }, 'ZIP code 00000 is not in NV.'],
  ])('the API refuses %o with 400 and stores nothing', async (area, message) => {
    const before = await snapshot(worker)
    const res = await addByApi(area)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      success: false,
      error: expect.stringContaining(message),
    })
    expect(await snapshot(worker)).toEqual(before)
  })

  it("the dashboard refuses the probe's city beside the field, and the footer never shows it", async () => {
    const before = await snapshot(worker)
    const res = await postDashboard(
      worker,
      jps.cookie,
      {
        intent: 'area-add',
        city: "' OR 1=1 --",
        state: 'NV',
      },
      { query: '?tab=locations' },
    )
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('We could not find')
    expect(await snapshot(worker)).toEqual(before)
    expect(await (await worker.fetch('/api/service_areas/footer')).text()).not.toContain('OR 1=1')
  })

  it('takes a real city, typed in any case, with or without a ZIP of its state', async () => {
    expect((await addByApi({ city: 'north las vegas', state: 'NV', zip: '89030' })).status).toBe(
      201,
    )
    expect((await addByApi({ city: 'Boulder City', state: 'NV' })).status).toBe(201)
  })
})

describe("an applicant's photos are for the admin and the applicant", () => {
  let url: string
  beforeAll(async () => {
    // A photo jps sent with its application (as the application form stores it).
    const key = `application/${crypto.randomUUID()}.png`
    await worker.bucket.put(key, new Uint8Array(pngOfSize(20_000)), {
      httpMetadata: { contentType: 'image/png' },
    })
    await worker.db
      .prepare(
        "INSERT INTO uploads (r2_key, kind, affiliate_id, content_type, size_bytes) VALUES (?, 'application', 1, 'image/png', 20000)",
      )
      .bind(key)
      .run()
    url = `/uploads/${key}`
  })
  const get = (cookie?: string) => worker.fetch(url, cookie ? { headers: { Cookie: cookie } } : {})

  it('is not found for anyone else, signed in or not', async () => {
    expect((await get()).status).toBe(404)
    expect((await get(abc)).status).toBe(404)
  })

  it('is served to the admin and the business, never cached', async () => {
    for (const cookie of [admin.cookie, jps.cookie]) {
      const res = await get(cookie)
      expect(res.status).toBe(200)
      expect(res.headers.get('Cache-Control')).toBe('private, no-store')
      expect(res.headers.get('Content-Type')).toBe('image/png')
    }
  })

  it('is public once the business puts it in its gallery', async () => {
    const pick = await postDashboard(
      worker,
      jps.cookie,
      { intent: 'website-photo-pick', url },
      {
        query: '?tab=website',
      },
    )
    expect(pick.status).toBeLessThan(400)
    const res = await get()
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  })
})

describe('the From display name', () => {
  async function mailFor(businessName: string, to: string) {
    await worker.db
      .prepare("UPDATE affiliates SET business_name = ? WHERE slug = 'abc'")
      .bind(businessName)
      .run()
    const bookingId = await insertBooking(worker, { affiliateId: 2, email: to })
    await worker.db
      .prepare(
        "INSERT INTO email_outbox (to_address, subject, body, template, payload) VALUES (?, '', '', 'booking.received', ?)",
      )
      .bind(to, JSON.stringify({ bookingId }))
      .run()
    await worker.cron()
    const [mail] = await worker.waitForMail((m) => m.to === to)
    return mail
  }

  it("keeps a business's quotes and the platform's name out of it", async () => {
    const mail = await mailFor(
      'Mobile Detail Hub Support" <support@mobiledetailhub.com>',
      'from-name@example.test',
    )
    // The binding quotes the display name itself: nothing inside may end the quotes.
    const [, name] = /^"([^"]*)" <bookings@mobiledetailhub\.test>$/.exec(mail?.from ?? '') ?? []
    expect(name).toBeDefined()
    expect(name).not.toMatch(/["\\<>()[\]:;@,]/)
    expect(name).not.toMatch(/mobile\W*detail\W*hub/i)
    expect(name).toContain('Support')
  })

  it('keeps an ordinary business name as it is', async () => {
    const mail = await mailFor("J.P.'s Mobile Detailing", 'from-name-2@example.test')
    expect(mail?.from).toContain("J.P.'s Mobile Detailing")
  })
})

describe('the SQL console names expression indexes', () => {
  const query = (sql: string) => admin.send('POST', '/api/admin/query', { query: sql })

  it("answers a harmless query that uses an expression index (the probe's)", async () => {
    const res = await query(
      'SELECT id FROM booking_requests WHERE customer_user_id = 5 ORDER BY coalesce(start_at, preferred_date) LIMIT 5',
    )
    expect(res.status, await res.clone().text()).toBe(200)
    const pending = await query(
      "SELECT id FROM affiliates WHERE lower(trim(email)) = 'jps@demo.test' AND status = 'pending'",
    )
    expect(pending.status).toBe(200)
  })

  it('still refuses an expression index over a secret', async () => {
    await worker.db.prepare('CREATE INDEX zz_users_hash_expr ON users (lower(password_hash))').run()
    const res = await query("SELECT count(*) AS n FROM main.users WHERE lower(password_hash) > 'a'")
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      errors: { query: 'it uses the index zz_users_hash_expr, which holds a secret' },
    })
  })
})
