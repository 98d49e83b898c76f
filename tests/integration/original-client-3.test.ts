import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditRows, dashboardAs, type DashboardPoster } from '../support/admin-dashboard'
import { insertApplication } from '../support/admin'
import { snapshot } from '../support/db'
import { bearer, DEMO_PASSWORD, loginAs, postJson } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'
import { USER_ID_FLOOR } from '../../db/id-ranges'

// The product's original client, round 3: Delete on an All Users row sends that row's id, the
// owner's *user* id, to DELETE /api/admin/affiliates/{id}. Accounts are now numbered above every
// business (migration 0025, decision 035), so a new id names one row; an older id that still
// names two businesses is refused with 409 and deletes nothing.

let worker: TestWorker
let token: string
let screen: DashboardPoster
beforeAll(async () => {
  worker = await startWorker()
  token = (await loginAs(worker, 'admin@demo.test', '203.0.113.90')).accessToken
  screen = await dashboardAs(worker, 'admin@demo.test', '203.0.113.91')
})
afterAll(() => worker.dispose())

interface Row {
  id: number
  user_id: number | null
  affiliate_id: number | null
  email: string
  business_name: string | null
  role: string
}

/** GET /api/admin/users?status=all, the original client's All Users list. */
async function allUsers(): Promise<Row[]> {
  const response = await worker.fetch('/api/admin/users?status=all&limit=100', {
    headers: bearer(token),
  })
  const body: { users: Row[] } = await response.json()
  expect(response.status).toBe(200)
  return body.users
}

/** The original client's Delete: `DELETE /api/admin/affiliates/${row.id}`. */
const remove = (id: number | string) =>
  worker.fetch(`/api/admin/affiliates/${id}`, { method: 'DELETE', headers: bearer(token) })

const businessNames = async () =>
  (
    await worker.db
      .prepare('SELECT business_name FROM affiliates ORDER BY id')
      .all<{ business_name: string }>()
  ).results.map((r) => r.business_name)

const businessIdOf = async (slug: string) =>
  (await worker.db
    .prepare('SELECT id FROM affiliates WHERE slug = ?')
    .bind(slug)
    .first<number>('id')) ?? 0

/**
 * An account from before migration 0025, numbered `userId` (low, like a business id), owning a
 * new approved business: what an older database holds.
 */
async function legacyOwner(userId: number, slug: string, businessName: string) {
  const businessId = await insertApplication(worker, { businessName, status: 'approved' })
  const email = `${slug}@legacy.test`
  await worker.db.batch([
    worker.db.prepare('UPDATE affiliates SET slug = ? WHERE id = ?').bind(slug, businessId),
    worker.db
      .prepare(
        "INSERT INTO users (id, email, name, role, affiliate_id) VALUES (?, ?, 'Lee Gacy', 'affiliate', ?)",
      )
      .bind(userId, email, businessId),
    worker.db
      .prepare('UPDATE affiliates SET owner_user_id = ? WHERE id = ?')
      .bind(userId, businessId),
  ])
  const row = (await allUsers()).find((r) => r.email === email)
  // The All Users row the original client draws: the owner's user id, role affiliate.
  expect(row).toMatchObject({ id: userId, role: 'affiliate', affiliate_id: businessId })
  return { businessId, email }
}

describe('ids from disjoint ranges', () => {
  it('numbers the demo accounts above every business, so no All Users id is a business id', async () => {
    const users = await allUsers()
    expect(users).toHaveLength(4)
    for (const row of users) {
      expect(row.id).toBeGreaterThan(USER_ID_FLOOR)
      expect(
        await worker.db.prepare('SELECT id FROM affiliates WHERE id = ?').bind(row.id).first(),
      ).toBeNull()
    }
  })

  it('gives a new account an id above the floor and a new application one below it', async () => {
    const response = await postJson(
      worker,
      '/api/auth/register',
      {
        email: 'new-owner@demo.test',
        password: DEMO_PASSWORD,
        name: 'Nia New',
        phone: '6025550177',
      },
      { 'CF-Connecting-IP': '203.0.113.92' },
    )
    const body: { user: { id: number } } = await response.json()
    expect(response.status).toBe(201)
    expect(body.user.id).toBeGreaterThan(USER_ID_FLOOR)
    expect(await insertApplication(worker)).toBeLessThan(USER_ID_FLOOR)
  })
})

