import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { sha256Hex } from '~/server/auth/encoding.server'
import { getPlatformConfig } from '~/server/platform.server'

// GET /api/mdh-config: the main site's config (spec §3), cacheable; answers 304 to a matching ETag.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const c = await getPlatformConfig(context.db)
  const body = JSON.stringify({
    success: true,
    email: c.email,
    phone: c.phone,
    logo_url: c.logoUrl,
    favicon_url: c.faviconUrl,
    header_display: c.headerDisplay,
    tagline: c.tagline,
    services_description: c.servicesDescription,
    facebook: c.facebook,
    instagram: c.instagram,
    tiktok: c.tiktok,
    youtube: c.youtube,
    socials: { facebook: c.facebook, instagram: c.instagram, tiktok: c.tiktok, youtube: c.youtube },
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  })
  const etag = `"${(await sha256Hex(body)).slice(0, 32)}"`
  const headers = {
    ETag: etag,
    'Cache-Control': 'public, max-age=300, must-revalidate',
    'Content-Type': 'application/json; charset=utf-8',
  }
  const match = request.headers.get('If-None-Match')
  if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(body, { headers })
}
