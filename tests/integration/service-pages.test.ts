import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CANONICAL_SERVICE_KEYS, SERVICE_KEYS, SERVICE_CONTENT } from '~/lib/service-content'
import { startWorker, type TestWorker } from '../support/worker'

const CUSTOM_HOST = 'jps-detailing.localhost'

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

async function page(path: string, host?: string) {
  const response = await worker.fetch(path, { host })
  return { status: response.status, html: await response.text(), headers: response.headers }
}

/** React escapes text (&, ') in server HTML; compare against the same escaping. */
function escaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')
}

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
}

const MODES: [string, (key: string) => string, string | undefined][] = [
  ['platform mode', (key) => `/service/${key}`, undefined],
  ['affiliate mode', (key) => `/jps/service/${key}`, undefined],
  ['the custom host', (key) => `/service/${key}`, CUSTOM_HOST],
]

describe('service pages', () => {
  for (const [mode, path, host] of MODES) {
    it.each(SERVICE_KEYS)(`answers 200 for %s in ${mode} with its title`, async (key) => {
      const { status, html } = await page(path(key), host)
      expect(status).toBe(200)
      expect(html).toContain(escaped(SERVICE_CONTENT[key]?.title ?? 'missing'))
    })

    it(`shows 'Service Not Found' with 404 for an unknown key in ${mode}`, async () => {
      const { status, html } = await page(path('underwater-welding'), host)
      expect(status).toBe(404)
      expect(html).toContain('Service Not Found')
      expect(html).toContain('The requested service could not be found.')
    })
  }

  it.each(['__proto__', 'constructor', '%00', '..%2F..%2Fetc', 'x'.repeat(300)])(
    "answers 'Service Not Found' with 404, never a 5xx, for the hostile key %s",
    async (key) => {
      const { status, html } = await page(`/jps/service/${key}`)
      expect(status).toBe(404)
      expect(html).toContain('Service Not Found')
    },
  )

  it('has every section: hero, what it is, process, results, FAQ and action', async () => {
    const { html } = await page('/service/ceramic-coating')
    for (const id of ['what-it-is', 'process', 'results', 'information']) {
      expect(html).toContain(`id="${id}"`)
    }
    expect(html).toContain('id="service-title"')
    expect(html).toContain('id="service-action"')
    expect(html).toContain('Book Ceramic Coating')
    expect(html).toContain('Get a Coating Quote')
  })

  it('starts the before/after slider at 50 percent', async () => {
    const { html } = await page('/jps/service/paint-correction')
    expect(html).toMatch(/role="slider"[^>]*aria-valuenow="50"/)
    expect(html).toContain('/images/services/paint-before.svg')
  })

  it("says 'Before/After images not available.' where a service has none", async () => {
    const { html } = await page('/service/interior-exterior')
    expect(html).toContain('Before/After images not available.')
    expect(html).not.toContain('role="slider"')
  })

  it.each(['ceramic-coating', 'paint-protection-film', 'ppf-installation'])(
    'shows the protection comparison on %s',
    async (key) => {
      const { html } = await page(`/service/${key}`)
      expect(html).toContain('How protection options compare')
    },
  )

  it('has no protection comparison on other services', async () => {
    expect((await page('/service/auto-detailing')).html).not.toContain('protection options')
  })

  it.each([
    ['platform mode', '/service/rv-detailing', undefined, '/booking', '/'],
    ['affiliate mode', '/jps/service/rv-detailing', undefined, '/jps/booking', '/jps#services'],
    ['the custom host', '/service/rv-detailing', CUSTOM_HOST, '/booking', '/#services'],
  ])('links Book and Back to this site in %s', async (_mode, path, host, booking, back) => {
    const { html } = await page(path, host)
    expect(html).toContain(`href="${booking}"`)
    expect(html).toMatch(new RegExp(`href="${back}"[^>]*>.*?Back</a>`))
  })
})

describe('service page SEO', () => {
  it.each([
    [
      'platform mode',
      '/service/ceramic-coating',
      undefined,
      'http://localhost/service/ceramic-coating',
    ],
    [
      'an affiliate without a custom host',
      '/abc/service/rv-detailing',
      undefined,
      'http://localhost/abc/service/rv-detailing',
    ],
    [
      'jps on the marketplace host',
      '/jps/service/rv-detailing',
      undefined,
      `https://${CUSTOM_HOST}/service/rv-detailing`,
    ],
    [
      'jps on its custom host',
      '/service/rv-detailing',
      CUSTOM_HOST,
      `https://${CUSTOM_HOST}/service/rv-detailing`,
    ],
    [
      'ppf-installation (same content as paint-protection-film)',
      '/service/ppf-installation',
      undefined,
      'http://localhost/service/paint-protection-film',
    ],
  ])('has the canonical URL for %s', async (_label, path, host, canonical) => {
    expect(canonicalOf((await page(path, host)).html)).toBe(canonical)
  })

  it('has a per-page title and description naming the provider', async () => {
    const { html } = await page('/jps/service/boat-detailing')
    expect(html).toContain(`<title>Boat Detailing | JP&#x27;s Mobile Detailing</title>`)
    const description = SERVICE_CONTENT['boat-detailing']?.description ?? 'missing'
    expect(html).toContain(`<meta name="description" content="${escaped(description)}"/>`)
    expect((await page('/service/boat-detailing')).html).toContain(
      '<title>Boat Detailing | Mobile Detail Hub</title>',
    )
  })

  it('describes the service as schema.org data', async () => {
    const { html } = await page('/abc/service/paint-correction')
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}'
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'Service',
      name: 'Paint Correction',
      url: 'http://localhost/abc/service/paint-correction',
      provider: { name: 'ABC Auto Spa', url: 'http://localhost/abc' },
    })
  })
})

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '')
}

