import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dashboardAs, type DashboardPoster } from '../support/admin-dashboard'
import { insertApplication, finishSetup } from '../support/admin'
import { bearer, loginAs, postJson } from '../support/http'
import { postDashboard } from '../support/dashboard'
import { startWorker, type TestWorker } from '../support/worker'

// Every write that changes a public page purges it before its answer is sent (decision 018):
// with the edge cache on, the very next anonymous request after the write sees the change, on
// the marketplace's paths, on the business's custom hostname and for any query string.

const HOST = 'jps-detailing.localhost'
let worker: TestWorker
let admin: DashboardPoster
let adminToken: string
let owner: string
beforeAll(async () => {
  worker = await startWorker({ bindings: { EDGE_CACHE: 'on' } })
  admin = await dashboardAs(worker)
  adminToken = (await loginAs(worker, 'admin@demo.test', '203.0.113.61')).accessToken
  owner = (await loginAs(worker, 'jps@demo.test', '203.0.113.62')).accessToken
})
afterAll(() => worker.dispose())

const get = (path: string, host?: string) => worker.fetch(path, host ? { host } : {})
const edge = (response: Response) => response.headers.get('X-Edge-Cache')

/** Reads `path` twice so the second answer is the edge's copy; returns that copy's text. */
async function cached(path: string, host?: string): Promise<string> {
  await (await get(path, host)).arrayBuffer()
  const second = await get(path, host)
  expect(edge(second)).toBe('HIT')
  return second.text()
}

const send = (method: string, path: string, body: unknown, token: string) =>
  worker.fetch(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  })

async function seedReview(name: string, type: 'mdh' | 'affiliate'): Promise<number> {
  const review = { type, name, title: 'Great', content: `${name} was impressed.`, stars: 5 }
  const seeded = await postJson(
    worker,
    '/api/admin/seed-reviews',
    { reviews: [type === 'affiliate' ? { ...review, businessSlug: 'jps' } : review] },
    bearer(adminToken),
  )
  expect(seeded.status).toBe(201)
  const row = await worker.db
    .prepare('SELECT id FROM reviews WHERE reviewer_name = ?')
    .bind(name)
    .first<{ id: number }>()
  return row?.id ?? 0
}

const moderate = (id: number, action: string) =>
  admin.post({ intent: 'moderate', id: String(id), action }, '?tab=reviews')

describe('hiding a review', () => {
  it('takes a business review off /jps, its custom domain and /api/reviews (any query) on the very next request', async () => {
    const id = await seedReview('Hidden Harper', 'affiliate')
    const paths: [string, string?][] = [
      ['/jps'],
      ['/', HOST],
      ['/api/reviews?type=affiliate&business_slug=jps'],
      ['/api/reviews?business_slug=jps&limit=7&type=affiliate'],
    ]
    for (const [path, host] of paths) expect(await cached(path, host)).toContain('Hidden Harper')
    const hidden = await moderate(id, 'hide')
    expect(hidden.status).toBe(200)
    for (const [path, host] of paths) {
      const response = await get(path, host)
      expect(edge(response)).not.toBe('HIT')
      expect(await response.text()).not.toContain('Hidden Harper')
    }
    await moderate(id, 'restore')
    expect(await (await get('/jps')).text()).toContain('Hidden Harper')
  })

  it('takes a marketplace review off / and /api/reviews?type=mdh on the very next request', async () => {
    const id = await seedReview('Platform Pia', 'mdh')
    expect(await cached('/')).toContain('Platform Pia')
    expect(await cached('/api/reviews?type=mdh')).toContain('Platform Pia')
    await moderate(id, 'hide')
    expect(await (await get('/')).text()).not.toContain('Platform Pia')
    expect(await (await get('/api/reviews?type=mdh')).text()).not.toContain('Platform Pia')
  })
})

describe('other writes to public data', () => {
  it('seeding a review shows it on the next request', async () => {
    expect(await cached('/api/reviews?business_slug=jps')).not.toContain('Seeded Sam')
    await seedReview('Seeded Sam', 'affiliate')
    expect(await (await get('/api/reviews?business_slug=jps')).text()).toContain('Seeded Sam')
  })

  it('a profile change shows on /jps and the custom domain on the next request', async () => {
    expect(await cached('/jps')).not.toContain('Renamed Openly')
    expect(await cached('/', HOST)).not.toContain('Renamed Openly')
    const put = await send('PUT', '/api/affiliates/jps', { business_name: 'Renamed Openly' }, owner)
    expect(put.status).toBe(200)
    expect(await (await get('/jps')).text()).toContain('Renamed Openly')
    expect(await (await get('/', HOST)).text()).toContain('Renamed Openly')
  })

  it('a new service shows on the business booking page on the next request', async () => {
    const path = '/jps/booking?vehicle=car'
    expect(await cached(path)).not.toContain('Headlight Glow')
    const created = await send(
      'POST',
      '/api/services',
      {
        affiliate_id: 1,
        vehicle_id: 1,
        service_category_id: 3,
        name: 'Headlight Glow',
        description: 'Clear lenses.',
        base_price_cents: 4900,
        tiers: [{ name: 'Single', price: 49, duration: 30, features: ['Seal'] }],
      },
      owner,
    )
    expect(created.status).toBe(201)
    expect(await (await get(path)).text()).toContain('Headlight Glow')
  })

  it('a new service area shows in the footer answers on the next request', async () => {
    expect(await cached('/api/service_areas/footer/MT')).not.toContain('Bozeman')
    const added = await postJson(
      worker,
      '/api/affiliates/jps/service_areas',
      { city: 'Bozeman', state: 'MT', zip: '59715' },
      bearer(owner),
    )
    expect(added.status).toBe(201)
    expect(await (await get('/api/service_areas/footer/MT')).text()).toContain('Bozeman')
  })

  it('an approved business joins the footer on the next request once it goes live (issue 40)', async () => {
    const id = await insertApplication(worker, { city: 'Cheyenne', state: 'WY', zip: '82001' })
    expect(await cached('/api/service_areas/footer/WY')).not.toContain('Cheyenne')
    const approved = await send(
      'POST',
      `/api/admin/approve-application/${id}`,
      { approved_slug: 'cheyenne-shine' },
      adminToken,
    )
    expect(approved.status).toBe(200)
    // Approved, not live yet: still out of the footer.
    expect(await (await get('/api/service_areas/footer/WY')).text()).not.toContain('cheyenne-shine')
    // Set up (a priced service, working hours; approval added the area), then Go live, which
    // purges the public answers before it replies.
    await finishSetup(worker, id)
    const { cookie } = await loginAs(worker, 'admin@demo.test', '203.0.113.93')
    const live = await postDashboard(
      worker,
      cookie,
      { intent: 'go-live' },
      { slug: 'cheyenne-shine' },
    )
    expect(live.status).toBe(200)
    expect(await (await get('/api/service_areas/footer/WY')).text()).toContain('cheyenne-shine')
  })

  it('deleting a business takes its pages off the platform path and its custom domain on the next request', async () => {
    expect(await cached('/jps')).toContain('Renamed Openly')
    expect(await cached('/', HOST)).toContain('Renamed Openly')
    const removed = await send('DELETE', '/api/admin/affiliates/1', undefined, adminToken)
    expect(removed.status).toBe(200)
    const page = await get('/jps')
    expect(page.status).toBe(404)
    expect(await page.text()).not.toContain('Renamed Openly')
    expect(await (await get('/', HOST)).text()).not.toContain('Renamed Openly')
  })
})
