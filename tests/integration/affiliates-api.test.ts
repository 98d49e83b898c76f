import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { snapshot } from '../support/db'
import { bearer, loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

let worker: TestWorker
let owner: string
let other: string
let admin: string
beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test')).accessToken
  other = (await loginAs(worker, 'abc@demo.test')).accessToken
  admin = (await loginAs(worker, 'admin@demo.test')).accessToken
})
afterAll(() => worker.dispose())

interface Body {
  success: boolean
  error: string
  errors: Record<string, string>
  data: { slug: string; business_name: string; id: number }[]
  affiliate: Record<string, unknown> & {
    service_areas: {
      city: string
      state: string
      zip: string | null
      primary: boolean
      minimum: number
      multiplier: number
    }[]
    base_location: { city: string; state_name: string }
  }
  slugs: string[]
  count: number
}

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await worker.fetch(path, { headers })
  return { status: res.status, body: await res.json<Body>() }
}
const put = async (path: string, body: unknown, token: string) => {
  const res = await worker.fetch(path, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: await res.json<Body>() }
}

describe('GET /api/affiliates', () => {
  it('lists approved businesses only, as { slug, business_name, id }', async () => {
    const { status, body } = await get('/api/affiliates')
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(body.data.map((a) => a.slug).sort()).toEqual(['abc', 'fresh-start', 'jps'])
    for (const a of body.data)
      expect(Object.keys(a).sort()).toEqual(['business_name', 'id', 'slug'])
  })
})

// Callers that page (issue 43): q, limit and offset give a page of the same list, in its order
// (by business name), with `pagination`; without them the answer is §7's whole list.
describe('GET /api/affiliates for callers that page', () => {
  type Page = Body & { pagination: { offset: number; limit: number; hasMore: boolean } }
  const page = async (query: string) => {
    const res = await worker.fetch(`/api/affiliates?${query}`)
    return { status: res.status, body: await res.json<Page>() }
  }
  const slugs = (body: Body) => body.data.map((a) => a.slug)

  it('keeps the §7 shape, with no pagination, when no paging parameter is given', async () => {
    const whole = await worker.fetch('/api/affiliates')
    const body = await whole.json<Page>()
    expect(Object.keys(body).sort()).toEqual(['data', 'success'])
    expect(slugs(body)).toEqual(['abc', 'fresh-start', 'jps'])
    // Blank parameters mean not given.
    const blank = await page('q=&limit=&offset=')
    expect(blank.body).toEqual(body)
  })

  it('pages the list in its own order with limit and offset, saying whether more follow', async () => {
    const first = await page('limit=2')
    expect(first.status).toBe(200)
    expect(slugs(first.body)).toEqual(['abc', 'fresh-start'])
    expect(first.body.pagination).toEqual({ offset: 0, limit: 2, hasMore: true })
    for (const a of first.body.data)
      expect(Object.keys(a).sort()).toEqual(['business_name', 'id', 'slug'])
    const second = await page('limit=2&offset=2')
    expect(slugs(second.body)).toEqual(['jps'])
    expect(second.body.pagination).toEqual({ offset: 2, limit: 2, hasMore: false })
    const past = await page('offset=10')
    expect(past.body.data).toEqual([])
    expect(past.body.pagination).toEqual({ offset: 10, limit: 50, hasMore: false })
  })

  it.each([
    ['q=JPS', ['jps']],
    ['q=spa', ['abc']],
    ['q=detailing', ['fresh-start', 'jps']],
    ['q=detailing&limit=1', ['fresh-start']],
    ['q=fresh-', ['fresh-start']],
    // A pending application is not listed, whatever the search.
    ['q=shine', []],
    ['q=nothing-like-it', []],
  ])('?%s matches the name or the slug, case-insensitively', async (query, expected) => {
    const { status, body } = await page(query)
    expect(status).toBe(200)
    expect(slugs(body)).toEqual(expected)
    expect(body.pagination.hasMore).toBe(query === 'q=detailing&limit=1')
  })

  it.each([
    ['limit=0', 'limit', 'Limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit', 'Limit must be a whole number from 1 to 100'],
    ['limit=ten', 'limit', 'Limit must be a whole number from 1 to 100'],
    ['limit=2.5', 'limit', 'Limit must be a whole number from 1 to 100'],
    ['offset=-1', 'offset', 'Offset must be a whole number of 0 or more'],
    ['offset=1e12', 'offset', 'Offset must be a whole number of 0 or more'],
    [`q=${'a'.repeat(101)}`, 'q', 'Search must be at most 100 characters'],
  ])('refuses ?%s with 400 and the field in the API error shape', async (query, field, message) => {
    const { status, body } = await page(query)
    expect(status).toBe(400)
    expect(body).toMatchObject({ success: false, error: 'Validation failed' })
    expect(body.errors).toEqual({ [field]: message })
  })
})

