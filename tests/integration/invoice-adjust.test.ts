import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAs } from '../support/http'
import { complete, type Job, pastJob, postInvoice } from '../support/invoices'
import { localObject, money, payCheckout, postCheckout } from '../support/payments'
import { startWorker, type TestWorker } from '../support/worker'

// Issue 39 (decision 044, branch r39): a sent, unpaid invoice takes an adjustment line (+ or −,
// with the reason the customer reads); the customer is emailed the updated invoice; a checkout
// opened for the old amount is expired at the provider, so the pay link charges the new balance;
// a paid invoice is refused in words.

let worker: TestWorker
let owner = ''

beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test', '203.0.113.94')).cookie
}, 120_000)
afterAll(() => worker?.dispose())

const half = (n: number, d: number) => Math.floor((n + d / 2) / d)

async function sentInvoice() {
  const job = await pastJob(worker)
  await complete(worker, owner, job.id)
  expect((await postInvoice(worker, owner, job.id, { intent: 'send' })).status).toBe(200)
  const row = await worker.db
    .prepare('SELECT id, token, deposit_cents FROM invoices WHERE booking_id = ?')
    .bind(job.id)
    .first<{ id: number; token: string; deposit_cents: number }>()
  if (!row) throw new Error('no invoice')
  return { job, ...row, balance: job.estimateCents - row.deposit_cents }
}

const startPaying = (token: string) =>
  worker.fetch(`/invoices/${token}`, {
    method: 'POST',
    headers: { Origin: 'http://localhost', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ tip: '0' }).toString(),
  })

const adjust = (job: Job, fields: Record<string, string>) =>
  postInvoice(worker, owner, job.id, { intent: 'adjust', ...fields })

async function state(job: Job, invoiceId: number) {
  const lines = await worker.db
    .prepare(
      'SELECT kind, amount_cents, reason FROM invoice_lines WHERE invoice_id = ? ORDER BY id',
    )
    .bind(invoiceId)
    .all()
  const invoice = await worker.db
    .prepare('SELECT status, paid_at FROM invoices WHERE id = ?')
    .bind(invoiceId)
    .first()
  const mail = await worker.db
    .prepare(
      "SELECT count(*) AS n FROM email_outbox WHERE to_address = ? AND template = 'invoice.updated'",
    )
    .bind(job.email)
    .first<{ n: number }>()
  return { lines: lines.results, invoice, updatedMails: mail?.n ?? 0 }
}

const sessionOf = (url: string) => new URL(url, 'http://localhost').pathname.split('/').pop() ?? ''

