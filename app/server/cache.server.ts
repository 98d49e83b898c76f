import { eq } from 'drizzle-orm'
import { type Db, schema } from './db.server'
import { normalizeHostname, platformHosts } from './tenant.server'

/*
 * The shared (edge) cache for public, anonymous answers (decisions 015, 018). A route opts in by
 * answering with `publicCacheControl()`; this module stores such 200s in the Workers Cache API
 * and serves them to later anonymous GETs. Signed-in requests never read or fill the cache.
 *
 * Every stored answer belongs to one scope (the marketplace, one business's platform pages, or
 * one custom hostname) and is stored under that scope's current generation, a small marker
 * entry in the same cache. A write calls `invalidatePublic(db, …)`, which gives the scopes it
 * touched a new generation before the write's answer is sent: every answer of the old one (any
 * URL, any query string, any host) is unreachable from the next request on. The generation is
 * read before the page reads D1, so an answer built from data older than a write can only be
 * stored under a generation that write has already retired.
 */

export { publicCacheControl } from '~/lib/cache-control'

const NONCE_HEADER = 'X-Cached-Nonce'
const GENERATION_PARAM = '__edge'
const MARKER_PATH = '/__edge-generation/'
// Long enough to outlive every answer; an evicted marker only costs a fresh generation (misses).
const MARKER_CACHE_CONTROL = 'public, s-maxage=2592000'

interface CacheScope {
  cache: Cache | null
  markerOrigin: string
}

// The request each Db belongs to: write paths only hold the Db, and the Db lives one request.
// A registry symbol, not a module-level map: the Worker entry and the Remix build each bundle
// their own copy of this module.
const SCOPE = Symbol.for('mdh.edge-cache-scope')

function scopeOf(db: Db): CacheScope | null {
  const value: unknown = Reflect.get(db, SCOPE)
  return value && typeof value === 'object' && 'cache' in value && 'markerOrigin' in value
    ? (value as CacheScope)
    : null
}

function sharedCache(env: Pick<Env, 'EDGE_CACHE'>): Cache | null {
  if (env.EDGE_CACHE === 'off' || typeof caches === 'undefined') return null
  return (caches as unknown as { default: Cache }).default
}

/** Markers live under one platform host, so a purge from any host reaches readers on all. */
function markerOrigin(request: Request, env: Pick<Env, 'PLATFORM_HOSTS'>): string {
  const url = new URL(request.url)
  const [host] = platformHosts(env)
  return host ? `${url.protocol}//${host}` : url.origin
}

/** Ties the request's Db to the cache so writes made through it can invalidate. */
export function registerCacheScope(
  db: Db,
  request: Request,
  env: Pick<Env, 'EDGE_CACHE' | 'PLATFORM_HOSTS'>,
) {
  const scope: CacheScope = { cache: sharedCache(env), markerOrigin: markerOrigin(request, env) }
  Object.defineProperty(db, SCOPE, { value: scope, enumerable: false })
}

/** Signed-in (a session cookie or a bearer token) or not a plain GET: never the shared cache. */
export function isAnonymousGet(request: Request): boolean {
  if (request.method !== 'GET') return false
  if (request.headers.has('Authorization')) return false
  return !/(?:^|;\s*)mdh_/.test(request.headers.get('Cookie') ?? '')
}

// First path segments of the marketplace's own cacheable answers on a platform host; any other
// first segment is a business's slug (/{slug}, /{slug}/booking, /{slug}/service/…).
const PLATFORM_SEGMENTS = new Set(['', 'booking', 'service', 'api', 'sitemap.xml', 'sitemaps'])

/** Which scope's purge must reach this URL's answer. */
export function scopeOfUrl(url: URL, platform: Set<string>): string {
  if (url.pathname === '/api/reviews') {
    const slug = url.searchParams.get('business_slug')
    return slug ? `slug:${slug.toLowerCase()}` : 'platform'
  }
  if (url.pathname.startsWith('/api/')) return 'platform'
  const host = normalizeHostname(url.hostname)
  if (!platform.has(host)) return `host:${host}`
  const first = url.pathname.split('/')[1] ?? ''
  return PLATFORM_SEGMENTS.has(first) ? 'platform' : `slug:${first.toLowerCase()}`
}

const markerKey = (origin: string, scope: string) =>
  `${origin}${MARKER_PATH}${encodeURIComponent(scope)}`

const newGeneration = () => crypto.randomUUID().slice(0, 8)

async function putGeneration(cache: Cache, key: string): Promise<string> {
  const generation = newGeneration()
  const marker = new Response(generation, { headers: { 'Cache-Control': MARKER_CACHE_CONTROL } })
  await cache.put(key, marker)
  return generation
}

/** The scope's current generation; a missing marker is replaced before the page reads D1. */
async function currentGeneration(cache: Cache, key: string): Promise<string> {
  const marker = await cache.match(key)
  return marker ? await marker.text() : putGeneration(cache, key)
}

