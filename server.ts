import { createRequestHandler } from '@remix-run/cloudflare'
import * as build from 'virtual:remix/server-build'
import { buildContext } from './app/server/context.server'
import { jsonError } from './app/server/http.server'

const handleRemixRequest = createRequestHandler(build)

export default {
  async fetch(request, env, ctx): Promise<Response> {
    try {
      const context = await buildContext(request, env, ctx)
      if (context.host.kind === 'unknown' && new URL(request.url).pathname.startsWith('/api/')) {
        return jsonError(404, 'Not found')
      }
      return await handleRemixRequest(request, context)
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
