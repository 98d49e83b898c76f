import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCATION_ERROR_MESSAGE, NOT_SERVED_MESSAGE } from '~/lib/location/messages'
import { startWorker, type TestWorker } from '../support/worker'

// Issue 40: when more than one business serves a place, the marketplace lets the visitor choose
// (Tempe is served by JP's, based in Phoenix, and ABC, based in Dallas); one goes straight there.

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

const html = (s: string) => s.replaceAll('<!-- -->', '').replaceAll('&#x27;', "'")

describe('the choice page', () => {
  it('lists both businesses serving Tempe, nearest base first, with the order explained', async () => {
    const response = await worker.fetch('/detailers?city=Tempe&state=AZ')
    expect(response.status).toBe(200)
    const page = html(await response.text())
    expect(page).toContain('2 detailers serve Tempe, AZ')
    expect(page).toContain('Listed by distance from this place to each detailer')
    const jps = page.indexOf("JP's Mobile Detailing")
    const abc = page.indexOf('ABC Auto Spa')
    expect(jps).toBeGreaterThan(0)
    expect(abc).toBeGreaterThan(jps)
    expect(page).toMatch(/\d+ mi from Tempe, AZ \(based in Phoenix, AZ\)/)
    expect(page).toMatch(/\d+ mi from Tempe, AZ \(based in Dallas, TX\)/)
    expect(page).toContain('href="/jps/booking"')
    expect(page).toContain('href="/abc/booking"')
    expect(page).toMatch(/From \$\d+/)
  })

  it('the §7 lookup still answers with every slug, first used', async () => {
    const lookup = await worker.fetch('/api/affiliates/lookup?city=Tempe&state=AZ')
    const body = await lookup.json<{ slugs: string[] }>()
    expect(body.slugs.sort()).toEqual(['abc', 'jps'])
  })

  it('the search without JavaScript goes to the choice page for Tempe, straight to JP’s for Phoenix', async () => {
    const tempe = await worker.fetch('/?location=Tempe%2C%20AZ', { redirect: 'manual' })
    expect(tempe.status).toBe(302)
    expect(tempe.headers.get('Location')).toMatch(/\/detailers\?city=Tempe&state=AZ$/)
    const phoenix = await worker.fetch('/?location=Phoenix%2C%20AZ', { redirect: 'manual' })
    expect(phoenix.status).toBe(302)
    expect(phoenix.headers.get('Location')).toMatch(/\/jps$/)
  })

  it('one business goes straight to its site', async () => {
    const reno = await worker.fetch('/detailers?city=Reno&state=NV', { redirect: 'manual' })
    expect(reno.status).toBe(302)
    expect(reno.headers.get('Location')).toBe('/fresh-start')
  })

  it("an unserved place answers 404 with the spec's words; a bad one 400", async () => {
    const none = await worker.fetch('/detailers?city=Boise&state=ID')
    expect(none.status).toBe(404)
    expect(html(await none.text())).toContain(NOT_SERVED_MESSAGE.replaceAll("'", "'"))
    const bad = await worker.fetch('/detailers?city=Tempe&state=ZZ')
    expect(bad.status).toBe(400)
    expect(html(await bad.text())).toContain(LOCATION_ERROR_MESSAGE)
  })
})