describe('DELETE /api/admin/affiliates/{id} from the All Users list', () => {
  it('deletes ABC Auto Spa by its owner’s user id, and no other business', async () => {
    const before = await businessNames()
    const abc = (await allUsers()).find((r) => r.email === 'abc@demo.test')
    expect(abc).toMatchObject({ role: 'affiliate', business_name: 'ABC Auto Spa' })
    const response = await remove(abc?.id ?? 0)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      success: true,
      message: 'Affiliate "ABC Auto Spa" deleted successfully.',
    })
    expect(await businessNames()).toEqual(before.filter((name) => name !== 'ABC Auto Spa'))
    const owner = await worker.db
      .prepare("SELECT id, role, affiliate_id FROM users WHERE email = 'abc@demo.test'")
      .first()
    expect(owner).toEqual({ id: abc?.id, role: 'user', affiliate_id: null })
    // Nothing left to delete by that id: the owner is a customer now.
    expect((await remove(abc?.id ?? 0)).status).toBe(404)
  })

  it('refuses with 409 and deletes nothing when an older owner’s user id is another business’s id', async () => {
    const freshStart = await businessIdOf('fresh-start')
    const legacy = await legacyOwner(freshStart, 'legacy-gloss', 'Legacy Gloss')
    const before = await snapshot(worker)
    const response = await remove(freshStart)
    expect(response.status).toBe(409)
    const body: { success: boolean; error: string; message: string } = await response.json()
    expect(body.success).toBe(false)
    expect(body.message).toBe(
      `Id ${freshStart} names both the business "Fresh Start Detailing" and the account of the owner of "Legacy Gloss", so nothing was deleted. Delete it from the admin dashboard, or send ?as=business or ?as=user with the id.`,
    )
    expect(body.error).toBe(body.message)
    expect(await snapshot(worker)).toEqual(before)

    // Our own All Users screen links the row's Delete to its business, and deletes exactly it.
    const { html } = await screen.get('?tab=users&list=all&q=legacy-gloss')
    const link = /<a [^>]*aria-label="Delete Legacy Gloss"[^>]*>/.exec(html)?.[0] ?? ''
    expect(/[?&;]delete=(\d+)/.exec(link)?.[1]).toBe(String(legacy.businessId))
    const posted = await screen.post({ intent: 'delete', id: String(legacy.businessId) })
    expect(posted.status).toBe(200)
    const names = await businessNames()
    expect(names).toContain('Fresh Start Detailing')
    expect(names).not.toContain('Legacy Gloss')
    // Once that owner holds no business, the same id is only Fresh Start's.
    expect((await remove(freshStart)).status).toBe(200)
    expect(await businessNames()).not.toContain('Fresh Start Detailing')
  })

  it('takes ?as=user or ?as=business to say which an ambiguous id meant', async () => {
    const jps = await businessIdOf('jps')
    await legacyOwner(jps, 'legacy-shine', 'Legacy Shine')
    expect((await remove(jps)).status).toBe(409)
    const refused = await worker.fetch(`/api/admin/affiliates/${jps}?as=owner`, {
      method: 'DELETE',
      headers: bearer(token),
    })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({
      errors: { as: "as must be 'business' or 'user'" },
    })
    const asUser = await remove(`${jps}?as=user`)
    expect(await asUser.json()).toEqual({
      success: true,
      message: 'Affiliate "Legacy Shine" deleted successfully.',
    })
    expect(await businessNames()).toContain("JP's Mobile Detailing")
    // The account holds no business now: as a user id it names nothing.
    expect((await remove(`${jps}?as=user`)).status).toBe(404)
  })

  it('deletes an older owner’s business when both readings name the same business', async () => {
    const own = await insertApplication(worker, {
      businessName: 'Same Id Detailing',
      status: 'approved',
    })
    await worker.db.batch([
      worker.db
        .prepare("UPDATE affiliates SET slug = 'same-id', owner_user_id = ? WHERE id = ?")
        .bind(own, own),
      worker.db
        .prepare(
          "INSERT INTO users (id, email, name, role, affiliate_id) VALUES (?, 'same-id@legacy.test', 'Sam Id', 'affiliate', ?)",
        )
        .bind(own, own),
    ])
    const response = await remove(own)
    expect(await response.json()).toMatchObject({
      message: 'Affiliate "Same Id Detailing" deleted successfully.',
    })
    expect(await businessNames()).not.toContain('Same Id Detailing')
  })

  it('answers 404 for an id that is no business and no affiliate owner, and records nothing', async () => {
    const audits = (await auditRows(worker)).length
    const customer = (await allUsers()).find((r) => r.email === 'customer@demo.test')
    expect((await remove(customer?.id ?? 0)).status).toBe(404)
    expect((await remove(USER_ID_FLOOR - 1)).status).toBe(404)
    expect((await auditRows(worker)).length).toBe(audits)
  })
})

describe('migration 0025 on a database without the demo seed', () => {
  it('starts new accounts above the floor, leaving no placeholder row and keeping older ids', async () => {
    const empty = await startWorker({ seed: false })
    try {
      expect(
        await empty.db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'users'").first('seq'),
      ).toBe(USER_ID_FLOOR)
      expect(await empty.db.prepare('SELECT count(*) AS n FROM users').first('n')).toBe(0)
      // A row from before the migration keeps its id; the next new one still comes from above.
      await empty.db
        .prepare("INSERT INTO users (id, email, name) VALUES (7, 'old@x.test', 'Old')")
        .run()
      const next = await empty.db
        .prepare("INSERT INTO users (email, name) VALUES ('next@x.test', 'Next') RETURNING id")
        .first<number>('id')
      expect(next).toBe(USER_ID_FLOOR + 1)
      const business = await empty.db
        .prepare(
          "INSERT INTO affiliates (business_name, owner, email, base_city, base_state) VALUES ('B', 'O', 'b@x.test', 'Austin', 'TX') RETURNING id",
        )
        .first<number>('id')
      expect(business).toBe(1)
    } finally {
      await empty.dispose()
    }
  })
})