describe('an adjustment after the invoice is sent', () => {
  it('adds +$25 with its reason, expires the open checkout, emails the update, and the link charges the new balance', async () => {
    const inv = await sentInvoice()
    const opened = await startPaying(inv.token)
    expect(opened.status).toBe(303)
    const oldCheckout = opened.headers.get('Location') ?? ''

    const answer = await adjust(inv.job, {
      direction: 'charge',
      description: 'Clay bar treatment',
      amount: '25.00',
      reason: 'Tree sap on the hood needed a clay bar',
    })
    expect(answer.status).toBe(200)
    const newBalance = inv.balance + 2500
    expect(await answer.text()).toContain(`Adjustment added: ${money(newBalance)} is now due.`)
    const after = await state(inv.job, inv.id)
    expect(after.lines.at(-1)).toEqual({
      kind: 'adjustment',
      amount_cents: 2500,
      reason: 'Tree sap on the hood needed a clay bar',
    })
    expect(after.invoice).toMatchObject({ status: 'sent' })
    expect(after.updatedMails).toBe(1)
    // The old checkout is expired at the provider and on our side: it cannot be paid.
    expect((await localObject(worker, sessionOf(oldCheckout))).status).toBe('expired')
    const charges = await worker.db
      .prepare(
        'SELECT status, amount_cents FROM after_job_charges WHERE booking_id = ? ORDER BY id',
      )
      .bind(inv.job.id)
      .all<{ status: string; amount_cents: number }>()
    expect(charges.results).toEqual([{ status: 'expired', amount_cents: inv.balance }])
    const late = await postCheckout(worker, oldCheckout, {
      intent: 'pay',
      card_number: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
    })
    await late.arrayBuffer()
    expect((await localObject(worker, sessionOf(oldCheckout))).status).toBe('expired')

    const [mail] = await worker.waitForMail(
      (m) => m.to === inv.job.email && m.subject.startsWith('Updated invoice'),
    )
    expect(mail?.subject).toContain(`${money(newBalance)} due`)
    expect(mail?.text).toContain(
      'Clay bar treatment (+$25): Tree sap on the hood needed a clay bar',
    )

    // The pay link now charges the new balance, and its fee is 10 % of it.
    const again = await startPaying(inv.token)
    expect(again.status).toBe(303)
    const checkout = again.headers.get('Location') ?? ''
    expect(checkout).not.toBe(oldCheckout)
    expect((await localObject(worker, sessionOf(checkout))).amount_total).toBe(newBalance)
    await payCheckout(worker, checkout)
    const balanceRow = await worker.db
      .prepare(
        "SELECT amount_cents, fee_cents FROM ledger_entries WHERE booking_id = ? AND kind = 'balance'",
      )
      .bind(inv.job.id)
      .first()
    expect(balanceRow).toEqual({ amount_cents: newBalance, fee_cents: half(newBalance * 10, 100) })

    // Paid: an adjustment is refused in words, and nothing changes.
    const before = await state(inv.job, inv.id)
    expect(before.invoice).toMatchObject({ status: 'paid' })
    const refused = await adjust(inv.job, {
      direction: 'credit',
      description: 'Goodwill',
      amount: '5.00',
      reason: 'Sorry for the wait',
    })
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain(
      'This invoice is paid and can no longer be adjusted. To give money back, refund a payment instead.',
    )
    expect(await state(inv.job, inv.id)).toEqual(before)
  })

  it('takes $10 off with a credit; refuses bad input and a draft, changing nothing', async () => {
    const inv = await sentInvoice()
    const before = await state(inv.job, inv.id)
    const noReason = await adjust(inv.job, {
      direction: 'credit',
      description: 'x',
      amount: '10',
      reason: '',
    })
    expect(noReason.status).toBe(400)
    expect(await noReason.text()).toContain('Please give the reason the customer will read')
    const tooMuch = await adjust(inv.job, {
      direction: 'credit',
      description: 'Everything off',
      amount: '9999.00',
      reason: 'x',
    })
    expect(tooMuch.status).toBe(400)
    expect(await tooMuch.text()).toContain('This adjustment would take the invoice below $0.')
    const noDirection = await adjust(inv.job, { description: 'x', amount: '1', reason: 'x' })
    expect(noDirection.status).toBe(400)
    await noDirection.arrayBuffer()
    expect(await state(inv.job, inv.id)).toEqual(before)

    const credit = await adjust(inv.job, {
      direction: 'credit',
      description: 'Loyalty credit',
      amount: '10.00',
      reason: 'Thank you for your fifth booking',
    })
    expect(credit.status).toBe(200)
    expect(await credit.text()).toContain(`${money(inv.balance - 1000)} is now due.`)
    expect((await state(inv.job, inv.id)).lines.at(-1)).toMatchObject({
      kind: 'adjustment',
      amount_cents: -1000,
    })

    // A draft is changed by its own lines, not by an adjustment.
    const draft = await pastJob(worker)
    await complete(worker, owner, draft.id)
    const onDraft = await adjust(draft, {
      direction: 'charge',
      description: 'x',
      amount: '1',
      reason: 'x',
    })
    expect(onDraft.status).toBe(409)
    expect(await onDraft.text()).toContain(
      'This invoice is still a draft: change its lines instead.',
    )
  })
})
