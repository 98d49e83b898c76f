import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { snapshot } from '../support/db'
import { bearer, loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

let worker: TestWorker
let owner: string
let other: string
let admin: string
beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test')).accessToken
  other = (await loginAs(worker, 'abc@demo.test')).accessToken
  admin = (await loginAs(worker, 'admin@demo.test')).accessToken
})
afterAll(() => worker.dispose())

interface Tier {
  id: number
  name: string
  price: number
  duration: number
  features: string[]
  enabled: boolean
  popular: boolean
}
interface Service {
  id: number
  name: string
  description: string
  affiliate_id: number
  vehicle_id: number
  service_category_id: number
  base_price_cents: number
  tiers: Tier[]
}
interface Body {
  success: boolean
  error: string
  message: string
  errors: Record<string, string>
  data: Service & Service[]
}

async function call(method: string, path: string, body?: unknown, token?: string) {
  const res = await worker.fetch(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? bearer(token) : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: await res.json<Body>() }
}

const valid = {
  affiliate_id: 1,
  vehicle_id: 1,
  service_category_id: 7,
  name: '  Headlight Restoration ',
  description: 'Clear, UV-sealed lenses.',
  base_price_cents: 1,
  tiers: [
    { name: 'Single', price: '49.5', duration: '30', features: ['Sand', ' ', 'Seal'] },
    { name: '   ', price: '', duration: '' },
    { name: 'Pair', price: 89, duration: 50, features: ['Both lenses'], popular: true },
  ],
}

describe('GET /api/services/affiliate/{id}/vehicle/{vehicle}/category/{category}', () => {
  it('lists services with tiers in dollars and minutes', async () => {
    const { status, body } = await call(
      'GET',
      '/api/services/affiliate/1/vehicle/cars/category/service-packages',
    )
    expect(status).toBe(200)
    expect(body.data).toHaveLength(1)
    expect(body.data[0]).toMatchObject({
      name: 'Signature Detail',
      vehicle_id: 1,
      service_category_id: 3,
    })
    expect(body.data[0]?.tiers.map((t) => [t.name, t.price, t.duration])).toEqual([
      ['Essential', 149, 120],
      ['Premium', 249, 180],
      ['Showroom', 399, 300],
    ])
    expect(Object.keys(body.data[0]?.tiers[0] ?? {}).sort()).toEqual([
      'duration',
      'enabled',
      'features',
      'id',
      'name',
      'popular',
      'price',
    ])
  })

  it('accepts ids and names, and SUV uses truck data', async () => {
    const byId = await call('GET', '/api/services/affiliate/1/vehicle/2/category/3')
    const suv = await call('GET', '/api/services/affiliate/1/vehicle/suv/category/service-packages')
    expect(byId.body.data[0]?.name).toBe('Truck Detail')
    expect(suv.body.data).toEqual(byId.body.data)
  })

  it.each([
    '/vehicle/planes/category/3',
    '/vehicle/1/category/99',
    '/vehicle/0/category/3',
    '/vehicle/1/category/waxing',
  ])("answers 400 'Invalid vehicle or category ID' for %s", async (path) => {
    const { status, body } = await call('GET', `/api/services/affiliate/1${path}`)
    expect(status).toBe(400)
    expect(body.error).toBe('Invalid vehicle or category ID')
  })

  it('answers 404 for an unknown or pending business', async () => {
    expect((await call('GET', '/api/services/affiliate/999/vehicle/1/category/3')).status).toBe(404)
    expect((await call('GET', '/api/services/affiliate/4/vehicle/1/category/3')).status).toBe(404)
    expect((await call('GET', '/api/services/affiliate/abc/vehicle/1/category/3')).status).toBe(404)
  })
})

