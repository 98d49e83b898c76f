import { CANONICAL_SERVICE_KEYS } from '~/lib/service-content'
import { US_STATES } from '~/lib/us-states'
import { eq } from 'drizzle-orm'
import { type Db, schema } from './db.server'
import { platformHosts } from './tenant.server'

/*
 * The shared (edge) cache for public, anonymous answers (decision 015). A route opts in by
 * answering with `publicCacheControl()`; this module stores such 200s in the Workers Cache API
 * and serves them to later anonymous GETs. Writes call `invalidatePublic(db, …)`, which deletes
 * every cached URL the change can show on. Signed-in requests never read or fill the cache.
 */

export { publicCacheControl } from '~/lib/cache-control'

const NONCE_HEADER = 'X-Cached-Nonce'

interface CacheScope {
  origins: string[]
  cache: Cache | null
  waitUntil: (promise: Promise<unknown>) => void
}

// The request each Db belongs to: write paths only hold the Db, and the Db lives one request.
// A registry symbol, not a module-level map: the Worker entry and the Remix build each bundle
// their own copy of this module.
const SCOPE = Symbol.for('mdh.edge-cache-scope')

function scopeOf(db: Db): CacheScope | null {
  const value: unknown = Reflect.get(db, SCOPE)
  return value && typeof value === 'object' && 'origins' in value && 'waitUntil' in value
    ? (value as CacheScope)
    : null
}

function sharedCache(env: Pick<Env, 'EDGE_CACHE'>): Cache | null {
  if (env.EDGE_CACHE === 'off' || typeof caches === 'undefined') return null
  return (caches as unknown as { default: Cache }).default
}

/** Ties the request's Db to the cache so writes made through it can invalidate. */
export function registerCacheScope(
  db: Db,
  request: Request,
  env: Pick<Env, 'EDGE_CACHE' | 'PLATFORM_HOSTS'>,
  waitUntil: (promise: Promise<unknown>) => void,
) {
  const url = new URL(request.url)
  const port = url.port ? `:${url.port}` : ''
  const origins = new Set([url.origin])
  for (const host of platformHosts(env)) origins.add(`${url.protocol}//${host}${port}`)
  const scope: CacheScope = { origins: [...origins], cache: sharedCache(env), waitUntil }
  Object.defineProperty(db, SCOPE, { value: scope, enumerable: false })
}

/** Signed-in (a session cookie or a bearer token) or not a plain GET: never the shared cache. */
export function isAnonymousGet(request: Request): boolean {
  if (request.method !== 'GET') return false
  if (request.headers.has('Authorization')) return false
  return !/(?:^|;\s*)mdh_/.test(request.headers.get('Cookie') ?? '')
}

/** One key for equivalent URLs: parameters sorted, fragment dropped. */
export function cacheKey(url: string): string {
  const u = new URL(url)
  u.hash = ''
  u.searchParams.sort()
  return u.toString()
}

const PLATFORM_PATHS = [
  '/',
  '/booking',
  '/sitemap.xml',
  '/api/service_areas/footer',
  '/api/reviews?type=mdh',
  `/api/reviews?limit=50&type=mdh`,
  ...CANONICAL_SERVICE_KEYS.map((key) => `/service/${key}`),
  ...Object.keys(US_STATES).map((code) => `/api/service_areas/footer/${code}`),
]

function affiliatePaths(slug: string): string[] {
  return [
    `/${slug}`,
    `/${slug}/booking`,
    ...CANONICAL_SERVICE_KEYS.map((key) => `/${slug}/service/${key}`),
    `/api/reviews?business_slug=${slug}&type=affiliate`,
    `/api/reviews?business_slug=${slug}&limit=50&type=affiliate`,
    `/api/reviews?business_slug=${slug}`,
  ]
}

export interface Invalidation {
  /** The business whose pages changed; the marketplace's pages are always invalidated. */
  affiliateId?: number | null
  /** Its slug, when the business row may be gone already (a deleted business). */
  slug?: string | null
}

