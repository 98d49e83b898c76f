import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dateTimeIn, dollars } from '../../app/lib/dashboard/format'
import { dashboardHtml } from '../support/dashboard'
import { loginAs, multipart } from '../support/http'
import { complete, pastJob } from '../support/invoices'
import { startWorker, type TestWorker } from '../support/worker'

// Issue 39: a dispute shows on the booking itself, on its card (Requests, a customer's history)
// and on its own page (the invoice), with its amount, reason, deadline in the business's zone
// and status; a link leads to the Money tab's evidence form; once decided, the outcome.

const DISPUTED_CARD = '4000 0000 0000 0259'
let worker: TestWorker
let cookie = ''

beforeAll(async () => {
  worker = await startWorker()
  cookie = (await loginAs(worker, 'jps@demo.test', '203.0.113.93')).cookie
}, 120_000)
afterAll(() => worker?.dispose())

async function disputeOf(reference: string) {
  const row = await worker.db
    .prepare('SELECT id, amount_cents, evidence_due_by FROM disputes WHERE booking_reference = ?')
    .bind(reference)
    .first<{ id: string; amount_cents: number; evidence_due_by: string }>()
  if (!row) throw new Error(`no dispute for ${reference}`)
  return row
}

/** The card of `reference` on a dashboard page, as text. */
function cardOf(text: string, reference: string) {
  const start = text.indexOf(`data-reference="${reference}"`)
  expect(start).toBeGreaterThan(-1)
  return text.slice(start, text.indexOf('</article>', start))
}

async function sendEvidence(disputeId: string, text: string) {
  const form = new FormData()
  form.set('intent', 'dispute-evidence')
  form.set('dispute_id', disputeId)
  form.set('text', text)
  const { body, headers } = await multipart(form)
  return worker.fetch('/jps/dashboard?tab=money&upload=dispute-evidence', {
    method: 'POST',
    headers: { ...headers, Cookie: cookie, Origin: 'http://localhost' },
    body,
  })
}

describe('a dispute on its booking', () => {
  it("shows on the booking's card with amount, reason, status and deadline in the business's zone, linking to the evidence form", async () => {
    const job = await pastJob(worker, { card: DISPUTED_CARD })
    const dispute = await disputeOf(job.reference)
    const page = await dashboardHtml(worker, cookie, '/jps/dashboard?tab=requests&status=confirmed')
    expect(page.status).toBe(200)
    const zone = /Times are shown in ([^.<]+)\./.exec(page.text)?.[1]?.replace(' ', '_') ?? ''
    expect(zone).not.toBe('')
    const card = cardOf(page.text, job.reference)
    expect(card).toContain(`Disputed: ${dollars(dispute.amount_cents)}`)
    expect(card).toContain('Reason: The cardholder says they did not make this payment')
    expect(card).toContain('Status: Needs your evidence')
    expect(card).toContain(`Evidence due by ${dateTimeIn(dispute.evidence_due_by, zone)}`)
    const anchor = `dispute-${dispute.id.replace(/\W/g, '')}`
    expect(card).toContain(`href="?tab=money#${anchor}"`)
    const money = await dashboardHtml(worker, cookie, '/jps/dashboard?tab=money')
    expect(money.html).toContain(`id="${anchor}"`)
  })

  it("shows on the booking's own page (its invoice) and, once decided, the outcome instead of the link", async () => {
    const job = await pastJob(worker, { card: DISPUTED_CARD })
    const dispute = await disputeOf(job.reference)
    await complete(worker, cookie, job.id)
    const invoice = await dashboardHtml(worker, cookie, `/jps/dashboard/bookings/${job.id}/invoice`)
    expect(invoice.status).toBe(200)
    expect(invoice.text).toContain(`Disputed: ${dollars(dispute.amount_cents)}`)
    expect(invoice.text).toContain('Attach evidence')
    expect(invoice.text).toContain('href="/jps/dashboard?tab=money#dispute-')

    const sent = await sendEvidence(dispute.id, 'winning_evidence')
    expect(sent.status).toBeLessThan(400)
    await sent.arrayBuffer()
    const after = await dashboardHtml(worker, cookie, `/jps/dashboard/bookings/${job.id}/invoice`)
    expect(after.text).toContain('Outcome: won')
    expect(after.text).toContain('Evidence sent')
    expect(after.text).not.toContain('Attach evidence')
    const list = await dashboardHtml(worker, cookie, '/jps/dashboard?tab=requests&status=completed')
    const card = cardOf(list.text, job.reference)
    expect(card).toContain('Status: Won: the money is yours')
    expect(card).toContain('Outcome: won')
    expect(card).not.toContain('Evidence due by')
  })

  it('shows no dispute on a booking without one', async () => {
    const job = await pastJob(worker)
    const page = await dashboardHtml(worker, cookie, '/jps/dashboard?tab=requests&status=confirmed')
    expect(cardOf(page.text, job.reference)).not.toContain('Disputed:')
  })
})
