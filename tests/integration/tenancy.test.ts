import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWorker, type TestWorker } from '../support/worker'

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

async function page(path: string, host?: string) {
  const response = await worker.fetch(path, { host })
  return { status: response.status, html: await response.text(), headers: response.headers }
}

describe('tenant resolution by path on a platform host', () => {
  it('serves the platform landing at / in platform mode', async () => {
    const { status, html } = await page('/')
    expect(status).toBe(200)
    expect(html).toContain('Find Mobile Detailing Near You')
    expect(html).not.toContain('Premium Mobile Detailing')
  })

  it.each([
    ['/jps', 'JP&#x27;s Mobile Detailing'],
    ['/abc', 'ABC Auto Spa'],
  ])('serves %s as that affiliate’s branded landing', async (path, name) => {
    const { status, html } = await page(path)
    expect(status).toBe(200)
    expect(html).toContain('Premium Mobile Detailing')
    expect(html).toContain(name)
  })

  it('links from an affiliate page keep the slug prefix', async () => {
    const { html } = await page('/jps')
    expect(html).toContain('href="/jps/booking"')
    expect(html).toContain('href="/jps/service/auto-detailing"')
  })

  it.each([
    '/jps/booking',
    '/jps/service/ceramic-coating',
    '/booking',
    '/service/paint-correction',
  ])('serves %s', async (path) => {
    expect((await page(path)).status).toBe(200)
  })

  it.each([
    ['an unknown slug', '/nobody-here'],
    ['a pending application (no slug yet, looked up by business name)', '/shine-on-wheels'],
    ['a reserved word that is not a page', '/api'],
    ['a slug with invalid characters', '/JPS'],
    ['an unknown page below a real tenant', '/jps/nothing-here'],
    ['a tenant page under an unknown slug', '/nobody-here/booking'],
  ])("answers 'Page Not Found' with 404 for %s", async (_label, path) => {
    const { status, html } = await page(path)
    expect(status).toBe(404)
    expect(html).toContain('Page Not Found')
    // The tab is named too (a page without a <title> is axe's serious document-title).
    expect(html).toContain('<title>Page Not Found | Mobile Detail Hub</title>')
    expect(html).toContain('Go Home')
    expect(html).toContain('Go Back')
  })

  it('answers 404 for a pending affiliate even if it had a slug', async () => {
    await worker.db.prepare("UPDATE affiliates SET slug = 'shine' WHERE status = 'pending'").run()
    expect((await page('/shine')).status).toBe(404)
    await worker.db
      .prepare("UPDATE affiliates SET slug = 'abc-old', status = 'rejected' WHERE slug = 'shine'")
      .run()
    expect((await page('/abc-old')).status).toBe(404)
  })

  it("shows 'Service Not Found' with 404 for an unknown service key", async () => {
    const { status, html } = await page('/jps/service/underwater-welding')
    expect(status).toBe(404)
    expect(html).toContain('Service Not Found')
    expect(html).toContain('The requested service could not be found.')
  })
})

describe('tenant resolution by Host header', () => {
  const host = 'jps-detailing.localhost'

  it('serves the affiliate landing at / of its custom hostname', async () => {
    const { status, html } = await page('/', host)
    expect(status).toBe(200)
    expect(html).toContain('Premium Mobile Detailing')
    expect(html).toContain('JP&#x27;s Mobile Detailing')
  })

  it('keeps links on the custom host without the slug prefix', async () => {
    const { html } = await page('/', host)
    expect(html).toContain('href="/booking"')
    expect(html).toContain('href="/service/auto-detailing"')
    expect(html).not.toContain('href="/jps/booking"')
  })

  it('serves /booking on the custom host as the affiliate’s booking page', async () => {
    const { status, html } = await page('/booking', host)
    expect(status).toBe(200)
    expect(html).toContain('JP&#x27;s Mobile Detailing')
  })

  it('matches hostnames case-insensitively and ignores a trailing dot', async () => {
    expect((await page('/', 'JPS-Detailing.LOCALHOST.')).status).toBe(200)
  })

  it.each(['/jps', '/abc', '/abc/booking'])(
    'has no slug-prefixed path %s on a custom host',
    async (path) => {
      expect((await page(path, host)).status).toBe(404)
    },
  )

  it('answers 404 for an unknown host, for pages and the API alike', async () => {
    const { status, html } = await page('/', 'unknown.example')
    expect(status).toBe(404)
    expect(html).toContain('Page Not Found')
    const api = await worker.fetch('/api/health', { host: 'unknown.example' })
    expect(api.status).toBe(404)
    expect(await api.json()).toMatchObject({ success: false })
  })
})

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const response = await worker.fetch('/api/health')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toMatchObject({ success: true, status: 'ok', database: 'ok' })
  })
})

describe('routes of the spec’s route table', () => {
  it.each([
    '/',
    '/jps',
    '/affiliate-onboarding',
    '/booking',
    '/jps/booking',
    '/service/auto-detailing',
    '/jps/service/rv-detailing',
  ])('%s answers 200 for a visitor', async (path) => {
    expect((await page(path)).status).toBe(200)
  })

  it("/login shows the static 'Login Required' message", async () => {
    const { status, html } = await page('/login')
    expect(status).toBe(200)
    expect(html).toContain('Login Required')
    expect(html).toContain('Please log in to access protected areas.')
    expect(html).toContain('Use the login button in the header to authenticate.')
  })

  it.each(['/admin-dashboard', '/affiliate-dashboard', '/jps/dashboard'])(
    '%s redirects an anonymous visitor to /',
    async (path) => {
      const response = await worker.fetch(path)
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/')
    },
  )
})
