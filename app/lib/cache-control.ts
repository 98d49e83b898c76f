import { type HeadersFunction } from '@remix-run/cloudflare'

/** Seconds a shared cache may keep a public answer; bounds staleness where a purge cannot reach. */
export const SHARED_MAX_AGE = 60

/**
 * Cache-Control of a public, anonymous answer: browsers revalidate, shared caches (the Worker's
 * edge cache, decision 015) keep it briefly. A route opts in to the edge cache by sending it.
 */
export function publicCacheControl(seconds = SHARED_MAX_AGE): string {
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`
}

/** `headers` export for public pages: the same page for every anonymous visitor. */
export const publicPageHeaders: HeadersFunction = () => ({
  'Cache-Control': publicCacheControl(),
})
