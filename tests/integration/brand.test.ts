import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postDashboard } from '../support/dashboard'
import { loginAs, postJson } from '../support/http'
import { png } from '../support/png'
import { startWorker, type TestWorker } from '../support/worker'

let worker: TestWorker
let owner: string
let otherOwner: string
beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test')).cookie
  otherOwner = (await loginAs(worker, 'abc@demo.test')).cookie
})
afterAll(() => worker.dispose())

const brandRow = () =>
  worker.db
    .prepare(
      "SELECT b.brand_color, b.about, b.faqs, b.gallery, a.logo_url FROM affiliates a LEFT JOIN affiliate_brands b ON b.affiliate_id = a.id WHERE a.slug = 'jps'",
    )
    .first<Record<string, string | null>>()

const website = (fields: Record<string, string>, cookie = owner, slug = 'jps') =>
  postDashboard(worker, cookie, fields, { slug, query: '?tab=website' })

/** A PNG's width and height, from its header (IHDR). */
function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

/** A file upload as the Website tab's forms send it (multipart, to ?upload=logo|photo). */
async function upload(which: 'logo' | 'photo', bytes: Uint8Array, cookie = owner, slug = 'jps') {
  const form = new FormData()
  form.set('intent', which === 'logo' ? 'website-logo' : 'website-photo')
  form.set(which, new Blob([Uint8Array.from(bytes)], { type: 'image/png' }), `${which}.png`)
  const encoded = new Request('http://localhost/', { method: 'POST', body: form })
  return worker.fetch(`/${slug}/dashboard?tab=website&upload=${which}`, {
    method: 'POST',
    headers: {
      Origin: 'http://localhost',
      Cookie: cookie,
      'Content-Type': encoded.headers.get('Content-Type') ?? '',
    },
    body: await encoded.arrayBuffer(),
  })
}

const page = async (path: string) => (await worker.fetch(path)).text()

describe('brand colour', () => {
  it('refuses a colour too light for white text with a 400 in clear words, saving nothing', async () => {
    const before = await brandRow()
    const response = await website({ intent: 'website-colour', brand_color: '#ffd700' })
    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(
      /too light to read white text on \(1\.\d:1, WCAG AA needs 4\.5:1\)\. Try #[0-9a-f]{6}\./,
    )
    expect(await brandRow()).toEqual(before)
  })

  it('refuses what is not a colour', async () => {
    const response = await website({ intent: 'website-colour', brand_color: 'url(x)' })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Enter a colour like #1172bf.')
  })

  it("puts an accepted colour on the business's public pages, and only there", async () => {
    const response = await website({ intent: 'website-colour', brand_color: '#7C3AED' })
    expect(response.status).toBe(200)
    expect((await brandRow())?.brand_color).toBe('#7c3aed')
    expect(await page('/jps')).toContain('--brand-600:124 58 237')
    expect(await page('/jps/booking')).toContain('--brand-600:124 58 237')
    // The inlined stylesheet names the variables everywhere; only a branded page sets them.
    expect(await page('/abc')).not.toContain('--brand-600:')
    expect(await page('/')).not.toContain('--brand-600:')
  })
})

describe('logo', () => {
  it('refuses a file that is not PNG, JPEG or WebP by its bytes, whatever its name says', async () => {
    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00')
    const response = await upload('logo', gif)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('The logo must be a PNG, JPEG or WebP image.')
    expect((await brandRow())?.logo_url).toBeNull()
  })

  it('refuses a logo over 2 MB with a 413', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 10)
    big.set(png(1, 1, [0, 0, 0]))
    const response = await upload('logo', big)
    expect(response.status).toBe(413)
    expect(await response.text()).toContain('The logo must be 2 MB or smaller.')
  })

  it('stores a PNG logo in R2, serves it for a year and shows it in the header', async () => {
    const response = await upload('logo', png(64, 64, [10, 20, 30]))
    expect(response.status).toBe(200)
    const logoUrl = (await brandRow())?.logo_url ?? ''
    expect(logoUrl).toMatch(/^\/uploads\/logo\/[0-9a-f-]{36}\.png$/)
    const served = await worker.fetch(logoUrl)
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/png')
    expect(served.headers.get('Cache-Control')).toContain('immutable')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(
      new Uint8Array(png(64, 64, [10, 20, 30])),
    )
    expect(await page('/jps')).toContain(`src="${logoUrl}?size=header"`)
  })

  it('serves the logo at the header and email sizes, made once by the Images binding', async () => {
    const response = await upload('logo', png(400, 200, [10, 20, 30], [200, 100, 0]))
    expect(response.status).toBe(200)
    const logoUrl = (await brandRow())?.logo_url ?? ''
    const key = logoUrl.replace('/uploads/', '')
    for (const [size, width, height] of [
      ['header', 72, 36],
      ['email', 192, 96],
    ] as const) {
      const served = await worker.fetch(`${logoUrl}?size=${size}`)
      expect(served.status).toBe(200)
      expect(served.headers.get('Content-Type')).toBe('image/png')
      expect(served.headers.get('Cache-Control')).toContain('immutable')
      expect(pngSize(new Uint8Array(await served.arrayBuffer()))).toEqual({ width, height })
      // Kept beside the original, so the next request reads it instead of resizing again.
      expect(await worker.bucket.head(`sized/${size}/${key}.png`)).not.toBeNull()
    }
    const small = await worker.fetch(`${logoUrl}?size=header`)
    expect(pngSize(new Uint8Array(await small.arrayBuffer()))).toEqual({ width: 72, height: 36 })
    expect((await worker.fetch(`${logoUrl}?size=huge`)).status).toBe(400)

    // A new logo takes the old one's sized copies with it.
    expect((await upload('logo', png(64, 64, [10, 20, 30]))).status).toBe(200)
    expect(await worker.bucket.head(key)).toBeNull()
    expect(await worker.bucket.head(`sized/header/${key}.png`)).toBeNull()
    expect(await worker.bucket.head(`sized/email/${key}.png`)).toBeNull()
  })

  it("puts the logo in the header of the business's emails, as an absolute URL", async () => {
    const logoUrl = (await brandRow())?.logo_url ?? ''
    expect(logoUrl).toMatch(/^\/uploads\/logo\//)
    const response = await postJson(worker, '/api/quote', {
      name: 'Logo Lee',
      email: 'logo.lee@example.test',
      phone: '4805550100',
      zip: '89101',
      vehicle: 'Car',
      services: ['Ceramic coating'],
      additionalInfo: '',
      business_slug: 'jps',
    })
    expect(response.status).toBe(201)
    const [receipt] = await worker.waitForMail((m) => m.to === 'logo.lee@example.test')
    expect(receipt?.html).toContain(
      `<img src="http://localhost${logoUrl}?size=email" alt="" height="48"`,
    )
  })

  it("another business's owner cannot change this one's brand", async () => {
    const before = await brandRow()
    const response = await upload('logo', png(8, 8, [0, 0, 0]), otherOwner)
    expect([302, 303, 403, 404]).toContain(response.status)
    const colour = await website({ intent: 'website-colour', brand_color: '#000000' }, otherOwner)
    expect([302, 303, 403, 404]).toContain(colour.status)
    expect(await brandRow()).toEqual(before)
  })
})

