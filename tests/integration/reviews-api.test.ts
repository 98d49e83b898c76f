import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb } from '~/server/db.server'
import { getReviewStats, listReviews } from '~/server/reviews.server'
import { snapshot } from '../support/db'
import { bearer, count, loginAs, type LoginResult, postJson } from '../support/http'
import {
  type AvatarJson,
  avatarForm,
  bucketKeys,
  type ErrorJson,
  type ListJson,
  reviewIdOf,
  type SeedJson,
  tinyPng,
  uploadAvatar,
  vote,
  type VoteJson,
} from '../support/reviews'
import { startWorker, type TestWorker } from '../support/worker'
import { inDays } from '../support/days'

let worker: TestWorker
let admin: LoginResult
let customer: LoginResult
let owner: LoginResult
beforeAll(async () => {
  worker = await startWorker()
  admin = await loginAs(worker, 'admin@demo.test')
  customer = await loginAs(worker, 'customer@demo.test')
  owner = await loginAs(worker, 'jps@demo.test')
})
afterAll(() => worker.dispose())

const list = (query = '', headers: Record<string, string> = {}) =>
  worker.fetch(`/api/reviews${query}`, { headers })

async function listJson(query = '', headers: Record<string, string> = {}): Promise<ListJson> {
  const response = await list(query, headers)
  expect(response.status).toBe(200)
  return response.json<ListJson>()
}

const REVIEW_FIELDS = [
  'affiliate_id',
  'business_name',
  'business_slug',
  'content',
  'created_at',
  'customerName',
  'helpful_votes',
  'hold_reason',
  'id',
  'is_featured',
  'is_verified',
  'photos',
  'profileImage',
  'published_at',
  'rating',
  'reply',
  'reply_at',
  'reviewText',
  'review_source',
  'reviewer_avatar_url',
  'reviewer_name',
  'reviewer_url',
  'service_category',
  'service_date',
  'status',
  'title',
  'total_votes',
  'type',
]

const PUBLIC_COUNT = 17 // approved seed reviews (db/seed/data.ts)

