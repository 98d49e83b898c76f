import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin, insertApplication, finishSetup } from '../support/admin'
import { postDashboard } from '../support/dashboard'
import { loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// Issue 40: an approved business stays out of search, footer and sitemap, and its site says
// "Opening soon", until its setup checklist is done and its detailer presses Go live.

let worker: TestWorker
let admin: string
const slug = `ready-${Date.now().toString(36)}`
let id = 0

beforeAll(async () => {
  worker = await startWorker()
  const { send } = await asAdmin(worker)
  id = await insertApplication(worker, { businessName: 'Ready Soon Detailing', city: 'Yuma' })
  const approved = await send('POST', `/api/admin/approve-application/${id}`, {
    approved_slug: slug,
  })
  expect(approved.status).toBe(200)
  admin = (await loginAs(worker, 'admin@demo.test', '203.0.113.91')).cookie
  // Approval adds the base city (Yuma, AZ) as its first service area.
})
afterAll(() => worker.dispose())

const text = async (path: string) => (await worker.fetch(path)).text()
const goLive = () => postDashboard(worker, admin, { intent: 'go-live' }, { slug })

describe('before Go live', () => {
  it('existing demo businesses are live', async () => {
    const row = await worker.db
      .prepare(
        "SELECT count(*) AS n FROM affiliates WHERE status = 'approved' AND live_at IS NULL AND id <> ?",
      )
      .bind(id)
      .first<{ n: number }>()
    expect(row?.n).toBe(0)
  })

  it("its site says 'Opening soon' with a way to leave a request; its booking pages lead there", async () => {
    const home = await text(`/${slug}`)
    expect(home).toMatch(/Ready Soon Detailing(<!-- -->)? is opening soon/)
    expect(home).toContain('Leave a request')
    for (const path of [`/${slug}/booking`, `/${slug}/booking/request?vehicle=car`]) {
      const booking = await worker.fetch(path, { redirect: 'manual' })
      expect(booking.status).toBe(302)
      expect(new URL(booking.headers.get('Location') ?? '', 'http://x').pathname).toBe(`/${slug}`)
    }
  })

  it('is left out of the location lookup, the footer and the sitemap', async () => {
    const lookup = await worker.fetch('/api/affiliates/lookup?city=Yuma&state=AZ')
    expect(lookup.status).toBe(404)
    expect(await text('/api/service_areas/footer')).not.toContain(slug)
    expect(await text('/api/service_areas/footer/AZ')).not.toContain(slug)
    expect(await text('/sitemaps/businesses-1.xml').catch(() => '')).not.toContain(slug)
  })

  it('the overview shows the checklist, and Go live is refused while a step is open (409, nothing changes)', async () => {
    const page = await (
      await worker.fetch(`/${slug}/dashboard`, { headers: { Cookie: admin } })
    ).text()
    expect(page).toContain('Get ready to go live')
    expect(page).toContain('Add a service with a price')
    const refused = await goLive()
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain(
      'Finish every step of the setup checklist before going live.',
    )
    const row = await worker.db
      .prepare('SELECT live_at FROM affiliates WHERE id = ?')
      .bind(id)
      .first()
    expect(row).toEqual({ live_at: null })
  })
})

describe('Go live', () => {
  it('once services, areas, hours and profile are set, goes live and shows up everywhere', async () => {
    await finishSetup(worker, id)
    const live = await goLive()
    expect(live.status).toBe(200)
    expect(await live.text()).toContain('Your business is live')
    expect(await text(`/${slug}`)).not.toContain('is opening soon')
    const lookup = await worker.fetch('/api/affiliates/lookup?city=Yuma&state=AZ')
    expect((await lookup.json<{ slugs: string[] }>()).slugs).toEqual([slug])
    expect(await text('/api/service_areas/footer')).toContain(slug)
    // A second press changes nothing.
    const before = await worker.db
      .prepare('SELECT live_at FROM affiliates WHERE id = ?')
      .bind(id)
      .first()
    expect((await goLive()).status).toBe(200)
    expect(
      await worker.db.prepare('SELECT live_at FROM affiliates WHERE id = ?').bind(id).first(),
    ).toEqual(before)
  })
})
