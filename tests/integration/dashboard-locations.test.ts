import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dashboardHtml, postDashboard } from '../support/dashboard'
import { snapshot } from '../support/db'
import { loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

let worker: TestWorker
let owner: string
let admin: string
beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test')).cookie
  admin = (await loginAs(worker, 'admin@demo.test')).cookie
})
afterAll(() => worker.dispose())

interface AreaRow {
  city: string
  state: string
  zip: string | null
  is_primary: number
  minimum_cents: number
  multiplier: number
}

const areasOf = async (slug: string) =>
  (
    await worker.db
      .prepare(
        'SELECT sa.city, sa.state, sa.zip, sa.is_primary, sa.minimum_cents, sa.multiplier FROM service_areas sa JOIN affiliates a ON a.id = sa.affiliate_id WHERE a.slug = ? ORDER BY sa.state, sa.city',
      )
      .bind(slug)
      .all<AreaRow>()
  ).results
const areaOf = async (slug: string, city: string) =>
  (await areasOf(slug)).find((a) => a.city === city)

const add = (fields: Record<string, string>) =>
  postDashboard(worker, owner, { intent: 'area-add', ...fields })

describe('locations tab: adding a location', () => {
  it('takes city, state and ZIP from a chosen place, with minimum and multiplier', async () => {
    const response = await add({
      place: 'Chandler, AZ 85224',
      city: 'Chandler',
      state: 'AZ',
      place_zip: '85224',
      zip: '85999',
      minimum: '75',
      multiplier: '1.25',
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/jps/dashboard?tab=locations')
    expect(await areaOf('jps', 'Chandler')).toEqual({
      city: 'Chandler',
      state: 'AZ',
      zip: '85224',
      is_primary: 0,
      minimum_cents: 7500,
      multiplier: 1.25,
    })
  })

  it('reads typed City, ST text without JavaScript and uses the typed ZIP', async () => {
    const response = await add({ place: 'Gilbert, AZ', zip: '85233', minimum: '', multiplier: '' })
    expect(response.status).toBe(302)
    expect(await areaOf('jps', 'Gilbert')).toMatchObject({
      zip: '85233',
      minimum_cents: 0,
      multiplier: 1,
    })
  })

  it('looks the ZIP up by city and state when neither the place nor the form has one', async () => {
    const response = await add({ place: 'Glendale, AZ' })
    expect(response.status).toBe(302)
    expect((await areaOf('jps', 'Glendale'))?.zip).toMatch(/^853\d\d$/)
  })

  it('a bare ZIP code finds its city', async () => {
    const response = await add({ place: '89501' })
    expect(response.status).toBe(302)
    expect(await areaOf('jps', 'Reno')).toMatchObject({ state: 'NV', zip: '89501' })
  })

  it('shows the new area at once in the public footer and location lookup', async () => {
    await add({ place: 'Peoria, AZ' })
    const footer = await (
      await worker.fetch('/api/service_areas/footer')
    ).json<{
      service_areas: Record<string, Record<string, string[]>>
    }>()
    expect(footer.service_areas.AZ?.Peoria).toContain('jps')
    const lookup = await worker.fetch('/api/affiliates/lookup?city=Peoria&state=AZ')
    expect((await lookup.json<{ slugs: string[] }>()).slugs).toContain('jps')
  })
})

describe('locations tab: the add form explains its numbers', () => {
  it('shows a one-line example under Minimum and under Multiplier, tied to each field', async () => {
    const { text } = await dashboardHtml(worker, owner, '/jps/dashboard?tab=locations&add=1')
    expect(text).toContain('The least a job here costs: with 150, a $120 job is quoted $150.')
    expect(text).toContain('Scales every price here, e.g. for travel: 1.2 makes a $100 job $120.')
    expect(text).toMatch(/id="area-minimum"[^>]*aria-describedby="area-minimum-hint"/)
    expect(text).toMatch(/id="area-multiplier"[^>]*aria-describedby="area-multiplier-hint"/)
  })
})

describe('locations tab: bad input changes nothing', () => {
  const cases: [string, Record<string, string>, number, string][] = [
    ["no place gives 'City is required'", { place: '' }, 400, 'City is required'],
    [
      'a place that cannot be found says so instead of asking for a city',
      { place: 'Atlantis Under The Sea' },
      400,
      'We could not find “Atlantis Under The Sea”. Choose a suggestion, or type “City, ST” or a ZIP code',
    ],
    [
      'an unknown ZIP code is not found either',
      { place: '00000' },
      400,
      'We could not find “00000”',
    ],
    [
      "a bad state gives 'State must be a 2-letter code (e.g., CA, NY)'",
      { city: 'Austin', state: 'TEX' },
      400,
      'State must be a 2-letter code (e.g., CA, NY)',
    ],
    [
      "a bad ZIP gives 'ZIP code must be 5 digits or 5+4 format'",
      { city: 'Austin', state: 'TX', zip: '7870' },
      400,
      'ZIP code must be 5 digits or 5+4 format',
    ],
    [
      "a negative minimum gives 'Minimum must be a positive number'",
      { city: 'Austin', state: 'TX', minimum: '-5' },
      400,
      'Minimum must be a positive number',
    ],
    [
      "a zero multiplier gives 'Multiplier must be greater than 0'",
      { city: 'Austin', state: 'TX', multiplier: '0' },
      400,
      'Multiplier must be greater than 0',
    ],
    [
      'a multiplier that is not a number is refused',
      { city: 'Austin', state: 'TX', multiplier: 'lots' },
      400,
      'Multiplier must be greater than 0',
    ],
    [
      'an area it already serves is a 409',
      { place: 'Tempe, AZ' },
      409,
      'This service area already exists',
    ],
  ]
  for (const [name, fields, status, message] of cases) {
    it(name, async () => {
      const before = await snapshot(worker)
      const response = await add(fields)
      expect(response.status).toBe(status)
      const html = await response.text()
      expect(html).toContain(message)
      if (status === 400) expect(html).toContain('Failed to add location')
      expect(await snapshot(worker)).toEqual(before)
    })
  }

  it('editing with a bad multiplier or an unknown area changes nothing', async () => {
    const before = await snapshot(worker)
    const bad = await postDashboard(worker, owner, {
      intent: 'area-update',
      key: 'tempe-az',
      multiplier: '-1',
    })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Multiplier must be greater than 0')
    const unknown = await postDashboard(worker, owner, {
      intent: 'area-update',
      key: 'atlantis-zz',
      zip: '85001',
    })
    expect(unknown.status).toBe(404)
    const primary = await postDashboard(worker, owner, {
      intent: 'area-primary',
      key: 'atlantis-zz',
    })
    expect(primary.status).toBe(404)
    const remove = await postDashboard(worker, owner, { intent: 'area-delete', key: 'atlantis-zz' })
    expect(remove.status).toBe(404)
    expect(await snapshot(worker)).toEqual(before)
  })
})

describe('locations tab: editing, primary and deleting', () => {
  it("click-to-edit changes an area's ZIP, minimum and multiplier", async () => {
    const response = await postDashboard(worker, owner, {
      intent: 'area-update',
      key: 'scottsdale-az',
      zip: '85260',
      minimum: '99.5',
      multiplier: '1.3',
    })
    expect(response.status).toBe(302)
    expect(await areaOf('jps', 'Scottsdale')).toMatchObject({
      zip: '85260',
      minimum_cents: 9950,
      multiplier: 1.3,
    })
  })

  it('make primary leaves exactly one primary area', async () => {
    const response = await postDashboard(worker, owner, { intent: 'area-primary', key: 'mesa-az' })
    expect(response.status).toBe(200)
    const primaries = (await areasOf('jps')).filter((a) => a.is_primary).map((a) => a.city)
    expect(primaries).toEqual(['Mesa'])
    const { text } = await dashboardHtml(worker, owner, '/jps/dashboard')
    expect(text).toContain('Mesa, AZ')
  })

  it("delete removes only this business's area of that name", async () => {
    const response = await postDashboard(worker, owner, { intent: 'area-delete', key: 'tempe-az' })
    expect(response.status).toBe(302)
    expect(await areaOf('jps', 'Tempe')).toBeUndefined()
    // ABC Auto Spa also serves Tempe, AZ: untouched.
    expect(await areaOf('abc', 'Tempe')).toBeDefined()
  })
})

describe('locations tab: screens', () => {
  it('groups areas by state with a count per state', async () => {
    const { text } = await dashboardHtml(worker, owner, '/jps/dashboard?tab=locations')
    // Henderson, Las Vegas and Reno (added above).
    expect(text).toMatch(/Nevada \(NV\) <span[^>]*>3<\/span>/)
    expect(text).toContain('Expand All')
    expect(text).toContain('Collapse All')
    expect(text).toContain('<details open=""')
    const collapsed = await dashboardHtml(
      worker,
      owner,
      '/jps/dashboard?tab=locations&expanded=none',
    )
    expect(collapsed.text).not.toContain('<details open=""')
  })

  it("a business without areas says 'No service areas added yet' and 'No primary service area found'", async () => {
    // Fresh Start serves only Reno: an admin removes it from the dashboard first.
    const removed = await postDashboard(
      worker,
      admin,
      { intent: 'area-delete', key: 'reno-nv' },
      { slug: 'fresh-start' },
    )
    expect(removed.status).toBe(302)
    const { text } = await dashboardHtml(worker, admin, '/fresh-start/dashboard?tab=locations')
    expect(text).toContain('No service areas added yet')
    expect(text).toContain('No primary service area found')
  })

  it('the add, edit and delete steps are pages of their own', async () => {
    expect(
      (await dashboardHtml(worker, owner, '/jps/dashboard?tab=locations&add=1')).text,
    ).toContain('Add Service Location')
    expect(
      (await dashboardHtml(worker, owner, '/jps/dashboard?tab=locations&area=mesa-az')).text,
    ).toContain('Edit Mesa, AZ')
    expect(
      (await dashboardHtml(worker, owner, '/jps/dashboard?tab=locations&remove=mesa-az')).text,
    ).toContain('Delete Service Location')
  })
})
