import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { QUOTE_SERVICES, quoteServicesFor, tileSlugOf } from '~/lib/quote-options'
import {
  CANONICAL_SERVICE_KEYS,
  canonicalServiceKey,
  getServiceContent,
  SERVICE_CONTENT,
  SERVICE_KEYS,
} from '~/lib/service-content'
import { mediaKind } from '~/lib/service-content/media'
import { type ServiceContent, type ServiceMedia } from '~/lib/service-content/types'
import { SERVICE_PAGE_TITLES, SERVICE_TILES } from '~/lib/services-catalog'

const SPEC_KEYS = [
  'auto-detailing',
  'boat-detailing',
  'marine-detailing',
  'rv-detailing',
  'ceramic-coating',
  'ppf-installation',
  'paint-protection-film',
  'paint-correction',
  'interior-exterior',
]
const publicDir = join(import.meta.dirname, '..', '..', 'public')
const entries = Object.entries(SERVICE_CONTENT)

function mediaOf(c: ServiceContent): ServiceMedia[] {
  const { beforeImage, afterImage } = c.results
  return [c.heroImage, c.whatItIs.media, c.process.image, beforeImage, afterImage].filter(
    (m): m is ServiceMedia => m !== undefined,
  )
}

/** Every word a visitor reads on one service page. */
function copyOf(c: ServiceContent): string {
  return JSON.stringify([c.description, c.whatItIs, c.process.steps, c.information.faqs])
}

describe('service page content', () => {
  it('covers exactly the nine service keys of the spec', () => {
    expect([...SERVICE_KEYS].sort()).toEqual([...SPEC_KEYS].sort())
  })

  it('gives ppf-installation the same content as paint-protection-film', () => {
    expect(getServiceContent('ppf-installation')).toBe(getServiceContent('paint-protection-film'))
  })

  it('has a page for every landing page service tile, titled as the catalogue names it', () => {
    for (const tile of SERVICE_TILES) expect(getServiceContent(tile.slug)).not.toBeNull()
    for (const key of SPEC_KEYS)
      expect(getServiceContent(key)?.title).toBe(SERVICE_PAGE_TITLES[key])
  })

  it('finds nothing for unknown keys, including object prototype names', () => {
    for (const key of [
      'underwater-welding',
      'constructor',
      '__proto__',
      'toString',
      '',
      undefined,
    ]) {
      expect(getServiceContent(key)).toBeNull()
    }
  })

  it.each(entries)('%s fills every §3 section', (_key, c) => {
    expect(c.id).toMatch(/^[a-z]+(-[a-z]+)*$/)
    expect(c.title.length).toBeGreaterThan(3)
    expect(c.description.length).toBeGreaterThan(60)
    expect(c.whatItIs.description.length).toBeGreaterThan(200)
    expect(c.whatItIs.benefits.length).toBeGreaterThanOrEqual(3)
    expect(c.process.title).not.toBe('')
    expect(c.process.steps.map((s) => s.number)).toEqual(c.process.steps.map((_, i) => i + 1))
    for (const step of c.process.steps) {
      expect(step.title).not.toBe('')
      expect(step.description.length).toBeGreaterThan(0)
    }
    expect(c.results.description.length).toBeGreaterThanOrEqual(2)
    expect(['small', 'medium', 'large']).toContain(c.results.containerSize)
    expect(c.information.title).not.toBe('')
    expect(c.information.faqs.length).toBeGreaterThanOrEqual(4)
    for (const faq of c.information.faqs) {
      expect(faq.question).toMatch(/\?$/)
      expect(faq.answer.length).toBeGreaterThan(40)
    }
    expect(new Set(c.information.faqs.map((f) => f.question)).size).toBe(c.information.faqs.length)
    for (const text of Object.values(c.action)) expect(text).not.toBe('')
    expect(QUOTE_SERVICES).toContain(c.quoteService)
  })

  it('offers the quote form the six tiles by title, in their order, each found by its slug', () => {
    expect(QUOTE_SERVICES).toEqual(SERVICE_TILES.map((tile) => tile.title))
    for (const tile of SERVICE_TILES) expect(tileSlugOf(tile.title)).toBe(tile.slug)
    expect(quoteServicesFor(['rv-detailing', 'auto-detailing'])).toEqual([
      'Auto Detailing',
      'RV Detailing',
    ])
    expect(quoteServicesFor(null)).toEqual(QUOTE_SERVICES)
  })

  it.each(entries)('%s has a description short enough for a meta description', (_key, c) => {
    expect(c.description.length).toBeLessThanOrEqual(160)
  })

  it.each(entries)('%s uses artwork that exists, with alt text and a size', (_key, c) => {
    for (const media of mediaOf(c)) {
      expect(existsSync(join(publicDir, media.src)), media.src).toBe(true)
      expect(media.alt.length).toBeGreaterThan(10)
      expect(media.width).toBeGreaterThan(0)
      expect(media.height).toBeGreaterThan(0)
      if (mediaKind(media.src) === 'video') expect(media.captions).toBeTruthy()
    }
  })

  it.each(entries)('%s has both before and after images or neither, of one size', (_key, c) => {
    const { beforeImage, afterImage } = c.results
    expect(Boolean(beforeImage)).toBe(Boolean(afterImage))
    if (beforeImage && afterImage) {
      expect([beforeImage.width, beforeImage.height]).toEqual([afterImage.width, afterImage.height])
      expect(beforeImage.src).not.toBe(afterImage.src)
    }
  })

  it('leaves at least one service without before/after images', () => {
    expect(entries.some(([, c]) => !c.results.beforeImage)).toBe(true)
  })

  it('shows the protection comparison on ceramic coating and PPF only', () => {
    const charted = entries.filter(([, c]) => c.whatItIs.chart).map(([key]) => key)
    expect(charted.sort()).toEqual(['ceramic-coating', 'paint-protection-film', 'ppf-installation'])
  })
})

