import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dashboardAs, type DashboardPoster } from '../support/admin-dashboard'
import { startWorker, type TestWorker } from '../support/worker'

// Issue 40, decision 037: nothing a page says about reviews is untrue. No rating without reviews,
// Verified only from a completed job, a copied review says where it came from and links to it.

let worker: TestWorker
let admin: DashboardPoster
beforeAll(async () => {
  worker = await startWorker()
  admin = await dashboardAs(worker)
})
afterAll(() => worker.dispose())

const count = async (sql: string) => (await worker.db.prepare(sql).first<{ n: number }>())?.n ?? -1

describe('demo seed', () => {
  it('marks none of its reviews Verified (none comes from a job) and links every copied one', async () => {
    expect(await count('SELECT count(*) AS n FROM reviews WHERE is_verified = 1')).toBe(0)
    expect(
      await count(
        "SELECT count(*) AS n FROM reviews WHERE review_source IN ('google','yelp','facebook') AND reviewer_url IS NULL",
      ),
    ).toBe(0)
    expect(
      await count(
        "SELECT count(*) AS n FROM reviews WHERE review_source IN ('google','yelp','facebook')",
      ),
    ).toBeGreaterThan(5)
  })

  it("spells the demo tier feature 'Preparation Detail'", async () => {
    expect(
      await count("SELECT count(*) AS n FROM service_tiers WHERE features LIKE '%Preperation%'"),
    ).toBe(0)
    expect(
      await count(
        "SELECT count(*) AS n FROM service_tiers WHERE features LIKE '%Preparation Detail%'",
      ),
    ).toBeGreaterThan(0)
  })
})

describe('the database refuses Verified without a job', () => {
  it('on insert and on update', async () => {
    await expect(
      worker.db
        .prepare(
          "INSERT INTO reviews (type, status, reviewer_name, rating, content, review_source, is_verified, published_at, created_at) VALUES ('mdh', 'approved', 'Fake', 5, 'x', 'website', 1, '2026-01-01', '2026-01-01')",
        )
        .run(),
    ).rejects.toThrow(/verified review must come from a completed job/)
    const id = (await worker.db.prepare('SELECT min(id) AS n FROM reviews').first<{ n: number }>())
      ?.n
    await expect(
      worker.db.prepare('UPDATE reviews SET is_verified = 1 WHERE id = ?').bind(id).run(),
    ).rejects.toThrow(/verified review must come from a completed job/)
  })
})

describe('public pages', () => {
  it("shows 'From Google' linking to the original and no Verified tag on a copied review", async () => {
    const html = await (await worker.fetch('/jps')).text()
    expect(html).toMatch(/href="https:\/\/www\.google\.com\/maps\/search\/[^"]*"[^>]*>From Google/)
    expect(html).toContain('From Yelp')
    expect(html).not.toMatch(/>\s*Verified\s*</)
  })

  it("says 'No reviews yet' instead of a rating on the booking page of a business without reviews", async () => {
    const html = await (await worker.fetch('/fresh-start/booking')).text()
    expect(html).toContain('No reviews yet')
    expect(html).not.toMatch(/\d\.\d\/5/)
  })
})

describe('Seed Reviews form', () => {
  const base = {
    intent: 'seed',
    name: 'Robin Vale',
    title: 'Great',
    content: 'Came to my office.',
    stars: '5',
    type: 'affiliate',
    businessSlug: 'abc',
  }

  it('says what may be seeded (FTC 16 CFR 465)', async () => {
    const { html } = await admin.get('?tab=reviews')
    expect(html).toContain('Only real reviews, copied as written (FTC 16 CFR 465)')
    expect(html).toContain('Link to the original review')
  })

  it('refuses a Google review without its link, and one linking elsewhere, changing nothing', async () => {
    const before = await count('SELECT count(*) AS n FROM reviews')
    const missing = await admin.post({ ...base, source: 'google' }, '?tab=reviews')
    expect(missing.status).toBe(400)
    expect(missing.html).toContain('A review from Google needs the link to the original review')
    const elsewhere = await admin.post(
      { ...base, source: 'google', reviewerUrl: 'https://example.com/r/1' },
      '?tab=reviews',
    )
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.html).toContain('The link must lead to the original review on Google')
    expect(await count('SELECT count(*) AS n FROM reviews')).toBe(before)
  })

  it('stores a linked Google review, unverified, shown as From Google on the business site', async () => {
    const url = 'https://www.google.com/maps/reviews/data=robin-vale'
    const { status } = await admin.post(
      { ...base, source: 'google', reviewerUrl: url },
      '?tab=reviews',
    )
    expect(status).toBe(200)
    const row = await worker.db
      .prepare("SELECT is_verified, reviewer_url FROM reviews WHERE reviewer_name = 'Robin Vale'")
      .first()
    expect(row).toEqual({ is_verified: 0, reviewer_url: url })
    const html = await (await worker.fetch('/abc')).text()
    expect(html).toContain(`href="${url.replace(/&/g, '&amp;')}"`)
  })
})
