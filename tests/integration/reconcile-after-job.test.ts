import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAs } from '../support/http'
import { complete, pastJob, postInvoice } from '../support/invoices'
import { paidAtProviderOnly, postWebhook, signedEvent } from '../support/payments'
import { startWorker, type TestWorker } from '../support/worker'

// Issue 39: a balance (with its tip) paid at the provider whose webhook never came is found by
// the Cron Trigger's reconcile and recorded once; the late webhook then changes nothing.

let worker: TestWorker
let owner = ''

beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test', '203.0.113.97')).cookie
}, 120_000)
afterAll(() => worker?.dispose())

const ledgerOf = async (bookingId: number) =>
  (
    await worker.db
      .prepare('SELECT kind, amount_cents FROM ledger_entries WHERE booking_id = ? ORDER BY id')
      .bind(bookingId)
      .all<{ kind: string; amount_cents: number }>()
  ).results

const invoiceOf = (bookingId: number) =>
  worker.db
    .prepare('SELECT token, status, tip_cents FROM invoices WHERE booking_id = ?')
    .bind(bookingId)
    .first<{ token: string; status: string; tip_cents: number }>()

const receipts = async (email: string) =>
  (
    await worker.db
      .prepare(
        "SELECT count(*) AS n FROM email_outbox WHERE to_address = ? AND template = 'payment.receipt'",
      )
      .bind(email)
      .first<{ n: number }>()
  )?.n ?? 0

describe('the reconcile after the job', () => {
  it('records a balance + tip paid without a webhook once, and a late webhook adds nothing', async () => {
    const job = await pastJob(worker)
    await complete(worker, owner, job.id)
    expect((await postInvoice(worker, owner, job.id, { intent: 'send' })).status).toBe(200)
    const token = (await invoiceOf(job.id))?.token ?? ''
    const start = await worker.fetch(`/invoices/${token}`, {
      method: 'POST',
      headers: { Origin: 'http://localhost', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ tip: 'custom', tip_amount: '7.50' }).toString(),
    })
    expect(start.status).toBe(303)
    const { session } = await paidAtProviderOnly(
      worker,
      start.headers.get('Location') ?? '',
      `lostbalance${job.id}`,
    )
    // Not yet: nobody told us.
    expect((await invoiceOf(job.id))?.status).toBe('sent')
    expect((await ledgerOf(job.id)).map((r) => r.kind)).toEqual(['deposit'])

    // Open charges older than two minutes are re-read on each run.
    await worker.cron(new Date(Date.now() + 3 * 60_000))
    expect(await invoiceOf(job.id)).toMatchObject({ status: 'paid', tip_cents: 750 })
    const rows = await ledgerOf(job.id)
    expect(rows.map((r) => r.kind)).toEqual(['deposit', 'balance', 'tip'])
    expect(rows.find((r) => r.kind === 'tip')?.amount_cents).toBe(750)
    expect(await receipts(job.email)).toBe(1)

    // The webhook arrives late, and the cron runs again: nothing is written twice.
    const late = await signedEvent({
      id: `evt_late_${job.id}`,
      type: 'checkout.session.completed',
      data: { object: session },
    })
    expect((await postWebhook(worker, late.body, late.signature)).status).toBe(200)
    await worker.cron(new Date(Date.now() + 6 * 60_000))
    expect((await ledgerOf(job.id)).map((r) => r.kind)).toEqual(['deposit', 'balance', 'tip'])
    expect(await receipts(job.email)).toBe(1)
  })

  it('leaves an unpaid checkout open and records nothing', async () => {
    const job = await pastJob(worker)
    await complete(worker, owner, job.id)
    await postInvoice(worker, owner, job.id, { intent: 'send' })
    const token = (await invoiceOf(job.id))?.token ?? ''
    const start = await worker.fetch(`/invoices/${token}`, {
      method: 'POST',
      headers: { Origin: 'http://localhost', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ tip: '0' }).toString(),
    })
    expect(start.status).toBe(303)
    await worker.cron(new Date(Date.now() + 3 * 60_000))
    expect((await invoiceOf(job.id))?.status).toBe('sent')
    expect((await ledgerOf(job.id)).map((r) => r.kind)).toEqual(['deposit'])
  })
})
