import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWorker, type TestWorker } from '../support/worker'

interface Suggestion {
  type: 'locality' | 'postal_code'
  label: string
  city: string
  state: string
  zip: string | null
}
interface SuggestBody {
  success: boolean
  suggestions: Suggestion[]
  error?: string
  errors?: Record<string, string>
}

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker({ seed: false })
})
afterAll(() => worker.dispose())

async function suggest(query: string) {
  const response = await worker.fetch(`/api/places/suggest${query}`)
  const body: SuggestBody = await response.json()
  return { status: response.status, body, headers: response.headers }
}

describe('GET /api/places/suggest (offline place suggestions)', () => {
  it("suggests localities as 'City, ST', exact and larger places first", async () => {
    const { status, body, headers } = await suggest('?q=phoenix')
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(body.suggestions[0]).toEqual({
      type: 'locality',
      label: 'Phoenix, AZ',
      city: 'Phoenix',
      state: 'AZ',
      zip: null,
    })
    expect(body.suggestions.every((s) => s.type === 'locality')).toBe(true)
    expect(body.suggestions.every((s) => s.city.toLowerCase().startsWith('phoenix'))).toBe(true)
    expect(headers.get('cache-control')).toContain('max-age')
  })

  it('matches a prefix ignoring case, and one city per state', async () => {
    const { body } = await suggest('?q=LAS%20VEG')
    expect(body.suggestions[0]?.label).toBe('Las Vegas, NV')
    const labels = body.suggestions.map((s) => s.label)
    expect(new Set(labels).size).toBe(labels.length)
  })

  it.each([
    ['a state code', 'Springfield, IL'],
    ['a full state name', 'Springfield, Illinois'],
    ['a state prefix', 'Springfield, Ill'],
  ])('narrows localities by %s after a comma', async (_label, text) => {
    const { body } = await suggest(`?q=${encodeURIComponent(text)}`)
    expect(body.suggestions.length).toBeGreaterThan(0)
    expect(body.suggestions.every((s) => s.state === 'IL')).toBe(true)
  })

  it('suggests ZIP codes for digits, in order, with their city', async () => {
    const { body } = await suggest('?q=8910')
    expect(body.suggestions[0]).toEqual({
      type: 'postal_code',
      label: 'Las Vegas, NV 89101',
      city: 'Las Vegas',
      state: 'NV',
      zip: '89101',
    })
    expect(
      body.suggestions.every((s) => s.type === 'postal_code' && s.zip?.startsWith('8910')),
    ).toBe(true)
  })

  it('reads a 5+4 ZIP and a ZIP after a city and state', async () => {
    expect((await suggest('?q=89101-1234')).body.suggestions.map((s) => s.zip)).toEqual(['89101'])
    const { body } = await suggest(`?q=${encodeURIComponent('Las Vegas, NV 89101')}`)
    expect(body.suggestions.map((s) => s.zip)).toEqual(['89101'])
  })

  it('returns at most 8 by default and honours limit up to 10', async () => {
    expect((await suggest('?q=san')).body.suggestions).toHaveLength(8)
    expect((await suggest('?q=san&limit=3')).body.suggestions).toHaveLength(3)
    expect((await suggest('?q=1&limit=10')).body.suggestions).toHaveLength(10)
  })

  it.each([
    ['no q', '', 'Please enter a city or ZIP code'],
    ['a blank q', '?q=%20%20', 'Please enter a city or ZIP code'],
    [
      'a q over 100 characters',
      `?q=${'a'.repeat(101)}`,
      'Search text must be at most 100 characters',
    ],
    ['limit 0', '?q=pho&limit=0', 'Limit must be a whole number from 1 to 10'],
    ['limit 11', '?q=pho&limit=11', 'Limit must be a whole number from 1 to 10'],
    ['a decimal limit', '?q=pho&limit=2.5', 'Limit must be a whole number from 1 to 10'],
  ])('answers 400 for %s', async (_label, query, message) => {
    const { status, body } = await suggest(query)
    expect(status).toBe(400)
    expect(body.success).toBe(false)
    expect(body.error).toBe('Validation failed')
    expect(Object.values(body.errors ?? {})).toContain(message)
  })

  it.each(['%25', '_', "x'--", '%00', '🚗', 'Phoenix, ZZ', ',', '12345678901', 'a,b,c'])(
    'answers 200 with no suggestions (never a 5xx) for %s',
    async (q) => {
      const { status, body } = await suggest(`?q=${encodeURIComponent(q)}`)
      expect(status).toBe(200)
      expect(body.suggestions).toEqual([])
    },
  )
})
