import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reviewToken } from '~/server/customer-reviews/link.server'
import { bookProved, customer, postForm } from '../support/booking'
import { dashboardHtml, postDashboard } from '../support/dashboard'
import { insertBooking, pageText, postAction } from '../support/dashboard-business'
import { loginAs } from '../support/http'
import { startWorker, TEST_SECRETS, type TestWorker } from '../support/worker'
import { hoursForm } from '../support/working-hours'
import { signOff } from '../support/jobs'

// Issue 40, "details that get lost": add-ons across day links, the exact time in the emails,
// moving to another day, sign-in returning to the detailer's site, the detailer's brand on the
// customer's booking page and review page, the application's website, a service's description.

const ZONE = 'America/Phoenix'
const FORM = '/jps/booking/request?vehicle=car&service=1&tier=2'

let worker: TestWorker
let owner: string
let addon: number
beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test')).cookie
  addon =
    (
      await worker.db
        .prepare(
          "SELECT t.id FROM service_tiers t JOIN services s ON s.id = t.service_id WHERE s.affiliate_id = 1 AND s.name = 'Engine Bay Cleaning'",
        )
        .first<{ id: number }>()
    )?.id ?? 0
  await postAction(worker, owner, hoursForm({ auto_confirm: 'on' }), { tab: 'schedule' })
})
afterAll(() => worker.dispose())

const slotsIn = (html: string) =>
  [...html.matchAll(/name="slot"[^>]*value="([^"]+)"/g)].map((m) => m[1] ?? '').filter(Boolean)
const dayLinks = (html: string) =>
  [...html.matchAll(/href="([^"]*\?[^"]*day=(\d{4}-\d{2}-\d{2})[^"]*)"/g)].map((m) => ({
    href: (m[1] ?? '').replace(/&amp;/g, '&'),
    day: m[2] ?? '',
  }))

describe('add-ons survive a change of day', () => {
  it("keeps addons= in every 'Other days' link, so the day's page still prices the add-on", async () => {
    const html = await pageText(await worker.fetch(`${FORM}&addons=${addon}`))
    const links = dayLinks(html)
    expect(links.length).toBeGreaterThan(2)
    for (const { href } of links)
      expect(new URL(href, 'http://x').searchParams.get('addons')).toBe(String(addon))
    const day = await pageText(await worker.fetch(links[1]?.href ?? ''))
    expect(day).toContain('Engine Bay Cleaning')
  })
})

describe('the exact time is kept', () => {
  it('the request emails to the customer and the detailer name the chosen time, not the window', async () => {
    const html = await pageText(
      await worker.fetch(
        `${FORM}&day=${dayLinks(await pageText(await worker.fetch(FORM)))[2]?.day}`,
      ),
    )
    const slot = slotsIn(html)[0] ?? ''
    const email = 'exact-time@example.test'
    // Proved, so the detailer is told too (issue 37: only a proved request reaches them).
    await bookProved(worker, customer({ slot, email }))
    const time = new Date(slot).toLocaleTimeString('en-US', {
      timeZone: ZONE,
      hour: 'numeric',
      minute: '2-digit',
    })
    const mails = await worker.waitForMail((m) => m.text.includes(email) || m.to === email, 2)
    for (const mail of mails) {
      expect(mail.text).toContain(time)
      expect(mail.text).not.toContain('Morning (8 AM')
    }
  })
})

describe('a customer moves a booking to another day', () => {
  it('sees other days (not the time they hold), opens one and moves there', async () => {
    const first = await pageText(await worker.fetch(FORM))
    const days = dayLinks(first)
    const held = slotsIn(await pageText(await worker.fetch(`${FORM}&day=${days[3]?.day}`)))[0] ?? ''
    const { pagePath } = await bookProved(
      worker,
      customer({ slot: held, email: 'day-mover@example.test' }),
    )
    const page = await pageText(await worker.fetch(pagePath))
    expect(page).toContain('Move to another time')
    expect(slotsIn(page)).not.toContain(held)
    const other = dayLinks(page).find((d) => d.day !== days[3]?.day && d.day > (days[3]?.day ?? ''))
    expect(other).toBeDefined()
    const url = new URL(pagePath, 'http://localhost')
    url.searchParams.set('day', other?.day ?? '')
    const dayPage = await pageText(await worker.fetch(`${url.pathname}${url.search}`))
    const target = slotsIn(dayPage)[0] ?? ''
    expect(new Date(target).toLocaleDateString('en-CA', { timeZone: ZONE })).toBe(other?.day)
    const moved = await postForm(worker, `${url.pathname}${url.search}`, {
      intent: 'move',
      slot: target,
    })
    expect(moved.status).toBe(302)
    const row = await worker.db
      .prepare('SELECT start_at FROM booking_requests WHERE customer_email = ?')
      .bind('day-mover@example.test')
      .first<{ start_at: string }>()
    expect(row?.start_at).toBe(target)
  })
})

