import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { and, asc, eq, isNotNull, notExists } from 'drizzle-orm'
import { canonicalUrl } from '~/lib/seo'
import { CANONICAL_SERVICE_KEYS } from '~/lib/service-content'
import { type Site } from '~/lib/site'
import { type Db, schema } from '~/server/db.server'

const { affiliates, customHostnames } = schema

const SERVICE_PATHS = CANONICAL_SERVICE_KEYS.map((key) => `/service/${key}`)
const AFFILIATE_PATHS = ['/', '/booking', ...SERVICE_PATHS]
const PLATFORM_PATHS = ['/', '/booking', '/affiliate-onboarding', ...SERVICE_PATHS]

/**
 * Approved affiliates whose pages are canonical on the marketplace host. Those with a custom
 * hostname are left out: their pages are canonical there and listed in that host's sitemap.
 */
function marketplaceAffiliates(db: Db) {
  return db
    .select({ slug: affiliates.slug })
    .from(affiliates)
    .where(
      and(
        eq(affiliates.status, 'approved'),
        isNotNull(affiliates.slug),
        notExists(
          db
            .select({ one: customHostnames.hostname })
            .from(customHostnames)
            .where(eq(customHostnames.affiliateId, affiliates.id)),
        ),
      ),
    )
    .orderBy(asc(affiliates.slug))
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

function sitemapXml(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`
}

// GET /sitemap.xml: the public pages of whatever this host serves (marketplace or one detailer).
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { host, db } = context
  if (host.kind === 'unknown') return new Response('Not Found', { status: 404 })
  const origin = new URL(request.url).origin
  let urls: string[]
  if (host.kind === 'custom') {
    const site: Site = { mode: 'affiliate', tenant: host.tenant, basePath: '' }
    urls = AFFILIATE_PATHS.map((path) => canonicalUrl(site, path, origin))
  } else {
    const slugs = (await marketplaceAffiliates(db)).flatMap((a) => (a.slug ? [a.slug] : []))
    urls = [
      ...PLATFORM_PATHS.map((path) => `${origin}${path}`),
      ...slugs.flatMap((slug) =>
        AFFILIATE_PATHS.map((path) => `${origin}/${slug}${path === '/' ? '' : path}`),
      ),
    ]
  }
  return new Response(sitemapXml(urls), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
