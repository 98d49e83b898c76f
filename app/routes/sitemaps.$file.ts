import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { publicCacheControl } from '~/lib/cache-control'
import {
  AFFILIATE_PATHS,
  businessSlugs,
  PLATFORM_PATHS,
  urlsetXml,
  xmlResponse,
} from '~/server/sitemap.server'

const CACHE = publicCacheControl(3600)
const notFound = () => new Response('Not Found', { status: 404 })

// GET /sitemaps/platform.xml and /sitemaps/businesses-{n}.xml: the files /sitemap.xml lists on
// the marketplace host. A file past the last one is a 404, as is any other name.
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  if (context.host.kind !== 'platform') return notFound()
  const origin = new URL(request.url).origin
  if (params.file === 'platform.xml') {
    return xmlResponse(urlsetXml(PLATFORM_PATHS.map((path) => `${origin}${path}`)), CACHE)
  }
  const page = /^businesses-([1-9]\d{0,5})\.xml$/.exec(params.file ?? '')?.[1]
  if (!page) return notFound()
  const slugs = await businessSlugs(context.db, Number(page))
  if (!slugs) return notFound()
  const urls = slugs.flatMap((slug) =>
    AFFILIATE_PATHS.map((path) => `${origin}/${slug}${path === '/' ? '' : path}`),
  )
  return xmlResponse(urlsetXml(urls), CACHE)
}
