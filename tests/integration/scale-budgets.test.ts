import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LARGE_TENANT_SLUG, ownDomainSlug } from '../../scripts/bench/large-db'
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core'
import { AFFILIATE_PATHS, BUSINESSES_PER_SITEMAP } from '~/server/sitemap.server'
import { UNSETTLED_HOSTNAME } from '../../db/schema'
import {
  appScriptsGzipped,
  d1Use,
  pageScriptsGzipped,
  queryPlan,
  rowsRead,
  startLargeWorker,
  TEST_SCALE,
} from '../support/scale'
import { repoRoot } from '../support/paths'
import { type TestWorker } from '../support/worker'

// Flat cost on a large marketplace (decision 015): every hot query uses an index for its filter
// and its order, pages make a fixed number of D1 round trips, and page weight does not grow with
// the number of detailers, areas or reviews.

let worker: TestWorker
beforeAll(async () => {
  worker = await startLargeWorker()
}, 180_000)
afterAll(() => worker.dispose())

const HOT = [
  '/',
  '/jps',
  `/${LARGE_TENANT_SLUG}`,
  '/jps/booking',
  `/${LARGE_TENANT_SLUG}/booking`,
  '/booking',
  '/service/ceramic-coating',
  '/api/reviews?type=mdh&limit=50',
  '/api/reviews?type=affiliate&business_slug=jps',
  `/api/reviews?type=affiliate&business_slug=${LARGE_TENANT_SLUG}`,
  '/api/reviews',
  '/api/service_areas/footer/AZ',
  '/sitemap.xml',
  '/sitemaps/businesses-1.xml',
  '/api/affiliates/lookup?city=Phoenix&state=AZ',
  '/api/places/suggest?q=Phoe',
]

// Tables that grow with the marketplace: reading one whole is what must not happen per request,
// and neither is walking every approved business by the status index (nearly all of them are).
const BIG =
  /^SCAN (reviews|service_areas|affiliates|services|service_tiers|us_zip_codes|review_votes|users)\b|^SEARCH \w+ USING (COVERING )?INDEX affiliates_status_idx \(status=\?\)$/

// Sorts that stay small whatever the marketplace's size, with the reason.
const BOUNDED_SORTS: Record<string, string> = {
  // The businesses serving one city, primary first: the answer itself.
  '/api/affiliates/lookup?city=Phoenix&state=AZ': 'one city',
  // The fixed ZIP reference table, ranked for at most a handful of suggestions.
  '/api/places/suggest?q=Phoe': 'reference data',
}

describe('query plans of every statement on the hot paths', () => {
  it.each(HOT)('%s: no scan of a big table and no temporary sort', async (path) => {
    const sortsAllowed = path in BOUNDED_SORTS
    const response = await worker.fetch(path)
    expect(response.status).toBe(200)
    const { queries } = d1Use(response)
    expect(queries.length).toBeGreaterThan(0)
    const failures: { sql: string; bad: string[] }[] = []
    for (const sql of queries) {
      const plan = await queryPlan(worker, sql)
      const bad = plan.filter(
        (line) => BIG.test(line) || (!sortsAllowed && line.includes('TEMP B-TREE')),
      )
      if (bad.length > 0) failures.push({ sql, bad })
    }
    expect(failures).toEqual([])
  })
})

// The root loader's and the page's reads, and the tenant lookup, go to D1 as one batch
// (d1-coalesce, decision 017); a change that needs more must say why here.
const ROUND_TRIPS: Record<string, number> = {
  '/': 1,
  '/jps': 1,
  [`/${LARGE_TENANT_SLUG}`]: 1,
  '/jps/booking': 1,
  [`/${LARGE_TENANT_SLUG}/booking`]: 1,
  '/booking': 1,
}