describe('GET /api/reviews', () => {
  it('answers success, data (reviews) and pagination (offset, limit, hasMore) with every §3 review field', async () => {
    const response = await list()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const body = await response.json<ListJson>()
    expect(Object.keys(body).sort()).toEqual(['data', 'pagination', 'success'])
    expect(body.success).toBe(true)
    expect(body.pagination).toEqual({ offset: 0, limit: 50, total: PUBLIC_COUNT, hasMore: false })
    expect(body.data).toHaveLength(PUBLIC_COUNT)
    for (const review of body.data) expect(Object.keys(review).sort()).toEqual(REVIEW_FIELDS)

    const sarah = body.data.find((r) => r.reviewer_name === 'Sarah Mitchell')
    expect(sarah).toEqual({
      id: await reviewIdOf(worker, 'Sarah Mitchell'),
      type: 'mdh',
      status: 'approved',
      affiliate_id: null,
      reviewer_name: 'Sarah Mitchell',
      customerName: 'Sarah Mitchell',
      reviewer_avatar_url: null,
      profileImage: null,
      rating: 5,
      content: expect.stringContaining('typed in my city'),
      reviewText: sarah?.content,
      title: 'Found a great detailer in minutes',
      service_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      published_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      created_at: expect.any(String),
      // Copied from Google, not tied to a job here: never Verified, and it links to its source.
      is_verified: false,
      is_featured: true,
      helpful_votes: 12,
      total_votes: 13,
      service_category: 'car',
      business_name: null,
      business_slug: null,
      review_source: 'google',
      reviewer_url: expect.stringMatching(/^https:\/\/www\.google\.com\//),
      reply: null,
      reply_at: null,
      photos: [],
      hold_reason: null,
    })
  })

  it('names the business of affiliate reviews (business_name, business_slug)', async () => {
    const body = await listJson('?type=affiliate&business_slug=jps')
    expect(body.data).toHaveLength(
      await count(worker, 'SELECT count(*) AS n FROM reviews WHERE affiliate_id = 1'),
    )
    for (const review of body.data) {
      expect(review).toMatchObject({
        type: 'affiliate',
        affiliate_id: 1,
        business_name: "JP's Mobile Detailing",
        business_slug: 'jps',
      })
    }
  })

  it('shows imported reviews with their source and unknown sources as unknown', async () => {
    await worker.db
      .prepare(
        "UPDATE reviews SET review_source = 'tripadvisor' WHERE reviewer_name = 'Omar Haddad'",
      )
      .run()
    const body = await listJson()
    const source = (name: string) => body.data.find((r) => r.reviewer_name === name)?.review_source
    expect(source('Natalie Brooks')).toBe('imported')
    expect(source('Omar Haddad')).toBe('unknown')
    await worker.db
      .prepare("UPDATE reviews SET review_source = 'yelp' WHERE reviewer_name = 'Omar Haddad'")
      .run()
  })

  it('sorts featured first, then rating descending, then newest', async () => {
    const { data } = await listJson()
    for (let i = 1; i < data.length; i++) {
      const [a, b] = [data[i - 1], data[i]]
      if (!a || !b) continue
      const key = (r: typeof a) => [Number(r.is_featured), r.rating, Date.parse(r.published_at)]
      const [ka, kb] = [key(a), key(b)]
      const firstDifference = ka.findIndex((v, j) => v !== kb[j])
      if (firstDifference >= 0)
        expect(ka[firstDifference]).toBeGreaterThan(kb[firstDifference] ?? 0)
    }
    expect(data[0]?.is_featured).toBe(true)
    expect(data.at(-1)?.is_featured).toBe(false)
  })

  it('filters by type, business_slug, affiliate_id, featured_only and verified_only', async () => {
    const cases: [string, string][] = [
      ['?type=mdh', "type = 'mdh'"],
      ['?type=affiliate', "type = 'affiliate'"],
      ['?affiliate_id=2', 'affiliate_id = 2'],
      ['?business_slug=abc&type=affiliate', 'affiliate_id = 2'],
      ['?featured_only=true', 'is_featured = 1'],
      ['?featured_only=0', '1 = 1'],
      ['?verified_only=1', 'is_verified = 1'],
      ['?featured_only=1&verified_only=true', 'is_featured = 1 AND is_verified = 1'],
      ['?type=affiliate&affiliate_id=1&status=approved&limit=100', 'affiliate_id = 1'],
      ['?type=mdh&status=approved&limit=100', "type = 'mdh'"],
      // Blank parameters count as not given.
      ['?type=mdh&business_slug=&featured_only=', "type = 'mdh'"],
    ]
    for (const [query, where] of cases) {
      const expected = await count(worker, `SELECT count(*) AS n FROM reviews WHERE ${where}`)
      const body = await listJson(query)
      expect({ query, n: body.data.length, total: body.pagination.total }).toEqual({
        query,
        n: expected,
        total: expected,
      })
    }
  })

  it('answers an unknown business_slug with 200 and an empty list', async () => {
    for (const slug of ['no-such-business', 'NOT A SLUG', 'api']) {
      const body = await listJson(`?business_slug=${encodeURIComponent(slug)}`)
      expect(body).toEqual({
        success: true,
        data: [],
        pagination: { offset: 0, limit: 50, total: 0, hasMore: false },
      })
    }
  })

  it('pages with limit and offset, reporting total and hasMore', async () => {
    const all = (await listJson()).data.map((r) => r.id)
    const paged: number[] = []
    let offset = 0
    for (;;) {
      const body = await listJson(`?limit=5&offset=${offset}`)
      expect(body.pagination).toEqual({
        offset,
        limit: 5,
        total: PUBLIC_COUNT,
        hasMore: offset + 5 < PUBLIC_COUNT,
      })
      paged.push(...body.data.map((r) => r.id))
      if (!body.pagination.hasMore) break
      offset += 5
    }
    expect(paged).toEqual(all)
    const beyond = await listJson('?offset=500')
    expect(beyond.data).toEqual([])
    expect(beyond.pagination).toEqual({
      offset: 500,
      limit: 50,
      total: PUBLIC_COUNT,
      hasMore: false,
    })
  })

  it("refuses bad values with 400 'Validation failed' and the field's message", async () => {
    const cases: [string, string, string][] = [
      ['?limit=0', 'limit', 'Limit must be a whole number from 1 to 100'],
      ['?limit=101', 'limit', 'Limit must be a whole number from 1 to 100'],
      ['?limit=abc', 'limit', 'Limit must be a whole number from 1 to 100'],
      ['?limit=2.5', 'limit', 'Limit must be a whole number from 1 to 100'],
      ['?offset=-1', 'offset', 'Offset must be a whole number of 0 or more'],
      ['?offset=99999999999', 'offset', 'Offset must be a whole number of 0 or more'],
      ['?type=x', 'type', 'Type must be mdh or affiliate'],
      ['?status=deleted', 'status', 'Status must be pending, approved, rejected, hidden or all'],
      ['?featured_only=yes', 'featured_only', 'featured_only must be true or false'],
      ['?verified_only=2', 'verified_only', 'verified_only must be true or false'],
      ['?affiliate_id=abc', 'affiliate_id', 'Affiliate id must be a positive whole number'],
      ['?affiliate_id=0', 'affiliate_id', 'Affiliate id must be a positive whole number'],
      [`?business_slug=${'a'.repeat(101)}`, 'business_slug', 'Business slug is too long'],
    ]
    for (const [query, field, message] of cases) {
      const response = await list(query)
      const body = await response.json<ErrorJson>()
      expect({
        query,
        status: response.status,
        error: body.error,
        field: body.errors?.[field],
      }).toEqual({ query, status: 400, error: 'Validation failed', field: message })
    }
  })

  it('never shows pending or rejected reviews, nor reviews of a business that is not approved, to the public', async () => {
    const before = await listJson()
    await worker.db.batch([
      worker.db.prepare(
        "INSERT INTO reviews (type, status, reviewer_name, rating, content, is_featured) VALUES ('mdh', 'pending', 'Pending Pat', 5, 'Awaiting moderation', 1)",
      ),
      worker.db.prepare(
        "INSERT INTO reviews (type, status, reviewer_name, rating, content) VALUES ('mdh', 'rejected', 'Rejected Rae', 1, 'Spam')",
      ),
      // Affiliate 4 is the pending application 'Shine On Wheels'.
      worker.db.prepare(
        "INSERT INTO reviews (type, affiliate_id, status, reviewer_name, rating, content) VALUES ('affiliate', 4, 'approved', 'Early Eve', 5, 'Before approval')",
      ),
    ])
    const after = await listJson()
    expect(after.data.map((r) => r.id)).toEqual(before.data.map((r) => r.id))
    expect(after.pagination.total).toBe(PUBLIC_COUNT)
    expect((await listJson('?affiliate_id=4')).data).toEqual([])

    const anonymous = await list('?status=pending')
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json<ErrorJson>()).toMatchObject({
      error: 'Authentication token required',
    })
    for (const who of [customer, owner]) {
      const denied = await list('?status=pending', bearer(who.accessToken))
      expect(denied.status).toBe(403)
      expect(await denied.json<ErrorJson>()).toMatchObject({ success: false, error: 'Forbidden' })
    }
    // An admin asking for approved reviews sees exactly what the public sees.
    expect((await listJson('', bearer(admin.accessToken))).data).toEqual(after.data)
  })

  it('lets an admin moderate by status (pending, rejected, all)', async () => {
    const pending = await listJson('?status=pending', bearer(admin.accessToken))
    expect(pending.data.map((r) => [r.reviewer_name, r.status])).toEqual([
      ['Pending Pat', 'pending'],
    ])
    const rejected = await listJson('?status=rejected', bearer(admin.accessToken))
    expect(rejected.data.map((r) => r.reviewer_name)).toEqual(['Rejected Rae'])
    const all = await listJson('?status=all&limit=100', bearer(admin.accessToken))
    expect(all.pagination.total).toBe(await count(worker, 'SELECT count(*) AS n FROM reviews'))
    const early = all.data.find((r) => r.reviewer_name === 'Early Eve')
    expect(early).toMatchObject({ business_name: 'Shine On Wheels', business_slug: null })
  })

  it('answers POST with 405 and Allow: GET', async () => {
    const response = await postJson(worker, '/api/reviews', {})
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET')
  })
})

