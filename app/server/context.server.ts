import { type AppLoadContext } from '@remix-run/cloudflare'
import { type Identity } from './auth/identity.server'
import { coalescingD1 } from './d1-coalesce.server'
import { createDb, type Db } from './db.server'
import { resolveHost, type HostSite, type Tenant } from './tenant.server'

export interface RequestContext {
  env: Env
  db: Db
  waitUntil: (promise: Promise<unknown>) => void
  /** What the request's host serves: the marketplace, one detailer's custom domain, or nothing. */
  host: HostSite
  /** Per-request memo of affiliates looked up by slug, so root and page loaders share one query. */
  tenantsBySlug: Map<string, Promise<Tenant | null>>
  /** Who is asking; resolved lazily, once, by getIdentity. */
  identity: Promise<Identity> | null
  /** Per-request nonce for the Content-Security-Policy's script-src. */
  cspNonce: string
}

declare module '@remix-run/cloudflare' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}

export async function buildContext(
  request: Request,
  env: Env,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
): Promise<AppLoadContext> {
  const db = createDb(coalescingD1(env.DB, request.method === 'GET' || request.method === 'HEAD'))
  const host = await resolveHost(db, env, new URL(request.url).hostname)
  return {
    env,
    db,
    waitUntil: (promise) => ctx.waitUntil(promise),
    host,
    tenantsBySlug: new Map(),
    identity: null,
    cspNonce: crypto.randomUUID().replace(/-/g, ''),
  }
}
