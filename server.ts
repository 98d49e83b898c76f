import { createRequestHandler } from '@remix-run/cloudflare'
import * as build from 'virtual:remix/server-build'
import { edgeAnswer, registerCacheScope } from './app/server/cache.server'
import { capBody } from './app/server/body-caps.server'
import { trackBody } from './app/server/body-drain.server'
import { buildContext } from './app/server/context.server'
import { runCron } from './app/server/cron.server'
import { dispatchOutbox } from './app/server/email/dispatch.server'
import { countingD1, countingEnabled, newCount, withD1Count } from './app/server/d1-counter.server'
import { isApiPath, jsonError } from './app/server/http.server'
import { finishResponse } from './app/server/response-fixes.server'
import { crossSiteRejection, withSecurityHeaders } from './app/server/security.server'

const handleRemixRequest = createRequestHandler(build)

async function handle(incoming: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const context = await buildContext(incoming, env, ctx)
  registerCacheScope(context.db, incoming, env)
  const refusal = crossSiteRejection(incoming)
  if (refusal) return withSecurityHeaders(refusal, context.cspNonce)
  // Every body is capped here, before any action can buffer it (decision 016).
  const request = await capBody(incoming)
  if (request instanceof Response) return withSecurityHeaders(request, context.cspNonce)
  if (context.host.kind === 'unknown' && isApiPath(new URL(request.url).pathname)) {
    return withSecurityHeaders(jsonError(404, 'Not found'), context.cspNonce)
  }
  // Public anonymous answers come from the shared cache when it has them (decision 015).
  const edge = await edgeAnswer(request, env, context.cspNonce)
  const answer =
    edge.hit ??
    edge.keep(
      await finishResponse(request, context, await handleRemixRequest(request, context)),
      context.waitUntil,
    )
  return withSecurityHeaders(answer, context.cspNonce, {
    maps: Boolean(env.GOOGLE_MAPS_API_KEY),
    stripe: Boolean(env.STRIPE_SECRET_KEY),
  })
}

// Writes are what queue mail (in the same batch as the change), so after each one the outbox is
// dispatched in the background: the mail leaves within seconds and never delays the answer.
const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

async function answer(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  try {
    // Outside production, tests and the benchmark may ask for D1 statement counts.
    const count = countingEnabled(env) ? newCount() : null
    const response = count
      ? await withD1Count(
          await handle(request, { ...env, DB: countingD1(env.DB, count) }, ctx),
          count,
        )
      : await handle(request, env, ctx)
    if (!READS.has(request.method)) ctx.waitUntil(dispatchOutbox(env))
    return response
  } catch (error) {
    // Last line of defence: log once with context, never leak a stack to the client.
    console.error('Unhandled error', { url: request.url, method: request.method, error })
    return new Response('Something went wrong', {
      status: 500,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
}

export default {
  async fetch(incoming, env, ctx): Promise<Response> {
    // What the answer left of the body is read before it leaves, so that the connection can
    // carry the next request (body-drain.server.ts). Past the bound the runtime closes it.
    const { request, drain } = trackBody(incoming)
    const response = await answer(request, env, ctx)
    await drain()
    return response
  },

  // Cron Trigger: reminders, weather checks, payments, sign-offs, then the outbox (cron.server.ts).
  async scheduled(controller, env): Promise<void> {
    await runCron(env, controller.cron, new Date(controller.scheduledTime))
  },
} satisfies ExportedHandler<Env>
