import { and, asc, eq, gt, isNotNull, lte, max, notExists } from 'drizzle-orm'
import { CANONICAL_SERVICE_KEYS } from '~/lib/service-content'
import { type Db, schema } from './db.server'
import { listedBusiness } from './live.server'

const { affiliates, customHostnames } = schema

/** The sitemap protocol's ceiling per file (and 50 MB, far above 50,000 short URLs). */
export const MAX_URLS_PER_SITEMAP = 50_000

const SERVICE_PATHS = CANONICAL_SERVICE_KEYS.map((key) => `/service/${key}`)
export const AFFILIATE_PATHS = ['/', '/booking', ...SERVICE_PATHS]
export const PLATFORM_PATHS = ['/', '/booking', '/affiliate-onboarding', ...SERVICE_PATHS]

/** Whole businesses per file, so one business's pages never straddle two files. */
export const BUSINESSES_PER_SITEMAP = Math.floor(MAX_URLS_PER_SITEMAP / AFFILIATE_PATHS.length)

/**
 * Approved affiliates whose pages are canonical on the marketplace host. Those with a custom
 * hostname are left out: their pages are canonical there and listed in that host's sitemap.
 */
function onMarketplace(db: Db) {
  return and(
    listedBusiness,
    isNotNull(affiliates.slug),
    notExists(
      db
        .select({ one: customHostnames.hostname })
        .from(customHostnames)
        .where(
          and(
            eq(customHostnames.affiliateId, affiliates.id),
            eq(customHostnames.hostnameStatus, 'active'),
            eq(customHostnames.sslStatus, 'active'),
          ),
        ),
    ),
  )
}

/**
 * Business file n lists the businesses whose id is in ((n-1)·B, n·B], B = BUSINESSES_PER_SITEMAP:
 * a primary-key range, so neither the index nor a file counts or skips over other businesses
 * (decision 017), and a business keeps its file as others come and go. A file whose range holds
 * no listed business is an empty urlset, which the protocol allows.
 */
function highestIdQuery(db: Db) {
  return db.select({ id: max(affiliates.id) }).from(affiliates)
}

const filesFor = (rows: { id: number | null }[]) =>
  Math.max(1, Math.ceil((rows[0]?.id ?? 0) / BUSINESSES_PER_SITEMAP))

/** How many business files the index lists (at least one, possibly empty). */
export async function businessSitemapCount(db: Db): Promise<number> {
  return filesFor(await highestIdQuery(db))
}

/** The slugs of business file `page` (1-based), or null past the last file. */
export async function businessSlugs(db: Db, page: number): Promise<string[] | null> {
  const [highest, rows] = await db.batch([
    highestIdQuery(db),
    db
      .select({ slug: affiliates.slug })
      .from(affiliates)
      .where(
        and(
          gt(affiliates.id, (page - 1) * BUSINESSES_PER_SITEMAP),
          lte(affiliates.id, page * BUSINESSES_PER_SITEMAP),
          onMarketplace(db),
        ),
      )
      .orderBy(asc(affiliates.id)),
  ])
  if (page > filesFor(highest)) return null
  return rows.flatMap((r) => (r.slug ? [r.slug] : []))
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'

export function urlsetXml(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n')
  return `${HEAD}<urlset ${NS}>\n${entries}\n</urlset>\n`
}

export function sitemapIndexXml(urls: string[]): string {
  const entries = urls.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`)
  return `${HEAD}<sitemapindex ${NS}>\n${entries.join('\n')}\n</sitemapindex>\n`
}

export function xmlResponse(body: string, cacheControl: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': cacheControl },
  })
}
