import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWorker, type TestWorker } from '../support/worker'

const NOT_SERVED =
  'Sorry, we don&#x27;t currently serve this area. Please contact us for more information.'
const FAILED = 'Sorry, there was an error processing your location. Please try again.'
const CUSTOM_HOST = 'jps-detailing.localhost'

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

async function page(path: string, host?: string) {
  const response = await worker.fetch(path, { host })
  return {
    status: response.status,
    location: response.headers.get('location'),
    csp: response.headers.get('content-security-policy') ?? '',
    html: await response.text(),
  }
}

function jsonLd(html: string): Record<string, unknown> | null {
  const match = html.match(/<script type="application\/ld\+json" nonce="([^"]*)">(.*?)<\/script>/s)
  return match?.[2] ? { nonce: match[1], ...JSON.parse(match[2]) } : null
}

describe('the location form without JavaScript (GET ?location=)', () => {
  it.each([
    ["'Phoenix, AZ'", 'Phoenix, AZ'],
    ["'89101' (a Las Vegas ZIP)", '89101'],
    ["'Las Vegas, NV 89101-1234'", 'Las Vegas, NV 89101-1234'],
    ["'phoenix, arizona'", 'phoenix, arizona'],
    ["a city alone, 'Scottsdale'", 'Scottsdale'],
  ])('redirects %s to /jps, the first business serving it', async (_label, text) => {
    const { status, location } = await page(`/?location=${encodeURIComponent(text)}`)
    expect(status).toBe(302)
    expect(location).toBe('/jps')
  })

  it('works the same from an affiliate landing', async () => {
    const { status, location } = await page(`/jps?location=${encodeURIComponent('Dallas, TX')}`)
    expect(status).toBe(302)
    expect(location).toBe('/abc')
  })

  it('leaves a custom hostname for the marketplace when another business serves the place', async () => {
    const { status, location } = await page(
      `/?location=${encodeURIComponent('Dallas, TX')}`,
      CUSTOM_HOST,
    )
    expect(status).toBe(302)
    expect(location).toBe('http://localhost/abc')
  })

  it('stays on the custom hostname when its own business serves the place', async () => {
    const { location } = await page(`/?location=89101`, CUSTOM_HOST)
    expect(location).toBe('/')
  })

  it("shows 'Sorry, we don't currently serve this area…' for an unserved area, keeping the text", async () => {
    const { status, html } = await page(`/?location=${encodeURIComponent('Boise, ID')}`)
    expect(status).toBe(200)
    expect(html).toContain(`role="alert"`)
    expect(html).toContain(NOT_SERVED)
    expect(html).toContain('value="Boise, ID"')
  })

  it.each([
    ['text it cannot read', 'somewhere nice'],
    ['an unknown ZIP', '00000'],
    ['an empty value', ''],
  ])("shows 'Sorry, there was an error processing your location…' for %s", async (_l, text) => {
    const { status, html } = await page(`/?location=${encodeURIComponent(text)}`)
    expect(status).toBe(200)
    expect(html).toContain(FAILED)
  })
})

