import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postDashboard } from '../support/dashboard'
import { snapshot } from '../support/db'
import { bearer, loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// The product's original client, round 2, on the affiliate's side: the Multi-Tier Pricing
// editor's tiers (its own `tier-…` keys for new tiers, saved ids as strings) and the Locations
// tab's primary card, which sends only the field that was edited.

let worker: TestWorker
let owner: string
let cookie: string
let abcTierIds: number[]
beforeAll(async () => {
  worker = await startWorker()
  const session = await loginAs(worker, 'jps@demo.test', '203.0.113.90')
  owner = session.accessToken
  cookie = session.cookie
  abcTierIds = (
    await worker.db
      .prepare(
        "SELECT t.id FROM service_tiers t JOIN services s ON s.id = t.service_id JOIN affiliates a ON a.id = s.affiliate_id WHERE a.slug = 'abc' ORDER BY t.id",
      )
      .all<{ id: number }>()
  ).results.map((r) => r.id)
  expect(abcTierIds.length).toBeGreaterThan(0)
})
afterAll(() => worker.dispose())

interface Tier {
  id: number
  name: string
  price: number
  duration: number
}
interface Body {
  success: boolean
  error: string
  errors: Record<string, string>
  data: { id: number; tiers: Tier[] }
  service_area: Record<string, unknown>
}

async function call(method: string, path: string, body: unknown) {
  const response = await worker.fetch(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...bearer(owner) },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json<Body>() }
}

const tiersInDb = async (serviceId: number) =>
  (
    await worker.db
      .prepare(
        'SELECT id, name, price_cents, sort_order FROM service_tiers WHERE service_id = ? ORDER BY sort_order',
      )
      .bind(serviceId)
      .all<{ id: number; name: string; price_cents: number; sort_order: number }>()
  ).results

const abcTiers = async () =>
  (
    await worker.db
      .prepare(`SELECT * FROM service_tiers WHERE id IN (${abcTierIds.join(',')}) ORDER BY id`)
      .all()
  ).results

/** A tier as the editor sends it: its own key for a new tier, the saved id as a string. */
const clientTier = (id: string, name: string, price: number) => ({
  id,
  name,
  price,
  duration: 60,
  features: [`${name} wash`],
  enabled: true,
  popular: false,
})

// The create body of the original editor (base_price_cents 0 on create, spec §7).
const created = {
  affiliate_id: 1,
  vehicle_id: 1,
  service_category_id: 3,
  base_price_cents: 0,
  name: 'Maintenance Wash',
  description: 'Every two weeks',
  tiers: [
    clientTier('tier-1732390000-ab12', 'Basic', 79),
    clientTier('tier-1732390001-cd34', 'Plus', 129.99),
  ],
}

describe('the service editor’s tier ids', () => {
  let serviceId = 0

  it('POST /api/services takes new tiers keyed tier-… and saves them with ids of their own', async () => {
    const { status, body } = await call('POST', '/api/services', created)
    expect(status, JSON.stringify(body)).toBe(201)
    serviceId = body.data.id
    const saved = await tiersInDb(serviceId)
    expect(saved.map((t) => [t.name, t.price_cents])).toEqual([
      ['Basic', 7900],
      ['Plus', 12999],
    ])
    expect(body.data.tiers.map((t) => t.id)).toEqual(saved.map((t) => t.id))
  })

  it('PUT /api/services/{id} updates tiers sent by string id, adds tier-… ones, removes the rest', async () => {
    const [basic] = await tiersInDb(serviceId)
    // The edit path sends the vehicle as a name and base_price_cents as the first tier's price.
    const { status, body } = await call('PUT', `/api/services/${serviceId}`, {
      ...created,
      vehicle_id: 'cars',
      base_price_cents: 8900,
      tiers: [
        clientTier(String(basic?.id), 'Basic', 89),
        clientTier('tier-1732390500-ef56', 'Premium', 199),
      ],
    })
    expect(status, JSON.stringify(body)).toBe(200)
    const saved = await tiersInDb(serviceId)
    expect(saved.map((t) => [t.name, t.price_cents])).toEqual([
      ['Basic', 8900],
      ['Premium', 19900],
    ])
    expect(saved[0]?.id).toBe(basic?.id)
  })

  it('treats unknown ids, repeated ids and other businesses’ tier ids as new tiers, touching nothing else', async () => {
    const before = await abcTiers()
    const otherService = await worker.db
      .prepare('SELECT id FROM services WHERE affiliate_id = 1 AND id != ? ORDER BY id LIMIT 1')
      .bind(serviceId)
      .first<number>('id')
    const otherTiersBefore = await tiersInDb(otherService ?? 0)
    const [basic] = await tiersInDb(serviceId)
    const { status } = await call('PUT', `/api/services/${serviceId}`, {
      ...created,
      tiers: [
        clientTier(String(basic?.id), 'Basic', 89),
        clientTier(String(basic?.id), 'Basic again', 90),
        clientTier(String(abcTierIds[0]), 'Borrowed', 1),
        clientTier(String(otherTiersBefore[0]?.id), 'Sibling', 2),
        clientTier('999999', 'Unknown', 3),
        { ...clientTier('', 'Blank id', 4), id: null },
      ],
    })
    expect(status).toBe(200)
    const saved = await tiersInDb(serviceId)
    expect(saved.map((t) => t.name)).toEqual([
      'Basic',
      'Basic again',
      'Borrowed',
      'Sibling',
      'Unknown',
      'Blank id',
    ])
    expect(saved[0]?.id).toBe(basic?.id)
    expect(new Set(saved.map((t) => t.id)).size).toBe(6)
    expect(saved.map((t) => t.id)).not.toContain(abcTierIds[0])
    expect(await abcTiers()).toEqual(before)
    expect(await tiersInDb(otherService ?? 0)).toEqual(otherTiersBefore)
  })

  it('refuses an id that is neither a number nor text with a 400, changing nothing', async () => {
    const before = await snapshot(worker, ['login_attempts'])
    const { status, body } = await call('PUT', `/api/services/${serviceId}`, {
      ...created,
      tiers: [{ ...clientTier('x', 'Basic', 1), id: { $gt: 0 } }],
    })
    expect(status).toBe(400)
    expect(body.errors['tiers.0.id']).toBe('Tier id must be a number or text')
    expect(await snapshot(worker, ['login_attempts'])).toEqual(before)
  })
})

