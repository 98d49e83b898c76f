import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dashboardHtml, postDashboard } from '../support/dashboard'
import { snapshot } from '../support/db'
import { loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

let worker: TestWorker
let owner: string
let admin: string
let jpsId: number
let abcServiceId: number
beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test')).cookie
  admin = (await loginAs(worker, 'admin@demo.test')).cookie
  jpsId = (await worker.db
    .prepare("SELECT id FROM affiliates WHERE slug = 'jps'")
    .first<{ id: number }>())!.id
  abcServiceId = (await worker.db
    .prepare(
      "SELECT s.id FROM services s JOIN affiliates a ON a.id = s.affiliate_id WHERE a.slug = 'abc' LIMIT 1",
    )
    .first<{ id: number }>())!.id
})
afterAll(() => worker.dispose())

interface TierRow {
  id: number
  name: string
  price_cents: number
  duration_minutes: number
  features: string
  enabled: number
  popular: number
}

const tiersOf = async (serviceId: number) =>
  (
    await worker.db
      .prepare('SELECT * FROM service_tiers WHERE service_id = ? ORDER BY sort_order')
      .bind(serviceId)
      .all<TierRow>()
  ).results

const THREE_TIERS = {
  intent: 'service-save',
  vehicle: 'boats',
  category: 'service-packages',
  name: 'Hull Care',
  'tiers[0].name': 'Basic',
  'tiers[0].price': '',
  'tiers[0].duration': '',
  'tiers[0].features': ['Rinse', 'Dry'],
  'tiers[0].enabled': 'on',
  'tiers[1].name': 'Plus',
  'tiers[1].price': '149.5',
  'tiers[1].duration': '120',
  'tiers[1].features': 'Wash\nWax',
  'tiers[1].enabled': 'on',
  'tiers[1].popular': 'on',
  'tiers[2].name': 'Premium',
  'tiers[2].price': '300',
  'tiers[2].duration': '240',
  'tiers[2].features': 'Everything',
  // An unfilled blank tier (the no-JavaScript form always has one) is dropped.
  'tiers[3].name': '',
  'tiers[3].price': '0',
  'tiers[3].duration': '60',
}

async function createHullCare(): Promise<number> {
  const response = await postDashboard(worker, owner, THREE_TIERS)
  expect(response.status).toBe(302)
  const location = response.headers.get('location') ?? ''
  expect(location).toMatch(
    /^\/jps\/dashboard\?tab=services&vehicle=boats&category=service-packages&service=\d+$/,
  )
  return Number(new URL(location, 'http://x').searchParams.get('service'))
}

describe('services tab: saving a service', () => {
  it('creates a service with three tiers (blank tiers dropped, empty price and duration count as 0) and selects it', async () => {
    const id = await createHullCare()
    const service = await worker.db
      .prepare(
        'SELECT affiliate_id, vehicle_id, service_category_id, name, base_price_cents FROM services WHERE id = ?',
      )
      .bind(id)
      .first()
    expect(service).toEqual({
      affiliate_id: jpsId,
      vehicle_id: 4,
      service_category_id: 3,
      name: 'Hull Care',
      base_price_cents: 0,
    })
    const tiers = await tiersOf(id)
    expect(
      tiers.map((t) => [
        t.name,
        t.price_cents,
        t.duration_minutes,
        JSON.parse(t.features),
        t.enabled,
        t.popular,
      ]),
    ).toEqual([
      ['Basic', 0, 0, ['Rinse', 'Dry'], 1, 0],
      ['Plus', 14950, 120, ['Wash', 'Wax'], 1, 1],
      ['Premium', 30000, 240, ['Everything'], 0, 0],
    ])
  })

  it('shows the new service at once to the public booking API', async () => {
    const id = await createHullCare()
    const response = await worker.fetch(
      `/api/services/affiliate/${jpsId}/vehicle/boats/category/service-packages`,
    )
    const body = await response.json<{ data: { id: number; tiers: { name: string }[] }[] }>()
    const found = body.data.find((s) => s.id === id)
    // Disabled tiers stay private to the owner.
    expect(found?.tiers.map((t) => t.name)).toEqual(['Basic', 'Plus'])
  })

  it('renders the selected service with its tiers, prices to 2 decimals and badges', async () => {
    const id = await createHullCare()
    const { text: html } = await dashboardHtml(
      worker,
      owner,
      `/jps/dashboard?tab=services&vehicle=boats&category=service-packages&service=${id}`,
    )
    expect(html).toContain('$149.50')
    expect(html).toContain('120 minutes')
    expect(html).toContain('Popular')
    expect(html).toContain('Enabled')
  })

  it('edits a service: tiers sent with their id keep it, missing tiers are removed', async () => {
    const id = await createHullCare()
    const [basic, plus] = await tiersOf(id)
    const response = await postDashboard(worker, owner, {
      intent: 'service-save',
      service_id: String(id),
      vehicle: 'boats',
      category: 'service-packages',
      name: 'Hull Care Deluxe',
      'tiers[0].id': String(basic!.id),
      'tiers[0].name': 'Basic',
      'tiers[0].price': '59.99',
      'tiers[0].duration': '45',
      'tiers[0].features': ['Rinse'],
      'tiers[0].enabled': 'on',
      'tiers[1].id': String(plus!.id),
      'tiers[1].name': 'Plus',
      'tiers[1].price': '149.5',
      'tiers[1].duration': '120',
      'tiers[1].features': ['Wash', 'Wax'],
    })
    expect(response.status).toBe(302)
    const tiers = await tiersOf(id)
    expect(
      tiers.map((t) => [t.id, t.name, t.price_cents, t.duration_minutes, JSON.parse(t.features)]),
    ).toEqual([
      [basic!.id, 'Basic', 5999, 45, ['Rinse']],
      [plus!.id, 'Plus', 14950, 120, ['Wash', 'Wax']],
    ])
    const name = await worker.db
      .prepare('SELECT name, base_price_cents AS base FROM services WHERE id = ?')
      .bind(id)
      .first()
    expect(name).toEqual({ name: 'Hull Care Deluxe', base: 5999 })
  })

  it('an admin creates a service for the business they are viewing', async () => {
    const response = await postDashboard(
      worker,
      admin,
      { ...THREE_TIERS, name: 'Admin Made' },
      { slug: 'abc' },
    )
    expect(response.status).toBe(302)
    const row = await worker.db
      .prepare(
        "SELECT a.slug FROM services s JOIN affiliates a ON a.id = s.affiliate_id WHERE s.name = 'Admin Made'",
      )
      .first<{ slug: string }>()
    expect(row?.slug).toBe('abc')
  })
})