/** One key per generation for equivalent URLs: parameters sorted, fragment dropped. */
export function cacheKey(url: string, generation: string): string {
  const u = new URL(url)
  u.hash = ''
  u.searchParams.delete(GENERATION_PARAM)
  u.searchParams.sort()
  u.searchParams.append(GENERATION_PARAM, generation)
  return u.toString()
}

export interface EdgeAnswer {
  /** The stored answer, its nonce renewed; null when not cached (or not cacheable). */
  hit: Response | null
  /** Stores the fresh answer when its route opted in; returns the answer to send. */
  keep(response: Response, waitUntil: (promise: Promise<unknown>) => void): Response
}

const NOT_CACHED: EdgeAnswer = { hit: null, keep: (response) => response }

/** Looks this anonymous GET up in the edge cache under its scope's current generation. */
export async function edgeAnswer(
  request: Request,
  env: Pick<Env, 'EDGE_CACHE' | 'PLATFORM_HOSTS'>,
  nonce: string,
): Promise<EdgeAnswer> {
  const cache = sharedCache(env)
  if (!cache || !isAnonymousGet(request)) return NOT_CACHED
  const scope = scopeOfUrl(new URL(request.url), platformHosts(env))
  const generation = await currentGeneration(cache, markerKey(markerOrigin(request, env), scope))
  const key = cacheKey(request.url, generation)
  const keep = (response: Response, waitUntil: (promise: Promise<unknown>) => void) =>
    storeAnswer(cache, key, response, nonce, waitUntil)
  const stored = await cache.match(key)
  if (!stored) return { hit: null, keep }
  const headers = new Headers(stored.headers)
  const storedNonce = headers.get(NONCE_HEADER)
  headers.delete(NONCE_HEADER)
  headers.set('X-Edge-Cache', 'HIT')
  // A CSP nonce must differ per response: the stored page's one is swapped for this request's.
  const body = storedNonce ? (await stored.text()).replaceAll(storedNonce, nonce) : stored.body
  return { hit: new Response(body, { status: stored.status, headers }), keep }
}

function storeAnswer(
  cache: Cache,
  key: string,
  response: Response,
  nonce: string,
  waitUntil: (promise: Promise<unknown>) => void,
): Response {
  const control = response.headers.get('Cache-Control') ?? ''
  const opted = response.status === 200 && /\bs-maxage=\d+/.test(control)
  if (!opted || response.headers.has('Set-Cookie')) return response
  const copy = new Response(response.clone().body, response)
  copy.headers.set(NONCE_HEADER, nonce)
  waitUntil(cache.put(key, copy))
  const sent = new Response(response.body, response)
  sent.headers.set('X-Edge-Cache', 'MISS')
  return sent
}

export interface Invalidation {
  /** The business whose pages changed; the marketplace's pages are always invalidated. */
  affiliateId?: number | null
  /** Its slug, when the business row may be gone already (a deleted business). */
  slug?: string | null
  /** Its own hostnames, when their rows may be gone already. */
  hosts?: string[]
}

/** The business's slug and own hostnames. */
async function affiliateSites(db: Db, change: Invalidation) {
  const { affiliates, customHostnames } = schema
  const slugs = new Set(change.slug ? [change.slug] : [])
  const hosts = new Set(change.hosts ?? [])
  if (change.affiliateId != null) {
    const rows = await db
      .select({ slug: affiliates.slug, hostname: customHostnames.hostname })
      .from(affiliates)
      .leftJoin(customHostnames, eq(customHostnames.affiliateId, affiliates.id))
      .where(eq(affiliates.id, change.affiliateId))
    for (const r of rows) {
      if (r.slug) slugs.add(r.slug)
      if (r.hostname) hosts.add(r.hostname)
    }
  }
  return { slugs: [...slugs], hosts: [...hosts] }
}

/**
 * Retires every cached answer a change can show on: the marketplace's (footer, booking, service
 * pages, sitemaps, reviews) and, given a business, its pages and API answers on the marketplace
 * and on its own hostnames. Awaited by the write before it answers, so the next request sees
 * the change here; other data centres are bounded by s-maxage. A failed purge is logged, never
 * turned into a failed write (the write has happened). A no-op outside a request or cache off.
 */
export async function invalidatePublic(db: Db, change: Invalidation = {}): Promise<void> {
  const scope = scopeOf(db)
  if (!scope?.cache) return
  const cache = scope.cache
  try {
    const { slugs, hosts } = await affiliateSites(db, change)
    const scopes = [
      'platform',
      ...slugs.map((slug) => `slug:${slug.toLowerCase()}`),
      ...hosts.map((host) => `host:${normalizeHostname(host)}`),
    ]
    await Promise.all(scopes.map((s) => putGeneration(cache, markerKey(scope.markerOrigin, s))))
  } catch (error) {
    console.error('Cache invalidation failed', error)
  }
}