describe('listReviews and getReviewStats (reused by the landing and booking pages)', () => {
  it('averages approved, public reviews to 1 decimal and counts them', async () => {
    const db = createDb(await worker.d1())
    const expected = async (where: string) => {
      const row = await worker.db
        .prepare(
          `SELECT avg(rating) AS average, count(*) AS n FROM reviews WHERE status = 'approved' AND (affiliate_id IS NULL OR affiliate_id IN (1, 2, 3)) AND ${where}`,
        )
        .first<{ average: number; n: number }>()
      return { average: Math.round((row?.average ?? 0) * 10) / 10, count: row?.n ?? 0 }
    }
    expect(await getReviewStats(db, { type: 'mdh' })).toEqual(await expected("type = 'mdh'"))
    expect(await getReviewStats(db, { type: 'affiliate', affiliateId: 1 })).toEqual(
      await expected('affiliate_id = 1'),
    )
    expect(await getReviewStats(db)).toEqual(await expected('1 = 1'))
    // Shine On Wheels (pending) has an approved review, but it is not public.
    expect(await getReviewStats(db, { affiliateId: 4 })).toEqual({ average: null, count: 0 })
    expect(await getReviewStats(db, { affiliateId: 3 })).toEqual({ average: null, count: 0 })

    const page = await listReviews(db, { status: 'approved', limit: 3, offset: 0, type: 'mdh' })
    expect(page.total).toBe(
      await count(
        worker,
        "SELECT count(*) AS n FROM reviews WHERE type = 'mdh' AND status = 'approved'",
      ),
    )
    expect(page.reviews.map((r) => r.is_featured)).toEqual([true, true, false])
  })
})

