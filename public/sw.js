/* global self, caches */
// Mobile Detail Hub service worker. Deliberately small: it only makes repeat visits faster by
// serving content-hashed build files (/assets/*, immutable by name) from a cache. Pages, API
// calls and everything else go to the network untouched, so no user data is ever cached and a
// deploy is visible on the next navigation.
const CACHE = 'mdh-assets-v1'
// Old hashed files pile up across deploys; keep the newest entries only.
const MAX_ENTRIES = 80

self.addEventListener('install', () => {
  self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(
        names.filter((n) => n.startsWith('mdh-') && n !== CACHE).map((n) => caches.delete(n)),
      )
      await self.clients.claim()
    })(),
  )
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/assets/')) return
  event.respondWith(cacheFirst(request))
})

async function cacheFirst(request) {
  const cache = await caches.open(CACHE)
  const hit = await cache.match(request)
  if (hit) return hit
  const response = await fetch(request)
  // Only complete, same-origin successes; never partial (206) or error responses.
  if (response.status === 200 && response.type === 'basic') {
    await cache.put(request, response.clone())
    await trim(cache)
  }
  return response
}

async function trim(cache) {
  const keys = await cache.keys()
  // Cache keys come back in insertion order, so the oldest are first.
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES)).map((k) => cache.delete(k)),
  )
}