describe('gallery and FAQ', () => {
  it('a before/after pair replaces the illustrations on the service and booking pages', async () => {
    expect(await page('/jps/service/auto-detailing')).not.toContain('/uploads/gallery/')
    expect((await upload('photo', png(40, 30, [200, 0, 0]))).status).toBe(200)
    expect((await upload('photo', png(40, 30, [0, 200, 0]))).status).toBe(200)
    const [first, second] = JSON.parse((await brandRow())?.gallery ?? '[]') as { url: string }[]
    // Both at once: neither save may undo the other.
    const saved = await Promise.all([
      website({
        intent: 'website-photo-save',
        index: '0',
        url: first?.url ?? '',
        role: 'before',
        alt: 'Dusty hood before',
      }),
      website({
        intent: 'website-photo-save',
        index: '1',
        url: second?.url ?? '',
        role: 'after',
        alt: 'Glossy hood after',
      }),
    ])
    expect(saved.map((r) => r.status)).toEqual([200, 200])
    const service = await page('/jps/service/auto-detailing')
    expect(service).toMatch(
      /src="\/uploads\/gallery\/[0-9a-f-]{36}\.png"[^>]*alt="Dusty hood before"|alt="Dusty hood before"[^>]*src="\/uploads\/gallery\//,
    )
    const booking = await page('/jps/booking')
    expect(booking).toContain('Glossy hood after')
    expect(booking).not.toContain('Ask your detailer for photos')
    // Another business keeps the illustrations.
    expect(await page('/abc/booking')).toContain('Ask your detailer for photos')
  })

  it('refuses a photo role that does not exist and a photo that is not there', async () => {
    const role = await website({
      intent: 'website-photo-save',
      index: '0',
      role: 'hero',
      alt: 'x y z',
    })
    expect(role.status).toBe(400)
    expect(await role.text()).toContain('Choose Photo, Before or After.')
    const missing = await website({ intent: 'website-photo-remove', index: '9', url: 'x' })
    expect(missing.status).toBe(404)
    // A form showing an older gallery names a photo no longer at that place: nothing is removed.
    const before = await brandRow()
    const stale = await website({
      intent: 'website-photo-remove',
      index: '0',
      url: '/uploads/gallery/other.png',
    })
    expect(stale.status).toBe(404)
    expect(await brandRow()).toEqual(before)
  })

  it("shows the business's own questions before the generated ones, and refuses empty ones", async () => {
    const empty = await website({ intent: 'website-faq-add', question: '', answer: '' })
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain('Enter a question.')
    const added = await website({
      intent: 'website-faq-add',
      question: 'Do you bring your own water?',
      answer: 'Yes, a 60 gallon tank.',
    })
    expect(added.status).toBe(200)
    const html = await page('/jps')
    const own = html.indexOf('Do you bring your own water?')
    expect(own).toBeGreaterThan(-1)
    expect(own).toBeLessThan(html.indexOf('Do you offer mobile detailing in'))
  })

  it('keeps About text to 2000 characters', async () => {
    const long = await website({ intent: 'website-about', about: 'a'.repeat(2001) })
    expect(long.status).toBe(400)
    expect(await long.text()).toContain('Keep the About text under 2000 characters.')
    const ok = await website({ intent: 'website-about', about: 'Two vans, one family.' })
    expect(ok.status).toBe(200)
    expect(await page('/jps')).toContain('Two vans, one family.')
  })
})
