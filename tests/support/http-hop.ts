import { Miniflare } from './miniflare'
import { type TestWorker } from './worker'

/**
 * A front worker that forwards every request to the app over a real HTTP connection, as wrangler
 * dev's proxy does under `npm start`. Its fetch pools connections to the app, so a body the app
 * leaves unread in one request shows up as a failure of the next request on that connection.
 */
export async function startHttpHop(worker: TestWorker) {
  const upstream = await worker.url()
  const front = new Miniflare({
    modules: true,
    compatibilityDate: '2025-10-01',
    // When the app closes the connection while the front is still forwarding a body (it answered
    // and stopped reading), the front's fetch fails: that is said as such (X-Hop: upstream-closed),
    // not as the runtime's bare 500 for an uncaught error, which read like the app's own 500.
    script: `export default {
      async fetch(request, env) {
        const url = new URL(request.url)
        url.host = new URL(env.UPSTREAM).host
        try {
          return await fetch(new Request(url, request))
        } catch (error) {
          return new Response(String(error), { status: 502, headers: { 'X-Hop': 'upstream-closed' } })
        }
      },
    }`,
    bindings: { UPSTREAM: upstream.href },
  })
  const origin = (await front.ready).origin
  return {
    /** Node's fetch keeps its own connection to the front open between requests, like a browser. */
    fetch(path: string, init: RequestInit & { duplex?: 'half' } = {}) {
      const headers = new Headers(init.headers)
      headers.set('X-Forwarded-Host', 'localhost')
      return fetch(new URL(path, origin), { redirect: 'manual', ...init, headers })
    },
    dispose: () => front.dispose(),
  }
}