/** The marketplace's URLs: every file the /sitemap.xml index lists, read in turn. */
async function marketplaceUrls(): Promise<string[]> {
  const files = locs(await (await worker.fetch('/sitemap.xml')).text())
  const lists = await Promise.all(
    files.map(async (file) => locs(await (await worker.fetch(new URL(file).pathname)).text())),
  )
  return lists.flat()
}

describe('GET /sitemap.xml', () => {
  it('is an index of the platform file and the business files on a platform host', async () => {
    const response = await worker.fetch('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await response.text()
    expect(xml).toContain('<sitemapindex')
    expect(locs(xml)).toEqual([
      'http://localhost/sitemaps/platform.xml',
      'http://localhost/sitemaps/businesses-1.xml',
    ])
  })

  it('answers 404 for a business file past the last and for other names', async () => {
    for (const path of ['/sitemaps/businesses-2.xml', '/sitemaps/other.xml'])
      expect((await worker.fetch(path)).status).toBe(404)
    expect((await worker.fetch('/sitemaps/platform.xml', { host: CUSTOM_HOST })).status).toBe(404)
  })

  it('lists the marketplace pages and affiliates without a custom host on a platform host', async () => {
    const urls = await marketplaceUrls()
    const services = CANONICAL_SERVICE_KEYS.map((k) => `/service/${k}`)
    const expected = [
      ...['/', '/booking', '/affiliate-onboarding', ...services].map((p) => `http://localhost${p}`),
      ...['abc', 'fresh-start'].flatMap((slug) =>
        ['', '/booking', ...services].map((p) => `http://localhost/${slug}${p}`),
      ),
    ]
    expect(urls.sort()).toEqual(expected.sort())
  })

  it('leaves out duplicate keys and jps, whose pages are canonical on its own host', async () => {
    const xml = (await marketplaceUrls()).join('\n')
    expect(xml).not.toContain('/jps')
    expect(xml).not.toContain('ppf-installation')
    expect(xml).not.toContain('shine')
  })

  it('lists only that affiliate’s pages, without the slug, on a custom host', async () => {
    const response = await worker.fetch('/sitemap.xml', { host: CUSTOM_HOST })
    expect(response.status).toBe(200)
    const urls = locs(await response.text())
    const expected = ['/', '/booking', ...CANONICAL_SERVICE_KEYS.map((k) => `/service/${k}`)].map(
      (p) => `https://${CUSTOM_HOST}${p}`,
    )
    expect(urls.sort()).toEqual(expected.sort())
  })

  it('drops an affiliate from the marketplace sitemap once it has a custom host', async () => {
    await worker.db
      .prepare(
        "INSERT INTO custom_hostnames (hostname, affiliate_id) SELECT 'abc-spa.localhost', id FROM affiliates WHERE slug = 'abc'",
      )
      .run()
    const urls = await marketplaceUrls()
    expect(urls.some((u) => u.includes('/abc'))).toBe(false)
    const own = locs(
      await (await worker.fetch('/sitemap.xml', { host: 'abc-spa.localhost' })).text(),
    )
    expect(own).toContain('https://abc-spa.localhost/service/paint-correction')
    await worker.db
      .prepare("DELETE FROM custom_hostnames WHERE hostname = 'abc-spa.localhost'")
      .run()
  })

  it('answers 404 on an unknown host', async () => {
    expect((await worker.fetch('/sitemap.xml', { host: 'unknown.example' })).status).toBe(404)
  })
})

describe('GET /robots.txt', () => {
  it('allows public pages, keeps crawlers out of the API, dashboards and login', async () => {
    const response = await worker.fetch('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const text = await response.text()
    expect(text).toContain('User-agent: *\nAllow: /\n')
    for (const path of [
      '/api/',
      '/admin-dashboard',
      '/affiliate-dashboard',
      '/*/dashboard',
      '/login',
    ]) {
      expect(text).toContain(`Disallow: ${path}\n`)
    }
    expect(text).toContain('Sitemap: http://localhost/sitemap.xml')
  })

  it('points to the custom host’s own sitemap there', async () => {
    const text = await (await worker.fetch('/robots.txt', { host: CUSTOM_HOST })).text()
    expect(text).toContain(`Sitemap: https://${CUSTOM_HOST}/sitemap.xml`)
    expect(text).not.toContain('http://localhost')
  })

  it('answers 404 on an unknown host', async () => {
    expect((await worker.fetch('/robots.txt', { host: 'unknown.example' })).status).toBe(404)
  })
})
