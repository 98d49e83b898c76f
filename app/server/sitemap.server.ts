import { and, asc, count, eq, isNotNull, notExists } from 'drizzle-orm'
import { CANONICAL_SERVICE_KEYS } from '~/lib/service-content'
import { type Db, schema } from './db.server'

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
    eq(affiliates.status, 'approved'),
    isNotNull(affiliates.slug),
    notExists(
      db
        .select({ one: customHostnames.hostname })
        .from(customHostnames)
        .where(eq(customHostnames.affiliateId, affiliates.id)),
    ),
  )
}

/** How many business files the index lists (at least one, possibly empty). */
export async function businessSitemapCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(affiliates).where(onMarketplace(db))
  return Math.max(1, Math.ceil((row?.n ?? 0) / BUSINESSES_PER_SITEMAP))
}

/** The slugs of business file `page` (1-based), in id order: the status index's own order. */
export async function businessSlugs(db: Db, page: number): Promise<string[]> {
  const rows = await db
    .select({ slug: affiliates.slug })
    .from(affiliates)
    .where(onMarketplace(db))
    .orderBy(asc(affiliates.id))
    .limit(BUSINESSES_PER_SITEMAP)
    .offset((page - 1) * BUSINESSES_PER_SITEMAP)
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