describe('POST /api/reviews/{id}/vote', () => {
  let id: number
  beforeAll(async () => {
    id = await reviewIdOf(worker, 'Priya Shah') // 3 helpful of 4 in the seed
  })
  const counts = () =>
    worker.db
      .prepare('SELECT helpful_votes, total_votes FROM reviews WHERE id = ?')
      .bind(id)
      .first<{ helpful_votes: number; total_votes: number }>()

  it('counts a helpful vote and keeps the new counts in D1', async () => {
    const response = await vote(worker, id, { vote_type: 'helpful' }, { ip: '198.51.100.61' })
    expect(response.status).toBe(200)
    expect(await response.json<VoteJson>()).toEqual({
      success: true,
      data: { id, helpful_votes: 4, total_votes: 5, vote_type: 'helpful' },
    })
    expect(await counts()).toEqual({ helpful_votes: 4, total_votes: 5 })
    const stored = await worker.db
      .prepare('SELECT voter_key, vote_type FROM review_votes WHERE review_id = ?')
      .bind(id)
      .all<{ voter_key: string; vote_type: string }>()
    expect(stored.results).toHaveLength(1)
    // A keyed hash of the address, never the address itself.
    expect(stored.results[0]?.voter_key).toMatch(/^a:[0-9a-f]{64}$/)
    expect(stored.results[0]?.vote_type).toBe('helpful')
    const listed = (await listJson()).data.find((r) => r.id === id)
    expect(listed).toMatchObject({ helpful_votes: 4, total_votes: 5 })
  })

  it('refuses a second vote from the same anonymous client with 409 and leaves the counts unchanged', async () => {
    const before = await snapshot(worker)
    const again = await vote(worker, id, { vote_type: 'not_helpful' }, { ip: '198.51.100.61' })
    expect(again.status).toBe(409)
    expect(await again.json<ErrorJson>()).toMatchObject({
      success: false,
      error: 'You have already voted on this review',
      message: 'You have already voted on this review',
    })
    expect(await snapshot(worker)).toEqual(before)
  })

  it('lets a different client vote', async () => {
    const response = await vote(worker, id, { vote_type: 'not_helpful' }, { ip: '198.51.100.62' })
    expect(response.status).toBe(200)
    expect((await response.json<VoteJson>()).data).toEqual({
      id,
      helpful_votes: 4,
      total_votes: 6,
      vote_type: 'not_helpful',
    })
    expect(await counts()).toEqual({ helpful_votes: 4, total_votes: 6 })
  })

  it("keys a signed-in user's vote by user: from two addresses it counts once", async () => {
    const first = await vote(
      worker,
      id,
      { vote_type: 'helpful' },
      {
        ip: '198.51.100.63',
        token: customer.accessToken,
      },
    )
    expect(first.status).toBe(200)
    const before = await snapshot(worker)
    const second = await vote(
      worker,
      id,
      { vote_type: 'helpful' },
      {
        ip: '198.51.100.64',
        token: customer.accessToken,
      },
    )
    expect(second.status).toBe(409)
    expect(await snapshot(worker)).toEqual(before)
    expect(
      await count(
        worker,
        `SELECT count(*) AS n FROM review_votes WHERE review_id = ${id} AND voter_key = 'u:${customer.user.id}'`,
      ),
    ).toBe(1)
    expect(await counts()).toEqual({ helpful_votes: 5, total_votes: 7 })
  })

  it('ignores user_ip in the body', async () => {
    const target = await reviewIdOf(worker, 'Ben Carter')
    const body = { vote_type: 'helpful', user_ip: '127.0.0.1' }
    expect((await vote(worker, target, body, { ip: '198.51.100.71' })).status).toBe(200)
    // Same user_ip, another client: a different voter.
    expect((await vote(worker, target, body, { ip: '198.51.100.72' })).status).toBe(200)
    // Same client, another user_ip: still the same voter.
    const spoofed = await vote(
      worker,
      target,
      { vote_type: 'helpful', user_ip: '10.9.8.7' },
      { ip: '198.51.100.71' },
    )
    expect(spoofed.status).toBe(409)
    const keys = await worker.db
      .prepare('SELECT voter_key FROM review_votes WHERE review_id = ?')
      .bind(target)
      .all<{ voter_key: string }>()
    expect(keys.results.some((k) => k.voter_key.includes('127.0.0.1'))).toBe(false)
  })

  it("answers 404 'Review not found' for unknown, malformed and non-approved reviews", async () => {
    const pending = await reviewIdOf(worker, 'Pending Pat')
    const hidden = await reviewIdOf(worker, 'Early Eve')
    const before = await snapshot(worker)
    for (const target of ['999999', 'abc', '0', '-1', '1e3', String(pending), String(hidden)]) {
      const response = await vote(worker, target, { vote_type: 'helpful' })
      expect({ target, status: response.status }).toEqual({ target, status: 404 })
      expect(await response.json<ErrorJson>()).toMatchObject({ error: 'Review not found' })
    }
    expect(await snapshot(worker)).toEqual(before)
  })

  it("answers an expired or forged bearer token with 401 'Invalid or expired token'", async () => {
    const before = await snapshot(worker)
    const response = await vote(worker, id, { vote_type: 'helpful' }, { token: 'not.a.jwt' })
    expect(response.status).toBe(401)
    expect(await response.json<ErrorJson>()).toMatchObject({ error: 'Invalid or expired token' })
    expect(await snapshot(worker)).toEqual(before)
  })

  it('answers GET with 405 and Allow: POST', async () => {
    const response = await worker.fetch(`/api/reviews/${id}/vote`)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })
})