describe('platform landing (/)', () => {
  it('has its title, description and canonical URL, and no business JSON-LD', async () => {
    const { html } = await page('/')
    expect(html).toContain('<title>Mobile Detail Hub | Find Mobile Detailing Near You</title>')
    expect(html).toMatch(/<meta name="description" content="Find vetted mobile detailers/)
    expect(html).toContain('<link rel="canonical" href="http://localhost/"/>')
    expect(jsonLd(html)).toBeNull()
  })

  it('renders the platform (mdh) reviews with their average and count for first paint', async () => {
    const { html } = await page('/')
    expect(html).toContain('What Our Customers Say')
    expect(html).toContain('Sarah Mitchell')
    expect(html).not.toContain('Rachel Green') // an affiliate's review
    // Seeded mdh ratings 5, 5, 4, 5, 3, 5, 5: 4.6 on average, 7 reviews.
    expect(html).toMatch(
      /<strong[^>]*>4\.6<\/strong> average\s*(<!-- -->)?\s*from\s*(<!-- -->)?\s*<strong[^>]*>7\+<\/strong>/,
    )
    expect(html).toContain('This Week')
  })

  it('renders the FAQ with its 10 categories', async () => {
    const { html } = await page('/')
    expect(html).toContain('Frequently Asked Questions')
    for (const name of [
      'Getting Started',
      'Booking &amp; Scheduling',
      'For Detailers',
      'Appointment Day',
    ])
      expect(html).toContain(name)
    expect(html).toContain('Cancellation is free up to 24 hours before your appointment.')
  })

  it('renders the platform footer: Connect, Service Areas by state, a search and the credit', async () => {
    const { html } = await page('/')
    for (const text of [
      'Connect',
      'Follow Us',
      'Service Areas',
      'Join as a Detailer',
      'Powered by',
    ])
      expect(html).toContain(text)
    expect(html).toContain(`© ${new Date().getUTCFullYear()} Mobile Detail Hub`)
    expect(html).toContain('Arizona')
    // States with their city counts; a state's cities are one GET away, without JavaScript too.
    expect(html).toContain('href="/?areas=AZ#service-areas"')
    expect(html).not.toContain('href="/jps"')
    const open = await page('/?areas=AZ')
    expect(open.html).toContain('Back to states')
    expect(open.html).toContain('href="/jps"') // Phoenix and the other AZ cities link to jps
    expect(html).toContain('aria-label="Find a detailer by ZIP code or city"')
  })
})

describe('affiliate landing (/jps and its custom hostname)', () => {
  it('is canonical on the business’s own hostname', async () => {
    for (const [path, host] of [
      ['/jps', undefined],
      ['/', CUSTOM_HOST],
    ] as const) {
      const { html } = await page(path, host)
      expect(html).toContain('<link rel="canonical" href="https://jps-detailing.localhost/"/>')
      expect(html).toContain(
        '<title>JP&#x27;s Mobile Detailing | Mobile Detailing in Phoenix, AZ</title>',
      )
    }
  })

  it('uses /{slug} as canonical for a business without its own hostname', async () => {
    const { html } = await page('/abc')
    expect(html).toContain('<link rel="canonical" href="http://localhost/abc"/>')
  })

  it('carries AutoWash JSON-LD with its areas and rating, under the CSP nonce', async () => {
    const { html, csp } = await page('/jps')
    const data = jsonLd(html)
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoWash',
      name: "JP's Mobile Detailing",
      url: 'https://jps-detailing.localhost/',
      telephone: '+14805550112',
      // Seeded ratings 5, 5, 4, 5, 5, 2.
      aggregateRating: { ratingValue: 4.3, reviewCount: 6 },
    })
    expect(JSON.stringify(data)).toContain('"name":"Las Vegas"')
    expect(csp).toContain(`'nonce-${String(data?.nonce)}'`)
  })

  it('renders its own reviews, an FAQ for its primary area and its nearby areas', async () => {
    const { html } = await page('/jps')
    expect(html).toContain('Rachel Green')
    expect(html).not.toContain('Sarah Mitchell')
    expect(html).toContain('Do you offer mobile detailing in Phoenix, AZ?')
    expect(html).toContain(
      'we also serve Mesa, AZ; Scottsdale, AZ; Tempe, AZ; Henderson, NV; Las Vegas, NV',
    )
  })

  it('renders the affiliate footer and the location picker', async () => {
    const { html } = await page('/jps')
    for (const text of [
      'Get in Touch',
      'Follow Us',
      'Service Areas',
      'Ready to Get Started',
      'Book Your Detail',
    ])
      expect(html).toContain(text)
    expect(html).toContain('bookings@jps-detailing.test')
    expect(html).toContain('Phoenix, AZ 85004')
    expect(html).toContain('href="#update-location"')
    expect(html).not.toContain('Powered by')
  })

  it('shows the empty reviews state for a business without reviews', async () => {
    const { html } = await page('/fresh-start')
    expect(html).toContain('No reviews yet:</strong> Be the first to share your experience!')
  })

  it("shows 'No phone data' when the business has no phone", async () => {
    await worker.db
      .prepare(
        "UPDATE affiliates SET phone = NULL, business_phone = NULL WHERE slug = 'fresh-start'",
      )
      .run()
    const { html } = await page('/fresh-start')
    expect(html).toContain('No phone data')
  })
})

describe('when data cannot be loaded', () => {
  let broken: TestWorker
  beforeAll(async () => {
    broken = await startWorker()
    await broken.db.batch([
      broken.db.prepare('ALTER TABLE reviews RENAME TO reviews_gone'),
      broken.db.prepare('ALTER TABLE service_areas RENAME TO service_areas_gone'),
    ])
  })
  afterAll(() => broken.dispose())

  it.each(['/', '/jps'])(
    "%s still answers 200 with 'Failed to load reviews', Try Again and an 'Under Construction' footer",
    async (path) => {
      const response = await broken.fetch(path)
      const html = await response.text()
      expect(response.status).toBe(200)
      expect(html).toContain('Failed to load reviews')
      expect(html).toContain('Try Again')
      expect(html).toContain('Under Construction')
    },
  )
})
