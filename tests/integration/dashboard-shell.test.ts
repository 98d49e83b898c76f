import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dashboardHtml, postDashboard } from '../support/dashboard'
import { snapshot } from '../support/db'
import { loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

let worker: TestWorker
let owner: string
let admin: string
let other: string
beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test')).cookie
  admin = (await loginAs(worker, 'admin@demo.test')).cookie
  other = (await loginAs(worker, 'abc@demo.test')).cookie
})
afterAll(() => worker.dispose())

const TAB_LABELS = [
  'Overview',
  'Requests',
  'Schedule',
  'Customers',
  'Performance',
  'Reviews',
  'Services',
  'Locations',
  'Profile',
  'Website',
]

describe('the affiliate dashboard shell', () => {
  it('renders the header and the tab bar with the overview active by default', async () => {
    const { status, html } = await dashboardHtml(worker, owner, '/jps/dashboard')
    expect(status).toBe(200)
    expect(html).toContain('JP&#x27;s Mobile Detailing')
    expect(html).toContain('In business since')
    const nav = html.slice(html.indexOf('aria-label="Dashboard"'))
    const links = [...nav.matchAll(/href="\/jps\/dashboard\?tab=(\w+)"[^>]*>([^<]+)</g)].map(
      (m) => m[2],
    )
    // The tab bar first; the overview's quick actions link to tabs too.
    expect(links.slice(0, TAB_LABELS.length)).toEqual(TAB_LABELS)
    expect(html).toMatch(/aria-current="page"[^>]*>Overview</)
    expect(html).not.toContain('Acting as admin')
  })

  it('keeps the active tab in the URL', async () => {
    const { html } = await dashboardHtml(worker, owner, '/jps/dashboard?tab=services')
    expect(html).toMatch(/aria-current="page"[^>]*>Services</)
    expect(html).toContain('Vehicle')
  })

  it('an unknown tab shows the overview', async () => {
    const { status, html } = await dashboardHtml(worker, owner, '/jps/dashboard?tab=nope')
    expect(status).toBe(200)
    expect(html).toMatch(/aria-current="page"[^>]*>Overview</)
  })

  it('odd URL parameters render the tab without them', async () => {
    for (const query of [
      '?tab=services&vehicle=jets&service=1e9&editor=999999&confirm=delete',
      '?tab=services&service=-1&editor=new',
      '?tab=locations&area=%00&remove=..%2F&expanded=maybe',
    ]) {
      const { status } = await dashboardHtml(worker, owner, `/jps/dashboard${query}`)
      expect(status, query).toBe(200)
    }
    const { text } = await dashboardHtml(worker, owner, '/jps/dashboard?tab=services&editor=999999')
    expect(text).not.toContain('Multi-Tier Pricing')
  })

  it('an admin sees another business with the acting-as-admin marker', async () => {
    const { status, html } = await dashboardHtml(worker, admin, '/abc/dashboard?tab=profile')
    expect(status).toBe(200)
    expect(html).toContain('ABC Auto Spa')
    expect(html).toContain('Acting as admin')
  })

  it('an affiliate opening another business is sent to /', async () => {
    const { status, location } = await dashboardHtml(worker, other, '/jps/dashboard')
    expect(status).toBe(302)
    expect(location).toBe('/')
  })

  it("an unknown business answers 404 'Error: Affiliate not found' for an admin", async () => {
    const { status, html } = await dashboardHtml(worker, admin, '/no-such-business/dashboard')
    expect(status).toBe(404)
    expect(html).toContain('Error: <!-- -->Affiliate not found')
  })

  it("refuses an unknown intent with 400 'Unknown action' and changes nothing", async () => {
    const before = await snapshot(worker)
    const response = await postDashboard(worker, owner, { intent: 'launch-rockets' })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Unknown action')
    expect(await snapshot(worker)).toEqual(before)
  })

  it('refuses a body that is not a form with a 415', async () => {
    const response = await worker.fetch('/jps/dashboard', {
      method: 'POST',
      headers: { Origin: 'http://localhost', Cookie: owner, 'Content-Type': 'application/json' },
      body: '{"intent":"profile-save"}',
    })
    expect(response.status).toBe(415)
  })

  it('an affiliate posting to another business is sent to / and nothing changes', async () => {
    const before = await snapshot(worker)
    const response = await postDashboard(worker, other, {
      intent: 'profile-save',
      business_name: 'Hijacked',
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/')
    expect(await snapshot(worker)).toEqual(before)
  })
})