describe('a service with 20 tiers (the most the schema allows)', () => {
  const twenty = (prefix: string, ids: string[] = []) =>
    Array.from({ length: 20 }, (_, i) =>
      clientTier(ids[i] ?? `tier-17323900${i}-${prefix}`, `${prefix} ${i + 1}`, 10 + i),
    )
  let serviceId = 0

  it('is created by POST /api/services with all 20 tiers in order', async () => {
    const { status, body } = await call('POST', '/api/services', {
      ...created,
      name: 'Fleet',
      tiers: twenty('Fleet'),
    })
    expect(status, JSON.stringify(body)).toBe(201)
    serviceId = body.data.id
    const saved = await tiersInDb(serviceId)
    expect(saved.map((t) => t.name)).toEqual(twenty('Fleet').map((t) => t.name))
    expect(saved.map((t) => t.price_cents)).toEqual(twenty('Fleet').map((t) => t.price * 100))
  })

  it('is replaced by PUT /api/services/{id}: 10 kept by id, 10 added, all 20 saved', async () => {
    const kept = (await tiersInDb(serviceId)).slice(0, 10).map((t) => String(t.id))
    const { status } = await call('PUT', `/api/services/${serviceId}`, {
      ...created,
      name: 'Fleet',
      tiers: twenty('Van', kept),
    })
    expect(status).toBe(200)
    const saved = await tiersInDb(serviceId)
    expect(saved).toHaveLength(20)
    expect(saved.slice(0, 10).map((t) => String(t.id))).toEqual(kept)
    expect(saved.map((t) => t.name)).toEqual(twenty('Van').map((t) => t.name))
  })

  it('is saved by PUT with 20 new tiers, the old ones removed', async () => {
    const old = (await tiersInDb(serviceId)).map((t) => t.id)
    const { status } = await call('PUT', `/api/services/${serviceId}`, {
      ...created,
      tiers: twenty('Truck'),
    })
    expect(status).toBe(200)
    const saved = await tiersInDb(serviceId)
    expect(saved.map((t) => t.name)).toEqual(twenty('Truck').map((t) => t.name))
    expect(saved.filter((t) => old.includes(t.id))).toEqual([])
  })

  it('is created and edited by the dashboard’s service editor with all 20 tiers', async () => {
    const form = (prefix: string, ids: string[] = []) => {
      const fields: Record<string, string> = {
        intent: 'service-save',
        vehicle: 'cars',
        category: 'addons',
        name: `${prefix} Editor`,
      }
      twenty(prefix, ids).forEach((t, i) => {
        fields[`tiers[${i}].id`] = t.id
        fields[`tiers[${i}].name`] = t.name
        fields[`tiers[${i}].price`] = String(t.price)
        fields[`tiers[${i}].duration`] = '45'
        fields[`tiers[${i}].features`] = 'Wash'
        fields[`tiers[${i}].enabled`] = 'on'
      })
      return fields
    }
    const create = await postDashboard(worker, cookie, form('Desk'))
    expect(create.status).toBe(302)
    const id = Number(
      new URL(create.headers.get('location') ?? '', 'http://x').searchParams.get('service'),
    )
    expect((await tiersInDb(id)).map((t) => t.name)).toEqual(twenty('Desk').map((t) => t.name))
    const kept = (await tiersInDb(id)).slice(0, 5).map((t) => String(t.id))
    const edit = await postDashboard(worker, cookie, { ...form('Edit', kept), service_id: `${id}` })
    expect(edit.status).toBe(302)
    const saved = await tiersInDb(id)
    expect(saved.map((t) => t.name)).toEqual(twenty('Edit').map((t) => t.name))
    expect(saved.slice(0, 5).map((t) => String(t.id))).toEqual(kept)
  })
})

