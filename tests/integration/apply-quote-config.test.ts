import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { snapshot } from '../support/db'
import { bearer, loginAs, multipart, postJson } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

interface Body {
  success: boolean
  error: string
  message: string
  errors: Record<string, string>
  affiliate: {
    id: number
    status: string
    business_name: string
    phone: string
    uploads: { url: string; type: string }[]
  }
  data: { id: number; business_slug: string | null } & { name: string; services: string[] }[]
}

// A real 1×1 PNG.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
)
const pngDataUrl = `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`

const application = {
  legal_name: 'Gleam Team Detailing LLC',
  primary_contact: 'Riley Stone',
  phone: '(555) 123-4567',
  email: 'Riley@GleamTeam.test',
  base_location: { city: 'Austin', state: 'tx', zip: '78701' },
  categories: ['Auto Detailing', 'Ceramic Coating'],
  instagram_url: 'https://instagram.com/gleamteam',
  has_insurance: true,
  accept_terms: true,
  consent_notifications: true,
  source: 'Referral',
  notes: 'Two trucks, water tanks on board.',
  uploads: [{ name: 'work.png', size: PNG.length, type: 'image/png', url: pngDataUrl }],
}

const apply = (body: unknown, ip = '192.0.2.10') =>
  postJson(worker, '/api/affiliates/apply', body, { 'CF-Connecting-IP': ip })

describe('POST /api/affiliates/apply', () => {
  it('creates a pending application with its images in R2 (201)', async () => {
    const res = await apply(application)
    expect(res.status).toBe(201)
    const body = await res.json<Body>()
    expect(body).toMatchObject({
      success: true,
      message: 'Application submitted successfully',
      affiliate: {
        status: 'pending',
        business_name: 'Gleam Team Detailing LLC',
        phone: '5551234567',
      },
    })
    const row = await worker.db
      .prepare('SELECT slug, status, email, base_state, categories FROM affiliates WHERE id = ?')
      .bind(body.affiliate.id)
      .first()
    expect(row).toEqual({
      slug: null,
      status: 'pending',
      email: 'riley@gleamteam.test',
      base_state: 'TX',
      categories: '["Auto Detailing","Ceramic Coating"]',
    })
    const url = body.affiliate.uploads[0]?.url ?? ''
    const key = url.replace('/uploads/', '')
    expect(await worker.bucket.get(key)).not.toBeNull()
    const image = await worker.fetch(url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    // Pending applications are not live.
    expect((await worker.fetch('/api/affiliates/lookup?city=Austin&state=TX')).status).toBe(404)
  })

  it('refuses a second pending application from the same email with 409 and mails no one', async () => {
    const before = await snapshot(worker, ['login_attempts'])
    const res = await apply({ ...application, email: 'riley@gleamteam.test' }, '192.0.2.11')
    expect(res.status).toBe(409)
    expect((await res.json<Body>()).error).toBe(
      'An application with this email is already pending review.',
    )
    expect(await snapshot(worker, ['login_attempts'])).toEqual(before)
  })

  it("lists every missing required field: 'Please fill in all required fields: …'", async () => {
    const before = await snapshot(worker)
    const res = await apply({ legal_name: 'Only a name' })
    expect(res.status).toBe(400)
    expect((await res.json<Body>()).error).toBe(
      'Please fill in all required fields: Primary Contact, Phone, Email, City, State, Accept Terms, Consent to Notifications',
    )
    expect(await snapshot(worker)).toEqual(before)
  })

  it.each([
    [{ phone: '555-1234' }, 'Please enter a complete 10-digit phone number'],
    [{ email: 'riley at gleam' }, 'Please enter a valid email address'],
    [{ base_location: { city: 'Austin', state: 'Texas' } }, 'Validation failed'],
    [{ categories: ['Window Tinting'] }, 'Validation failed'],
    [{ source: 'Billboard' }, 'Validation failed'],
    [{ website_url: 'gleam.test' }, 'Validation failed'],
    [
      { uploads: [1, 2, 3, 4].map((i) => ({ name: `${i}.png`, url: pngDataUrl })) },
      'Maximum 3 images allowed',
    ],
    [
      { uploads: [{ name: 'fake.png', url: `data:image/png;base64,${btoa('just some text')}` }] },
      'Uploads must be images (JPEG, PNG, GIF or WebP)',
    ],
    [{ accept_terms: 'yes' }, 'Validation failed'],
    [{ notes: 'x'.repeat(2001) }, 'Validation failed'],
  ])('refuses %j with %j and writes nothing', async (change, error) => {
    const before = await snapshot(worker)
    const res = await apply({ ...application, email: 'new@gleam.test', ...change }, '192.0.2.12')
    expect(res.status).toBe(400)
    expect((await res.json<Body>()).error).toBe(error)
    expect(await snapshot(worker)).toEqual(before)
    expect((await worker.bucket.list({ prefix: 'application/' })).objects).toHaveLength(1)
  })

  it('accepts the same application as a multipart form with image files', async () => {
    const form = new FormData()
    for (const [k, v] of Object.entries({
      legal_name: 'Form Shine',
      primary_contact: 'Sam Lee',
      phone: '5551239876',
      email: 'sam@formshine.test',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      accept_terms: 'on',
      consent_notifications: 'on',
      source: 'Other',
    })) {
      form.append(k, v)
    }
    form.append('categories', 'RV Detailing')
    form.append('uploads', new Blob([PNG], { type: 'image/png' }), 'rv.png')
    const { body, headers } = await multipart(form)
    const res = await worker.fetch('/api/affiliates/apply', {
      method: 'POST',
      body,
      headers: { ...headers, 'CF-Connecting-IP': '192.0.2.13' },
    })
    expect(res.status).toBe(201)
    expect((await res.json<Body>()).affiliate.uploads).toHaveLength(1)
  })

  it('answers 415 to a text body and 400 to malformed JSON', async () => {
    const text = await worker.fetch('/api/affiliates/apply', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'hi',
    })
    expect(text.status).toBe(415)
    const broken = await worker.fetch('/api/affiliates/apply', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    })
    expect(broken.status).toBe(400)
  })
})

