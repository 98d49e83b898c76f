import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { snapshot } from '../support/db'
import { bearer, loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

let worker: TestWorker
let owner: string
let other: string
beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test')).accessToken
  other = (await loginAs(worker, 'abc@demo.test')).accessToken
})
afterAll(() => worker.dispose())

interface Area {
  city: string
  state: string
  zip: string | null
  primary: boolean
  minimum: number
  multiplier: number
}
interface Body {
  success: boolean
  error: string
  errors: Record<string, string>
  service_area: Area
  service_areas: Area[]
}

async function call(method: string, path: string, body?: unknown, token = owner) {
  const res = await worker.fetch(`/api/affiliates/jps/service_areas${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...bearer(token) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: await res.json<Body>() }
}

const primaries = async () =>
  (await call('GET', '')).body.service_areas.filter((a) => a.primary).map((a) => a.city)

describe('service areas of a business', () => {
  it('lists them for the owner, primary first', async () => {
    const { status, body } = await call('GET', '')
    expect(status).toBe(200)
    expect(body.service_areas[0]).toMatchObject({ city: 'Phoenix', state: 'AZ', primary: true })
    expect(body.service_areas).toHaveLength(6)
  })

  it('adds a location with the defaults minimum 0 and multiplier 1', async () => {
    const { status, body } = await call('POST', '', { city: 'Chandler', state: 'az', zip: '85224' })
    expect(status).toBe(201)
    expect(body.service_area).toEqual({
      id: expect.any(Number),
      city: 'Chandler',
      state: 'AZ',
      zip: '85224',
      primary: false,
      minimum: 0,
      multiplier: 1,
    })
  })

  it('refuses the same city and state twice (any case) with 409', async () => {
    const { status } = await call('POST', '', { city: 'CHANDLER', state: 'AZ' })
    expect(status).toBe(409)
  })

  it.each([
    [{ state: 'AZ' }, 'city', 'City is required'],
    [{ city: 'Gilbert' }, 'state', 'State is required'],
    [
      { city: 'Gilbert', state: 'Arizona' },
      'state',
      'State must be a 2-letter code (e.g., CA, NY)',
    ],
    [
      { city: 'Gilbert', state: 'AZ', zip: '8523' },
      'zip',
      'ZIP code must be 5 digits or 5+4 format',
    ],
    [{ city: 'Gilbert', state: 'AZ', minimum: -1 }, 'minimum', 'Minimum must be a positive number'],
    [
      { city: 'Gilbert', state: 'AZ', multiplier: 0 },
      'multiplier',
      'Multiplier must be greater than 0',
    ],
    [
      { city: 'Gilbert', state: 'AZ', multiplier: '2' },
      'multiplier',
      'Multiplier must be greater than 0',
    ],
    [{ city: 'x'.repeat(101), state: 'AZ' }, 'city', 'City must be at most 100 characters'],
  ])("refuses %j with '%s' → %s and writes nothing", async (input, field, message) => {
    const before = await snapshot(worker, ['login_attempts'])
    const { status, body } = await call('POST', '', input)
    expect(status).toBe(400)
    expect(body.errors[field]).toBe(message)
    expect(await snapshot(worker, ['login_attempts'])).toEqual(before)
  })

  it('edits an area named by city-state, including ZIP 5+4, minimum and multiplier', async () => {
    const { status, body } = await call('PUT', '/las-vegas-nv', {
      zip: '89101-1234',
      minimum: 225.5,
      multiplier: 1.25,
    })
    expect(status).toBe(200)
    expect(body.service_area).toMatchObject({
      city: 'Las Vegas',
      zip: '89101-1234',
      minimum: 225.5,
      multiplier: 1.25,
      primary: false,
    })
  })

  it('keeps exactly one primary when another area is made primary', async () => {
    const { status } = await call('PUT', '/primary', { city: 'Tempe', state: 'AZ' })
    expect(status).toBe(200)
    expect(await primaries()).toEqual(['Tempe'])
    await call('PUT', '/scottsdale-az', { primary: true })
    expect(await primaries()).toEqual(['Scottsdale'])
  })

  it('promotes another area when the primary one is deleted', async () => {
    const { status } = await call('DELETE', '/scottsdale-az')
    expect(status).toBe(200)
    expect(await primaries()).toHaveLength(1)
    expect(await primaries()).not.toContain('Scottsdale')
  })

  it('answers 404 for an unknown area and 403 for another business', async () => {
    expect((await call('PUT', '/atlantis-zz', { zip: '12345' })).status).toBe(404)
    expect((await call('DELETE', '/atlantis-zz')).status).toBe(404)
    const before = await snapshot(worker, ['login_attempts'])
    expect((await call('POST', '', { city: 'Gilbert', state: 'AZ' }, other)).status).toBe(403)
    expect((await call('DELETE', '/mesa-az', undefined, other)).status).toBe(403)
    expect(await snapshot(worker, ['login_attempts'])).toEqual(before)
  })

  it('refuses an empty change and renaming onto an existing area', async () => {
    expect((await call('PUT', '/mesa-az', {})).status).toBe(400)
    expect((await call('PUT', '/mesa-az', { city: 'Tempe' })).status).toBe(409)
  })
})

describe('GET /api/service_areas/footer', () => {
  it('groups approved businesses by state, then city, then slugs', async () => {
    const res = await worker.fetch('/api/service_areas/footer')
    expect(res.status).toBe(200)
    const body = await res.json<{
      success: boolean
      service_areas: Record<string, Record<string, string[]>>
    }>()
    expect(body.success).toBe(true)
    expect(Object.keys(body.service_areas)).toEqual(
      expect.arrayContaining(['AZ', 'NV', 'TX', 'OK']),
    )
    expect(body.service_areas.TX?.Dallas).toEqual(['abc'])
    expect(body.service_areas.AZ?.Tempe).toEqual(expect.arrayContaining(['jps', 'abc']))
    expect(body.service_areas).not.toHaveProperty('FL')
  })
})
