import { createRequestHandler } from '@remix-run/cloudflare'
import * as build from 'virtual:remix/server-build'
import { buildContext } from './app/server/context.server'
import { jsonError } from './app/server/http.server'
import { crossSiteRejection, withSecurityHeaders } from './app/server/security.server'

const handleRemixRequest = createRequestHandler(build)

async function handle(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const context = await buildContext(request, env, ctx)
  const refusal = crossSiteRejection(request)
  if (refusal) return withSecurityHeaders(refusal, context.cspNonce)
  if (context.host.kind === 'unknown' && new URL(request.url).pathname.startsWith('/api/')) {
    return withSecurityHeaders(jsonError(404, 'Not found'), context.cspNonce)
  }
  return withSecurityHeaders(await handleRemixRequest(request, context), context.cspNonce, {
    maps: Boolean(env.GOOGLE_MAPS_API_KEY),
  })
}

export default {
  async fetch(request, env, ctx): Promise<Response> {
    try {
      return await handle(request, env, ctx)
    } catch (error) {
      // Last line of defence: log once with context, never leak a stack to the client.
      console.error('Unhandled error', { url: request.url, method: request.method, error })
      return new Response('Something went wrong', {
        status: 500,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      })
    }
  },
} satisfies ExportedHandler<Env>