describe('creating, editing and deleting services', () => {
  let created: Service

  it('creates a service with its tiers, dropping blank tiers and features, pricing from the first tier', async () => {
    const { status, body } = await call('POST', '/api/services', valid, owner)
    expect(status).toBe(201)
    created = body.data
    expect(created).toMatchObject({
      name: 'Headlight Restoration',
      affiliate_id: 1,
      base_price_cents: 4950,
    })
    expect(created.tiers.map((t) => [t.name, t.price, t.duration, t.features, t.popular])).toEqual([
      ['Single', 49.5, 30, ['Sand', 'Seal'], false],
      ['Pair', 89, 50, ['Both lenses'], true],
    ])
    const rows = await worker.db
      .prepare('SELECT price_cents FROM service_tiers WHERE service_id = ? ORDER BY sort_order')
      .bind(created.id)
      .all()
    expect(rows.results).toEqual([{ price_cents: 4950 }, { price_cents: 8900 }])
  })

  it('reads one service back for its owner', async () => {
    const { status, body } = await call('GET', `/api/services/${created.id}`, undefined, owner)
    expect(status).toBe(200)
    expect(body.data).toEqual(created)
  })

  it('replaces tiers on edit, keeping the ids of tiers that were sent with them', async () => {
    const [single] = created.tiers
    const { status, body } = await call(
      'PUT',
      `/api/services/${created.id}`,
      {
        vehicle_id: 'cars',
        service_category_id: 7,
        name: 'Headlight Restoration',
        tiers: [
          {
            id: single?.id,
            name: 'Single lens',
            price: '55',
            duration: '35',
            features: ['Sand', 'Seal'],
          },
          { name: 'Fleet', price: '40.00', duration: '30', features: ['Per lens'], enabled: false },
        ],
      },
      owner,
    )
    expect(status).toBe(200)
    expect(body.data.tiers.map((t) => t.name)).toEqual(['Single lens', 'Fleet'])
    expect(body.data.tiers[0]?.id).toBe(single?.id)
    expect(body.data.base_price_cents).toBe(5500)
  })

  it('hides disabled tiers from the public but not from the owner', async () => {
    const path = '/api/services/affiliate/1/vehicle/cars/category/addons'
    const tiersOf = (data: Service[]) =>
      data.find((s) => s.id === created.id)?.tiers.map((t) => t.name)
    expect(tiersOf((await call('GET', path)).body.data)).toEqual(['Single lens'])
    expect(tiersOf((await call('GET', path, undefined, owner)).body.data)).toEqual([
      'Single lens',
      'Fleet',
    ])
  })

  it.each([
    [{ ...valid, name: '   ' }, 'name', 'Service name is required'],
    [
      { ...valid, tiers: [{ name: '' }, { name: ' ' }] },
      'tiers',
      'At least one tier with a name is required',
    ],
    [
      { ...valid, tiers: [{ name: 'A', price: '1.2.3' }] },
      'tiers.0.price',
      'Price must be a number with at most one decimal point',
    ],
    [
      { ...valid, tiers: [{ name: 'A', price: '399.5.5' }] },
      'tiers.0.price',
      'Price must be a number with at most one decimal point',
    ],
    [
      { ...valid, tiers: [{ name: 'A', price: '399.555' }] },
      'tiers.0.price',
      'Price can have at most two digits after the decimal point',
    ],
    [
      { ...valid, tiers: [{ name: 'A', price: '-5' }] },
      'tiers.0.price',
      'Price must be a number with at most one decimal point',
    ],
    [
      { ...valid, tiers: [{ name: 'A', duration: '1.5' }] },
      'tiers.0.duration',
      'Duration must be a whole number of minutes',
    ],
    [{ ...valid, vehicle_id: 'spaceship' }, 'vehicle_id', 'Invalid vehicle or category ID'],
    [{ ...valid, tiers: 'lots' }, 'tiers', 'Tiers must be a list'],
    [{ ...valid, name: 'x'.repeat(101) }, 'name', 'Service name must be at most 100 characters'],
  ])('refuses a bad service (%#) and writes nothing', async (input, field, message) => {
    const before = await snapshot(worker, ['login_attempts'])
    const { status, body } = await call('POST', '/api/services', input, owner)
    expect(status).toBe(400)
    expect(body.errors[field]).toBe(message)
    expect(await snapshot(worker, ['login_attempts'])).toEqual(before)
  })

  it('never lets a business write another business’s services', async () => {
    const before = await snapshot(worker, ['login_attempts'])
    expect((await call('POST', '/api/services', { ...valid, affiliate_id: 1 }, other)).status).toBe(
      403,
    )
    expect(
      (await call('PUT', `/api/services/${created.id}`, { ...valid, affiliate_id: 2 }, other))
        .status,
    ).toBe(403)
    expect((await call('DELETE', `/api/services/${created.id}`, undefined, other)).status).toBe(403)
    expect((await call('GET', `/api/services/${created.id}`, undefined, other)).status).toBe(403)
    expect(
      (await call('PUT', `/api/services/${created.id}`, { ...valid, affiliate_id: 2 }, owner))
        .status,
    ).toBe(403)
    expect(await snapshot(worker, ['login_attempts'])).toEqual(before)
  })

  it('lets an admin create for any business', async () => {
    const { status, body } = await call(
      'POST',
      '/api/services',
      { ...valid, affiliate_id: 2 },
      admin,
    )
    expect(status).toBe(201)
    expect(body.data.affiliate_id).toBe(2)
  })

  it('deletes the service with all its tiers', async () => {
    const { status } = await call('DELETE', `/api/services/${created.id}`, undefined, owner)
    expect(status).toBe(200)
    const left = await worker.db
      .prepare('SELECT count(*) AS n FROM service_tiers WHERE service_id = ?')
      .bind(created.id)
      .first<{ n: number }>()
    expect(left?.n).toBe(0)
    expect((await call('GET', `/api/services/${created.id}`, undefined, owner)).status).toBe(404)
  })

  it.each(['/api/services/abc', '/api/services/0', '/api/services/99999999'])(
    'answers 404 for %s',
    async (path) => {
      expect((await call('GET', path, undefined, owner)).status).toBe(404)
    },
  )
})