/** The business's slug and own hostnames, read after the response. */
async function affiliateSites(db: Db, change: Invalidation) {
  const { affiliates, customHostnames } = schema
  if (change.affiliateId == null) return { slugs: change.slug ? [change.slug] : [], hosts: [] }
  const rows = await db
    .select({ slug: affiliates.slug, hostname: customHostnames.hostname })
    .from(affiliates)
    .leftJoin(customHostnames, eq(customHostnames.affiliateId, affiliates.id))
    .where(eq(affiliates.id, change.affiliateId))
  const slugs = new Set(change.slug ? [change.slug] : [])
  const hosts = new Set<string>()
  for (const r of rows) {
    if (r.slug) slugs.add(r.slug)
    if (r.hostname) hosts.add(r.hostname)
  }
  return { slugs: [...slugs], hosts: [...hosts] }
}

/**
 * Deletes every cached answer a change can show on: the marketplace's pages (footer, booking,
 * reviews) and, given a business, its pages on the marketplace and on its own hostnames. Runs
 * after the response (waitUntil); a no-op outside a request or with the cache off.
 */
export function invalidatePublic(db: Db, change: Invalidation = {}): void {
  const scope = scopeOf(db)
  if (!scope?.cache) return
  const cache = scope.cache
  const purge = async () => {
    const { slugs, hosts } = await affiliateSites(db, change)
    const keys: string[] = []
    for (const origin of scope.origins) {
      for (const path of PLATFORM_PATHS) keys.push(origin + path)
      for (const slug of slugs) for (const path of affiliatePaths(slug)) keys.push(origin + path)
    }
    const { protocol, port } = new URL(scope.origins[0] ?? 'https://localhost')
    for (const host of hosts) {
      const origin = `${protocol}//${host}${port ? `:${port}` : ''}`
      for (const path of ['/', '/booking', '/sitemap.xml']) keys.push(origin + path)
      for (const key of CANONICAL_SERVICE_KEYS) keys.push(`${origin}/service/${key}`)
    }
    await Promise.all(keys.map((key) => cache.delete(cacheKey(key))))
  }
  scope.waitUntil(
    purge().catch((error: unknown) => console.error('Cache invalidation failed', error)),
  )
}

/** A stored answer for this anonymous GET, its nonce renewed; null when not cached. */
export async function cachedAnswer(
  request: Request,
  env: Pick<Env, 'EDGE_CACHE'>,
  nonce: string,
): Promise<Response | null> {
  const cache = sharedCache(env)
  if (!cache || !isAnonymousGet(request)) return null
  const hit = await cache.match(cacheKey(request.url))
  if (!hit) return null
  const headers = new Headers(hit.headers)
  const stored = headers.get(NONCE_HEADER)
  headers.delete(NONCE_HEADER)
  headers.set('X-Edge-Cache', 'HIT')
  // A CSP nonce must differ per response: the stored page's one is swapped for this request's.
  const body = stored ? (await hit.text()).replaceAll(stored, nonce) : hit.body
  return new Response(body, { status: hit.status, headers })
}

/** Stores an anonymous GET's answer when its route opted in; returns the answer to send. */
export function storeAnswer(
  request: Request,
  env: Pick<Env, 'EDGE_CACHE'>,
  waitUntil: (promise: Promise<unknown>) => void,
  response: Response,
  nonce: string,
): Response {
  const cache = sharedCache(env)
  const control = response.headers.get('Cache-Control') ?? ''
  const opted = response.status === 200 && /\bs-maxage=\d+/.test(control)
  if (!cache || !opted || !isAnonymousGet(request) || response.headers.has('Set-Cookie'))
    return response
  const copy = new Response(response.clone().body, response)
  copy.headers.set(NONCE_HEADER, nonce)
  waitUntil(cache.put(cacheKey(request.url), copy))
  const sent = new Response(response.body, response)
  sent.headers.set('X-Edge-Cache', 'MISS')
  return sent
}
