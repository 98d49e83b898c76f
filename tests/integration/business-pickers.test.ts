import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dashboardAs, type DashboardPoster } from '../support/admin-dashboard'
import { bearer, loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

let worker: TestWorker
let admin: DashboardPoster
let adminToken: string
let ownerToken: string
beforeAll(async () => {
  worker = await startWorker()
  admin = await dashboardAs(worker)
  adminToken = (await loginAs(worker, 'admin@demo.test', '203.0.113.61')).accessToken
  ownerToken = (await loginAs(worker, 'jps@demo.test', '203.0.113.62')).accessToken
})
afterAll(() => worker.dispose())

interface Listed {
  slug: string
  business_name: string
  id: number
}
const listed = async (path: string, token = adminToken) => {
  const response = await worker.fetch(path, { headers: bearer(token) })
  return {
    status: response.status,
    body: await response.json<{ data: Listed[]; more?: boolean }>(),
  }
}

describe('the precomputed /api/affiliates', () => {
  it('shows a renamed business and one inserted already approved on the next request', async () => {
    const before = await listed('/api/affiliates')
    expect(before.body.data.map((a) => a.slug).sort()).toEqual(['abc', 'fresh-start', 'jps'])
    await worker.db
      .prepare("UPDATE affiliates SET business_name = 'ABC Renamed Detailing' WHERE slug = 'abc'")
      .run()
    await worker.db
      .prepare(
        `INSERT INTO affiliates (slug, status, business_name, owner, first_name, last_name, email,
           phone, base_city, base_state, base_zip, categories, has_insurance, accept_terms,
           consent_notifications, application_date)
         SELECT 'imported-one', 'approved', 'Imported One Detailing', owner, first_name, last_name,
           'imported@demo.test', phone, base_city, base_state, base_zip, categories, has_insurance,
           accept_terms, consent_notifications, application_date FROM affiliates WHERE slug = 'abc'`,
      )
      .run()
    const after = await listed('/api/affiliates')
    expect(after.body.data.find((a) => a.slug === 'abc')?.business_name).toBe(
      'ABC Renamed Detailing',
    )
    expect(after.body.data.map((a) => a.slug)).toContain('imported-one')
  })
})

describe('GET /api/admin/businesses', () => {
  it('finds approved businesses by part of the name or slug, those starting with it first', async () => {
    const { status, body } = await listed('/api/admin/businesses?q=DETAIL')
    expect(status).toBe(200)
    const slugs = body.data.map((b) => b.slug)
    expect(slugs).toContain('jps')
    expect(slugs).not.toContain('fresh-start-pending')
    const starts = await listed('/api/admin/businesses?q=fre')
    expect(starts.body.data[0]?.slug).toBe('fresh-start')
  })

  it('answers at most the limit asked and says more match', async () => {
    const { body } = await listed('/api/admin/businesses?q=&limit=1')
    expect(body.data).toHaveLength(1)
    expect(body.more).toBe(true)
  })

  it('refuses a limit over 50 and anyone but an admin', async () => {
    expect((await listed('/api/admin/businesses?limit=51')).status).toBe(400)
    expect((await listed('/api/admin/businesses?q=jp', ownerToken)).status).toBe(403)
  })
})

describe('the Reviews tab’s business pickers', () => {
  it('lists no business in the page until one is searched for', async () => {
    const { status, html } = await admin.get('?tab=reviews')
    expect(status).toBe(200)
    expect(html).not.toContain('fresh-start')
    expect(html).not.toContain('<option value="jps"')
  })

  it('without JavaScript, a search lists the matches with links that choose one', async () => {
    const { html } = await admin.get('?tab=reviews&bq=fresh')
    expect(html).toContain('Businesses matching “fresh”')
    expect(html).toContain('href="/admin-dashboard?tab=reviews&amp;seed=fresh-start"')
    const chosen = await admin.get('?tab=reviews&seed=fresh-start')
    expect(chosen.html).toMatch(
      /id="seed-business"[^>]*value="fresh-start"|value="fresh-start"[^>]*id="seed-business"/,
    )
  })

  it('a filter typed that is no business’s slug lists the businesses it matches', async () => {
    const { html } = await admin.get('?tab=reviews&business=jp')
    expect(html).toContain('Businesses matching “jp”')
    expect(html).toContain('business=jps')
  })

  it('an empty Seed Reviews form marks each missing field beside it and seeds nothing', async () => {
    const count = async () =>
      (await worker.db.prepare('SELECT count(*) AS n FROM reviews').first<{ n: number }>())?.n
    const before = await count()
    const form = new FormData()
    for (const [key, value] of Object.entries({
      intent: 'seed',
      name: '',
      stars: '5',
      title: '',
      content: '',
      type: 'affiliate',
      businessSlug: '',
      source: 'website',
      serviceCategory: 'none',
    }))
      form.set(key, value)
    const { status, html } = await admin.post(form, '?tab=reviews')
    expect(status).toBe(400)
    for (const id of ['seed-name', 'seed-content', 'seed-business']) {
      expect(html).toMatch(
        new RegExp(`id="${id}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="${id}"`),
      )
      expect(html).toContain(`id="${id}-error"`)
    }
    expect(await count()).toBe(before)
  })
})
