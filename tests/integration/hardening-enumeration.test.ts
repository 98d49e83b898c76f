import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, postJson } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// A second application with an address that already has a pending one is refused (409, issue 23:
// the unique index settles parallel ones); registering a taken address tells its owner by email.

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
  error: string
}

const outbox = (template: string, to: string) =>
  count(
    worker,
    `SELECT count(*) AS n FROM email_outbox WHERE template = '${template}' AND to_address = '${to}'`,
  )

describe('applying twice with one address', () => {
  it('refuses the second application with 409, stores nothing and mails no one', async () => {
    const email = 'quiet@example.test'
    const first = await postJson(worker, '/api/affiliates/apply', application(email), {
      'CF-Connecting-IP': '192.0.2.250',
    })
    expect(first.status).toBe(201)
    const affiliates = await count(worker, 'SELECT count(*) AS n FROM affiliates')
    const mails = await count(worker, 'SELECT count(*) AS n FROM email_outbox')
    const second = await postJson(worker, '/api/affiliates/apply', application(email), {
      'CF-Connecting-IP': '192.0.2.251',
    })
    expect(second.status).toBe(409)
    expect(await second.json<Answer>()).toMatchObject({
      success: false,
      error: 'An application with this email is already pending review.',
    })
    expect(await count(worker, 'SELECT count(*) AS n FROM affiliates')).toBe(affiliates)
    expect(await count(worker, 'SELECT count(*) AS n FROM email_outbox')).toBe(mails)
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
