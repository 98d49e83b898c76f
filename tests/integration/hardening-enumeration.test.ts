import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, postJson } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// Applying with an address that already has a pending application answers like a new
// application (nothing stored), and the address's owner is told by email.

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

const application = (email: string) => ({
  legal_name: 'Quiet Shine LLC',
  primary_contact: 'Sam Quiet',
  phone: '(555) 123-4567',
  email,
  base_location: { city: 'Austin', state: 'TX', zip: '78701' },
  categories: ['Auto Detailing'],
  has_insurance: true,
  accept_terms: true,
  consent_notifications: true,
  uploads: [],
})

interface Answer {
  success: boolean
  message: string
  affiliate: Record<string, unknown>
}

const outbox = (template: string, to: string) =>
  count(
    worker,
    `SELECT count(*) AS n FROM email_outbox WHERE template = '${template}' AND to_address = '${to}'`,
  )

describe('applying twice with one address', () => {
  it('answers the second application like the first, stores nothing and mails the owner', async () => {
    const email = 'quiet@example.test'
    const first = await postJson(worker, '/api/affiliates/apply', application(email), {
      'CF-Connecting-IP': '192.0.2.250',
    })
    expect(first.status).toBe(201)
    const affiliates = await count(worker, 'SELECT count(*) AS n FROM affiliates')
    const second = await postJson(worker, '/api/affiliates/apply', application(email), {
      'CF-Connecting-IP': '192.0.2.251',
    })
    expect(second.status).toBe(201)
    const [a, b] = [await first.json<Answer>(), await second.json<Answer>()]
    expect(b).toEqual(a)
    expect(await count(worker, 'SELECT count(*) AS n FROM affiliates')).toBe(affiliates)
    expect(await outbox('application.duplicate', email)).toBe(1)
  })
})

describe('registering an address that has an account', () => {
  it('tells the owner by email', async () => {
    const res = await postJson(
      worker,
      '/api/auth/register',
      { email: 'jps@demo.test', password: 'A-good-pass-2026!', name: 'Someone Else' },
      { 'CF-Connecting-IP': '192.0.2.252' },
    )
    expect(res.status).toBe(409)
    expect(await outbox('account.exists', 'jps@demo.test')).toBe(1)
  })
})
