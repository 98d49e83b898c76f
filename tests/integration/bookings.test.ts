import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inDays, nextPhone } from '../support/booking'
import { snapshot } from '../support/db'
import { bearer, loginAs } from '../support/http'
import { followCheckout } from '../support/payments'
import { startWorker, type TestWorker } from '../support/worker'

// The booking request flow through its real form posts, and GET /api/bookings.
// Seed ids: jps (affiliate 1) service 1 'Signature Detail' (car) tiers 1 Essential $149,
// 2 Premium $249, 3 Showroom $399; abc (affiliate 2) service 8 'Express Detail' (car) tiers
// 19 Express $99, 20 Deluxe $179. jps Las Vegas: minimum $200, ×1.2; abc Tempe: $250, ×1.3.

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

const NOT_SERVED =
  'Sorry, we don&#x27;t currently serve this area. Please contact us for more information.'

let ipCounter = 0
/** A fresh client address per request flow, so rate limits only apply where a test wants them. */
const nextIp = () => `198.51.100.${++ipCounter}`

type Fields = Record<string, string>

function customer(overrides: Fields = {}): Fields {
  return {
    vehicle: 'car',
    service: '1',
    tier: '2',
    name: 'Pat Customer',
    // One of its own: at most 3 open requests per phone (and per email) are accepted.
    phone: nextPhone(),
    email: 'Pat@Example.test',
    street: '1 Fremont St',
    city: 'Las Vegas',
    state: 'NV',
    zip: '89101',
    preferred_date: inDays(7),
    time_window: 'morning',
    notes: 'Gate code 1234',
    idempotency_key: crypto.randomUUID(),
    ...overrides,
  }
}

/**
 * Posts like the real form, which submits to its own URL: the path with the package's query
 * (?vehicle=…&service=…&tier=…), which the page's loader reads.
 */
async function post(path: string, fields: Fields, { ip = nextIp(), host = 'localhost' } = {}) {
  const { vehicle = '', service = '', tier = '' } = fields
  const query = new URLSearchParams({ vehicle, service, tier }).toString()
  // jps takes a deposit (decision 036): a submit that leads to checkout is paid with 4242.
  return followCheckout(
    worker,
    await worker.fetch(`${path}?${query}`, {
      method: 'POST',
      host,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: `http://${host}`,
        'CF-Connecting-IP': ip,
      },
      body: new URLSearchParams(fields).toString(),
    }),
  )
}

/** Reviews, then submits with the estimate the review showed; returns the submit's response. */
async function book(path: string, fields: Fields, ip = nextIp()) {
  const review = await post(path, { ...fields, intent: 'review' }, { ip })
  const html = await review.text()
  const quoted = /name="quoted_estimate" value="(\d+)"/.exec(html)?.[1]
  if (review.status !== 200 || !quoted) throw new Error(`review failed: ${review.status}`)
  return post(path, { ...fields, intent: 'submit', quoted_estimate: quoted }, { ip })
}

interface BookingRow {
  reference: string
  affiliate_id: number
  service_id: number
  tier_id: number
  vehicle_type: string
  category_name: string
  service_name: string
  tier_name: string
  estimate_cents: number
  duration_minutes: number
  customer_name: string
  customer_phone: string
  customer_email: string
  address_line: string
  city: string
  state: string
  zip: string
  preferred_date: string
  time_window: string
  notes: string | null
  status: string
}

function bookingByReference(reference: string) {
  return worker.db
    .prepare('SELECT * FROM booking_requests WHERE reference = ?')
    .bind(reference)
    .first<BookingRow>()
}

function referenceOf(response: Response): string {
  const location = response.headers.get('Location') ?? ''
  return new URL(location, 'http://localhost').searchParams.get('ref') ?? ''
}