describe('PUT /api/affiliates/{slug}/service_areas/primary', () => {
  const put = (body: unknown) => call('PUT', '/api/affiliates/jps/service_areas/primary', body)
  const areas = async () =>
    (
      await worker.db
        .prepare(
          'SELECT city, zip, is_primary, minimum_cents, multiplier FROM service_areas WHERE affiliate_id = 1 ORDER BY city',
        )
        .all<{
          city: string
          zip: string | null
          is_primary: number
          minimum_cents: number
          multiplier: number
        }>()
    ).results
  const area = async (city: string) => (await areas()).find((a) => a.city === city)

  it('applies only a minimum to the current primary area', async () => {
    const others = (await areas()).filter((a) => a.city !== 'Phoenix')
    const { status, body } = await put({ minimum: 160 })
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body.service_area).toMatchObject({ city: 'Phoenix', primary: true, minimum: 160 })
    expect(await area('Phoenix')).toMatchObject({ is_primary: 1, minimum_cents: 16000 })
    expect((await areas()).filter((a) => a.city !== 'Phoenix')).toEqual(others)
  })

  it('applies a multiplier or a ZIP alone the same way', async () => {
    expect((await put({ multiplier: 1.2 })).status).toBe(200)
    expect((await put({ zip: '85003' })).status).toBe(200)
    expect(await area('Phoenix')).toEqual({
      city: 'Phoenix',
      zip: '85003',
      is_primary: 1,
      minimum_cents: 16000,
      multiplier: 1.2,
    })
  })

  it('moves the primary mark with city and state and applies the sent fields to that area', async () => {
    const { status, body } = await put({
      city: 'Tempe',
      state: 'AZ',
      zip: '85282',
      minimum: 95.5,
      multiplier: 1.05,
      primary: true,
    })
    expect(status, JSON.stringify(body)).toBe(200)
    expect(await area('Tempe')).toEqual({
      city: 'Tempe',
      zip: '85282',
      is_primary: 1,
      minimum_cents: 9550,
      multiplier: 1.05,
    })
    expect((await areas()).filter((a) => a.is_primary).map((a) => a.city)).toEqual(['Tempe'])
    expect(await area('Phoenix')).toMatchObject({ is_primary: 0, minimum_cents: 16000 })
  })

  it.each([
    [{ minimum: -5 }, 'minimum', 'Minimum must be a positive number'],
    [{ multiplier: 0 }, 'multiplier', 'Multiplier must be greater than 0'],
    [{ zip: '123' }, 'zip', 'ZIP code must be 5 digits or 5+4 format'],
    [{ city: 'Mesa' }, 'state', 'State is required'],
    [{ state: 'AZ', minimum: 10 }, 'city', 'City is required'],
    [{ city: 'Mesa', state: 'Arizona' }, 'state', 'State must be a 2-letter code (e.g., CA, NY)'],
    [{}, 'form', 'No changes were sent'],
  ])('refuses %j with 400 and the spec’s words, changing nothing', async (sent, field, message) => {
    const before = await snapshot(worker, ['login_attempts'])
    const { status, body } = await put(sent)
    expect(status).toBe(400)
    expect(body.errors[field]).toBe(message)
    expect(await snapshot(worker, ['login_attempts'])).toEqual(before)
  })

  it("answers 404 'No primary service area found' when the business has none", async () => {
    await worker.db.prepare('UPDATE service_areas SET is_primary = 0 WHERE affiliate_id = 1').run()
    const before = await snapshot(worker, ['login_attempts'])
    const { status, body } = await put({ minimum: 10 })
    expect(status).toBe(404)
    expect(body.error).toBe('No primary service area found')
    expect(await snapshot(worker, ['login_attempts'])).toEqual(before)
  })
})