describe('POST /api/quote', () => {
  const quote = {
    name: 'Pat Quinn',
    email: 'pat@example.test',
    phone: '602-555-0100',
    zip: '85004',
    vehicle: '2021 Tacoma',
    services: ['Ceramic Coating'],
    additionalInfo: 'Garage parking.',
  }

  it('stores a quote for the business named by its slug (201) and its owner can read it', async () => {
    const res = await postJson(
      worker,
      '/api/quote',
      { ...quote, business_slug: 'jps' },
      { 'CF-Connecting-IP': '192.0.2.20' },
    )
    expect(res.status).toBe(201)
    const body = await res.json<Body>()
    expect(body).toMatchObject({ success: true, data: { business_slug: 'jps' } })
    const owner = await loginAs(worker, 'jps@demo.test')
    const list = await worker.fetch('/api/quotes?business_slug=jps', {
      headers: bearer(owner.accessToken),
    })
    expect(list.status).toBe(200)
    const quotes = (await list.json<Body>()).data
    expect(quotes[0]).toMatchObject({
      name: 'Pat Quinn',
      services: ['Ceramic Coating'],
      additional_info: 'Garage parking.',
      zip: '85004',
    })
    const abc = await loginAs(worker, 'abc@demo.test')
    expect(
      (await worker.fetch('/api/quotes?business_slug=jps', { headers: bearer(abc.accessToken) }))
        .status,
    ).toBe(403)
  })

  it('stores a platform quote when no business is named', async () => {
    const res = await postJson(worker, '/api/quote', quote, { 'CF-Connecting-IP': '192.0.2.21' })
    expect(res.status).toBe(201)
    const row = await worker.db
      .prepare(
        "SELECT affiliate_id FROM quote_requests WHERE email = 'pat@example.test' ORDER BY id DESC",
      )
      .first()
    expect(row).toEqual({ affiliate_id: null })
  })

  it.each([
    [{ ...quote, name: '' }, 'name'],
    [{ ...quote, email: 'nope' }, 'email'],
    [{ ...quote, phone: 'call me' }, 'phone'],
    [{ ...quote, zip: 'abcde' }, 'zip'],
    [{ ...quote, zip: '8500' }, 'zip'],
    [{ ...quote, zip: '85004-1234' }, 'zip'],
    [{ ...quote, services: Array.from({ length: 21 }, () => 'Wash') }, 'services'],
    [{ ...quote, additionalInfo: 'x'.repeat(2001) }, 'additionalInfo'],
  ])('refuses a bad quote (%#) with 400 and writes nothing', async (input, field) => {
    const before = await snapshot(worker, ['login_attempts'])
    const res = await postJson(worker, '/api/quote', input)
    expect(res.status).toBe(400)
    expect((await res.json<Body>()).errors).toHaveProperty(field)
    expect(await snapshot(worker, ['login_attempts'])).toEqual(before)
  })

  it('answers 404 for an unknown business', async () => {
    expect(
      (await postJson(worker, '/api/quote', { ...quote, business_slug: 'nobody' })).status,
    ).toBe(404)
  })

  it('limits one client to 10 quotes an hour (429)', async () => {
    const headers = { 'CF-Connecting-IP': '192.0.2.99' }
    for (let i = 0; i < 10; i++)
      expect((await postJson(worker, '/api/quote', quote, headers)).status).toBe(201)
    const limited = await postJson(worker, '/api/quote', quote, headers)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBeTruthy()
  })
})

describe('GET /api/mdh-config', () => {
  it('answers the main-site config with an ETag, and 304 when it matches', async () => {
    const res = await worker.fetch('/api/mdh-config')
    expect(res.status).toBe(200)
    const body = await res.json<Record<string, unknown>>()
    expect(body).toMatchObject({
      email: 'hello@mobiledetailhub.com',
      phone: '8885550100',
      header_display: 'Mobile Detail Hub',
    })
    for (const key of [
      'logo_url',
      'favicon_url',
      'tagline',
      'services_description',
      'facebook',
      'instagram',
      'tiktok',
      'youtube',
      'socials',
      'created_at',
      'updated_at',
    ]) {
      expect(body).toHaveProperty(key)
    }
    const etag = res.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[0-9a-f]+"$/)
    expect(res.headers.get('cache-control')).toContain('max-age')
    const again = await worker.fetch('/api/mdh-config', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
  })
})