describe('sign-in returns to the page it started on', () => {
  async function signIn(email: string, returnTo: string) {
    return worker.fetch('/login', {
      method: 'POST',
      headers: {
        Origin: 'http://localhost',
        'Content-Type': 'application/x-www-form-urlencoded',
        'CF-Connecting-IP': `203.0.113.${Math.floor(Math.random() * 200) + 20}`,
      },
      body: new URLSearchParams({
        intent: 'login',
        email,
        password: 'Demo-pass-2026!',
        returnTo,
      }).toString(),
    })
  }

  it("a customer signing in on /jps lands back on /jps; a foreign or odd address falls back to '/'", async () => {
    expect((await signIn('customer@demo.test', '/jps')).headers.get('location')).toBe('/jps')
    for (const bad of ['//evil.test/x', 'https://evil.test/', '/\\evil.test', '/logout'])
      expect((await signIn('customer@demo.test', bad)).headers.get('location')).toBe('/')
  })

  it('the header Login link on /jps carries returnTo=/jps (the no-JavaScript path)', async () => {
    const html = await pageText(await worker.fetch('/jps'))
    expect(html).toContain('href="/login?returnTo=%2Fjps"')
    const login = await pageText(await worker.fetch('/login?returnTo=%2Fjps'))
    expect(login).toContain('name="returnTo" value="/jps"')
  })
})

describe("the detailer's brand on the customer's pages", () => {
  it("My bookings links to the booking page on the detailer's site", async () => {
    const { cookie } = await loginAs(worker, 'customer@demo.test', '203.0.113.77')
    await insertBooking(worker, { status: 'confirmed', email: 'customer@demo.test' })
    await worker.db
      .prepare(
        "UPDATE booking_requests SET customer_user_id = (SELECT id FROM users WHERE email = 'customer@demo.test') WHERE customer_email = 'customer@demo.test'",
      )
      .run()
    const html = await pageText(await worker.fetch('/account', { headers: { Cookie: cookie } }))
    expect(html).toMatch(/href="\/jps\/booking\/confirmation\?ref=/)
  })

  it("the review email links to the detailer's site, and another business cannot show that link", async () => {
    const id = await insertBooking(worker, {
      status: 'confirmed',
      startAt: new Date(Date.now() - 60_000).toISOString(),
      email: 'brand-review@example.test',
    })
    await postAction(worker, owner, { intent: 'booking-complete', id })
    // The review request goes out when the customer signs the job off (issue 42).
    await signOff(worker, id)
    await worker.cron()
    const [mail] = await worker.waitForMail(
      (m) => m.to === 'brand-review@example.test' && m.subject.startsWith('How did'),
    )
    // jps has its own domain in the demo: the link opens there, on the detailer's site.
    expect(mail?.text).toMatch(/http:\/\/jps-detailing\.localhost\/review\/[A-Za-z0-9._-]+/)
    const token = await reviewToken(TEST_SECRETS.SESSION_SECRET, id, new Date())
    const own = await worker.fetch(`/review/${token}`, { host: 'jps-detailing.localhost' })
    expect(own.status).toBe(200)
    const page = await worker.fetch(`/jps/review/${token}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('JP&#x27;s Mobile Detailing')
    expect((await worker.fetch(`/abc/review/${token}`)).status).toBe(404)
  })
})

describe('details a detailer gave are kept', () => {
  it("the application's website shows on the profile tab as Your Own Website", async () => {
    const { html } = await dashboardHtml(worker, owner, '/jps/dashboard?tab=profile')
    expect(html).toContain('Your Own Website')
    expect(html).toContain('value="https://jps-detailing.localhost"')
  })

  it('a new service can be given a description', async () => {
    const response = await postDashboard(worker, owner, {
      intent: 'service-save',
      vehicle: 'boats',
      category: 'service-packages',
      name: 'Described Care',
      description: 'Hull wash and wax, at your slip.',
      'tiers[0].name': 'Basic',
      'tiers[0].price': '100',
      'tiers[0].duration': '60',
      'tiers[0].enabled': 'on',
    })
    expect(response.status).toBe(302)
    const row = await worker.db
      .prepare("SELECT description FROM services WHERE name = 'Described Care'")
      .first()
    expect(row).toEqual({ description: 'Hull wash and wax, at your slip.' })
    const { html } = await dashboardHtml(
      worker,
      owner,
      response.headers.get('location') + '&edit=1',
    )
    expect(html.length).toBeGreaterThan(0)
  })
})
