import { type AppLoadContext } from '@remix-run/cloudflare'
import { buildContext } from './app/server/context.server'

// Used by the Vite dev server (through the Cloudflare dev proxy); server.ts calls buildContext itself.
export async function getLoadContext({
  request,
  context,
}: {
  request: Request
  context: {
    cloudflare: { env: Env; ctx: Pick<ExecutionContext, 'waitUntil' | 'passThroughOnException'> }
  }
}): Promise<AppLoadContext> {
  return buildContext(request, context.cloudflare.env, context.cloudflare.ctx)
}