describe('budgets', () => {
  it.each(Object.entries(ROUND_TRIPS))(
    '%s renders in at most %i D1 round trips, whatever the size of the marketplace',
    async (path, budget) => {
      const { roundTrips, statements } = d1Use(await worker.fetch(path))
      expect(roundTrips).toBeLessThanOrEqual(budget)
      expect(statements).toBeLessThanOrEqual(12)
    },
  )

  it.each(['/', '/jps', `/${LARGE_TENANT_SLUG}`])(
    '%s stays under 160 KB of HTML on the large database',
    async (path) => {
      const html = await (await worker.fetch(path)).text()
      expect(html.length).toBeLessThan(160 * 1024)
    },
  )

  it('keeps the platform footer to states and counts: no city list in the page', async () => {
    const html = await (await worker.fetch('/')).text()
    expect(html).toContain('aria-label="States we serve"')
    expect(html).not.toContain('href="/detailer-')
  })

  // Every module script and preload the page loads, gzipped at level 9. Today's figures (KiB):
  // / 99.7, /jps 99.4, /jps/booking 100.4; a change that grows them must shrink something else.
  it.each([
    ['/', 102],
    ['/jps', 102],
    ['/jps/booking', 103],
  ])('%s loads at most %i KiB of JavaScript, gzipped', async (path, budget) => {
    const { bytes } = pageScriptsGzipped(await (await worker.fetch(path)).text())
    expect(bytes).toBeGreaterThan(50 * 1024)
    expect(bytes).toBeLessThanOrEqual(budget * 1024)
  })

  // The app's own JavaScript, above React, ReactDOM and Remix (about 82 KiB of the above): issue 25
  // asks at most 20 KiB per page. Today's figures (KiB): / 17.7, /jps 17.5, /jps/booking 18.5,
  // /service/ceramic-coating 16.5. Below-the-fold parts (footer, reviews, FAQ, booking summary and
  // extras) and the user menu load as hydration reaches them (decision 025), so they are not here.
  it.each([
    ['/', 20],
    ['/jps', 20],
    ['/jps/booking', 20],
    ['/service/ceramic-coating', 20],
  ])(
    '%s loads at most %i KiB of its own JavaScript above the framework, gzipped',
    async (path, budget) => {
      const { bytes, files } = appScriptsGzipped(await (await worker.fetch(path)).text())
      expect(files.length).toBeGreaterThan(3)
      expect(bytes).toBeLessThanOrEqual(budget * 1024)
    },
  )

  it.each([
    ['/', ['<footer', 'id="reviews"', 'id="faq"'], ['SiteFooter', 'ReviewsSection', 'LandingFaq']],
    [
      '/jps/booking',
      ['<footer', 'id="difference-heading"', 'id="booking-faq-heading"'],
      ['SiteFooter', 'BookingExtras', 'BookingSummary'],
    ],
  ])(
    '%s renders its below-the-fold parts into the first HTML while their code stays off the first load',
    async (path, parts, chunks) => {
      const html = await (await worker.fetch(path)).text()
      for (const part of parts) expect(html).toContain(part)
      const built = readdirSync(join(repoRoot, 'build', 'client', 'assets'))
      const { files } = pageScriptsGzipped(html)
      for (const chunk of chunks) {
        // The part's code is a chunk of its own, and the page does not load it up front.
        expect(built.filter((file) => file.startsWith(`${chunk}-`))).toHaveLength(1)
        expect(files.filter((file) => file.startsWith(`/assets/${chunk}-`))).toEqual([])
      }
    },
  )

  it('splits the marketplace sitemap into files of at most 50,000 URLs', async () => {
    const index = await (await worker.fetch('/sitemap.xml')).text()
    expect(index).toContain('<sitemapindex')
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? '').pathname,
    )
    expect(files).toContain('/sitemaps/platform.xml')
    let urls = 0
    for (const file of files) {
      const xml = await (await worker.fetch(file)).text()
      const count = xml.split('<url>').length - 1
      expect(count).toBeLessThanOrEqual(50_000)
      urls += count
    }
    // Every generated business's pages are listed once across the files, but for the businesses
    // served on their own domains (listed in their own hosts' sitemaps).
    const listed = TEST_SCALE.detailers - TEST_SCALE.ownDomains
    expect(urls).toBeGreaterThanOrEqual(listed * AFFILIATE_PATHS.length)
  })
})

// Rows SQLite reads for a request (D1's rows_read, what D1 bills), asked a second time so the
// precomputed answers are warm. On 1,000 detailers, 10,000 areas and 100,000 reviews, a read that
// grows with the marketplace shows up in the thousands; today's largest is about 270 (/booking).
const ROWS_READ = 400
// Answers whose content is a page of businesses, by design.
const CONTENT_ROWS: Record<string, number> = {
  '/sitemaps/businesses-1.xml': BUSINESSES_PER_SITEMAP * 2,
}

describe('rows read per request', () => {
  it.each(HOT)('%s reads a bounded number of rows', async (path) => {
    await worker.fetch(path)
    const { runs } = d1Use(await worker.fetch(path))
    expect(runs.length).toBeGreaterThan(0)
    expect(await rowsRead(worker, runs)).toBeLessThanOrEqual(CONTENT_ROWS[path] ?? ROWS_READ)
  })
})

// Own domains at scale (issue 43): a business's own hostnames are read by the index led by the
// business, so its lookups (its canonical host, the sitemap's exclusion, its site on its domain)
// read its own rows, however many other businesses serve their sites on their own domains.
const OWN_DOMAIN_SLUG = ownDomainSlug(TEST_SCALE)
// [path, host]: the marketplace's pages, then a business's site on its own domain.
const OWN_DOMAIN_CASES: [string, string | undefined][] = [
  ['/sitemaps/businesses-1.xml', undefined],
  ['/jps', undefined],
  [`/${OWN_DOMAIN_SLUG}`, undefined],
  [`/${OWN_DOMAIN_SLUG}/booking`, undefined],
  ['/', `www.${OWN_DOMAIN_SLUG}.test`],
]

