import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { z } from 'zod'
import { runCron } from '~/server/cron.server'
import { DOMAIN_CHECK_CRON } from '~/server/domains/domains.server'
import { jsonError } from '~/server/http.server'
import { isLoopbackRequest } from '~/server/loopback.server'

// GET /cdn-cgi/handler/scheduled?cron=…[&time=ms]: runs the Cron Trigger now, locally. Under
// `npm run dev` (Vite) no runtime sits in front of the app, so this route answers wrangler's
// documented trigger URL itself, running what the `scheduled` export runs (cron.server.ts) and
// answering as wrangler does ("ok"). Under wrangler dev the runtime answers the path before the
// Worker (with the miniflare patch of decision 047; unpatched, 4.86 failed with "exception" for a
// Worker with static assets); on Cloudflare, /cdn-cgi/ never reaches a Worker. Loopback hosts
// only: elsewhere a plain 404.

const CRONS = ['* * * * *', DOMAIN_CHECK_CRON] as const

const triggerSchema = z.object({
  cron: z.enum(CRONS, { message: `cron must be one of: ${CRONS.join(', ')}` }).default(CRONS[0]),
  time: z
    .string()
    .regex(/^\d{1,15}$/, 'time must be milliseconds since 1970')
    .optional(),
})

async function trigger(request: Request, env: Env): Promise<Response> {
  if (!isLoopbackRequest(request)) return jsonError(404, 'Not found')
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = triggerSchema.safeParse(query)
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]?.message ?? 'Validation failed')
  const at = parsed.data.time ? new Date(Number(parsed.data.time)) : new Date()
  await runCron(env, parsed.data.cron, at)
  return new Response('ok', {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

export const loader = ({ request, context }: LoaderFunctionArgs) => trigger(request, context.env)
export const action = ({ request, context }: ActionFunctionArgs) => trigger(request, context.env)