describe('the booking page', () => {
  it('offers all six vehicle types on the platform', async () => {
    const html = await (await worker.fetch('/booking')).text()
    const vehicles = [...html.matchAll(/data-vehicle="([a-z]+)"/g)].map((m) => m[1])
    expect(vehicles).toEqual(['car', 'truck', 'suv', 'boat', 'rv', 'motorcycle'])
  })

  it('offers only the types a detailer has packages for (suv through its truck services)', async () => {
    const html = await (await worker.fetch('/jps/booking')).text()
    const vehicles = [...html.matchAll(/data-vehicle="([a-z]+)"/g)].map((m) => m[1])
    expect(vehicles).toEqual(['car', 'truck', 'suv', 'boat', 'rv'])
    const abc = await (await worker.fetch('/abc/booking')).text()
    expect([...abc.matchAll(/data-vehicle="([a-z]+)"/g)].map((m) => m[1])).toEqual([
      'car',
      'truck',
      'suv',
    ])
  })

  it("shows 'No services available for this business' for a detailer without services", async () => {
    const html = await (await worker.fetch('/fresh-start/booking')).text()
    expect(html).toContain('No services available for this business')
    expect(html).toContain('href="/fresh-start"')
    // No reviews: no rating is claimed (decision 037), not spec §9's default 4.9.
    expect(html).toContain('No reviews yet')
    expect(html).not.toContain('4.9/5')
  })

  it("rates the site from its approved reviews: '{avg}/5 ({count} reviews)'", async () => {
    const stats = await worker.db
      .prepare(
        "SELECT round(avg(rating), 1) AS avg, count(*) AS n FROM reviews WHERE status = 'approved' AND type = 'affiliate' AND affiliate_id = 1",
      )
      .first<{ avg: number; n: number }>()
    const html = await (await worker.fetch('/jps/booking')).text()
    expect(html).toContain(`${stats?.avg.toFixed(1)}/5</strong> (${stats?.n} reviews)`)
  })

  it('renders a selection from the query, with its summary and the link to the request form', async () => {
    const html = await (await worker.fetch('/jps/booking?vehicle=car&service=1&tier=2')).text()
    expect(html).toContain('Ready to Book Your Service')
    expect(html).toContain('href="/jps/booking/request?vehicle=car&amp;service=1&amp;tier=2"')
    expect(html).toContain('Continue to Booking - Premium')
  })

  it('serves the detailer’s booking page at /booking on its own hostname, with links there', async () => {
    const response = await worker.fetch('/booking?vehicle=car&service=1&tier=2', {
      host: 'jps-detailing.localhost',
    })
    const html = await response.text()
    expect(response.status).toBe(200)
    expect([...html.matchAll(/data-vehicle="([a-z]+)"/g)].map((m) => m[1])).toHaveLength(5)
    expect(html).toContain('href="/booking/request?vehicle=car&amp;service=1&amp;tier=2"')
    expect(html).toContain('<link rel="canonical" href="https://jps-detailing.localhost/booking"/>')
  })

  it('shows marketplace packages on the platform, each with the detailer offering it', async () => {
    const html = await (await worker.fetch('/booking?vehicle=car')).text()
    expect(html).toContain('Offered by JP&#x27;s Mobile Detailing')
    expect(html).toContain('Offered by ABC Auto Spa')
  })
})

