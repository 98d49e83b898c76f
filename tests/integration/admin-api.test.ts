import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin, expectRefused, insertApplication, type Send } from '../support/admin'
import { startWorker, type TestWorker } from '../support/worker'
import { USER_ID_FLOOR } from '../../db/id-ranges'
import { type PendingApplication } from '~/server/applications.server'

// Admin lists (spec §2 Users tab, §3 Admin user list item / Pending application). Guards shared by
// every admin route, approve, reject, delete and the SQL console have their own
// admin-api-*.test.ts files.

interface UserItem {
  id: number
  name: string
  email: string
  business_name: string | null
  slug: string | null
  role: string
  created_at: string
}

type Application = PendingApplication

let worker: TestWorker
let send: Send
beforeAll(async () => {
  worker = await startWorker()
  ;({ send } = await asAdmin(worker))
  // Distinct creation times, so "newest first" is observable.
  await worker.db.batch([
    worker.db.prepare(
      "UPDATE users SET created_at = '2025-01-01T00:00:00.000Z' WHERE email = 'admin@demo.test'",
    ),
    worker.db.prepare(
      "UPDATE users SET created_at = '2025-03-01T00:00:00.000Z' WHERE email = 'jps@demo.test'",
    ),
    worker.db.prepare(
      "UPDATE users SET created_at = '2025-02-01T00:00:00.000Z' WHERE email = 'abc@demo.test'",
    ),
    worker.db.prepare(
      "UPDATE users SET created_at = '2025-04-01T00:00:00.000Z' WHERE email = 'customer@demo.test'",
    ),
  ])
})
afterAll(() => worker.dispose())

const users = async (query = '') => {
  const response = await send('GET', `/api/admin/users${query}`)
  expect(response.status).toBe(200)
  const body = await response.json<{ success: boolean; users: UserItem[] }>()
  expect(body.success).toBe(true)
  return body.users
}

describe('GET /api/admin/users', () => {
  it('lists every user with the §3 list-item fields, newest first', async () => {
    const list = await users()
    expect(list.map((u) => u.email)).toEqual([
      'customer@demo.test',
      'jps@demo.test',
      'abc@demo.test',
      'admin@demo.test',
    ])
    for (const user of list) {
      expect(Object.keys(user).sort()).toEqual([
        'affiliate_id',
        'business_name',
        'created_at',
        'email',
        'id',
        'name',
        'role',
        'slug',
        'user_id',
      ])
    }
    expect(list.find((u) => u.email === 'jps@demo.test')).toEqual({
      // Accounts are numbered above every business (decision 035).
      id: USER_ID_FLOOR + 2,
      name: 'John Parker',
      email: 'jps@demo.test',
      business_name: "JP's Mobile Detailing",
      slug: 'jps',
      role: 'affiliate',
      created_at: '2025-03-01T00:00:00.000Z',
      user_id: USER_ID_FLOOR + 2,
      affiliate_id: 1,
    })
    expect(list.find((u) => u.email === 'customer@demo.test')).toMatchObject({
      business_name: null,
      slug: null,
      role: 'user',
    })
    expect(list.find((u) => u.email === 'admin@demo.test')?.role).toBe('admin')
  })

  it("treats 'all' and an empty status like no filter", async () => {
    const everyone = await users()
    expect(await users('?status=all')).toEqual(everyone)
    expect(await users('?status=')).toEqual(everyone)
  })

  it('filters admins, affiliates and customers by the §3 derived role', async () => {
    expect((await users('?status=admin')).map((u) => u.email)).toEqual(['admin@demo.test'])
    // The affiliates are businesses (owned or not), newest first: original-client-2.test.ts.
    expect((await users('?status=affiliate')).map((u) => u.slug)).toEqual([
      'fresh-start',
      'abc',
      'jps',
    ])
    expect((await users('?status=user')).map((u) => u.email)).toEqual(['customer@demo.test'])
  })

  it('derives admin from the legacy is_admin flag when role is absent', async () => {
    await worker.db
      .prepare(
        "INSERT INTO users (email, name, role, is_admin, created_at) VALUES ('legacy@demo.test', 'Legacy Admin', NULL, 1, '2024-01-01T00:00:00.000Z'), ('plain@demo.test', 'Plain Person', NULL, 0, '2024-01-01T00:00:00.000Z')",
      )
      .run()
    const admins = await users('?status=admin')
    expect(admins.map((u) => [u.email, u.role])).toEqual([
      ['admin@demo.test', 'admin'],
      ['legacy@demo.test', 'admin'],
    ])
    expect((await users('?status=user')).map((u) => u.email)).toContain('plain@demo.test')
    await worker.db
      .prepare("DELETE FROM users WHERE email IN ('legacy@demo.test', 'plain@demo.test')")
      .run()
  })

  it('lists pending applications as list items with role pending', async () => {
    const pending = await users('?status=pending')
    expect(pending).toEqual([
      {
        id: 4,
        name: 'Devon Rivera',
        email: 'devon@shineonwheels.test',
        business_name: 'Shine On Wheels',
        slug: null,
        role: 'pending',
        created_at: '2026-11-15T09:20:00.000Z',
        user_id: null,
        affiliate_id: 4,
      },
    ])
  })

  // The plural words (customers, admins, affiliates) are accepted: original-client.test.ts.
  it.each([['?status=bogus'], ['?status=ADMIN'], ['?status=owners']])(
    "refuses an unknown filter %s with 400 'Validation failed'",
    async (query) => {
      const body = await expectRefused(
        worker,
        () => send('GET', `/api/admin/users${query}`),
        400,
        'Validation failed',
      )
      expect(body.errors).toEqual({
        status:
          'Status must be one of: all, admin, affiliate, user, pending, admins, affiliates, users, customer, customers',
      })
    },
  )
})

describe('GET /api/admin/pending-applications', () => {
  it('lists only pending applications with every §3 Pending application field', async () => {
    const rejected = await insertApplication(worker, { status: 'rejected' })
    const response = await send('GET', '/api/admin/pending-applications')
    expect(response.status).toBe(200)
    const body = await response.json<{ success: boolean; applications: Application[] }>()
    expect(body).toEqual({
      success: true,
      applications: [
        {
          id: 4,
          business_name: 'Shine On Wheels',
          owner: 'Devon Rivera',
          email: 'devon@shineonwheels.test',
          phone: '3055550155',
          city: 'Miami',
          state_code: 'FL',
          postal_code: '33130',
          has_insurance: true,
          source: 'Google Search',
          application_date: '2026-11-15T09:20:00.000Z',
        },
      ],
    })
    await worker.db.prepare('DELETE FROM affiliates WHERE id = ?').bind(rejected).run()
  })

  it('lists the newest application first', async () => {
    const older = await insertApplication(worker)
    const response = await send('GET', '/api/admin/pending-applications')
    const { applications } = await response.json<{ applications: Application[] }>()
    expect(applications.map((a) => a.id)).toEqual([4, older])
    await worker.db.prepare('DELETE FROM affiliates WHERE id = ?').bind(older).run()
  })
})
