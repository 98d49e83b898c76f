import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, loginAs, postJson } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// Public, anonymous answers come from the edge cache and are purged when their data changes;
// signed-in requests never read or fill it (decision 015).

let worker: TestWorker
let admin: string
let owner: string
let customerCookie: string
beforeAll(async () => {
  worker = await startWorker({ bindings: { EDGE_CACHE: 'on' } })
  admin = (await loginAs(worker, 'admin@demo.test')).accessToken
  owner = (await loginAs(worker, 'jps@demo.test')).accessToken
  customerCookie = (await loginAs(worker, 'customer@demo.test')).cookie
})
afterAll(() => worker.dispose())

const get = (path: string, headers: Record<string, string> = {}) => worker.fetch(path, { headers })
const edge = (response: Response) => response.headers.get('X-Edge-Cache')

/** The purge runs after the write's answer is sent: ask until the edge no longer has it. */
async function afterPurge(path: string): Promise<Response> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await get(path)
    if (edge(response) !== 'HIT') return response
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${path} was still served from the edge cache`)
}

function nonceOf(html: string): string | undefined {
  return /nonce="([0-9a-f]{32})"/.exec(html)?.[1]
}

describe('the edge cache', () => {
  it('keeps an anonymous page and serves it again with a fresh CSP nonce', async () => {
    const first = await get('/jps')
    expect(edge(first)).toBe('MISS')
    const firstHtml = await first.text()
    const second = await get('/jps')
    expect(edge(second)).toBe('HIT')
    const html = await second.text()
    const nonce = nonceOf(html)
    expect(nonce).toBeDefined()
    expect(nonce).not.toBe(nonceOf(firstHtml))
    expect(second.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`)
    expect(html.replaceAll(nonce ?? '', 'N')).toBe(
      firstHtml.replaceAll(nonceOf(firstHtml) ?? '', 'N'),
    )
  })

  it('really answers from the cache: a change made behind the app’s back is not seen', async () => {
    await get('/abc')
    await worker.db
      .prepare("UPDATE affiliates SET business_name = 'Renamed Quietly' WHERE slug = 'abc'")
      .run()
    const response = await get('/abc')
    expect(edge(response)).toBe('HIT')
    expect(await response.text()).not.toContain('Renamed Quietly')
  })

  it('never serves a signed-in visitor from the cache, nor stores their page', async () => {
    await get('/')
    const signedIn = await get('/', { Cookie: customerCookie })
    expect(edge(signedIn)).toBeNull()
    expect(await signedIn.text()).toContain('Casey')
    const anonymous = await get('/')
    expect(edge(anonymous)).toBe('HIT')
    expect(await anonymous.text()).not.toContain('Casey')
    const withToken = await get('/api/reviews?type=mdh', bearer(admin))
    expect(edge(withToken)).toBeNull()
  })

  it('does not keep error pages or the moderation views', async () => {
    await get('/no-such-business')
    expect(edge(await get('/no-such-business'))).toBeNull()
    const pending = await get('/api/reviews?status=pending', bearer(admin))
    expect(pending.headers.get('cache-control')).toBe('private, no-store')
  })

  it('purges a business’s reviews when a review is added for it', async () => {
    const path = '/api/reviews?type=affiliate&business_slug=jps'
    const before: { pagination: { total: number } } = await (await get(path)).json()
    expect(edge(await get(path))).toBe('HIT')
    const seeded = await postJson(
      worker,
      '/api/admin/seed-reviews',
      {
        reviews: [
          {
            type: 'affiliate',
            businessSlug: 'jps',
            name: 'Dana Fox',
            title: 'Superb',
            content: 'Spotless inside and out.',
            stars: 5,
          },
        ],
      },
      bearer(admin),
    )
    expect(await seeded.json()).toMatchObject({ success: true, count: 1 })
    const after: { pagination: { total: number } } = await (await afterPurge(path)).json()
    expect(after.pagination.total).toBe(before.pagination.total + 1)
  })

  it('purges the marketplace footer when a business starts serving a new state', async () => {
    expect(await (await get('/')).text()).not.toContain('Idaho')
    expect(edge(await get('/'))).toBe('HIT')
    const added = await postJson(
      worker,
      '/api/affiliates/jps/service_areas',
      { city: 'Boise', state: 'ID', zip: '83702' },
      bearer(owner),
    )
    expect(added.status).toBe(201)
    expect(await (await afterPurge('/')).text()).toContain('Idaho')
  })
})

describe('GET /api/service_areas/footer/{state}', () => {
  it('lists the state’s cities, each linking to the business that serves it', async () => {
    const body: { cities: { city: string; slug: string }[] } = await (
      await get('/api/service_areas/footer/AZ')
    ).json()
    expect(body.cities).toContainEqual({ city: 'Phoenix', slug: 'jps' })
  })

  it('answers an unserved state with no cities', async () => {
    const body: { cities: unknown[] } = await (await get('/api/service_areas/footer/WY')).json()
    expect(body.cities).toEqual([])
  })

  it("refuses a state that is not a two-letter code with 400 'State must be a two-letter code like TX'", async () => {
    const response = await get('/api/service_areas/footer/arizona')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      success: false,
      error: 'State must be a two-letter code like TX',
    })
  })
})
