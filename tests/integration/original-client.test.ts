import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, loginAs, type LoginResult } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// The product's original React client, unmodified, against this server: the exact requests it
// sends for the admin's user lists, the SQL console at `{api base}/admin/query`, and the shape it
// reads from GET /api/auth/me.

let worker: TestWorker
const sessions: Record<string, LoginResult> = {}
beforeAll(async () => {
  worker = await startWorker()
  for (const email of ['admin@demo.test', 'jps@demo.test', 'customer@demo.test'])
    sessions[email] = await loginAs(worker, email, '203.0.113.70')
})
afterAll(() => worker.dispose())

const admin = () => bearer(sessions['admin@demo.test']!.accessToken)

interface UserItem {
  role: string
}

async function listUsers(status: string): Promise<UserItem[]> {
  const response = await worker.fetch(`/api/admin/users?status=${status}`, { headers: admin() })
  const body: { success: boolean; users: UserItem[] } = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  return body.users
}

describe('GET /api/admin/users in the client’s own words', () => {
  it.each([
    ['customers', 'user'],
    ['customer', 'user'],
    ['users', 'user'],
    ['admins', 'admin'],
    ['affiliates', 'affiliate'],
  ])('?status=%s lists the same users as ?status=%s', async (word, filter) => {
    const users = await listUsers(word)
    expect(users.length).toBeGreaterThan(0)
    expect(users.every((u) => u.role === filter)).toBe(true)
    expect(users).toEqual(await listUsers(filter))
  })

  it('?status=all lists everyone, as no filter does', async () => {
    expect(await listUsers('all')).toEqual(await listUsers(''))
  })

  it('still refuses an unknown filter with a 400 naming both vocabularies', async () => {
    const response = await worker.fetch('/api/admin/users?status=owners', { headers: admin() })
    expect(response.status).toBe(400)
    const body: { errors: { status: string } } = await response.json()
    expect(body.errors.status).toContain('customers')
    expect(body.errors.status).toContain('affiliate')
  })
})

describe('POST /admin/query (spec §7: outside /api)', () => {
  const post = (headers: Record<string, string>, query = 'SELECT 1 AS one') =>
    worker.fetch('/admin/query', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    })

  it('runs the read-only console for an admin’s bearer token, in the same answer shape', async () => {
    const response = await post(admin())
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      success: true,
      fields: ['one'],
      columns: ['one'],
      rows: [[1]],
      rowCount: 1,
      truncated: false,
    })
  })

  it('keeps the server-side read-only rule there too', async () => {
    const response = await post(admin(), 'DELETE FROM users')
    expect(response.status).toBe(400)
    expect(await worker.db.prepare('select count(*) as n from users').first('n')).toBe(4)
  })

  it('answers 401 JSON without a token and 403 JSON for a non-admin', async () => {
    const anonymous = await post({})
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ error: 'Authentication token required' })
    for (const email of ['jps@demo.test', 'customer@demo.test']) {
      const response = await post(bearer(sessions[email]!.accessToken))
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({ error: 'Forbidden' })
    }
  })

  it('answers GET with 405, like /api/admin/query', async () => {
    const response = await worker.fetch('/admin/query', { headers: admin() })
    expect(response.status).toBe(405)
  })
})

describe('GET /api/auth/me read both ways', () => {
  const PRIVATE = ['password_hash', 'passwordHash', 'token_version', 'tokenVersion', 'salt']

  it.each([
    ['customer@demo.test', 'user', false, null, null],
    ['jps@demo.test', 'affiliate', false, 1, 'jps'],
    ['admin@demo.test', 'admin', true, null, null],
  ])(
    '%s: role, is_admin and affiliate_id at the top level and in user',
    async (email, role, isAdmin, affiliateId, slug) => {
      const response = await worker.fetch('/api/auth/me', {
        headers: bearer(sessions[email]!.accessToken),
      })
      expect(response.status).toBe(200)
      const body: Record<string, unknown> & { user: Record<string, unknown> } =
        await response.json()
      const expected = {
        email,
        role,
        is_admin: isAdmin,
        affiliate_id: affiliateId,
        affiliate_slug: slug,
      }
      expect(body.user).toMatchObject(expected)
      expect(body).toMatchObject({ success: true, ...expected })
      expect(body.id).toBe(body.user.id)
      expect(body.name).toBe(body.user.name)
      // The top level carries exactly the user's public fields, nothing more.
      expect(Object.keys(body).sort()).toEqual(
        [...Object.keys(body.user), 'success', 'user'].sort(),
      )
      const text = JSON.stringify(body)
      for (const key of PRIVATE) expect(text).not.toContain(key)
      expect(text).not.toMatch(/pbkdf2|\$[0-9a-z]+\$/i)
    },
  )

  it('reads the same through the session cookie', async () => {
    const response = await worker.fetch('/api/auth/me', {
      headers: { Cookie: sessions['jps@demo.test']!.cookie },
    })
    expect(await response.json()).toMatchObject({ role: 'affiliate', affiliate_slug: 'jps' })
  })
})
