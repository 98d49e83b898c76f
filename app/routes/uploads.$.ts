import { type LoaderFunctionArgs } from '@remix-run/cloudflare'

const KEY = /^(application|avatar|logo|gallery|review)\/[0-9a-f-]{36}\.(jpg|png|gif|webp)$/

// Serves stored images. Keys are server-made UUIDs, so only known shapes are looked up.
export async function loader({ params, context }: LoaderFunctionArgs) {
  const key = params['*'] ?? ''
  if (!KEY.test(key)) return new Response('Not found', { status: 404 })
  const object = await context.env.UPLOADS.get(key)
  if (!object) return new Response('Not found', { status: 404 })
  const headers = new Headers()
  object.writeHttpMetadata(headers)
  headers.set('ETag', object.httpEtag)
  headers.set('Cache-Control', 'public, max-age=31536000, immutable')
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Content-Disposition', 'inline')
  return new Response(object.body, { headers })
}
