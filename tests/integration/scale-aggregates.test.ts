import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, loginAs, postJson } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// The aggregates pages read (review_stats, review_totals, review_ratings, footer_cities,
// footer_states) must always equal what counting the source rows gives, whichever statement
// changed them (decisions 015, 017 and 032).

let worker: TestWorker
let jpsToken: string
beforeAll(async () => {
  worker = await startWorker()
  jpsToken = (await loginAs(worker, 'jps@demo.test')).accessToken
})
afterAll(() => worker.dispose())

async function rows(sql: string): Promise<unknown[]> {
  return (await worker.db.prepare(sql).all()).results
}

const exec = (sql: string) => worker.db.prepare(sql).run()

/** review_stats as maintained, next to the same figures counted from reviews. */
async function reviewStats() {
  const kept = await rows(
    `SELECT type, affiliate_key, review_count, rating_sum, featured_count FROM review_stats
     WHERE review_count <> 0 OR rating_sum <> 0 OR featured_count <> 0 ORDER BY 1, 2`,
  )
  const counted = await rows(
    `SELECT type, coalesce(affiliate_id, 0) AS affiliate_key, count(*) AS review_count,
            sum(rating) AS rating_sum, sum(is_featured) AS featured_count
     FROM reviews WHERE status = 'approved' GROUP BY 1, 2 ORDER BY 1, 2`,
  )
  return { kept, counted }
}

/** review_ratings (the dashboard's rating distribution) as maintained, next to counting. */
async function reviewRatings() {
  const kept = await rows(
    `SELECT affiliate_id, rating, review_count FROM review_ratings
     WHERE review_count <> 0 ORDER BY 1, 2`,
  )
  const counted = await rows(
    `SELECT affiliate_id, rating, count(*) AS review_count FROM reviews
     WHERE status = 'approved' AND affiliate_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`,
  )
  return { kept, counted }
}

/** review_totals as maintained, next to the public reviews counted per type. */
async function reviewTotals() {
  const kept = await rows(
    `SELECT type, review_count, rating_sum, featured_count FROM review_totals
     WHERE review_count <> 0 OR rating_sum <> 0 OR featured_count <> 0 ORDER BY 1`,
  )
  const counted = await rows(
    `SELECT r.type, count(*) AS review_count, sum(r.rating) AS rating_sum,
            sum(r.is_featured) AS featured_count
     FROM reviews r LEFT JOIN affiliates a ON a.id = r.affiliate_id
     WHERE r.status = 'approved' AND (r.affiliate_id IS NULL OR a.status = 'approved')
     GROUP BY 1 ORDER BY 1`,
  )
  return { kept, counted }
}

async function footer() {
  const kept = {
    cities: await rows('SELECT state, city_key, businesses FROM footer_cities ORDER BY 1, 2'),
    states: await rows('SELECT state, cities FROM footer_states ORDER BY 1'),
  }
  const counted = {
    cities: await rows(
      `SELECT sa.state, sa.city_key, count(*) AS businesses FROM service_areas sa
       JOIN affiliates a ON a.id = sa.affiliate_id
       WHERE a.status = 'approved' AND a.live_at IS NOT NULL
       GROUP BY 1, 2 ORDER BY 1, 2`,
    ),
    states: await rows(
      `SELECT sa.state, count(DISTINCT sa.city_key) AS cities FROM service_areas sa
       JOIN affiliates a ON a.id = sa.affiliate_id
       WHERE a.status = 'approved' AND a.live_at IS NOT NULL
       GROUP BY 1 ORDER BY 1`,
    ),
  }
  return { kept, counted }
}

async function expectConsistent() {
  const r = await reviewStats()
  expect(r.kept).toEqual(r.counted)
  const d = await reviewRatings()
  expect(d.kept).toEqual(d.counted)
  const t = await reviewTotals()
  expect(t.kept).toEqual(t.counted)
  const f = await footer()
  expect(f.kept).toEqual(f.counted)
}

