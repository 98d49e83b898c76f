import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dashboardAs, type DashboardPoster } from '../support/admin-dashboard'
import { snapshot } from '../support/db'
import { bearer, loginAs, postJson } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'
import { USER_ID_FLOOR } from '../../db/id-ranges'

// The product's original client, round 3, replayed request by request: the Database tab draws
// each row as an array in `fields` order; the Locations tab names an area `{city}-{state}` as the
// city is written; the quote form sends name, email, phone, vehicle, services and additionalInfo,
// with no ZIP and no business.

let worker: TestWorker
let admin: string
let owner: string
let screen: DashboardPoster
beforeAll(async () => {
  worker = await startWorker()
  admin = (await loginAs(worker, 'admin@demo.test', '203.0.113.93')).accessToken
  owner = (await loginAs(worker, 'jps@demo.test', '203.0.113.94')).accessToken
  screen = await dashboardAs(worker, 'admin@demo.test', '203.0.113.95')
})
afterAll(() => worker.dispose())

describe('the Database tab: rows as arrays in fields order', () => {
  it.each(['/admin/query', '/api/admin/query'])(
    '%s answers each row as its values, in the order of fields',
    async (path) => {
      const response = await worker.fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...bearer(admin) },
        body: JSON.stringify({
          query: 'SELECT email, id, password_hash FROM users ORDER BY id LIMIT 10',
        }),
      })
      const body: { fields: string[]; rows: unknown[][]; rowCount: number } = await response.json()
      expect(response.status).toBe(200)
      expect(body.fields).toEqual(['email', 'id', 'password_hash'])
      expect(body.rowCount).toBe(4)
      // What the client draws: row.map(cell) under fields.map(header). The hash stays redacted.
      expect(body.rows[0]).toEqual(['admin@demo.test', USER_ID_FLOOR + 1, '[redacted]'])
      for (const row of body.rows) {
        expect(Array.isArray(row)).toBe(true)
        expect(row).toHaveLength(body.fields.length)
        expect(row[2]).toBe('[redacted]')
      }
    },
  )

  it('our own Database tab draws the same rows, cell by cell, with the hash redacted', async () => {
    const { status, html } = await screen.post(
      {
        intent: 'query',
        query: "SELECT name, id, password_hash FROM users WHERE email = 'jps@demo.test'",
      },
      '?tab=database',
    )
    expect(status).toBe(200)
    const cells = [...html.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1])
    expect(cells).toEqual(['John Parker', String(USER_ID_FLOOR + 2), '[redacted]'])
    expect(html).not.toMatch(/\$argon|pbkdf2|scrypt/i)
  })
})

