import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RECIPIENT_CAPS } from '~/server/email/outbox.server'
import { book, customer } from '../support/booking'
import { count, postJson, postForgot } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// Round 3 of the probe (issue 37): mail a stranger can trigger had no per-recipient limit (20
// password-reset posts for one email from 20 addresses sent 20 emails). Each kind now has a
// per-recipient budget per hour, whatever the client; over it nothing is queued and the answer
// is the same, so the cap tells a prober nothing.

const cap = (name: string) => RECIPIENT_CAPS.find((c) => c.name === name)?.max ?? 0

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

const queued = (template: string, to: string) =>
  count(
    worker,
    `SELECT count(*) AS n FROM email_outbox WHERE template = '${template}' AND lower(to_address) = '${to}'`,
  )

/** Status and body, without what differs per response anyway (script nonces). */
async function answers(responses: Response[]) {
  return Promise.all(
    responses.map(
      async (r) => `${r.status} ${(await r.text()).replace(/nonce="[^"]*"|"nonce":"[^"]*"/g, '')}`,
    ),
  )
}

const forgot = (email: string, ip: string) => postForgot(worker, email, ip)

describe('per-recipient mail caps', () => {
  it('20 parallel password-reset posts for one email from 20 addresses send at most the cap, with one answer for all', async () => {
    const email = 'customer@demo.test'
    const all = await answers(
      await Promise.all(Array.from({ length: 20 }, (_, i) => forgot(email, `198.18.60.${i + 1}`))),
    )
    expect(new Set(all).size).toBe(1)
    expect(all[0]).toMatch(/^200 /)
    expect(await queued('password.reset', email)).toBe(cap('account'))
    expect(cap('account')).toBe(3)
    const sent = await worker.waitForMail((m) => m.to === email && /Reset/.test(m.subject), 3)
    expect(sent).toHaveLength(3)
  })

  it('a different case of the address counts as the same recipient', async () => {
    const before = await queued('password.reset', 'customer@demo.test')
    const res = await forgot('Customer@Demo.test', '198.18.61.1')
    expect(res.status).toBe(200)
    expect(await queued('password.reset', 'customer@demo.test')).toBe(before)
  })

  it('10 quote requests naming one email from 10 addresses queue at most 5 receipts; every answer is a 201; the reset budget is apart', async () => {
    // customer@demo.test has used its 3 account mails above: receipts have their own budget.
    const email = 'customer@demo.test'
    const posts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postJson(
          worker,
          '/api/quote',
          {
            name: 'Pat Quinn',
            email,
            phone: '602-555-0100',
            zip: '85004',
            vehicle: '2021 Tacoma',
            services: ['Ceramic Coating'],
            business_slug: 'jps',
          },
          { 'CF-Connecting-IP': `198.18.62.${i + 1}` },
        ),
      ),
    )
    expect(posts.map((p) => p.status)).toEqual(Array.from({ length: 10 }, () => 201))
    expect(await queued('quote.received', email)).toBe(cap('receipts'))
    // The business hears of at most its notices' budget of the same flood.
    expect(await queued('quote.new', 'bookings@jps-detailing.test')).toBeLessThanOrEqual(
      cap('notices'),
    )
  })

  it('"account exists" notices to one address stop at the cap, the answer unchanged', async () => {
    const email = 'abc@demo.test'
    const posts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        postJson(
          worker,
          '/api/auth/register',
          { email, password: 'A-good-pass-2026!', name: 'Someone Else' },
          { 'CF-Connecting-IP': `198.18.63.${i + 1}` },
        ),
      ),
    )
    expect(new Set(await answers(posts)).size).toBe(1)
    expect(await queued('account.exists', email)).toBe(cap('account'))
  })
})

describe('paid bookings are past the caps', () => {
  it('a detailer hears of every paid booking, however many come in an hour, and each payer gets the receipt', async () => {
    // More paid deposits than the notices' hourly budget, each from a customer of its own.
    const paid = cap('notices') + 2
    const references: string[] = []
    for (let i = 0; i < paid; i += 1) {
      const made = await book(worker, customer({ email: `paid-${i}@example.test` }))
      expect(made.paid).toBe(true)
      references.push(made.reference)
    }
    const ids = `(SELECT id FROM booking_requests WHERE reference IN (${references.map((r) => `'${r}'`).join(', ')}))`
    const about = (template: string, to: string) =>
      count(
        worker,
        `SELECT count(*) AS n FROM email_outbox WHERE template = '${template}' AND ${to} AND json_extract(payload, '$.bookingId') IN ${ids}`,
      )
    expect(await about('booking.new', `lower(to_address) = 'bookings@jps-detailing.test'`)).toBe(paid)
    expect(await about('booking.received', `to_address LIKE 'paid-%@example.test'`)).toBe(paid)
  })
})
