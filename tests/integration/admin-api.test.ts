import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ApiError,
  asAdmin,
  expectRefused,
  insertApplication,
  type Send,
  snapshot,
} from '../support/admin'
import { bearer, loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// Admin lists (spec §2 Users tab, §3 Admin user list item / Pending application) and the
// guarding every admin route shares. Approve, reject, delete and the SQL console have their own
// files (admin-api-*.test.ts).

type Method = Parameters<Send>[0]

interface UserItem {
  id: number
  name: string
  email: string
  business_name: string | null
  slug: string | null
  role: string
  created_at: string
}

interface Application {
  id: number
  business_name: string
  owner: string
  email: string
  phone: string | null
  city: string
  state_code: string
  postal_code: string | null
  has_insurance: boolean
  source: string | null
  application_date: string
}

let worker: TestWorker
let send: Send
beforeAll(async () => {
  worker = await startWorker()
  ;({ send } = await asAdmin(worker))
  // Distinct creation times, so "newest first" is observable.
  await worker.db.batch([
    worker.db.prepare("UPDATE users SET created_at = '2025-01-01T00:00:00.000Z' WHERE id = 1"),
    worker.db.prepare("UPDATE users SET created_at = '2025-03-01T00:00:00.000Z' WHERE id = 2"),
    worker.db.prepare("UPDATE users SET created_at = '2025-02-01T00:00:00.000Z' WHERE id = 3"),
    worker.db.prepare("UPDATE users SET created_at = '2025-04-01T00:00:00.000Z' WHERE id = 4"),
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
        'business_name',
        'created_at',
        'email',
        'id',
        'name',
        'role',
        'slug',
      ])
    }
    expect(list.find((u) => u.email === 'jps@demo.test')).toEqual({
      id: 2,
      name: 'John Parker',
      email: 'jps@demo.test',
      business_name: "JP's Mobile Detailing",
      slug: 'jps',
      role: 'affiliate',
      created_at: '2025-03-01T00:00:00.000Z',
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
    expect((await users('?status=affiliate')).map((u) => u.email)).toEqual([
      'jps@demo.test',
      'abc@demo.test',
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
      },
    ])
  })

  it.each([['?status=bogus'], ['?status=ADMIN'], ['?status=customers']])(
    "refuses an unknown filter %s with 400 'Validation failed'",
    async (query) => {
      const body = await expectRefused(
        worker,
        () => send('GET', `/api/admin/users${query}`),
        400,
        'Validation failed',
      )
      expect(body.errors).toEqual({
        status: 'Status must be one of: all, admin, affiliate, user, pending',
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

const ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/pending-applications'],
  ['POST', '/api/admin/approve-application/4', { approved_slug: 'shine-on-wheels' }],
  ['POST', '/api/admin/reject-application/4', { rejection_reason: 'Not a fit for the platform' }],
  ['DELETE', '/api/admin/affiliates/4'],
  ['POST', '/api/admin/query', { query: 'SELECT 1' }],
]

describe('only admins may call the admin API (spec §6)', () => {
  it.each(ROUTES)(
    "%s %s answers 401 'Authentication token required' without a token",
    async (method, path, body) => {
      await expectRefused(
        worker,
        () =>
          worker.fetch(path, {
            method,
            headers: { 'Content-Type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body),
          }),
        401,
        'Authentication token required',
      )
    },
  )

  it.each(ROUTES)(
    "%s %s answers 401 'Invalid or expired token' for a forged token",
    async (method, path, body) => {
      await expectRefused(
        worker,
        () =>
          worker.fetch(path, {
            method,
            headers: { 'Content-Type': 'application/json', ...bearer('not.a.jwt') },
            body: body === undefined ? undefined : JSON.stringify(body),
          }),
        401,
        'Invalid or expired token',
      )
    },
  )

  it.each(ROUTES)("%s %s answers 403 'Forbidden' to customers and affiliates", async (m, p, b) => {
    for (const email of ['customer@demo.test', 'jps@demo.test']) {
      const { accessToken } = await loginAs(worker, email, '203.0.113.60')
      await expectRefused(
        worker,
        () =>
          worker.fetch(p, {
            method: m,
            headers: { 'Content-Type': 'application/json', ...bearer(accessToken) },
            body: b === undefined ? undefined : JSON.stringify(b),
          }),
        403,
        'Forbidden',
        ['login_attempts', 'refresh_tokens'],
      )
    }
  })

  it('accepts the admin cookie session from the same origin, refuses it cross-site', async () => {
    const { cookie } = await loginAs(worker, 'admin@demo.test', '203.0.113.61')
    const ok = await worker.fetch('/api/admin/users', { headers: { Cookie: cookie } })
    expect(ok.status).toBe(200)
    await expectRefused(
      worker,
      () =>
        worker.fetch('/api/admin/query', {
          method: 'POST',
          headers: {
            Cookie: cookie,
            Origin: 'https://evil.example',
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ query: 'SELECT 1' }),
        }),
      403,
      'Forbidden',
    )
  })
})

describe('methods', () => {
  it.each<[Method, string, string]>([
    ['POST', '/api/admin/users', 'GET'],
    ['POST', '/api/admin/pending-applications', 'GET'],
    ['GET', '/api/admin/approve-application/4', 'POST'],
    ['PUT', '/api/admin/approve-application/4', 'POST'],
    ['GET', '/api/admin/reject-application/4', 'POST'],
    ['GET', '/api/admin/affiliates/4', 'DELETE'],
    ['POST', '/api/admin/affiliates/4', 'DELETE'],
    ['GET', '/api/admin/query', 'POST'],
  ])("%s %s answers 405 'Method not allowed' with Allow: %s", async (method, path, allow) => {
    let allowed: string | null = null
    await expectRefused(
      worker,
      async () => {
        const response = await send(method, path, method === 'GET' ? undefined : {})
        allowed = response.headers.get('allow')
        return response
      },
      405,
      'Method not allowed',
    )
    expect(allowed).toBe(allow)
  })
})

describe('no input produces a 5xx', () => {
  const bodies: unknown[] = [
    null,
    [],
    'text',
    42,
    true,
    { approved_slug: { nested: 1 }, rejection_reason: ['x'], query: { sql: 1 } },
    {
      approved_slug: 'x'.repeat(20_000),
      rejection_reason: 'y'.repeat(20_000),
      query: 'z'.repeat(20_000),
    },
    { service_areas: 'Miami', admin_notes: 12 },
    {
      service_areas: [
        null,
        1,
        'x',
        { city: 5, state: null, zip: {}, minimum: '1', multiplier: [] },
      ],
    },
  ]
  const paths = [
    '/api/admin/approve-application/4',
    '/api/admin/approve-application/abc',
    '/api/admin/approve-application/-1',
    '/api/admin/approve-application/99999999999999999999',
    '/api/admin/reject-application/4',
    '/api/admin/reject-application/1e3',
    '/api/admin/query',
  ]

  // One snapshot around the whole sweep: nothing may have changed by its end.
  it('answers every malformed body on every write route with a 4xx and writes nothing', async () => {
    const before = await snapshotAll()
    for (const path of paths) {
      for (const body of bodies) await expect4xx(() => send('POST', path, body))
      await expect4xx(() => send('POST', path, '{"approved_slug": '))
      await expect4xx(() =>
        send('POST', path, 'approved_slug=x', {
          'Content-Type': 'application/x-www-form-urlencoded',
        }),
      )
      await expect4xx(() => send('POST', path))
    }
    expect(await snapshotAll()).toEqual(before)
  })

  it('answers weird ids and filters with a 4xx and writes nothing', async () => {
    const before = await snapshotAll()
    for (const path of [
      '/api/admin/affiliates/abc',
      '/api/admin/affiliates/0',
      '/api/admin/affiliates/4.5',
      '/api/admin/affiliates/%27%20OR%201%3D1',
      '/api/admin/affiliates/99999999999999999999',
    ]) {
      await expect4xx(() => send('DELETE', path))
    }
    for (const query of ['?status=%00', '?status=all%20', `?status=${'a'.repeat(5000)}`]) {
      await expect4xx(() => send('GET', `/api/admin/users${query}`))
    }
    expect(await snapshotAll()).toEqual(before)
  })
})

async function expect4xx(request: () => Promise<Response>) {
  const response = await request()
  const body = await response.json<ApiError>()
  expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
  expect(response.status).toBeLessThan(500)
  expect(body.success).toBe(false)
  expect(body.message.length).toBeGreaterThan(0)
}

const snapshotAll = () => snapshot(worker, ['login_attempts'])