describe('GET /api/affiliates/{slug}', () => {
  it('answers the public affiliate with service areas and base location', async () => {
    const { status, body } = await get('/api/affiliates/jps')
    expect(status).toBe(200)
    expect(body.affiliate).toMatchObject({
      slug: 'jps',
      business_name: "JP's Mobile Detailing",
      phone: '4805550112',
      base_location: { city: 'Phoenix', state: 'AZ', state_name: 'Arizona' },
    })
    expect(body.affiliate.service_areas[0]).toEqual({
      id: expect.any(Number),
      city: 'Phoenix',
      state: 'AZ',
      zip: '85004',
      primary: true,
      minimum: 0,
      multiplier: 1,
    })
    expect(body.affiliate.service_areas.filter((a) => a.primary)).toHaveLength(1)
    expect(body.affiliate).not.toHaveProperty('personal_phone')
    expect(body.affiliate).not.toHaveProperty('twilio_phone')
  })

  it('shows private contact fields to the owner and to admins only', async () => {
    expect((await get('/api/affiliates/jps', bearer(owner))).body.affiliate).toHaveProperty(
      'twilio_phone',
      '+14805550113',
    )
    expect((await get('/api/affiliates/jps', bearer(admin))).body.affiliate).toHaveProperty(
      'first_name',
      'John',
    )
    expect((await get('/api/affiliates/jps', bearer(other))).body.affiliate).not.toHaveProperty(
      'twilio_phone',
    )
  })

  it.each(['nobody', 'JPS', '../etc'])("answers 404 'Affiliate not found' for %s", async (slug) => {
    const { status, body } = await get(`/api/affiliates/${encodeURIComponent(slug)}`)
    expect(status).toBe(404)
    expect(body.error).toBe('Affiliate not found')
  })
})