describe('services tab: bad input changes nothing', () => {
  const cases: [string, Record<string, string | string[]>, number, string][] = [
    [
      "a blank service name gives 'Service name is required'",
      { ...THREE_TIERS, name: '   ' },
      400,
      'Service name is required',
    ],
    [
      "no named tier gives 'At least one tier with a name is required'",
      {
        intent: 'service-save',
        vehicle: 'cars',
        category: 'addons',
        name: 'Empty',
        'tiers[0].name': ' ',
      },
      400,
      'At least one tier with a name is required',
    ],
    [
      'a price with two decimal points is refused',
      { ...THREE_TIERS, 'tiers[1].price': '1.2.3' },
      400,
      'Price must be a number with at most one decimal point',
    ],
    [
      'a typed 399.5.5 is refused, never read as 399.55',
      { ...THREE_TIERS, 'tiers[1].price': '399.5.5' },
      400,
      'Price must be a number with at most one decimal point',
    ],
    [
      'a duration that is not digits is refused',
      { ...THREE_TIERS, 'tiers[2].duration': '1h' },
      400,
      'Duration must be a whole number of minutes',
    ],
    [
      "an unknown vehicle gives 'Invalid vehicle or category ID'",
      { ...THREE_TIERS, vehicle: 'spaceships' },
      400,
      'Invalid vehicle or category ID',
    ],
    [
      'editing an unknown service is a 404',
      { ...THREE_TIERS, service_id: '999999' },
      404,
      'Service not found',
    ],
  ]
  for (const [name, fields, status, message] of cases) {
    it(name, async () => {
      const before = await snapshot(worker)
      const response = await postDashboard(worker, owner, fields)
      expect(response.status).toBe(status)
      expect(await response.text()).toContain(message)
      expect(await snapshot(worker)).toEqual(before)
    })
  }

  it("cannot edit another business's service through its own dashboard (404)", async () => {
    const before = await snapshot(worker)
    const response = await postDashboard(worker, owner, {
      ...THREE_TIERS,
      service_id: String(abcServiceId),
    })
    expect(response.status).toBe(404)
    expect(await snapshot(worker)).toEqual(before)
  })

  it("cannot delete another business's service (404)", async () => {
    const before = await snapshot(worker)
    const response = await postDashboard(worker, owner, {
      intent: 'service-delete',
      service_id: String(abcServiceId),
    })
    expect(response.status).toBe(404)
    expect(await snapshot(worker)).toEqual(before)
  })
})

describe('services tab: deleting', () => {
  it('removes the service and all its tiers and selects the first remaining service', async () => {
    const first = await createHullCare()
    const second = await createHullCare()
    const response = await postDashboard(worker, owner, {
      intent: 'service-delete',
      service_id: String(second),
    })
    expect(response.status).toBe(302)
    const remaining = await worker.db
      .prepare(
        'SELECT id FROM services WHERE affiliate_id = ? AND vehicle_id = 4 AND service_category_id = 3 ORDER BY sort_order, id LIMIT 1',
      )
      .bind(jpsId)
      .first<{ id: number }>()
    expect(response.headers.get('location')).toBe(
      `/jps/dashboard?tab=services&vehicle=boats&category=service-packages&service=${remaining!.id}`,
    )
    expect(await tiersOf(second)).toEqual([])
    expect(
      await worker.db.prepare('SELECT id FROM services WHERE id = ?').bind(second).first(),
    ).toBeNull()
    expect((await tiersOf(first)).length).toBe(3)
  })
})

describe('services tab: screens', () => {
  it("an empty category says 'No services configured for this category yet.' with 'Add Your First Service'", async () => {
    const { html } = await dashboardHtml(
      worker,
      owner,
      '/jps/dashboard?tab=services&vehicle=motorcycles&category=addons',
    )
    expect(html).toContain('No services configured for this category yet.')
    expect(html).toContain('Add Your First Service')
    // Nothing selected: Edit and Delete are disabled buttons.
    expect(html).toMatch(/<button[^>]*disabled[^>]*>Edit Service<\/button>/)
    expect(html).toMatch(/<button[^>]*disabled[^>]*>Delete Service<\/button>/)
  })

  it('the pricing editor and the delete confirmation are pages of their own', async () => {
    const id = await createHullCare()
    const base = `/jps/dashboard?tab=services&vehicle=boats&category=service-packages&service=${id}`
    const editor = await dashboardHtml(worker, owner, `${base}&editor=${id}`)
    expect(editor.html).toContain('Multi-Tier Pricing')
    expect(editor.html).toContain('name="tiers[2].name"')
    const confirm = await dashboardHtml(worker, owner, `${base}&confirm=delete`)
    expect(confirm.html).toContain('cannot be')
    expect(confirm.html).toContain('will remove all service tiers')
  })
})
