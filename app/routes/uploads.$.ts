import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { isLogoSize } from '~/lib/brand/logo-size'
import { applicationPhotoAccess } from '~/server/application-photos.server'
import { sizedLogo } from '~/server/brand/logo-sizes.server'

const KEY = /^(application|avatar|logo|gallery|review)\/[0-9a-f-]{36}\.(jpg|png|gif|webp)$/

// Serves stored images. Keys are server-made UUIDs, so only known shapes are looked up. A logo
// also comes at the sizes the header and the emails draw it (`?size=header|email`).
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const key = params['*'] ?? ''
  if (!KEY.test(key)) return new Response('Not found', { status: 404 })
  const size = new URL(request.url).searchParams.get('size')
  if (size !== null && (!isLogoSize(size) || !key.startsWith('logo/')))
    return new Response('Unknown image size.', { status: 400 })
  // An applicant's photos are for the admin and the applicant only (unless put in its gallery).
  const access = key.startsWith('application/')
    ? await applicationPhotoAccess(context, request, key)
    : 'public'
  if (!access) return new Response('Not found', { status: 404 })
  const object =
    (size ? await sizedLogo(context.env, key, size) : null) ?? (await context.env.UPLOADS.get(key))
  if (!object) return new Response('Not found', { status: 404 })
  const headers = new Headers()
  object.writeHttpMetadata(headers)
  headers.set('ETag', object.httpEtag)
  headers.set(
    'Cache-Control',
    access === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
  )
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Content-Disposition', 'inline')
  return new Response(object.body, { headers })
}
