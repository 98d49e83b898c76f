import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAs } from '../support/http'
import { complete, pastJob, postInvoice } from '../support/invoices'
import { payCheckout } from '../support/payments'
import { startWorker, type TestWorker } from '../support/worker'

// Issue 39: My bookings links each booking's invoice once it is sent, with its state (due, then
// paid); a draft is the detailer's and is not shown.

let worker: TestWorker
let owner = ''

beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test', '203.0.113.94')).cookie
}, 120_000)
afterAll(() => worker?.dispose())

/** Makes the job the demo customer's own (as a signed-in booking would be). */
async function ownedByCustomer(bookingId: number) {
  await worker.db
    .prepare(
      "UPDATE booking_requests SET customer_user_id = (SELECT id FROM users WHERE email = 'customer@demo.test') WHERE id = ?",
    )
    .bind(bookingId)
    .run()
}

async function myBookings(cookie: string) {
  const res = await worker.fetch('/account', { headers: { Cookie: cookie } })
  expect(res.status).toBe(200)
  return (await res.text()).replace(/<!-- -->/g, '')
}

/** The card of `reference` on My bookings, as HTML. */
function cardOf(html: string, reference: string) {
  const at = html.indexOf(`Open booking ${reference}`)
  expect(at).toBeGreaterThan(-1)
  const start = html.lastIndexOf('<li', at)
  return html.slice(start, html.indexOf('</li>', at))
}

describe('My bookings and the invoice', () => {
  it('shows no invoice while it is a draft, then links it as due, then as paid', async () => {
    const { cookie } = await loginAs(worker, 'customer@demo.test', '203.0.113.95')
    const job = await pastJob(worker)
    await ownedByCustomer(job.id)
    await complete(worker, owner, job.id)
    expect(cardOf(await myBookings(cookie), job.reference)).not.toContain('Invoice:')

    expect((await postInvoice(worker, owner, job.id, { intent: 'send' })).status).toBe(200)
    const invoice = await worker.db
      .prepare('SELECT token FROM invoices WHERE booking_id = ?')
      .bind(job.id)
      .first<{ token: string }>()
    const href = `/jps/invoices/${invoice?.token ?? ''}`
    const due = cardOf(await myBookings(cookie), job.reference)
    expect(due).toContain('Invoice: due')
    expect(due).toContain(`href="${href}"`)
    expect(due).toContain('Pay invoice')
    expect((await worker.fetch(href)).status).toBe(200)

    const start = await worker.fetch(href, {
      method: 'POST',
      headers: { Origin: 'http://localhost', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ tip: '0' }).toString(),
    })
    expect(start.status).toBe(303)
    await payCheckout(worker, start.headers.get('Location') ?? '')
    const paid = cardOf(await myBookings(cookie), job.reference)
    expect(paid).toContain('Invoice: paid')
    expect(paid).toContain('View invoice')
  })

  it("never shows another customer's invoice", async () => {
    const job = await pastJob(worker)
    await complete(worker, owner, job.id)
    await postInvoice(worker, owner, job.id, { intent: 'send' })
    const { cookie } = await loginAs(worker, 'customer@demo.test', '203.0.113.96')
    expect(await myBookings(cookie)).not.toContain(job.reference)
  })
})
