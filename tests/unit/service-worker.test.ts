import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, it, vi } from 'vitest'
import { registerServiceWorker } from '~/components/ServiceWorkerRegistration'

const source = readFileSync(join(import.meta.dirname, '..', '..', 'public', 'sw.js'), 'utf8')
const ORIGIN = 'https://mobiledetailhub.com'

type Listener = (event: unknown) => void

/** Runs public/sw.js against an in-memory Cache Storage and a fake network. */
function loadWorker() {
  const listeners = new Map<string, Listener>()
  const stored = new Map<string, Response>()
  const cache = {
    match: async (r: Request) => stored.get(r.url)?.clone(),
    put: async (r: Request, res: Response) => void stored.set(r.url, res),
    keys: async () => [...stored.keys()].map((url) => new Request(url)),
    delete: async (r: Request) => stored.delete(r.url),
  }
  const network = vi.fn(async (r: Request) => {
    const response = new Response(`network ${r.url}`, { status: 200 })
    Object.defineProperty(response, 'type', { value: 'basic' })
    return response
  })
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    skipWaiting: vi.fn(),
    clients: { claim: vi.fn() },
  }
  const caches = { open: async () => cache, keys: async () => [], delete: vi.fn() }
  runInNewContext(source, { self, caches, fetch: network, URL, Promise, Math })

  /** Dispatches a fetch event; resolves to the worker's response, or null when it stays out. */
  async function fetchEvent(url: string, init?: RequestInit): Promise<Response | null> {
    let answer: Promise<Response> | null = null
    listeners.get('fetch')?.({
      request: new Request(url, init),
      respondWith: (p: Promise<Response>) => (answer = p),
    })
    return answer ? await answer : null
  }
  return { fetchEvent, network, stored }
}

describe('service worker (public/sw.js)', () => {
  it('serves hashed build assets cache-first', async () => {
    const sw = loadWorker()
    const url = `${ORIGIN}/assets/entry.client-AbC123.js`
    expect(await (await sw.fetchEvent(url))?.text()).toBe(`network ${url}`)
    expect(await (await sw.fetchEvent(url))?.text()).toBe(`network ${url}`)
    expect(sw.network).toHaveBeenCalledTimes(1)
    expect([...sw.stored.keys()]).toEqual([url])
  })

  it.each([
    ['a page (HTML with user data)', `${ORIGIN}/jps/dashboard`],
    ['an API call', `${ORIGIN}/api/auth/me`],
    ['an uploaded image', `${ORIGIN}/uploads/avatar/x.png`],
    ['an unhashed public image', `${ORIGIN}/images/services/hero-auto.svg`],
    ['another origin', 'https://cdn.example/assets/x.js'],
  ])('leaves %s to the network, uncached', async (_label, url) => {
    const sw = loadWorker()
    expect(await sw.fetchEvent(url)).toBeNull()
    expect(sw.stored.size).toBe(0)
  })

  it('never intercepts non-GET requests', async () => {
    const sw = loadWorker()
    expect(await sw.fetchEvent(`${ORIGIN}/assets/x.js`, { method: 'POST', body: '{}' })).toBeNull()
  })
})

describe('registerServiceWorker', () => {
  it('registers /sw.js', async () => {
    const register = vi.fn(async () => ({}))
    expect(await registerServiceWorker({ register })).toBe(true)
    expect(register).toHaveBeenCalledWith('/sw.js')
  })

  it('only warns when registration fails', async () => {
    const warn = vi.fn()
    const failure = new Error('blocked')
    const ok = await registerServiceWorker({ register: () => Promise.reject(failure) }, warn)
    expect(ok).toBe(false)
    expect(warn).toHaveBeenCalledWith('Service worker registration failed', failure)
  })

  it('does nothing where service workers are unsupported', async () => {
    expect(await registerServiceWorker(undefined)).toBe(false)
  })
})
