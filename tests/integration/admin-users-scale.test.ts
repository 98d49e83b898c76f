import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, loginAs } from '../support/http'
import { d1Use, rowsRead } from '../support/scale'
import { startWorker, type TestWorker } from '../support/worker'

// The admin's users list must stay fast for a platform with thousands of accounts: a page of
// 10,000 users costs about what a page of 10 does, because the list walks an index in order
// and stops after the page (no full scan, no sort of the whole table). Costs are counted here
// (round trips, rows read); timings live in `npm run bench` (admin: users).

let small: TestWorker
let large: TestWorker
let tokens: { small: string; large: string }

async function addUsers(worker: TestWorker, count: number) {
  const statements = []
  for (let start = 0; start < count; start += 500) {
    const values = Array.from({ length: Math.min(500, count - start) }, (_, i) => {
      const n = start + i
      const day = new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString()
      return `('fixture${n}@scale.test', 'Fixture User ${n}', 'user', '${day}', '${day}')`
    })
    statements.push(
      worker.db.prepare(
        `INSERT INTO users (email, name, role, created_at, updated_at) VALUES ${values.join(',')}`,
      ),
    )
  }
  await worker.db.batch(statements)
}

beforeAll(async () => {
  ;[small, large] = await Promise.all([
    startWorker({ bindings: { COUNT_D1: '1' } }),
    startWorker({ bindings: { COUNT_D1: '1' } }),
  ])
  await Promise.all([addUsers(small, 10), addUsers(large, 10_000)])
  const [s, l] = await Promise.all([
    loginAs(small, 'admin@demo.test'),
    loginAs(large, 'admin@demo.test'),
  ])
  tokens = { small: s.accessToken, large: l.accessToken }
}, 120_000)
afterAll(async () => {
  await Promise.all([small.dispose(), large.dispose()])
})

/** The round trips and the rows SQLite read to answer `path` as the admin. */
async function cost(worker: TestWorker, token: string, path: string) {
  const response = await worker.fetch(path, { headers: bearer(token) })
  expect(response.status).toBe(200)
  await response.arrayBuffer()
  const use = d1Use(response)
  return { roundTrips: use.roundTrips, rows: await rowsRead(worker, use.runs) }
}

describe('users list with 10,000 users', () => {
  it('holds 10,000 fixture users', async () => {
    const row = await large.db.prepare('SELECT count(*) AS n FROM users').first<{ n: number }>()
    expect(row?.n).toBeGreaterThan(10_000)
  })

  it('pages newest first along users_created_idx, with no sort of the whole table', async () => {
    const plan = await large.db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT users.id FROM users LEFT JOIN affiliates ON affiliates.id = users.affiliate_id
         ORDER BY users.created_at DESC, users.id DESC LIMIT 51 OFFSET 0`,
      )
      .all<{ detail: string }>()
    const details = plan.results.map((r) => r.detail).join('\n')
    expect(details).toMatch(/SCAN users USING (COVERING )?INDEX users_created_idx/)
    expect(details).not.toMatch(/TEMP B-TREE/)
  })

  it('reads the first page with 10,000 users in about the rows it reads with 10', async () => {
    const path = '/api/admin/users?limit=50'
    const few = await cost(small, tokens.small, path)
    const many = await cost(large, tokens.large, path)
    expect(many.roundTrips).toBe(few.roundTrips)
    // A page of 50 (and the one that says there is more) on either side, never the table.
    expect(many.rows).toBeLessThanOrEqual(few.rows + 120)
    const body = await (
      await large.fetch(path, { headers: bearer(tokens.large) })
    ).json<{ users: { email: string }[]; pagination: { hasMore: boolean } }>()
    expect(body.users).toHaveLength(50)
    // Demo accounts (created now) first, then the newest fixtures.
    expect(body.users.map((u) => u.email)).toContain('fixture9999@scale.test')
    expect(body.pagination.hasMore).toBe(true)
  })

  it('answers a deep page (offset 9,000) the same way', async () => {
    const body = await (
      await large.fetch('/api/admin/users?limit=50&offset=9000', {
        headers: bearer(tokens.large),
      })
    ).json<{ users: { email: string }[] }>()
    // The demo accounts are newer than every fixture, so they come first.
    const demo = await large.db
      .prepare("SELECT count(*) AS n FROM users WHERE email NOT LIKE '%@scale.test'")
      .first<{ n: number }>()
    expect(body.users[0]?.email).toBe(`fixture${9999 - 9000 + (demo?.n ?? 0)}@scale.test`)
  })
})