describe('service area ids as the client writes them', () => {
  const put = (area: string, body: unknown, token = owner) =>
    worker.fetch(`/api/affiliates/jps/service_areas/${area}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...bearer(token) },
      body: JSON.stringify(body),
    })
  const del = (slug: string, area: string, token = owner) =>
    worker.fetch(`/api/affiliates/${slug}/service_areas/${area}`, {
      method: 'DELETE',
      headers: bearer(token),
    })
  const areaOf = (slug: string, city: string) =>
    worker.db
      .prepare(
        'SELECT city, state, minimum_cents FROM service_areas WHERE city = ? AND affiliate_id = (SELECT id FROM affiliates WHERE slug = ?)',
      )
      .bind(city, slug)
      .first()

  it.each([
    ['Las%20Vegas-NV', 210],
    ['Las Vegas-NV', 220],
    ['las vegas-nv', 230],
    ['Las+Vegas-NV', 240],
    ['LAS%20VEGAS-nv', 250],
    ['Las%2520Vegas-NV', 260],
    ['las-vegas-nv', 270],
    ['Mesa-AZ', 280],
  ])('PUT …/service_areas/%s changes that area', async (area, minimum) => {
    const response = await put(area, { minimum })
    const body: { service_area: { city: string; minimum: number } } = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    const city = area.startsWith('Mesa') ? 'Mesa' : 'Las Vegas'
    expect(body.service_area).toMatchObject({ city, minimum })
    expect(await areaOf('jps', city)).toMatchObject({ minimum_cents: minimum * 100 })
  })

  it('answers 404 for a city the business does not serve, and changes nothing', async () => {
    const before = await snapshot(worker)
    for (const area of ['New%20York-NY', 'Las%20Vegas-AZ', 'Vegas-NV'])
      expect((await put(area, { minimum: 1 })).status).toBe(404)
    expect((await del('jps', 'New%20York-NY')).status).toBe(404)
    expect(await snapshot(worker)).toEqual(before)
  })

  it('DELETE …/service_areas/Las%20Vegas-NV removes that area only', async () => {
    const response = await del('jps', 'Las%20Vegas-NV')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      service_area: { city: 'Las Vegas', state: 'NV' },
    })
    expect(await areaOf('jps', 'Las Vegas')).toBeNull()
    expect(await areaOf('jps', 'Henderson')).not.toBeNull()
  })

  it('DELETE with a raw space or "+" works too, and only for the area’s own business', async () => {
    const abc = (await loginAs(worker, 'abc@demo.test', '203.0.113.96')).accessToken
    expect((await del('abc', 'Fort Worth-TX', owner)).status).toBe(403)
    expect((await del('abc', 'Fort Worth-TX', abc)).status).toBe(200)
    expect(await areaOf('abc', 'Fort Worth')).toBeNull()
    expect((await del('abc', 'Oklahoma+City-OK', abc)).status).toBe(200)
    expect(await areaOf('abc', 'Oklahoma City')).toBeNull()
  })
})

describe('POST /api/quote from the original client', () => {
  // Exactly what the client sends: no zip, no business_slug.
  const quote = {
    name: 'Quinn Original',
    email: 'quinn@original.test',
    phone: '(602) 555-0188',
    vehicle: 'SUV',
    services: ['Full Detail', 'Ceramic Coating'],
    additionalInfo: 'Parked on the street.',
  }

  it('stores a quote to the marketplace (201) and mails the admins and the customer', async () => {
    const response = await postJson(worker, '/api/quote', quote, {
      'CF-Connecting-IP': '198.51.100.30',
    })
    expect(response.status).toBe(201)
    const body: { success: boolean; data: { id: number; business_slug: string | null } } =
      await response.json()
    expect(body).toMatchObject({ success: true, data: { business_slug: null } })
    const row = await worker.db
      .prepare('SELECT affiliate_id, zip, services, phone, status FROM quote_requests WHERE id = ?')
      .bind(body.data.id)
      .first()
    expect(row).toEqual({
      affiliate_id: null,
      zip: null,
      services: JSON.stringify(quote.services),
      phone: '(602) 555-0188',
      status: 'new',
    })
    await worker.waitForMail((mail) => mail.to === 'admin@demo.test')
    await worker.waitForMail((mail) => mail.to === quote.email)
  })

  it('shows the admins the quote, in GET /api/quotes and on the dashboard’s Quotes tab', async () => {
    const list = await worker.fetch('/api/quotes', { headers: bearer(admin) })
    const body: { data: { name: string; zip: string | null }[] } = await list.json()
    expect(body.data[0]).toMatchObject({ name: 'Quinn Original', zip: null })
    const { status, html } = await screen.get('?tab=quotes')
    expect(status).toBe(200)
    const text = html
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
    expect(text).toContain('Marketplace quote requests')
    expect(text).toContain('Quote from Quinn Original')
    expect(text).toContain('ZIP code: —')
    expect(text).toContain('Services: Full Detail, Ceramic Coating')
    expect(html).toContain(
      'href="mailto:quinn@original.test?subject=Your%20detailing%20quote%20request%20(SUV)"',
    )
    // The filter keeps to the chosen status.
    expect((await screen.get('?tab=quotes&qstatus=won')).html).toContain(
      'No quote requests with this status',
    )
    // A detailer's quotes stay in that detailer's dashboard.
    await postJson(
      worker,
      '/api/quote',
      { ...quote, name: 'Jo Business', business_slug: 'jps' },
      {
        'CF-Connecting-IP': '198.51.100.31',
      },
    )
    expect((await screen.get('?tab=quotes')).html).not.toContain('Jo Business')
  })

  it('keeps its validation: a ZIP that is sent must be 5 digits, and name and email are required', async () => {
    const before = await snapshot(worker, ['login_attempts'])
    for (const [input, field, message] of [
      [{ ...quote, zip: '850' }, 'zip', 'Please enter the 5-digit ZIP code where the vehicle is'],
      [{ ...quote, name: '' }, 'name', 'Name is required'],
      [{ ...quote, email: 'quinn' }, 'email', 'Please enter a valid email address'],
    ] as const) {
      const response = await postJson(worker, '/api/quote', input, {
        'CF-Connecting-IP': '198.51.100.32',
      })
      expect(response.status).toBe(400)
      const body: { errors: Record<string, string> } = await response.json()
      expect(body.errors[field]).toBe(message)
    }
    expect(await snapshot(worker, ['login_attempts'])).toEqual(before)
  })

  it('takes an empty ZIP as none and a 5-digit one as given', async () => {
    for (const [zip, stored] of [
      ['', null],
      ['85004', '85004'],
    ] as const) {
      const response = await postJson(
        worker,
        '/api/quote',
        { ...quote, zip },
        { 'CF-Connecting-IP': '198.51.100.33' },
      )
      const body: { data: { id: number } } = await response.json()
      expect(response.status).toBe(201)
      expect(
        await worker.db
          .prepare('SELECT zip FROM quote_requests WHERE id = ?')
          .bind(body.data.id)
          .first('zip'),
      ).toBe(stored)
    }
  })
})
