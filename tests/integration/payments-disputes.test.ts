import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { platformFee } from '../../app/lib/payments/fees'
import { customer, inDays, sendBooking } from '../support/booking'
import { dashboardHtml } from '../support/dashboard'
import { loginAs, multipart } from '../support/http'
import { isCheckout, payCheckout } from '../support/payments'
import { png } from '../support/png'
import { startWorker, type TestWorker } from '../support/worker'

// Disputes and payouts (issue 39, decision 041) with the local provider: the test card
// 4000 0000 0000 0259 pays and then opens a dispute; evidence decides it as Stripe's test mode
// does; the five-minute cron pays each active account's balance out once a day.

const DISPUTED_CARD = '4000 0000 0000 0259'
let worker: TestWorker
const cookies = { owner: '', other: '' }

beforeAll(async () => {
  worker = await startWorker()
  cookies.owner = (await loginAs(worker, 'jps@demo.test', '203.0.113.91')).cookie
  cookies.other = (await loginAs(worker, 'abc@demo.test', '203.0.113.92')).cookie
})
afterAll(() => worker.dispose())

const all = <T>(sql: string, ...binds: unknown[]) =>
  worker.db
    .prepare(sql)
    .bind(...binds)
    .all<T>()
    .then((r) => r.results)

async function disputedBooking(days: number) {
  const sent = await sendBooking(worker, customer({ preferred_date: inDays(days), email: `dispute-${days}@example.test` }))
  expect(isCheckout(sent.location)).toBe(true)
  const page = await payCheckout(worker, sent.location, DISPUTED_CARD)
  const reference = new URL(page, 'http://localhost').searchParams.get('ref') ?? ''
  const [dispute] = await all<{
    id: string
    status: string
    amount_cents: number
    evidence_due_by: string
  }>('SELECT * FROM disputes WHERE booking_reference = ?', reference)
  if (!dispute) throw new Error(`no dispute for ${reference}`)
  return { reference, dispute }
}

async function sendEvidence(cookie: string, fields: Record<string, string>, photos: Buffer[] = []) {
  const form = new FormData()
  form.set('intent', 'dispute-evidence')
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  for (const p of photos) form.append('photos', new Blob([new Uint8Array(p)], { type: 'image/png' }), 'job.png')
  const { body, headers } = await multipart(form)
  return worker.fetch('/jps/dashboard?tab=money&upload=dispute-evidence', {
    method: 'POST',
    headers: { ...headers, Cookie: cookie, Origin: 'http://localhost' },
    body,
  })
}

const ledgerOf = (reference: string) =>
  all<{ kind: string; amount_cents: number; fee_cents: number; net_cents: number }>(
    'SELECT kind, amount_cents, fee_cents, net_cents FROM ledger_entries WHERE booking_reference = ? ORDER BY id',
    reference,
  )