async function readsOf(path: string, host?: string) {
  const response = await worker.fetch(path, { host })
  expect(response.status).toBe(200)
  const { runs, queries } = d1Use(response)
  return { rows: await rowsRead(worker, runs), queries }
}

describe('own domains at scale', () => {
  it('leaves the businesses served on their own domains out of the marketplace sitemap', async () => {
    const xml = await (await worker.fetch('/sitemaps/businesses-1.xml')).text()
    expect(xml).toContain(`/${LARGE_TENANT_SLUG}/booking<`)
    expect(xml).not.toContain(`/${OWN_DOMAIN_SLUG}/`)
    expect(xml).not.toContain('/jps/')
  })

  it.each(OWN_DOMAIN_CASES)(
    '%s (host %s) reads custom_hostnames only by the business or the hostname',
    async (path, host) => {
      const { queries } = await readsOf(path, host)
      const lines: string[] = []
      for (const sql of queries.filter((q) => q.includes('custom_hostnames'))) {
        lines.push(...(await queryPlan(worker, sql)).filter((l) => l.includes('custom_hostnames')))
      }
      expect(lines.length).toBeGreaterThan(0)
      for (const line of lines) {
        expect(line).toMatch(
          /^SEARCH custom_hostnames USING (COVERING )?INDEX (custom_hostnames_affiliate_idx \(affiliate_id=\?|custom_hostnames_hostname_affiliate_unique \(hostname=\?)/,
        )
      }
    },
  )

  it('reads the same rows when the live own domains grow fivefold and others wait for DNS', async () => {
    const before = []
    for (const [path, host] of OWN_DOMAIN_CASES) before.push((await readsOf(path, host)).rows)
    // Four more live hostnames for each business that has one (the same businesses stay out of
    // the sitemap), and one waiting for DNS for each of 200 businesses that have none.
    const added = [
      `INSERT INTO custom_hostnames (hostname, affiliate_id, provider_id, hostname_status, ssl_status)
       SELECT 'alt' || k.n || '.' || h.hostname, h.affiliate_id, 'alt', 'active', 'active'
       FROM custom_hostnames h
       JOIN (SELECT 1 AS n UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4) k
       WHERE h.hostname_status = 'active'`,
      `INSERT INTO custom_hostnames (hostname, affiliate_id, provider_id, hostname_status, ssl_status)
       SELECT 'soon-' || slug || '.test', id, 'soon', 'pending', 'initializing' FROM affiliates
       WHERE slug GLOB 'detailer-*' AND id % 5 = 1 LIMIT 200`,
    ]
    try {
      for (const statement of added) await worker.db.prepare(statement).run()
      const { results } = await worker.db
        .prepare("SELECT count(*) AS n FROM custom_hostnames WHERE hostname_status = 'active'")
        .all<{ n: number }>()
      expect(results[0]?.n).toBeGreaterThanOrEqual(TEST_SCALE.ownDomains * 5)
      const after = []
      for (const [path, host] of OWN_DOMAIN_CASES) after.push((await readsOf(path, host)).rows)
      expect(after).toEqual(before)
    } finally {
      await worker.db
        .prepare("DELETE FROM custom_hostnames WHERE provider_id IN ('alt', 'soon')")
        .run()
    }
  })

  it('checks a batch of the unsettled hostnames on the Cron Trigger without reading the live ones', async () => {
    // The domain check's own condition (domains.server.ts reads by the same constant).
    const where = new SQLiteSyncDialect().sqlToQuery(UNSETTLED_HOSTNAME).sql
    const batch = `SELECT hostname FROM custom_hostnames WHERE ${where} ORDER BY checked_at LIMIT 25`
    await worker.db
      .prepare(
        `INSERT INTO custom_hostnames (hostname, affiliate_id, provider_id, hostname_status, ssl_status)
         SELECT 'later-' || slug || '.test', id, 'later', 'pending', 'pending_validation'
         FROM affiliates WHERE slug GLOB 'detailer-*' AND id % 5 = 2 LIMIT 100`,
      )
      .run()
    try {
      const plan = await queryPlan(worker, batch)
      expect(plan).toEqual(['SCAN custom_hostnames USING INDEX custom_hostnames_unsettled_idx'])
      const { results, meta } = await worker.db.prepare(batch).all()
      expect(results).toHaveLength(25)
      // The 25 it checks, not the 200 live hostnames nor the 100 waiting.
      expect(Number(meta.rows_read)).toBeLessThanOrEqual(25)
    } finally {
      await worker.db.prepare("DELETE FROM custom_hostnames WHERE provider_id = 'later'").run()
    }
  })
})