const seed = (reviews: unknown, token = admin.accessToken) =>
  postJson(worker, '/api/admin/seed-reviews', { reviews }, bearer(token))

const validSeed = { name: 'Jordan Reyes', title: 'Spotless', content: 'Great work on my sedan.' }

const row = (id: number | undefined) =>
  worker.db
    .prepare('SELECT * FROM reviews WHERE id = ?')
    .bind(id ?? 0)
    .first<Record<string, string | number | null>>()

/** Within a minute of `daysAgo` days before now. */
function expectDaysAgo(iso: unknown, daysAgo: number) {
  const expected = Date.now() - daysAgo * 86_400_000
  expect(Math.abs(Date.parse(String(iso)) - expected)).toBeLessThan(60_000)
}

describe('POST /api/admin/seed-reviews', () => {
  it('creates approved reviews with the chosen dates, business, source and category', async () => {
    const response = await seed([
      {
        ...validSeed,
        daysAgo: 3,
        source: 'google',
        serviceCategory: 'car',
        reviewerUrl: 'https://maps.app.goo.gl/abc123',
      },
      {
        name: 'Avery Stone',
        stars: 4,
        title: 'Boat looks new',
        content: 'Oxidation gone.',
        type: 'affiliate',
        businessSlug: 'jps',
        source: 'yelp',
        daysAgo: 5,
        weeksAgo: 2,
        serviceCategory: 'boat',
        reviewerUrl: 'https://www.yelp.com/user_details?userid=abc',
      },
      {
        name: 'Sam Ortiz',
        stars: '3',
        title: 'Good value',
        content: 'Ceramic holding up.',
        type: 'affiliate',
        businessSlug: 'abc',
        weeksAgo: 4,
        specificDate: '2025-03-14',
        serviceCategory: 'ceramic',
      },
    ])
    expect(response.status).toBe(201)
    const body = await response.json<SeedJson>()
    expect(body).toMatchObject({ success: true, count: 3, errorDetails: [] })
    expect(body.reviewIds).toHaveLength(3)

    const [mdh, jps, abc] = await Promise.all(body.reviewIds.map(row))
    expect(mdh).toMatchObject({
      type: 'mdh',
      affiliate_id: null,
      status: 'approved',
      reviewer_name: 'Jordan Reyes',
      rating: 5, // default stars
      title: 'Spotless',
      review_source: 'google',
      service_category: 'car',
      reviewer_url: 'https://maps.app.goo.gl/abc123',
    })
    expectDaysAgo(mdh?.published_at, 3)
    expect(mdh?.service_date).toBe(String(mdh?.published_at).slice(0, 10))

    expect(jps).toMatchObject({
      type: 'affiliate',
      affiliate_id: 1,
      rating: 4,
      review_source: 'yelp',
      service_category: 'boat',
      reviewer_url: 'https://www.yelp.com/user_details?userid=abc',
    })
    expectDaysAgo(jps?.published_at, 14) // weeks ago wins over days ago

    expect(abc).toMatchObject({
      affiliate_id: 2,
      rating: 3,
      review_source: 'website', // default source
      service_date: '2025-03-14', // a specific date wins
      published_at: '2025-03-14T12:00:00.000Z',
    })

    const shown = await listJson('?business_slug=jps&limit=100')
    expect(shown.data.find((r) => r.id === body.reviewIds[1])).toMatchObject({
      reviewer_name: 'Avery Stone',
      business_name: "JP's Mobile Detailing",
    })
  })

  it('stores the platform category none as no category and ignores a business on mdh reviews', async () => {
    const response = await seed([{ ...validSeed, serviceCategory: 'none', businessSlug: 'jps' }])
    expect(response.status).toBe(201)
    const [id] = (await response.json<SeedJson>()).reviewIds
    expect(await row(id)).toMatchObject({ type: 'mdh', affiliate_id: null, service_category: null })
  })

  it('inserts the valid reviews and reports the invalid ones by index in errorDetails', async () => {
    const before = await count(worker, 'SELECT count(*) AS n FROM reviews')
    const response = await seed([validSeed, { ...validSeed, title: ' ' }, validSeed])
    expect(response.status).toBe(201)
    const body = await response.json<SeedJson>()
    expect(body.count).toBe(2)
    expect(body.errorDetails).toEqual([
      {
        index: 1,
        error: 'Please fill in all required fields',
        errors: { title: 'Please fill in all required fields' },
      },
    ])
    expect(await count(worker, 'SELECT count(*) AS n FROM reviews')).toBe(before + 2)
  })

  it("refuses a review missing its name, title or content with 'Please fill in all required fields'", async () => {
    const before = await snapshot(worker)
    const response = await seed([{ name: '', content: '   ' }])
    expect(response.status).toBe(400)
    const body = await response.json<SeedJson>()
    expect(body).toMatchObject({
      success: false,
      error: 'Validation failed',
      message: 'Please fill in all required fields',
      count: 0,
      reviewIds: [],
      errors: {
        name: 'Please fill in all required fields',
        title: 'Please fill in all required fields',
        content: 'Please fill in all required fields',
      },
    })
    expect(body.errorDetails).toHaveLength(1)
    expect(await snapshot(worker)).toEqual(before)
  })

  it("refuses an affiliate review without a business with 'Please select a business for affiliate reviews'", async () => {
    const before = await snapshot(worker)
    for (const businessSlug of [undefined, '', null]) {
      const response = await seed([{ ...validSeed, type: 'affiliate', businessSlug }])
      expect(response.status).toBe(400)
      expect(await response.json<SeedJson>()).toMatchObject({
        message: 'Please select a business for affiliate reviews',
        errors: { businessSlug: 'Please select a business for affiliate reviews' },
      })
    }
    expect(await snapshot(worker)).toEqual(before)
  })

  it("refuses an unknown or unapproved business with 'Affiliate not found'", async () => {
    await worker.db
      .prepare(
        "INSERT INTO affiliates (slug, status, business_name, owner, email, base_city, base_state) VALUES ('gone-dark', 'rejected', 'Gone Dark', 'G D', 'g@d.test', 'Austin', 'TX')",
      )
      .run()
    const before = await snapshot(worker)
    for (const businessSlug of ['no-such-business', 'gone-dark']) {
      const response = await seed([{ ...validSeed, type: 'affiliate', businessSlug }])
      expect(response.status).toBe(400)
      expect(await response.json<SeedJson>()).toMatchObject({
        message: 'Affiliate not found',
        errorDetails: [{ index: 0, errors: { businessSlug: 'Affiliate not found' } }],
      })
    }
    expect(await snapshot(worker)).toEqual(before)
  })

  it('refuses out-of-range stars, days and weeks, future or invalid dates, and unknown types, sources, categories and URLs', async () => {
    const future = inDays(3)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ stars: 0 }, 'stars', 'Star rating must be a whole number from 1 to 5'],
      [{ stars: 6 }, 'stars', 'Star rating must be a whole number from 1 to 5'],
      [{ stars: 4.5 }, 'stars', 'Star rating must be a whole number from 1 to 5'],
      [{ stars: 'five' }, 'stars', 'Star rating must be a whole number from 1 to 5'],
      [{ daysAgo: 7 }, 'daysAgo', 'Days ago must be a whole number from 0 to 6'],
      [{ daysAgo: -1 }, 'daysAgo', 'Days ago must be a whole number from 0 to 6'],
      [{ weeksAgo: 53 }, 'weeksAgo', 'Weeks ago must be a whole number from 0 to 52'],
      [{ specificDate: future }, 'specificDate', 'Review date cannot be in the future'],
      [{ specificDate: '2025-02-30' }, 'specificDate', 'Please enter a valid date (YYYY-MM-DD)'],
      [{ specificDate: '14/03/2025' }, 'specificDate', 'Please enter a valid date (YYYY-MM-DD)'],
      [{ type: 'partner' }, 'type', 'Review type must be mdh or affiliate'],
      [
        { source: 'tripadvisor' },
        'source',
        'Review source must be website, google, yelp or facebook',
      ],
      [
        { serviceCategory: 'plane' },
        'serviceCategory',
        'Service category must be none, car, truck, boat, rv, motorcycle or ceramic',
      ],
      [
        { reviewerUrl: 'javascript:alert(1)' },
        'reviewerUrl',
        'Please enter a valid URL (must start with http:// or https://)',
      ],
      [
        { reviewerUrl: 'www.example.com' },
        'reviewerUrl',
        'Please enter a valid URL (must start with http:// or https://)',
      ],
      [
        { source: 'google' },
        'reviewerUrl',
        'A review from Google needs the link to the original review',
      ],
      [
        { source: 'yelp', reviewerUrl: 'https://www.google.com/maps/place/x' },
        'reviewerUrl',
        'The link must lead to the original review on Yelp',
      ],
      [
        { source: 'facebook', reviewerUrl: 'https://facebook.com.evil.test/r/1' },
        'reviewerUrl',
        'The link must lead to the original review on Facebook',
      ],
      [{ name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
      [{ title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
      [{ content: 'x'.repeat(5001) }, 'content', 'Review text must be at most 5000 characters'],
      [{ name: 42 }, 'name', 'Name must be text'],
    ]
    const before = await snapshot(worker)
    for (const [change, field, message] of cases) {
      const response = await seed([{ ...validSeed, ...change }])
      const body = await response.json<SeedJson>()
      expect({
        change,
        status: response.status,
        message: body.message,
        field: body.errors?.[field],
      }).toEqual({ change, status: 400, message, field: message })
    }
    expect(await snapshot(worker)).toEqual(before)
  })

  it("refuses a request without 1 to 20 reviews with 400 'Validation failed'", async () => {
    const before = await snapshot(worker)
    const message = 'Reviews must be a list of 1 to 20 reviews'
    for (const reviews of [
      undefined,
      [],
      'x',
      validSeed,
      Array.from({ length: 21 }, () => validSeed),
    ]) {
      const response = await seed(reviews)
      expect(response.status).toBe(400)
      expect(await response.json<ErrorJson>()).toMatchObject({
        error: 'Validation failed',
        errors: { reviews: message },
      })
    }
    expect(await snapshot(worker)).toEqual(before)
  })

  it('is for admins only: 401 without a token, 403 for customers and affiliates', async () => {
    const before = await snapshot(worker)
    const anonymous = await postJson(worker, '/api/admin/seed-reviews', { reviews: [validSeed] })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json<ErrorJson>()).toMatchObject({
      error: 'Authentication token required',
    })
    for (const who of [customer, owner]) {
      const denied = await seed([validSeed], who.accessToken)
      expect(denied.status).toBe(403)
      expect(await denied.json<ErrorJson>()).toMatchObject({ error: 'Forbidden' })
    }
    expect(await snapshot(worker)).toEqual(before)
  })
})