describe('marketing claims match spec §9', () => {
  const copy = (key: string) => {
    const content = getServiceContent(key)
    if (!content) throw new Error(`no content for ${key}`)
    return copyOf(content)
  }

  it('PPF: front end 1-2 days, full vehicle 2-3 days, wait 48 hours before washing', () => {
    expect(copy('paint-protection-film')).toContain('front-end package usually takes 1-2 days')
    expect(copy('paint-protection-film')).toContain('full vehicle wrap takes 2-3 days')
    expect(copy('paint-protection-film')).toContain('Wait 48 hours before washing')
  })

  it('RV detailing takes 4-8 hours, every 3-6 months', () => {
    expect(copy('rv-detailing')).toContain('4-8 hours')
    expect(copy('rv-detailing')).toContain('Every 3-6 months')
  })

  it('a 2-stage ceramic coating lasts 3-5 years', () => {
    expect(copy('ceramic-coating')).toContain('2-stage ceramic coating lasts 3-5 years')
  })

  it.each(entries)(
    '%s repeats the booking policies (24 h cancellation, 3 to 5 days ahead)',
    (_k, c) => {
      expect(copyOf(c)).toContain('Cancellation is free up to 24 hours before')
      expect(copyOf(c)).toContain('Booking 3 to 5 days ahead')
      expect(copyOf(c)).toContain('within 24 hours')
    },
  )
})

describe('canonical service keys', () => {
  it('points ppf-installation at paint-protection-film and every other key at itself', () => {
    expect(canonicalServiceKey('ppf-installation')).toBe('paint-protection-film')
    for (const key of SPEC_KEYS.filter((k) => k !== 'ppf-installation')) {
      expect(canonicalServiceKey(key)).toBe(key)
    }
  })

  it('lists each page once for sitemaps', () => {
    expect(CANONICAL_SERVICE_KEYS).toHaveLength(8)
    expect(CANONICAL_SERVICE_KEYS).not.toContain('ppf-installation')
  })
})
