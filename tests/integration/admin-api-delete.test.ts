import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin, expectRefused, type Send } from '../support/admin'
import { count, loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// DELETE /api/admin/affiliates/{id} (spec §2 Users tab: Delete 'cannot be undone', removes its
// service areas): one batch removes the affiliate and everything that belongs to it.

let worker: TestWorker
let send: Send
beforeAll(async () => {
  worker = await startWorker()
  ;({ send } = await asAdmin(worker))
})
afterAll(() => worker.dispose())

const JPS = 1
const ABC = 2
const remove = (id: number | string) => send('DELETE', `/api/admin/affiliates/${id}`)

/** Rows that belong to one affiliate, per table. */
async function owned(id: number): Promise<Record<string, number>> {
  const reviews = `SELECT id FROM reviews WHERE affiliate_id = ${id}`
  const services = `SELECT id FROM services WHERE affiliate_id = ${id}`
  const queries: Record<string, string> = {
    affiliates: `SELECT count(*) AS n FROM affiliates WHERE id = ${id}`,
    service_areas: `SELECT count(*) AS n FROM service_areas WHERE affiliate_id = ${id}`,
    services: `SELECT count(*) AS n FROM services WHERE affiliate_id = ${id}`,
    service_tiers: `SELECT count(*) AS n FROM service_tiers WHERE service_id IN (${services})`,
    custom_hostnames: `SELECT count(*) AS n FROM custom_hostnames WHERE affiliate_id = ${id}`,
    reviews: `SELECT count(*) AS n FROM reviews WHERE affiliate_id = ${id}`,
    review_votes: `SELECT count(*) AS n FROM review_votes WHERE review_id IN (${reviews})`,
    quote_requests: `SELECT count(*) AS n FROM quote_requests WHERE affiliate_id = ${id}`,
    booking_requests: `SELECT count(*) AS n FROM booking_requests WHERE affiliate_id = ${id}`,
    uploads: `SELECT count(*) AS n FROM uploads WHERE affiliate_id = ${id} OR review_id IN (${reviews})`,
    linked_users: `SELECT count(*) AS n FROM users WHERE affiliate_id = ${id}`,
  }
  const result: Record<string, number> = {}
  for (const [table, sql] of Object.entries(queries)) result[table] = await count(worker, sql)
  return result
}

async function tableCounts(): Promise<Record<string, number>> {
  const tables = [
    'affiliates',
    'service_areas',
    'services',
    'service_tiers',
    'custom_hostnames',
    'reviews',
    'review_votes',
    'quote_requests',
    'booking_requests',
    'uploads',
    'users',
    'password_setup_tokens',
  ]
  const result: Record<string, number> = {}
  for (const table of tables)
    result[table] = await count(worker, `SELECT count(*) AS n FROM ${table}`)
  return result
}

/** Gives an affiliate one of every kind of dependent row the seed does not have. */
async function addDependents(id: number, tag: string) {
  const review = await worker.db
    .prepare(
      "INSERT INTO reviews (type, affiliate_id, reviewer_name, rating, content) VALUES ('affiliate', ?, 'Pat', 5, 'Great') RETURNING id",
    )
    .bind(id)
    .first<{ id: number }>()
  const service = await worker.db
    .prepare('SELECT id FROM services WHERE affiliate_id = ? LIMIT 1')
    .bind(id)
    .first<{ id: number }>()
  await worker.db.batch([
    worker.db
      .prepare(
        "INSERT INTO review_votes (review_id, voter_key, vote_type) VALUES (?, 'k', 'helpful')",
      )
      .bind(review?.id),
    worker.db
      .prepare(
        "INSERT INTO uploads (r2_key, kind, affiliate_id, content_type, size_bytes) VALUES (?, 'application', ?, 'image/png', 4)",
      )
      .bind(`application/${tag}.png`, id),
    worker.db
      .prepare(
        "INSERT INTO uploads (r2_key, kind, review_id, content_type, size_bytes) VALUES (?, 'avatar', ?, 'image/png', 4)",
      )
      .bind(`avatar/${tag}.png`, review?.id),
    worker.db
      .prepare(
        "INSERT INTO quote_requests (affiliate_id, name, email) VALUES (?, 'Quinn', 'q@example.test')",
      )
      .bind(id),
    worker.db
      .prepare(
        `INSERT INTO booking_requests (reference, affiliate_id, service_id, vehicle_type, category_name, service_name, tier_name, estimate_cents, duration_minutes, customer_name, customer_phone, customer_email, address_line, city, state, preferred_date, time_window)
         VALUES (?, ?, ?, 'car', 'Service Packages', 'Detail', 'Essential', 14900, 120, 'Bo', '6025550100', 'bo@example.test', '1 Main St', 'Phoenix', 'AZ', '2026-12-01', 'morning')`,
      )
      .bind(`REF-${tag}`, id, service?.id ?? null),
  ])
  await worker.bucket.put(`application/${tag}.png`, new Uint8Array([1, 2, 3, 4]))
  await worker.bucket.put(`avatar/${tag}.png`, new Uint8Array([1, 2, 3, 4]))
}

describe('deleting an affiliate', () => {
  it('removes the affiliate with every row that belongs to it, and nothing else', async () => {
    await addDependents(JPS, 'jps')
    await addDependents(ABC, 'abc')
    const jpsBefore = await owned(JPS)
    const abcBefore = await owned(ABC)
    for (const [table, n] of Object.entries(jpsBefore)) {
      expect(n, `jps has ${table} rows to delete`).toBeGreaterThan(0)
    }
    const totalsBefore = await tableCounts()

    const response = await remove(JPS)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      success: true,
      message: 'Affiliate "JP\'s Mobile Detailing" deleted successfully.',
    })

    const jpsAfter = await owned(JPS)
    expect(Object.values(jpsAfter).every((n) => n === 0)).toBe(true)
    expect(await owned(ABC)).toEqual(abcBefore)
    const totalsAfter = await tableCounts()
    for (const table of Object.keys(totalsBefore)) {
      const removed =
        table === 'users' || table === 'password_setup_tokens' ? 0 : (jpsBefore[table] ?? 0)
      expect(totalsAfter[table], table).toBe((totalsBefore[table] ?? 0) - removed)
    }
  })

  it('turns the owner back into a customer who keeps their account', async () => {
    const owner = await worker.db
      .prepare("SELECT role, affiliate_id FROM users WHERE email = 'jps@demo.test'")
      .first()
    expect(owner).toEqual({ role: 'user', affiliate_id: null })
    const { user } = await loginAs(worker, 'jps@demo.test', '203.0.113.80')
    expect(user).toMatchObject({ role: 'user', affiliate_id: null })
  })

  it('takes the site down on the slug and on its custom hostname', async () => {
    expect((await worker.fetch('/jps')).status).toBe(404)
    expect((await worker.fetch('/jps/booking')).status).toBe(404)
    expect((await worker.fetch('/', { host: 'jps-detailing.localhost' })).status).toBe(404)
    expect((await worker.fetch('/abc')).status).toBe(200)
  })

  it('removes its uploaded files from R2 and keeps the others', async () => {
    // Deleted after the response (waitUntil): give it a moment.
    for (let i = 0; i < 20 && (await worker.bucket.head('application/jps.png')); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(await worker.bucket.head('application/jps.png')).toBeNull()
    expect(await worker.bucket.head('avatar/jps.png')).toBeNull()
    expect(await worker.bucket.head('application/abc.png')).not.toBeNull()
  })

  it("answers deleting it again with 404 'Affiliate not found'", async () => {
    await expectRefused(worker, () => remove(JPS), 404, 'Affiliate not found')
  })

  it('drops an unused setup link of the owner it unlinks', async () => {
    const approved = await send('POST', '/api/admin/approve-application/4', {
      approved_slug: 'shine-on-wheels',
    })
    expect(approved.status).toBe(200)
    // The link shown to the admin, plus the one the approval email mints when it is sent.
    expect(await count(worker, 'SELECT count(*) AS n FROM password_setup_tokens')).toBeGreaterThan(0)
    expect((await remove(4)).status).toBe(200)
    expect(await count(worker, 'SELECT count(*) AS n FROM password_setup_tokens')).toBe(0)
    const owner = await worker.db
      .prepare("SELECT role, affiliate_id FROM users WHERE email = 'devon@shineonwheels.test'")
      .first()
    expect(owner).toEqual({ role: 'user', affiliate_id: null })
  })

  it('keeps an admin owner an admin', async () => {
    await worker.db
      .prepare("UPDATE users SET affiliate_id = 3 WHERE email = 'admin@demo.test'")
      .run()
    expect((await remove(3)).status).toBe(200)
    const admin = await worker.db
      .prepare("SELECT role, affiliate_id FROM users WHERE email = 'admin@demo.test'")
      .first()
    expect(admin).toEqual({ role: 'admin', affiliate_id: null })
  })

  it.each([['999999'], ['abc'], ['0'], ['-2'], ['2.0'], ['%20']])(
    "answers the id '%s' with 404 'Affiliate not found' and deletes nothing",
    async (id) => {
      await expectRefused(worker, () => remove(id), 404, 'Affiliate not found')
    },
  )
})
