import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, postJson } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'
import { inDays } from '../support/days'

// Every limit is checked and counted in one statement: 20 parallel requests cannot overrun it.

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

const PARALLEL = 20

function statuses(responses: Response[]): Record<number, number> {
  const tally: Record<number, number> = {}
  for (const r of responses) tally[r.status] = (tally[r.status] ?? 0) + 1
  return tally
}

// Each answer is read whole as soon as it arrives, inside its own request: an answer left
// unread while its siblings are still being dispatched was seen, under parallel dispatch, to
// report "Body has already been read" when read later (issue 35).
const parallel = async (make: (i: number) => Promise<Response>) => {
  const responses = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) =>
      make(i).then(async (response) => {
        await response.arrayBuffer()
        return response
      }),
    ),
  )
  return statuses(responses)
}

const wrongLogin = (email: string, ip: string) =>
  postJson(
    worker,
    '/api/auth/login',
    { email, password: 'not-the-password' },
    {
      'CF-Connecting-IP': ip,
    },
  )

describe('login limits hold under parallel requests', () => {
  it('checks at most 5 wrong passwords for one email from one client', async () => {
    const tally = await parallel(() => wrongLogin('jps@demo.test', '192.0.2.201'))
    expect(tally).toEqual({ 401: 5, 429: 15 })
  })

  it('checks at most 10 wrong passwords for one account across clients that already failed', async () => {
    // Each client's first try is never refused (strangers must not lock the owner out) ...
    for (let i = 0; i < 2; i++)
      expect((await wrongLogin('abc@demo.test', `198.18.0.${i + 1}`)).status).toBe(401)
    // ... after which the account's 10 bind those clients, in parallel too.
    const tally = await parallel((i) => wrongLogin('abc@demo.test', `198.18.0.${(i % 2) + 1}`))
    expect(tally).toEqual({ 401: 8, 429: 12 })
  })

  it('checks at most 30 wrong passwords from one client across accounts (spraying)', async () => {
    const first = await parallel((i) => wrongLogin(`spray${i}@demo.test`, '192.0.2.202'))
    const second = await parallel((i) => wrongLogin(`spray${i + 20}@demo.test`, '192.0.2.202'))
    expect((first[401] ?? 0) + (second[401] ?? 0)).toBe(30)
    expect((first[429] ?? 0) + (second[429] ?? 0)).toBe(10)
  })
})

describe('submission limits hold under parallel requests', () => {
  it('stores at most 10 quote requests per client an hour', async () => {
    const before = await count(worker, 'SELECT count(*) AS n FROM quote_requests')
    const tally = await parallel((i) =>
      postJson(
        worker,
        '/api/quote',
        {
          name: 'Pat Quinn',
          email: `pat${i}@example.test`,
          zip: '85004',
          services: ['Ceramic Coating'],
        },
        { 'CF-Connecting-IP': '192.0.2.203' },
      ),
    )
    expect(tally).toEqual({ 201: 10, 429: 10 })
    expect(await count(worker, 'SELECT count(*) AS n FROM quote_requests')).toBe(before + 10)
  })

  it('creates at most 10 accounts per client an hour', async () => {
    const before = await count(worker, 'SELECT count(*) AS n FROM users')
    const tally = await parallel((i) =>
      postJson(
        worker,
        '/api/auth/register',
        { email: `new${i}@example.test`, password: 'A-good-pass-2026!', name: 'New Person' },
        { 'CF-Connecting-IP': '192.0.2.204' },
      ),
    )
    expect(tally).toEqual({ 201: 10, 429: 10 })
    expect(await count(worker, 'SELECT count(*) AS n FROM users')).toBe(before + 10)
  })

  it('stores at most 5 applications per client an hour', async () => {
    const before = await count(worker, 'SELECT count(*) AS n FROM affiliates')
    const tally = await parallel((i) =>
      postJson(
        worker,
        '/api/affiliates/apply',
        {
          legal_name: `Parallel Detailing ${i}`,
          primary_contact: 'Riley Stone',
          phone: '(555) 123-4567',
          email: `apply${i}@example.test`,
          base_location: { city: 'Austin', state: 'TX', zip: '78701' },
          categories: ['Auto Detailing'],
          has_insurance: true,
          accept_terms: true,
          consent_notifications: true,
          uploads: [],
        },
        { 'CF-Connecting-IP': '192.0.2.205' },
      ),
    )
    expect(tally).toEqual({ 201: 5, 429: 15 })
    expect(await count(worker, 'SELECT count(*) AS n FROM affiliates')).toBe(before + 5)
  })

  it('stores at most 5 booking requests per client an hour', async () => {
    const before = await count(worker, 'SELECT count(*) AS n FROM booking_requests')
    const ip = '192.0.2.206'
    const inAWeek = inDays(7)
    const fields = (i: number) => ({
      vehicle: 'car',
      service: '1',
      tier: '2',
      name: 'Pat Customer',
      // A phone each: this test is about the per-client hourly limit, not the per-phone cap.
      phone: `(702) 555-${String(1000 + i)}`,
      email: `parallel${i}@example.test`,
      street: '1 Fremont St',
      city: 'Las Vegas',
      state: 'NV',
      zip: '89101',
      preferred_date: inAWeek,
      time_window: 'morning',
      idempotency_key: crypto.randomUUID(),
    })
    const post = (body: Record<string, string>) =>
      worker.fetch('/jps/booking/request?vehicle=car&service=1&tier=2', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'http://localhost',
          'CF-Connecting-IP': ip,
        },
        body: new URLSearchParams(body).toString(),
      })
    const review = await post({ ...fields(0), intent: 'review' })
    const quoted = /name="quoted_estimate" value="(\d+)"/.exec(await review.text())?.[1] ?? ''
    expect(quoted).not.toBe('')
    const tally = await parallel((i) =>
      post({ ...fields(i), intent: 'submit', quoted_estimate: quoted }),
    )
    expect(tally).toEqual({ 302: 5, 429: 15 })
    expect(await count(worker, 'SELECT count(*) AS n FROM booking_requests')).toBe(before + 5)
  })
})
