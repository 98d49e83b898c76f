import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dashboardAs, type DashboardPoster } from '../support/admin-dashboard'
import { bearer, loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'
import { USER_ID_FLOOR } from '../../db/id-ranges'

// The product's original client, round 2, on the admin's side: the Affiliates list whose row
// ids the client hands to DELETE /api/admin/affiliates/{id}, and the SQL console's `fields`.
// Since round 3 (decision 035) accounts are numbered above every business, so no demo user id
// is a business id; original-client-3.test.ts replays an older database where they collide.

let worker: TestWorker
let token: string
let screen: DashboardPoster
beforeAll(async () => {
  worker = await startWorker()
  token = (await loginAs(worker, 'admin@demo.test', '203.0.113.80')).accessToken
  screen = await dashboardAs(worker, 'admin@demo.test', '203.0.113.81')
})
afterAll(() => worker.dispose())

interface Row {
  id: number
  user_id: number | null
  affiliate_id: number | null
  name: string
  email: string
  business_name: string | null
  slug: string | null
  role: string
}

async function list(query: string): Promise<{ users: Row[]; hasMore: boolean }> {
  const response = await worker.fetch(`/api/admin/users?${query}`, { headers: bearer(token) })
  const body: { users: Row[]; pagination: { hasMore: boolean } } = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  return { users: body.users, hasMore: body.pagination.hasMore }
}

const businessIds = async () =>
  (
    await worker.db
      .prepare('SELECT id, slug, business_name FROM affiliates ORDER BY id')
      .all<{ id: number; slug: string | null; business_name: string }>()
  ).results

const userIdOf = async (email: string) =>
  await worker.db.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<number>('id')

/** The business a Delete of `id` would remove, as name and slug. */
const businessAt = async (id: number) =>
  worker.db
    .prepare('SELECT business_name, slug FROM affiliates WHERE id = ?')
    .bind(id)
    .first<{ business_name: string; slug: string | null }>()

/** The admin screen's HTML as text a reader sees (React's separators and entities undone). */
async function screenText(search: string) {
  const { html } = await screen.get(search)
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}

describe('the Affiliates list is a list of businesses', () => {
  it('lists every approved business once, owner account or not, with the business id as id', async () => {
    const { users } = await list('status=affiliates')
    expect(users).toEqual([
      expect.objectContaining({
        id: 3,
        affiliate_id: 3,
        user_id: null,
        business_name: 'Fresh Start Detailing',
        slug: 'fresh-start',
        name: 'Morgan Lee',
        email: 'morgan@fresh-start.test',
        role: 'affiliate',
      }),
      expect.objectContaining({
        id: 2,
        affiliate_id: 2,
        user_id: await userIdOf('abc@demo.test'),
        business_name: 'ABC Auto Spa',
        name: 'Alicia Brooks',
        email: 'abc@demo.test',
      }),
      expect.objectContaining({
        id: 1,
        affiliate_id: 1,
        user_id: await userIdOf('jps@demo.test'),
        slug: 'jps',
        name: 'John Parker',
      }),
    ])
    // No account id is a business id: the owners' ids lie above every business's.
    expect(await userIdOf('abc@demo.test')).toBe(USER_ID_FLOOR + 3)
    expect(await businessAt(USER_ID_FLOOR + 3)).toBeNull()
  })

  it('searches and pages the businesses as the users list does', async () => {
    expect((await list('status=affiliates&q=FRESH')).users.map((r) => r.slug)).toEqual([
      'fresh-start',
    ])
    expect((await list('status=affiliates&q=alicia')).users.map((r) => r.slug)).toEqual(['abc'])
    const first = await list('status=affiliates&limit=2')
    const second = await list('status=affiliates&limit=2&offset=2')
    expect(first.users.map((r) => r.id)).toEqual([3, 2])
    expect(first.hasMore).toBe(true)
    expect(second.users.map((r) => r.id)).toEqual([1])
    expect(second.hasMore).toBe(false)
  })

  it('pages along affiliates_status_created_idx, with no sort of every business', async () => {
    const plan = await worker.db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT affiliates.id FROM affiliates
         LEFT JOIN users ON users.id = affiliates.owner_user_id AND users.affiliate_id = affiliates.id
         WHERE affiliates.status = 'approved'
         ORDER BY affiliates.created_at DESC, affiliates.id DESC LIMIT 51 OFFSET 0`,
      )
      .all<{ detail: string }>()
    const details = plan.results.map((r) => r.detail).join('\n')
    expect(details).toMatch(/SEARCH affiliates USING INDEX affiliates_status_created_idx/)
    expect(details).not.toMatch(/TEMP B-TREE/)
  })

  it('keeps user ids in All Users and adds the business id on affiliate rows', async () => {
    const { users } = await list('status=all')
    for (const row of users) {
      expect(row.user_id).toBe(row.id)
      expect(await userIdOf(row.email)).toBe(row.id)
    }
    const abc = users.find((r) => r.email === 'abc@demo.test')
    expect(abc).toMatchObject({
      id: USER_ID_FLOOR + 3,
      user_id: USER_ID_FLOOR + 3,
      affiliate_id: 2,
      role: 'affiliate',
    })
    expect(users.find((r) => r.email === 'customer@demo.test')?.affiliate_id).toBeNull()
  })
})

describe('no list pairs a user id with the affiliate delete', () => {
  it('in every API list, the business a row names is the one its affiliate_id deletes', async () => {
    const business = await businessIds()
    for (const status of ['all', 'affiliates', 'affiliate', 'admins', 'customers', 'pending']) {
      const { users } = await list(`status=${status}`)
      for (const row of users) {
        if (row.affiliate_id === null) {
          expect(row.business_name, `${status}: ${row.email}`).toBeNull()
          continue
        }
        const target = business.find((b) => b.id === row.affiliate_id)
        expect(target, `${status}: ${row.email}`).toMatchObject({
          business_name: row.business_name,
          slug: row.slug,
        })
      }
      // Lists whose rows are businesses: the id the original client deletes by is the business.
      if (['affiliates', 'affiliate', 'pending'].includes(status))
        for (const row of users) expect(row.id).toBe(row.affiliate_id)
    }
  })

  it('on the admin screen, every Delete opens a confirmation naming its own row’s business', async () => {
    for (const listId of ['all', 'affiliates']) {
      const page = await screenText(`?tab=users&list=${listId}`)
      const deletes = [...page.matchAll(/<a [^>]*aria-label="Delete [^"]+"[^>]*>/g)].map(
        ([tag]) => [
          tag,
          /[?&;]delete=(\d+)/.exec(tag)?.[1],
          /aria-label="Delete ([^"]+)"/.exec(tag)?.[1],
        ],
      )
      expect(deletes.length, listId).toBe(listId === 'all' ? 2 : 3)
      for (const [, id, name] of deletes) {
        const target = await businessAt(Number(id))
        expect(target?.business_name, `${listId}: Delete ${name}`).toBe(name)
        const dialog = await screenText(`?tab=users&list=${listId}&delete=${id}`)
        expect(dialog.replace(/<[^>]*>/g, '')).toContain(
          `Delete “${name}” (${target?.slug})? This cannot be undone.`,
        )
      }
    }
    const ownerless = await screenText('?tab=users&list=affiliates&delete=3')
    expect(ownerless).toContain('quotes and bookings.')
    expect(ownerless).not.toContain("owner's account")
    const owned = await screenText('?tab=users&list=affiliates&delete=2')
    expect(owned).toContain("its owner's account stays, as a customer.")
  })
})

describe('DELETE /api/admin/affiliates/{id} with the id the Affiliates list gave', () => {
  const remove = (id: number) =>
    worker.fetch(`/api/admin/affiliates/${id}`, { method: 'DELETE', headers: bearer(token) })

  it('deletes ABC Auto Spa, not Fresh Start Detailing, and keeps ABC’s owner as a customer', async () => {
    const row = (await list('status=affiliates')).users.find((r) => r.slug === 'abc')
    const response = await remove(row?.id ?? 0)
    expect(await response.json()).toEqual({
      success: true,
      message: 'Affiliate "ABC Auto Spa" deleted successfully.',
    })
    expect((await businessIds()).map((b) => b.slug)).toEqual(['jps', 'fresh-start', null])
    const owner = await worker.db
      .prepare("SELECT role, affiliate_id FROM users WHERE email = 'abc@demo.test'")
      .first()
    expect(owner).toEqual({ role: 'user', affiliate_id: null })
  })

  it('finds and deletes a business that no account owns', async () => {
    const row = (await list('status=affiliates&q=fresh-start')).users[0]
    expect(row).toMatchObject({ id: 3, user_id: null })
    expect((await remove(row?.id ?? 0)).status).toBe(200)
    expect((await businessIds()).map((b) => b.slug)).toEqual(['jps', null])
    expect((await list('status=affiliates')).users.map((r) => r.slug)).toEqual(['jps'])
  })
})

describe('the SQL console answers fields as column names', () => {
  it.each(['/admin/query', '/api/admin/query'])(
    '%s: fields and columns are the same strings, so fields.map(String) reads as headers',
    async (path) => {
      const response = await worker.fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...bearer(token) },
        body: JSON.stringify({ query: 'SELECT id, email FROM users ORDER BY id LIMIT 10' }),
      })
      const body: { fields: unknown[]; columns: string[]; rowCount: number } = await response.json()
      expect(response.status).toBe(200)
      expect(body.fields).toEqual(['id', 'email'])
      expect(body.columns).toEqual(body.fields)
      expect(body.fields.map(String)).toEqual(['id', 'email'])
      expect(body.rowCount).toBe(4)
    },
  )
})
