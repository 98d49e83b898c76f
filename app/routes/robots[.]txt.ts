import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { canonicalUrl } from '~/lib/seo'

// Pages with user data or no search value. Disallow is advice to crawlers, not access control:
// every one of these is also guarded on the server.
const DISALLOW = [
  '/api/',
  '/admin-dashboard',
  '/affiliate-dashboard',
  '/*/dashboard',
  '/login',
  '/logout',
  '/set-password',
]

function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n')
}

// GET /robots.txt: per host, pointing at that host's own sitemap.
export function loader({ context, request }: LoaderFunctionArgs) {
  const { host } = context
  if (host.kind === 'unknown') return new Response('Not Found', { status: 404 })
  const origin = new URL(request.url).origin
  const sitemap =
    host.kind === 'custom'
      ? canonicalUrl(
          { mode: 'affiliate', tenant: host.tenant, basePath: '' },
          '/sitemap.xml',
          origin,
        )
      : `${origin}/sitemap.xml`
  return new Response(robotsTxt(sitemap), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