describe('review aggregates', () => {
  it('start equal to the seeded reviews', async () => {
    await expectConsistent()
    expect((await reviewStats()).kept.length).toBeGreaterThan(0)
  })

  it('follow inserts, rating and featured edits, status changes (hidden, pending) and deletes', async () => {
    await exec(
      `INSERT INTO reviews (type, affiliate_id, status, reviewer_name, rating, content, is_featured)
       VALUES ('affiliate', 1, 'approved', 'New One', 2, 'ok', 1),
              ('mdh', NULL, 'approved', 'Platform Fan', 5, 'great', 0),
              ('affiliate', 2, 'pending', 'Waiting', 4, 'fine', 0)`,
    )
    await expectConsistent()
    await exec(`UPDATE reviews SET rating = 5, is_featured = 0 WHERE reviewer_name = 'New One'`)
    await expectConsistent()
    await exec(`UPDATE reviews SET status = 'approved' WHERE reviewer_name = 'Waiting'`)
    await expectConsistent()
    await exec(`UPDATE reviews SET status = 'hidden' WHERE reviewer_name = 'Platform Fan'`)
    await expectConsistent()
    await exec(`UPDATE reviews SET affiliate_id = 2 WHERE reviewer_name = 'New One'`)
    await expectConsistent()
    await exec(`DELETE FROM reviews WHERE reviewer_name IN ('New One', 'Waiting')`)
    await expectConsistent()
  })

  it('give the landing page and the API the same count and average as counting', async () => {
    const api = await worker.fetch('/api/reviews?type=affiliate&business_slug=jps')
    const body: { pagination: { total: number } } = await api.json()
    const [counted] = await rows(
      `SELECT count(*) AS n FROM reviews r JOIN affiliates a ON a.id = r.affiliate_id
       WHERE a.slug = 'jps' AND r.type = 'affiliate' AND r.status = 'approved'`,
    )
    expect(body.pagination.total).toBe((counted as { n: number }).n)
  })

  it('leave out the reviews of a business that is no longer approved', async () => {
    await exec(`UPDATE affiliates SET status = 'rejected' WHERE slug = 'abc'`)
    const body: { pagination: { total: number } } = await (
      await worker.fetch('/api/reviews?type=affiliate&business_slug=abc')
    ).json()
    expect(body.pagination.total).toBe(0)
    await exec(`UPDATE affiliates SET status = 'approved' WHERE slug = 'abc'`)
    await expectConsistent()
  })
})

describe('footer aggregates', () => {
  it('follow areas added, moved and removed through the API', async () => {
    const added = await postJson(
      worker,
      '/api/affiliates/jps/service_areas',
      { city: 'Boise', state: 'ID', zip: '83702' },
      bearer(jpsToken),
    )
    expect(added.status).toBe(201)
    await expectConsistent()
    expect(await rows(`SELECT cities FROM footer_states WHERE state = 'ID'`)).toEqual([
      { cities: 1 },
    ])
    const moved = await worker.fetch('/api/affiliates/jps/service_areas/boise-id', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...bearer(jpsToken) },
      // With Helena's own ZIP: a city is checked against its ZIP (issue 37).
      body: JSON.stringify({ city: 'Helena', state: 'MT', zip: '59601' }),
    })
    expect(moved.status).toBe(200)
    await expectConsistent()
    expect(await rows(`SELECT state FROM footer_states WHERE state IN ('ID', 'MT')`)).toEqual([
      { state: 'MT' },
    ])
    const removed = await worker.fetch('/api/affiliates/jps/service_areas/helena-mt', {
      method: 'DELETE',
      headers: bearer(jpsToken),
    })
    expect(removed.status).toBe(200)
    await expectConsistent()
  })

  it('follow a business leaving and regaining approval, and its deletion', async () => {
    await exec(`UPDATE affiliates SET status = 'rejected' WHERE slug = 'abc'`)
    await expectConsistent()
    await exec(`UPDATE affiliates SET status = 'approved' WHERE slug = 'abc'`)
    await expectConsistent()
    await exec(`UPDATE service_areas SET affiliate_id = (SELECT id FROM affiliates WHERE slug = 'jps')
                WHERE id = (SELECT min(id) FROM service_areas WHERE affiliate_id =
                  (SELECT id FROM affiliates WHERE slug = 'abc') AND is_primary = 0)`)
    await expectConsistent()
    await exec(`DELETE FROM affiliates WHERE slug = 'abc'`)
    await expectConsistent()
  })

  it('count only businesses that have gone live: going live adds their cities, going back removes them', async () => {
    const jpsCities = `SELECT count(*) AS n FROM service_areas sa JOIN affiliates a ON a.id = sa.affiliate_id
                       WHERE a.slug = 'jps'`
    expect(await rows(jpsCities)).not.toEqual([{ n: 0 }])
    await exec(`UPDATE affiliates SET live_at = NULL WHERE slug = 'jps'`)
    await expectConsistent()
    const added = await postJson(
      worker,
      '/api/affiliates/jps/service_areas',
      { city: 'Boise', state: 'ID', zip: '83702' },
      bearer(jpsToken),
    )
    expect(added.status).toBe(201)
    await expectConsistent()
    // A business not yet live puts no city in the footer.
    expect(await rows(`SELECT cities FROM footer_states WHERE state = 'ID'`)).toEqual([])
    await exec(`UPDATE affiliates SET live_at = '2026-11-26T00:00:00.000Z' WHERE slug = 'jps'`)
    await expectConsistent()
    expect(await rows(`SELECT cities FROM footer_states WHERE state = 'ID'`)).toEqual([
      { cities: 1 },
    ])
  })
})