describe('a dispute', () => {
  it('is stored with its deadline and amount, takes the charge back in the ledger, and shows on the Money tab', async () => {
    const { reference, dispute } = await disputedBooking(12)
    expect(dispute.status).toBe('needs_response')
    const days = (Date.parse(dispute.evidence_due_by) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6)
    const rows = await ledgerOf(reference)
    const deposit = rows.find((r) => r.kind === 'deposit')
    const taken = rows.find((r) => r.kind === 'dispute')
    expect(taken).toEqual({
      kind: 'dispute',
      amount_cents: -(deposit?.amount_cents ?? 0),
      fee_cents: -platformFee(deposit?.amount_cents ?? 0),
      net_cents: -(deposit?.net_cents ?? 0),
    })
    const page = await dashboardHtml(worker, cookies.owner, '/jps/dashboard?tab=money')
    expect(page.html).toContain(`Booking ${reference}`)
    expect(page.html).toContain('Deadline for evidence:')
    expect(page.html).toContain('Send evidence')
  })

  it('takes the evidence once, from its own business only, and records the outcome won with the money back', async () => {
    const { reference, dispute } = await disputedBooking(13)
    const text = 'Full detail done on site; photos attached. winning_evidence'
    // Another business: not found, nothing changes.
    const other = await worker.fetch('/abc/dashboard?tab=money&upload=dispute-evidence', {
      method: 'POST',
      ...(await (async () => {
        const form = new FormData()
        form.set('dispute_id', dispute.id)
        form.set('text', text)
        const { body, headers } = await multipart(form)
        return { body, headers: { ...headers, Cookie: cookies.other, Origin: 'http://localhost' } }
      })()),
    })
    expect(other.status).toBe(404)
    expect(await other.text()).toContain('This dispute was not found.')
    // No description: 400 in the form's words.
    const empty = await sendEvidence(cookies.owner, { dispute_id: dispute.id, text: '  ' })
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain('Please describe the job: what was done, when and where.')
    // Not a picture.
    const notImage = await sendEvidence(cookies.owner, { dispute_id: dispute.id, text }, [
      Buffer.from('%PDF-1.4 not an image'),
    ])
    expect(notImage.status).toBe(400)
    expect(await notImage.text()).toContain('A photo must be a PNG, JPEG or WebP image.')
    const before = await all<{ evidence_text: string | null }>(
      'SELECT evidence_text FROM disputes WHERE id = ?',
      dispute.id,
    )
    expect(before[0]?.evidence_text).toBeNull()

    const sent = await sendEvidence(cookies.owner, { dispute_id: dispute.id, text }, [
      png(4, 4, [10, 120, 200]),
    ])
    expect(sent.status).toBe(200)
    expect(await sent.text()).toContain('Evidence sent.')
    const [after] = await all<{
      status: string
      evidence_files: string
      evidence_submitted_at: string
    }>(
      'SELECT status, evidence_files, evidence_submitted_at FROM disputes WHERE id = ?',
      dispute.id,
    )
    expect(after?.status).toBe('won')
    expect(after?.evidence_submitted_at).toBeTruthy()
    const keys: string[] = JSON.parse(after?.evidence_files ?? '[]')
    expect(keys).toHaveLength(1)
    // The photo is in R2 and no public route serves it.
    expect(await worker.bucket.get(keys[0] ?? '')).not.toBeNull()
    expect((await worker.fetch(`/uploads/${keys[0]}`)).status).toBe(404)
    // Won: the money comes back, so the charge's rows sum to the deposit again.
    const rows = await ledgerOf(reference)
    expect(rows.map((r) => r.kind)).toEqual(['deposit', 'dispute', 'dispute_won'])
    const sum = (k: 'amount_cents' | 'fee_cents' | 'net_cents') =>
      rows.reduce((n, r) => n + r[k], 0)
    expect([sum('amount_cents'), sum('fee_cents'), sum('net_cents')]).toEqual([
      rows[0]?.amount_cents,
      rows[0]?.fee_cents,
      rows[0]?.net_cents,
    ])
    // Only once.
    const again = await sendEvidence(cookies.owner, { dispute_id: dispute.id, text })
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('Evidence was already sent for this dispute.')
  })

  it('lost, the money stays with the customer', async () => {
    const { reference, dispute } = await disputedBooking(14)
    const sent = await sendEvidence(cookies.owner, {
      dispute_id: dispute.id,
      text: 'We did the job. losing_evidence',
    })
    expect(sent.status).toBe(200)
    const [after] = await all<{ status: string }>(
      'SELECT status FROM disputes WHERE id = ?',
      dispute.id,
    )
    expect(after?.status).toBe('lost')
    expect((await ledgerOf(reference)).map((r) => r.kind)).toEqual(['deposit', 'dispute'])
  })

  it('refuses evidence after the deadline', async () => {
    const { dispute } = await disputedBooking(15)
    await worker.db
      .prepare('UPDATE disputes SET evidence_due_by = ? WHERE id = ?')
      .bind(new Date(Date.now() - 60_000).toISOString(), dispute.id)
      .run()
    const late = await sendEvidence(cookies.owner, { dispute_id: dispute.id, text: 'Too late' })
    expect(late.status).toBe(400)
    expect(await late.text()).toContain('The deadline for evidence has passed.')
  })
})

describe('payouts', () => {
  it('pays an active account its balance once a day, as the provider reports it, and shows it', async () => {
    const [net] = await all<{ n: number }>(
      "SELECT sum(net_cents) AS n FROM ledger_entries WHERE affiliate_id = (SELECT id FROM affiliates WHERE slug = 'jps')",
    )
    expect(net?.n ?? 0).toBeGreaterThan(0)
    await worker.cron(new Date(), '*/5 * * * *')
    await worker.cron(new Date(), '*/5 * * * *')
    const payouts = await all<{ amount_cents: number; status: string }>(
      "SELECT amount_cents, status FROM payouts WHERE affiliate_id = (SELECT id FROM affiliates WHERE slug = 'jps')",
    )
    expect(payouts).toEqual([{ amount_cents: net?.n, status: 'paid' }])
    const page = await dashboardHtml(worker, cookies.owner, '/jps/dashboard?tab=money')
    expect(page.html).toContain('Payouts to your bank')
    expect(page.html).toMatch(/data-testid="payouts"/)
  })
})
