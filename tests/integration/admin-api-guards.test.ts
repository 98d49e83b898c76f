import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiError, asAdmin, expectRefused, type Send, snapshot } from '../support/admin'
import { bearer, loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// What every admin route shares: who may call it (spec §6), which methods it answers, and that no
// malformed input produces a 5xx or writes anything.

type Method = Parameters<Send>[0]

let worker: TestWorker
let send: Send
beforeAll(async () => {
  worker = await startWorker()
  ;({ send } = await asAdmin(worker))
})
afterAll(() => worker.dispose())

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