describe('POST /api/avatar/upload', () => {
  let reviewId: number
  beforeAll(async () => {
    reviewId = await reviewIdOf(worker, 'Marcus Hill')
  })
  const png = () => ({ bytes: tinyPng(), name: 'marcus.png', type: 'image/png' })

  /** Every refusal: the status, a clear message, and nothing written to D1 or R2. */
  async function expectRefused(
    form: FormData | { body: string; contentType: string },
    status: number,
    message: string,
    token: string | undefined = admin.accessToken,
  ) {
    const [rows, objects] = [await snapshot(worker), await bucketKeys(worker)]
    const response =
      form instanceof FormData
        ? await uploadAvatar(worker, form, token)
        : await worker.fetch('/api/avatar/upload', {
            method: 'POST',
            headers: { 'Content-Type': form.contentType, ...(token ? bearer(token) : {}) },
            body: form.body,
          })
    const body = await response.json<ErrorJson>()
    expect({ status: response.status, error: body.error }).toEqual({ status, error: message })
    expect(await snapshot(worker)).toEqual(rows)
    expect(await bucketKeys(worker)).toEqual(objects)
  }

  it('stores a real PNG in R2, sets reviewer_avatar_url and serves it as image/png', async () => {
    const form = avatarForm({
      avatar: png(),
      reviewId: String(reviewId),
      reviewerName: 'Marcus Hill',
    })
    const response = await uploadAvatar(worker, form, admin.accessToken)
    expect(response.status).toBe(201)
    const body = await response.json<AvatarJson>()
    expect(body).toEqual({
      success: true,
      avatarUrl: expect.stringMatching(/^\/uploads\/avatar\/[0-9a-f-]{36}\.png$/),
      reviewId,
    })
    const key = body.avatarUrl.replace('/uploads/', '')
    const object = await worker.bucket.get(key)
    expect(object?.httpMetadata?.contentType).toBe('image/png')
    expect(new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(tinyPng())

    expect(await row(reviewId)).toMatchObject({ reviewer_avatar_url: body.avatarUrl })
    expect(
      await count(
        worker,
        `SELECT count(*) AS n FROM uploads WHERE kind = 'avatar' AND review_id = ${reviewId} AND r2_key = '${key}'`,
      ),
    ).toBe(1)

    const served = await worker.fetch(body.avatarUrl)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(tinyPng())

    const listed = (await listJson()).data.find((r) => r.id === reviewId)
    expect(listed).toMatchObject({
      reviewer_avatar_url: body.avatarUrl,
      profileImage: body.avatarUrl,
    })
  })

  it('refuses a text file renamed .png with 400', async () => {
    const text = {
      bytes: new TextEncoder().encode('not an image'),
      name: 'me.png',
      type: 'image/png',
    }
    await expectRefused(
      avatarForm({ avatar: text, reviewId: String(reviewId) }),
      400,
      'Avatar must be a JPEG, PNG, GIF or WebP image',
    )
  })

  it("refuses a file over 5MB with 'Avatar file must be less than 5MB'", async () => {
    for (const size of [5 * 1024 * 1024 + 1, 6 * 1024 * 1024]) {
      const bytes = new Uint8Array(size)
      bytes.set(tinyPng())
      await expectRefused(
        avatarForm({
          avatar: { bytes, name: 'big.png', type: 'image/png' },
          reviewId: String(reviewId),
        }),
        413,
        'Avatar file must be less than 5MB',
      )
    }
  })

  it("answers 404 'Review not found' for an unknown reviewId", async () => {
    await expectRefused(avatarForm({ avatar: png(), reviewId: '999999' }), 404, 'Review not found')
  })

  it('refuses a missing file, a missing or malformed reviewId and a wrong content type', async () => {
    await expectRefused(avatarForm({ reviewId: String(reviewId) }), 400, 'Avatar file is required')
    const empty = { bytes: new Uint8Array(), name: 'empty.png', type: 'image/png' }
    await expectRefused(
      avatarForm({ avatar: empty, reviewId: String(reviewId) }),
      400,
      'Avatar file is required',
    )
    await expectRefused(avatarForm({ avatar: png() }), 400, 'Validation failed')
    await expectRefused(avatarForm({ avatar: png(), reviewId: 'abc' }), 400, 'Validation failed')
    await expectRefused(
      avatarForm({ avatar: png(), reviewId: String(reviewId), reviewerName: 'x'.repeat(101) }),
      400,
      'Validation failed',
    )
    await expectRefused(
      { body: JSON.stringify({ reviewId }), contentType: 'application/json' },
      415,
      'Content-Type must be multipart/form-data',
    )
    await expectRefused(
      { body: 'garbage', contentType: 'multipart/form-data; boundary=xyz' },
      400,
      'Malformed multipart body',
    )
  })

  it('is for admins only: 401 without a token, 403 for customers and affiliates', async () => {
    const form = () => avatarForm({ avatar: png(), reviewId: String(reviewId) })
    await expectRefused(form(), 401, 'Authentication token required', '')
    await expectRefused(form(), 403, 'Forbidden', customer.accessToken)
    await expectRefused(form(), 403, 'Forbidden', owner.accessToken)
  })
})

describe('bad input never writes and never answers 5xx', () => {
  const raw = (path: string, body: string, contentType: string, token = admin.accessToken) =>
    worker.fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': contentType, ...bearer(token), 'CF-Connecting-IP': '192.0.2.99' },
      body,
    })

  it('answers malformed JSON, wrong content types, wrong shapes and wrong types with a clear 4xx', async () => {
    const target = await reviewIdOf(worker, 'Linda Park')
    const votePath = `/api/reviews/${target}/vote`
    const seedPath = '/api/admin/seed-reviews'
    const cases: [string, () => Promise<Response>, number, string][] = [
      [
        'vote: malformed JSON',
        () => raw(votePath, '{"vote_type":', 'application/json'),
        400,
        'Malformed JSON body',
      ],
      [
        'vote: text/plain',
        () => raw(votePath, 'helpful', 'text/plain'),
        415,
        'Content-Type must be application/json',
      ],
      ['vote: empty body', () => raw(votePath, '', 'application/json'), 400, 'Validation failed'],
      [
        'vote: null body',
        () => raw(votePath, 'null', 'application/json'),
        400,
        'Validation failed',
      ],
      ['vote: array body', () => raw(votePath, '[]', 'application/json'), 400, 'Validation failed'],
      [
        'vote: unknown vote type',
        () => vote(worker, target, { vote_type: 'love' }),
        400,
        'Validation failed',
      ],
      [
        'vote: number vote type',
        () => vote(worker, target, { vote_type: 1 }),
        400,
        'Validation failed',
      ],
      [
        'vote: oversized vote type',
        () => vote(worker, target, { vote_type: 'h'.repeat(10_000) }),
        400,
        'Validation failed',
      ],
      [
        'vote: body over 1 MB',
        () => vote(worker, target, { vote_type: 'helpful', user_ip: 'x'.repeat(1_100_000) }),
        413,
        'Request body is too large',
      ],
      [
        'seed: malformed JSON',
        () => raw(seedPath, '{reviews: [', 'application/json'),
        400,
        'Malformed JSON body',
      ],
      [
        'seed: form-encoded',
        () => raw(seedPath, 'reviews=1', 'application/x-www-form-urlencoded'),
        415,
        'Content-Type must be application/json',
      ],
      ['seed: reviews of null', () => seed([null]), 400, 'Validation failed'],
      ['seed: reviews of strings', () => seed(['a review']), 400, 'Validation failed'],
      [
        'seed: nested objects',
        () => seed([{ name: { first: 'A' }, title: [], content: {} }]),
        400,
        'Validation failed',
      ],
    ]
    for (const [name, send, status, error] of cases) {
      const before = await snapshot(worker)
      const response = await send()
      const body = await response.json<ErrorJson>()
      expect({ name, status: response.status, error: body.error }).toEqual({ name, status, error })
      expect(body.message).toEqual(expect.any(String))
      expect(await snapshot(worker)).toEqual(before)
    }
  })

  it('answers unexpected query strings on the list without a 5xx', async () => {
    for (const query of [
      '?limit=1&limit=2',
      '?type=',
      '?business_slug=%00',
      "?business_slug=' OR 1=1 --",
      '?offset=00',
      '?unknown=1',
    ]) {
      const response = await list(query)
      expect(response.status, query).toBeLessThan(500)
      await response.arrayBuffer()
    }
  })
})
