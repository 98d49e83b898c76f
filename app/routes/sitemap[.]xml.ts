import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { publicCacheControl } from '~/lib/cache-control'
import { canonicalUrl } from '~/lib/seo'
import { type Site } from '~/lib/site'
import {
  AFFILIATE_PATHS,
  businessSitemapCount,
  sitemapIndexXml,
  urlsetXml,
  xmlResponse,
} from '~/server/sitemap.server'

const CACHE = publicCacheControl(3600)

// GET /sitemap.xml. On a detailer's own hostname: its pages. On the marketplace: a sitemap index
// of /sitemaps/platform.xml and business files of at most 50,000 URLs each (decision 015).
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { host, db } = context
  if (host.kind === 'unknown') return new Response('Not Found', { status: 404 })
  const origin = new URL(request.url).origin
  if (host.kind === 'custom') {
    const site: Site = { mode: 'affiliate', tenant: host.tenant, basePath: '' }
    return xmlResponse(urlsetXml(AFFILIATE_PATHS.map((p) => canonicalUrl(site, p, origin))), CACHE)
  }
  const files = await businessSitemapCount(db)
  const urls = [
    `${origin}/sitemaps/platform.xml`,
    ...Array.from({ length: files }, (_, i) => `${origin}/sitemaps/businesses-${i + 1}.xml`),
  ]
  return xmlResponse(sitemapIndexXml(urls), CACHE)
}
