import { createRequestHandler } from '@remix-run/cloudflare'
import * as build from 'virtual:remix/server-build'
import { edgeAnswer, registerCacheScope } from './app/server/cache.server'
import { capBody } from './app/server/body-caps.server'
import { trackBody } from './app/server/body-drain.server'
import { buildContext } from './app/server/context.server'
import { createDb } from './app/server/db.server'
import { checkPendingDomains, DOMAIN_CHECK_CRON } from './app/server/domains/domains.server'
import { dispatchOutbox } from './app/server/email/dispatch.server'
import { queueReminders } from './app/server/booking/reminders.server'
import { checkWeather } from './app/server/weather/checks.server'
import { moneyHousekeeping } from './app/server/payments/housekeeping.server'
import { reconcilePayments } from './app/server/payments/reconcile.server'
import { autoSettle } from './app/server/jobs/signoff.server'
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

  // Cron Trigger: retries whose back-off has passed, and claims abandoned mid-send.
  // Reminders due by now are queued first, so this same run sends them.
  async scheduled(controller, env): Promise<void> {
    if (controller.cron === DOMAIN_CHECK_CRON) {
      // Own domains on their way: their hostname and certificate statuses (decision 031).
      await checkPendingDomains(env, createDb(env.DB))
      // Money: local payouts and the 7-year retention sweep (decision 041).
      await moneyHousekeeping({ env, db: createDb(env.DB) }, new Date(controller.scheduledTime))
      return
    }
    const at = new Date(controller.scheduledTime)
    try {
      await queueReminders(env, at)
    } catch (error) {
      console.error('Queueing reminders failed', { error: String(error) })
    }
    try {
      // Jobs due their 72- or 24-hour forecast check (issue 41); a failed forecast waits a run.
      await checkWeather(env, createDb(env.DB), at)
    } catch (error) {
      console.error('Weather checks failed', { error: String(error) })
    }
    try {
      // Payments a webhook missed: expired checkouts, unsettled deposits, onboarding accounts.
      await reconcilePayments({ env, db: createDb(env.DB) }, at)
    } catch (error) {
      console.error('Payments reconcile failed', { error: String(error) })
    }
    try {
      // Jobs with no sign-off 24 hours after completion settle (and charge a card on file).
      await autoSettle({ env, db: createDb(env.DB) }, at)
    } catch (error) {
      console.error('Settling jobs failed', { error: String(error) })
    }
    await dispatchOutbox(env, at, { sweep: true })
  },
} satisfies ExportedHandler<Env>