describe('booking requests through the form (POST /{slug}/booking/request)', () => {
  it('shows the estimate from D1 on review and writes nothing (Las Vegas: $249 × 1.2)', async () => {
    const before = await snapshot(worker)
    const response = await post('/jps/booking/request', { ...customer(), intent: 'review' })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Review your request')
    expect(html).toContain('$298.80')
    expect(html).toContain('name="quoted_estimate" value="29880"')
    expect(await snapshot(worker)).toEqual(before)
  })

  it('stores a pending request priced on the server and redirects to its confirmation', async () => {
    const response = await book('/jps/booking/request', customer({ phone: '(702) 555-0199' }))
    expect(response.status).toBe(302)
    const location = response.headers.get('Location') ?? ''
    expect(location).toMatch(/^\/jps\/booking\/confirmation\?ref=MDH-[2-9A-HJKMNP-TV-Z]{6}&key=/)
    const row = await bookingByReference(referenceOf(response))
    expect(row).toMatchObject({
      affiliate_id: 1,
      service_id: 1,
      tier_id: 2,
      vehicle_type: 'car',
      category_name: 'Service Packages',
      service_name: 'Signature Detail',
      tier_name: 'Premium',
      estimate_cents: 29_880,
      duration_minutes: 180,
      customer_name: 'Pat Customer',
      customer_phone: '7025550199',
      customer_email: 'pat@example.test',
      address_line: '1 Fremont St',
      city: 'Las Vegas',
      state: 'NV',
      zip: '89101',
      time_window: 'morning',
      notes: 'Gate code 1234',
      status: 'pending',
    })
    const confirmation = await worker.fetch(location)
    expect(confirmation.status).toBe(200)
    const html = await confirmation.text()
    expect(html).toContain('Booking Request Sent')
    expect(html).toContain(row?.reference)
  })

  it('charges the area minimum when price × multiplier is below it ($149 × 1.2 < $200)', async () => {
    const response = await book('/jps/booking/request', customer({ tier: '1' }))
    expect((await bookingByReference(referenceOf(response)))?.estimate_cents).toBe(20_000)
  })

  it('stores one request when the same form is submitted twice', async () => {
    const fields = customer({ email: 'double@example.test' })
    const first = await book('/jps/booking/request', fields)
    const second = await book('/jps/booking/request', fields)
    expect(second.status).toBe(302)
    expect(second.headers.get('Location')).toBe(first.headers.get('Location'))
    const rows = await worker.db
      .prepare(
        "SELECT count(*) AS n FROM booking_requests WHERE customer_email = 'double@example.test'",
      )
      .first<{ n: number }>()
    expect(rows?.n).toBe(1)
  })

  it('works on the detailer’s own hostname, without the slug', async () => {
    const fields = customer({ email: 'custom-host@example.test' })
    const review = await post(
      '/booking/request',
      { ...fields, intent: 'review' },
      { host: 'jps-detailing.localhost' },
    )
    expect(review.status).toBe(200)
    const response = await post(
      '/booking/request',
      { ...fields, intent: 'submit', quoted_estimate: '29880' },
      { host: 'jps-detailing.localhost' },
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toMatch(/^\/booking\/confirmation\?ref=MDH-/)
  })

  it('does not show a confirmation without its key, or on another detailer’s site', async () => {
    const response = await book('/jps/booking/request', customer({ email: 'private@example.test' }))
    const location = response.headers.get('Location') ?? ''
    const ref = referenceOf(response)
    expect((await worker.fetch(`/jps/booking/confirmation?ref=${ref}`)).status).toBe(404)
    expect(
      (await worker.fetch(`/jps/booking/confirmation?ref=${ref}&key=AAAAAAAAAAAAAAAAAAAAAA`))
        .status,
    ).toBe(404)
    expect((await worker.fetch(location.replace('/jps/', '/abc/'))).status).toBe(404)
    expect((await worker.fetch(location.replace('/jps/', '/'))).status).toBe(200)
  })

  it.each([
    ['an unserved city', { city: 'Dallas', state: 'TX', zip: '75201' }, NOT_SERVED],
    [
      'a date in the past',
      { preferred_date: inDays(-2) },
      'Please choose a date that is not in the past',
    ],
    ['a malformed date', { preferred_date: '2026-13-40' }, 'Please choose a preferred date'],
    ['a bad email', { email: 'pat at example' }, 'Please enter a valid email address'],
    ['a bad phone', { phone: '555-12' }, 'Please enter a valid phone number'],
    ['an unknown time window', { time_window: 'midnight' }, 'Please choose a time window'],
    ['a bad ZIP', { zip: '891' }, 'ZIP code must be 5 digits or 5+4 format'],
    [
      'a tier of another business',
      { service: '8', tier: '19' },
      'This package isn&#x27;t offered by JP&#x27;s Mobile Detailing',
    ],
    [
      'a tier of another service',
      { service: '1', tier: '5' },
      'This package is no longer available',
    ],
    ['a tier for another vehicle', { vehicle: 'boat' }, 'This package is no longer available'],
    ['no package', { vehicle: '', service: '', tier: '' }, 'Please choose a package first'],
    ['no form token', { idempotency_key: '' }, 'This form has expired'],
  ])('refuses %s with a 4xx, a message and nothing written', async (_label, change, message) => {
    const before = await snapshot(worker)
    for (const intent of ['review', 'submit']) {
      const response = await post('/jps/booking/request', {
        ...customer(change),
        intent,
        quoted_estimate: '29880',
      })
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      expect(await response.text()).toContain(message)
    }
    expect(await snapshot(worker)).toEqual(before)
  })

  it('refuses a tampered estimate (409) and shows the real one, writing nothing', async () => {
    const before = await snapshot(worker)
    const response = await post('/jps/booking/request', {
      ...customer(),
      intent: 'submit',
      quoted_estimate: '100',
    })
    expect(response.status).toBe(409)
    const html = await response.text()
    expect(html).toContain('The estimate for this request has changed')
    expect(html).toContain('name="quoted_estimate" value="29880"')
    expect(await snapshot(worker)).toEqual(before)
  })

  it('ignores prices sent by the client: the stored estimate comes from D1', async () => {
    const response = await book(
      '/jps/booking/request',
      customer({ email: 'cheap@example.test', price: '1', estimate_cents: '1', estimate: '0.01' }),
    )
    expect((await bookingByReference(referenceOf(response)))?.estimate_cents).toBe(29_880)
  })

  it('refuses a disabled tier', async () => {
    await worker.db.prepare('UPDATE service_tiers SET enabled = 0 WHERE id = 3').run()
    const before = await snapshot(worker)
    const response = await post('/jps/booking/request', {
      ...customer({ tier: '3' }),
      intent: 'review',
    })
    expect(response.status).toBe(404)
    expect(await snapshot(worker)).toEqual(before)
    await worker.db.prepare('UPDATE service_tiers SET enabled = 1 WHERE id = 3').run()
  })

  it('limits each client to 5 new requests an hour (429), while repeats still confirm', async () => {
    const ip = '203.0.113.77'
    const sent: Fields[] = []
    for (let i = 0; i < 5; i++) {
      const fields = customer({ email: `limit${i}@example.test` })
      expect((await book('/jps/booking/request', fields, ip)).status).toBe(302)
      sent.push(fields)
    }
    const before = await snapshot(worker)
    const sixth = await book('/jps/booking/request', customer({ email: 'limit5@example.test' }), ip)
    expect(sixth.status).toBe(429)
    expect(Number(sixth.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await sixth.text()).toContain('Too many booking requests')
    expect(await snapshot(worker)).toEqual(before)
    const repeat = await book('/jps/booking/request', sent[0] ?? {}, ip)
    expect(repeat.status).toBe(302)
    // Another client is not affected.
    expect(
      (await book('/jps/booking/request', customer({ email: 'other@example.test' }))).status,
    ).toBe(302)
  })

  it.each([
    ['JSON', 'application/json', '{"intent":"submit"}', 415],
    ['text', 'text/plain', 'intent=submit', 415],
    ['a broken multipart body', 'multipart/form-data; boundary=zzz', '--zzz\r\nbroken', 400],
  ])('answers %s with a 4xx, never a 5xx', async (_label, type, body, status) => {
    const response = await worker.fetch('/jps/booking/request', {
      method: 'POST',
      headers: { 'Content-Type': type, Origin: 'http://localhost' },
      body,
    })
    expect(response.status).toBe(status)
  })

  it('refuses a post from another site (CSRF)', async () => {
    const response = await worker.fetch('/jps/booking/request', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.test' },
      body: new URLSearchParams({ ...customer(), intent: 'submit' }).toString(),
    })
    expect(response.status).toBe(403)
  })
})

describe('platform booking requests (POST /booking/request) go to the detailer serving the city', () => {
  it('keeps the chosen detailer when it serves the city (jps, Las Vegas)', async () => {
    const response = await book('/booking/request', customer({ email: 'platform-lv@example.test' }))
    expect(response.headers.get('Location')).toMatch(/^\/booking\/confirmation\?ref=/)
    expect(await bookingByReference(referenceOf(response))).toMatchObject({
      affiliate_id: 1,
      tier_id: 2,
      estimate_cents: 29_880,
    })
  })

  it("routes to the city's detailer and its closest package (Dallas → ABC Auto Spa, Deluxe)", async () => {
    const fields = customer({
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      email: 'dallas@example.test',
    })
    const review = await post('/booking/request', { ...fields, intent: 'review' })
    const html = await review.text()
    expect(html).toContain(
      'JP&#x27;s Mobile Detailing doesn&#x27;t serve Dallas. ABC Auto Spa does',
    )
    expect(html).toContain('name="quoted_estimate" value="17900"')
    const response = await book('/booking/request', fields)
    expect(await bookingByReference(referenceOf(response))).toMatchObject({
      affiliate_id: 2,
      service_id: 8,
      tier_id: 20,
      service_name: 'Express Detail',
      tier_name: 'Deluxe',
      estimate_cents: 17_900,
    })
  })

  it('prefers the chosen detailer among several serving a city (Tempe: abc, $179 × 1.3 < $250)', async () => {
    const fields = customer({ service: '8', tier: '20', city: 'Tempe', state: 'AZ', zip: '85281' })
    const response = await book('/booking/request', { ...fields, email: 'tempe@example.test' })
    expect(await bookingByReference(referenceOf(response))).toMatchObject({
      affiliate_id: 2,
      tier_id: 20,
      estimate_cents: 25_000,
    })
  })

  it("refuses a city nobody serves with the spec's words, writing nothing", async () => {
    const before = await snapshot(worker)
    const response = await post('/booking/request', {
      ...customer({ city: 'Miami', state: 'FL', zip: '33130' }),
      intent: 'review',
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain(NOT_SERVED)
    expect(await snapshot(worker)).toEqual(before)
  })

  it('explains when the serving detailer has no such package (Dallas has no RV detailing)', async () => {
    const response = await post('/booking/request', {
      ...customer({
        vehicle: 'rv',
        service: '7',
        tier: '17',
        city: 'Dallas',
        state: 'TX',
        zip: '75201',
      }),
      intent: 'review',
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain(
      'ABC Auto Spa serves Dallas, but doesn&#x27;t offer service packages for this vehicle.',
    )
  })
})

describe('the request form page (GET)', () => {
  it('shows the chosen package and a one-time token', async () => {
    const response = await worker.fetch('/jps/booking/request?vehicle=suv&service=5&tier=12')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Truck Detail')
    expect(html).toMatch(/name="idempotency_key" value="[0-9a-f-]{36}"/)
    expect(html).toContain('JP&#x27;s Mobile Detailing<!-- --> serves')
  })

  it.each([
    ['/jps/booking/request', 400, 'Please choose a package first.'],
    ['/jps/booking/request?vehicle=car&service=8&tier=19', 400, 'isn&#x27;t offered by'],
    ['/jps/booking/request?vehicle=car&service=1&tier=999', 404, 'no longer available'],
  ])('answers %s with %i and a way back', async (path, status, message) => {
    const response = await worker.fetch(path)
    expect(response.status).toBe(status)
    const html = await response.text()
    expect(html).toContain(message)
    expect(html).toContain('Choose a Package')
  })
})

describe('GET /api/bookings', () => {
  interface ListBody {
    success: boolean
    data: {
      reference: string
      status: string
      business_slug: string
      customer: { name: string; email: string; phone: string }
      service_name: string
      tier_name: string
      estimate: number
      duration: number
      preferred_date: string
      time_window: string
      address: { street: string; city: string; state: string; zip: string }
      created_at: string
    }[]
    pagination: { offset: number; limit: number; hasMore: boolean }
  }

  let reference = ''
  beforeAll(async () => {
    reference = referenceOf(
      await book(
        '/jps/booking/request',
        customer({ email: 'api@example.test', phone: '(702) 555-0199' }),
      ),
    )
  })

  it("shows a business's requests to its owner, with the customer, package and estimate", async () => {
    const { accessToken } = await loginAs(worker, 'jps@demo.test')
    const response = await worker.fetch('/api/bookings?business_slug=jps', {
      headers: bearer(accessToken),
    })
    expect(response.status).toBe(200)
    const body = await response.json<ListBody>()
    expect(body.success).toBe(true)
    expect(body.data.every((b) => b.business_slug === 'jps')).toBe(true)
    expect(body.data.find((b) => b.reference === reference)).toMatchObject({
      status: 'pending',
      customer: { name: 'Pat Customer', email: 'api@example.test', phone: '7025550199' },
      service_name: 'Signature Detail',
      tier_name: 'Premium',
      estimate: 298.8,
      duration: 180,
      preferred_date: inDays(7),
      time_window: 'morning',
      address: { street: '1 Fremont St', city: 'Las Vegas', state: 'NV', zip: '89101' },
    })
  })

  it('refuses another affiliate (403), a customer (403) and anonymous callers (401)', async () => {
    const abc = await loginAs(worker, 'abc@demo.test')
    const customerLogin = await loginAs(worker, 'customer@demo.test')
    const path = '/api/bookings?business_slug=jps'
    expect((await worker.fetch(path, { headers: bearer(abc.accessToken) })).status).toBe(403)
    expect((await worker.fetch(path, { headers: bearer(customerLogin.accessToken) })).status).toBe(
      403,
    )
    const anonymous = await worker.fetch(path)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({
      success: false,
      error: 'Authentication token required',
    })
    expect((await worker.fetch('/api/bookings', { headers: bearer(abc.accessToken) })).status).toBe(
      403,
    )
  })

  it("shows admins one business's requests, or everyone's without a slug, in pages", async () => {
    const { accessToken } = await loginAs(worker, 'admin@demo.test')
    const jps = await worker.fetch('/api/bookings?business_slug=jps', {
      headers: bearer(accessToken),
    })
    expect((await jps.json<ListBody>()).data.some((b) => b.reference === reference)).toBe(true)
    const all = await (
      await worker.fetch('/api/bookings', { headers: bearer(accessToken) })
    ).json<ListBody>()
    expect(new Set(all.data.map((b) => b.business_slug))).toEqual(new Set(['jps', 'abc']))
    const page = await (
      await worker.fetch('/api/bookings?limit=2&offset=1', { headers: bearer(accessToken) })
    ).json<ListBody>()
    expect(page.data).toHaveLength(2)
    expect(page.pagination).toEqual({ offset: 1, limit: 2, hasMore: true })
    const bad = await worker.fetch('/api/bookings?limit=0', { headers: bearer(accessToken) })
    expect(bad.status).toBe(400)
  })
})