describe('PUT /api/affiliates/{slug}', () => {
  it('stores phones as 10 digits, twilio as +1 and 10 digits, and skips empty values', async () => {
    const { status, body } = await put(
      '/api/affiliates/jps',
      {
        business_phone: '+1 (480) 555-0199',
        twilio_phone: '480.555.0198'.replace(/\./g, '-'),
        personal_email: '',
        gbp_url: 'https://g.page/new',
      },
      owner,
    )
    expect(status).toBe(200)
    expect(body.affiliate).toMatchObject({
      business_phone: '4805550199',
      twilio_phone: '+14805550198',
      personal_email: null,
      gbp_url: 'https://g.page/new',
    })
  })

  it.each([
    ['business_phone', '12345', 'Please enter a valid phone number'],
    ['personal_phone', '555-CALL-NOW', 'Please enter a valid phone number'],
    ['personal_email', 'not-an-email', 'Please enter a valid email address'],
    [
      'facebook_url',
      'facebook.com/jps',
      'Please enter a valid URL (must start with http:// or https://)',
    ],
    [
      'instagram_url',
      'ftp://x.test',
      'Please enter a valid URL (must start with http:// or https://)',
    ],
    ['business_phone', 42, 'Please enter a valid phone number'],
  ])(
    "refuses %s = %j with 400 'Validation failed' and changes nothing",
    async (field, value, message) => {
      const before = await snapshot(worker, ['login_attempts'])
      const { status, body } = await put(
        '/api/affiliates/jps',
        { [field]: value, first_name: 'Changed' },
        owner,
      )
      expect(status).toBe(400)
      expect(body.error).toBe('Validation failed')
      expect(body.errors[field]).toBe(message)
      expect(await snapshot(worker, ['login_attempts'])).toEqual(before)
    },
  )

  it("answers 403 'Forbidden' to another business's owner and changes nothing", async () => {
    const before = await snapshot(worker, ['login_attempts'])
    const { status, body } = await put('/api/affiliates/jps', { business_name: 'Hijacked' }, other)
    expect(status).toBe(403)
    expect(body.error).toBe('Forbidden')
    expect(await snapshot(worker, ['login_attempts'])).toEqual(before)
  })

  it('lets an admin edit any business, and never changes the slug', async () => {
    const { status, body } = await put(
      '/api/affiliates/abc',
      { business_name: 'ABC Auto Spa & Detail', slug: 'stolen' },
      admin,
    )
    expect(status).toBe(200)
    expect(body.affiliate).toMatchObject({ business_name: 'ABC Auto Spa & Detail', slug: 'abc' })
  })

  it('keeps every field when many partial saves of different fields run at once', async () => {
    const fields = {
      first_name: 'Jon',
      last_name: 'Parker-Smith',
      personal_phone: '6025551001',
      personal_email: 'jon@personal.test',
      business_email: 'hello@jps.test',
      business_start_date: '2015-06-01',
      website_url: 'https://jps.example',
      facebook_url: 'https://facebook.com/jps2',
      youtube_url: 'https://youtube.com/@jps2',
      tiktok_url: 'https://tiktok.com/@jps2',
      instagram_url: 'https://instagram.com/jps2',
    }
    const results = await Promise.all(
      Object.entries(fields).map(([k, v]) => put('/api/affiliates/jps', { [k]: v }, owner)),
    )
    expect(results.map((r) => r.status)).toEqual(Object.keys(fields).map(() => 200))
    const { body } = await get('/api/affiliates/jps', bearer(owner))
    expect(body.affiliate).toMatchObject(fields)
  })

  it('answers 415 to a form-encoded body and 400 to malformed JSON', async () => {
    const form = await worker.fetch('/api/affiliates/jps', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...bearer(owner) },
      body: 'first_name=x',
    })
    expect(form.status).toBe(415)
    const broken = await worker.fetch('/api/affiliates/jps', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...bearer(owner) },
      body: '{"first_name":',
    })
    expect(broken.status).toBe(400)
  })
})

describe('GET /api/affiliates/lookup', () => {
  it('finds businesses serving a city and state, primary first', async () => {
    const { status, body } = await get('/api/affiliates/lookup?city=Tempe&state=AZ')
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, slugs: ['jps', 'abc'], count: 2 })
    const phoenix = await get('/api/affiliates/lookup?city=phoenix&state=az')
    expect(phoenix.body.slugs).toEqual(['jps'])
  })

  it('resolves a ZIP code alone to its city', async () => {
    const { status, body } = await get('/api/affiliates/lookup?zip=89101')
    expect(status).toBe(200)
    expect(body.slugs).toEqual(['jps'])
    expect((await get('/api/affiliates/lookup?zip=75201-1234')).body.slugs).toEqual(['abc'])
  })

  it('answers 404 with an empty list where nobody serves the area', async () => {
    const { status, body } = await get('/api/affiliates/lookup?city=Boise&state=ID')
    expect(status).toBe(404)
    expect(body).toMatchObject({ slugs: [], count: 0 })
    expect(body.error).toBe(
      "Sorry, we don't currently serve this area. Please contact us for more information.",
    )
  })

  it('never offers pending or rejected businesses', async () => {
    await worker.db
      .prepare("UPDATE affiliates SET status = 'rejected' WHERE slug = 'fresh-start'")
      .run()
    expect((await get('/api/affiliates/lookup?city=Reno&state=NV')).status).toBe(404)
    await worker.db
      .prepare("UPDATE affiliates SET status = 'approved' WHERE slug = 'fresh-start'")
      .run()
  })

  it.each([
    ['', 400],
    ['?city=Phoenix', 400],
    ['?zip=00000', 400],
    ['?zip=8500', 400],
    ['?city=Phoenix&state=Arizona', 400],
  ])('answers 400 for %j', async (query, status) => {
    expect((await get(`/api/affiliates/lookup${query}`)).status).toBe(status)
  })
})
