import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { sql } from 'drizzle-orm'
import { json } from '~/server/http.server'

export async function loader({ context }: LoaderFunctionArgs) {
  const started = Date.now()
  let database: 'ok' | 'unreachable' = 'ok'
  try {
    await context.db.run(sql`select 1`)
  } catch (error) {
    console.error('Health check: database unreachable', error)
    database = 'unreachable'
  }
  const healthy = database === 'ok'
  return json(
    {
      success: healthy,
      status: healthy ? 'ok' : 'degraded',
      database,
      databaseLatencyMs: Date.now() - started,
      environment: context.env.APP_ENV,
      timestamp: new Date().toISOString(),
    },
    healthy ? 200 : 503,
  )
}
