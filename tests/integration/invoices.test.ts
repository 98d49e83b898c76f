import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { snapshot } from '../support/db'
import { postDashboard } from '../support/dashboard'
import { loginAs } from '../support/http'
import { complete, type Job, pastJob, postInvoice } from '../support/invoices'
import { signOff } from '../support/jobs'
import { money, payCheckout, postWebhook, signedEvent } from '../support/payments'
import { d1Use } from '../support/scale'
import { startWorker, type TestWorker } from '../support/worker'

// Invoices after the job (issue 39, decision 040) through the built Worker with the local
// provider: jps is seeded connected with a 25 % deposit. Amounts to the cent, tax, the tip's
// fee, the webhook deciding, and what another business may not do.

let worker: TestWorker
let owner: string
let other: string
beforeAll(async () => {
  // COUNT_D1: the worker reports each request's D1 round trips (tests/support/scale.ts).
  worker = await startWorker({ bindings: { COUNT_D1: '1' } })
  owner = (await loginAs(worker, 'jps@demo.test')).cookie
  other = (await loginAs(worker, 'abc@demo.test')).cookie
})
afterAll(() => worker.dispose())
// jps's tax and no-show settings go back to none after each test, whatever it did.
afterEach(async () => {
  await (await setAfterJob({})).arrayBuffer()
})

interface InvoiceRow {
  id: number
  number: number
  token: string
  status: string
  deposit_cents: number
  tax_rate_bps: number
  tip_cents: number
  autopay: string | null
}

const invoiceOf = (bookingId: number) =>
  worker.db
    .prepare('SELECT * FROM invoices WHERE booking_id = ?')
    .bind(bookingId)
    .first<InvoiceRow>()

const linesOf = async (invoiceId: number) =>
  (
    await worker.db
      .prepare(
        'SELECT kind, description, reason, amount_cents FROM invoice_lines WHERE invoice_id = ? ORDER BY id',
      )
      .bind(invoiceId)
      .all<{ kind: string; description: string; reason: string | null; amount_cents: number }>()
  ).results

const ledgerOf = async (bookingId: number) =>
  (
    await worker.db
      .prepare(
        'SELECT kind, amount_cents, fee_cents, net_cents FROM ledger_entries WHERE booking_id = ? ORDER BY id',
      )
      .bind(bookingId)
      .all<{ kind: string; amount_cents: number; fee_cents: number; net_cents: number }>()
  ).results

const outboxOf = async (email: string) =>
  (
    await worker.db
      .prepare('SELECT template, payload FROM email_outbox WHERE to_address = ? ORDER BY id')
      .bind(email)
      .all<{ template: string; payload: string }>()
  ).results.map((r) => r.template)

const half = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d))
const deposit = (job: Job) => half(job.estimateCents * 25, 100)

function setAfterJob(fields: { tax_rate?: string; no_show_fee?: string }) {
  return postDashboard(
    worker,
    owner,
    { intent: 'payments-after-job', tax_rate: '', no_show_fee: '', ...fields },
    { query: '?tab=payments' },
  )
}

async function payInvoice(token: string, fields: Record<string, string>) {
  return worker.fetch(`/invoices/${token}`, {
    method: 'POST',
    headers: { Origin: 'http://localhost', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
}

describe('the invoice of a completed job', () => {
  it('is issued as a draft with the package line, adjusted with reasons, taxed at 8.25 % and sent by email', async () => {
    expect((await setAfterJob({ tax_rate: '8.25' })).status).toBe(200)
    const job = await pastJob(worker)
    await complete(worker, owner, job.id)
    const draft = await invoiceOf(job.id)
    expect(draft).toMatchObject({ status: 'draft', deposit_cents: deposit(job) })
    expect(draft?.token).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const id = draft?.id ?? 0
    expect(await linesOf(id)).toEqual([
      {
        kind: 'package',
        description: 'Signature Detail – Premium (car)',
        reason: null,
        amount_cents: job.estimateCents,
      },
    ])
    // A draft is not the customer's yet.
    expect((await worker.fetch(`/invoices/${draft?.token}`)).status).toBe(404)

    const add = await postInvoice(worker, owner, job.id, {
      intent: 'line-add',
      kind: 'item',
      description: 'Pet hair removal',
      amount: '40',
      reason: 'Heavy dog hair on the back seats',
    })
    expect(add.status).toBe(200)
    const discount = await postInvoice(worker, owner, job.id, {
      intent: 'line-add',
      kind: 'discount',
      description: 'Returning customer',
      amount: '10.05',
      reason: 'Thank you for coming back',
    })
    expect(discount.status).toBe(200)
    const charges = job.estimateCents + 4000
    const taxable = charges - 1005
    const tax = half(taxable * 825, 10_000)
    const total = taxable + tax
    const balance = total - deposit(job)

    const sent = await postInvoice(worker, owner, job.id, { intent: 'send' })
    expect(sent.status).toBe(200)
    expect(await sent.text()).toContain(`sent to ${job.email}`)
    expect(await invoiceOf(job.id)).toMatchObject({ status: 'sent', tax_rate_bps: 825 })
    expect(await outboxOf(job.email)).toContain('invoice.sent')

    await worker.cron()
    const [mail] = await worker.waitForMail(
      (m) => m.to === job.email && m.subject.startsWith('Invoice'),
    )
    expect(mail?.subject).toContain(`${money(balance)} due`)
    expect(mail?.text).toContain('Pet hair removal: Heavy dog hair on the back seats')
    // The link is on the business's own site (its domain, or its path), as its other mail.
    const link = /https?:\/\/([^/\s]+)(\/\S*invoices\/([A-Za-z0-9_-]{22}))/.exec(mail?.text ?? '')
    expect(link?.[3]).toBe(draft?.token)
    const page = await (
      await worker.fetch(link?.[2] ?? '', { host: (link?.[1] ?? '').replace(/:\d+$/, '') })
    ).text()
    // Another business's site path does not show it.
    expect((await worker.fetch(`/abc/invoices/${link?.[3]}`)).status).toBe(404)
    expect(page).toContain('Sales tax (8.25 %)')
    expect(page).toContain(money(tax))
    expect(page).toContain(money(total))
    expect(page).toContain(money(balance))
    expect(page).toContain('Thank you for coming back')

    // Sent: fixed. The editor refuses, and so does the database.
    const late = await postInvoice(worker, owner, job.id, { intent: 'line-remove', line: '1' })
    expect(late.status).toBe(409)
    await expect(
      worker.db
        .prepare('UPDATE invoice_lines SET amount_cents = 1 WHERE invoice_id = ?')
        .bind(id)
        .run(),
    ).rejects.toThrow(/adjustment/)
    await setAfterJob({})
  })

  it('numbers invoices per business, 1, 2, 3…', async () => {
    const a = await pastJob(worker)
    const b = await pastJob(worker)
    await complete(worker, owner, a.id)
    await complete(worker, owner, b.id)
    const first = await invoiceOf(a.id)
    const second = await invoiceOf(b.id)
    expect((second?.number ?? 0) - (first?.number ?? 0)).toBe(1)
  })
})

describe('paying the balance with a tip', () => {
  it('charges balance + 20 % through the checkout; the webhook marks it paid, fees to the cent, a receipt', async () => {
    const job = await pastJob(worker)
    await complete(worker, owner, job.id)
    await postInvoice(worker, owner, job.id, { intent: 'send' })
    const invoice = await invoiceOf(job.id)
    const token = invoice?.token ?? ''
    const balance = job.estimateCents - deposit(job)
    const tip = half(job.estimateCents * 20, 100)

    const bad = await payInvoice(token, { tip: 'custom', tip_amount: 'lots' })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain(
      'Please choose a tip or enter an amount between $0 and $10,000',
    )

    const start = await payInvoice(token, { tip: '20' })
    expect(start.status).toBe(303)
    const checkout = start.headers.get('Location') ?? ''
    const checkoutPage = await (await worker.fetch(new URL(checkout).pathname)).text()
    expect(checkoutPage).toContain('Pay your invoice')
    expect(checkoutPage).toContain(`Pay ${money(balance + tip)}`)
    const back = await payCheckout(worker, checkout)
    expect(back).toBe(`/invoices/${token}`)
    expect(await invoiceOf(job.id)).toMatchObject({ status: 'paid', tip_cents: tip })
    const page = await (await worker.fetch(back)).text()
    expect(page).toContain('Paid')

    const fee = half(balance * 10, 100)
    const tipFee = half(tip * 3, 100)
    expect((await ledgerOf(job.id)).slice(1)).toEqual([
      { kind: 'balance', amount_cents: balance, fee_cents: fee, net_cents: balance - fee },
      { kind: 'tip', amount_cents: tip, fee_cents: tipFee, net_cents: tip - tipFee },
    ])
    expect((await outboxOf(job.email)).filter((t) => t === 'payment.receipt')).toHaveLength(1)

    // The paid page: the invoice, then its lines, charge, card and refunds in one batch, beside
    // the site.
    const use = d1Use(await worker.fetch(back))
    expect(use.roundTrips).toBe(2)
    expect(use.statements).toBeLessThanOrEqual(8)
    // A paid invoice has nothing left to pay.
    expect((await payInvoice(token, { tip: '0' })).status).toBe(409)

    // The balance's event replayed, and a new event about the same session: nothing new.
    const charge = await worker.db
      .prepare('SELECT session_id FROM after_job_charges WHERE booking_id = ?')
      .bind(job.id)
      .first<{ session_id: string }>()
    const before = await snapshot(worker)
    for (const eventId of ['evt_replay_1', 'evt_replay_1', 'evt_replay_2']) {
      const { body, signature } = await signedEvent({
        id: eventId,
        type: 'checkout.session.completed',
        data: { object: { id: charge?.session_id ?? '', object: 'checkout.session' } },
      })
      const answer = await postWebhook(worker, body, signature)
      expect(answer.status).toBe(200)
    }
    const after = await snapshot(worker)
    expect(after.ledger_entries).toEqual(before.ledger_entries)
    expect(after.email_outbox).toEqual(before.email_outbox)
    expect(after.invoices).toEqual(before.invoices)
  })
})

describe('a card kept on file', () => {
  it("pays the balance automatically once the customer signs off the sent invoice's job (no tip), with a receipt", async () => {
    const job = await pastJob(worker, { saveCard: true })
    await complete(worker, owner, job.id)
    const sent = await postInvoice(worker, owner, job.id, { intent: 'send' })
    // Issue 42: the charge waits for the customer's sign-off (or 24 hours).
    expect(await sent.text()).toContain('charged once the customer signs off')
    expect(await invoiceOf(job.id)).toMatchObject({ status: 'sent', autopay: null })
    expect((await ledgerOf(job.id)).map((r) => r.kind)).toEqual(['deposit'])
    await signOff(worker, job.id)
    expect(await invoiceOf(job.id)).toMatchObject({
      status: 'paid',
      autopay: 'charged',
      tip_cents: 0,
    })
    const balance = job.estimateCents - deposit(job)
    expect((await ledgerOf(job.id)).map((r) => [r.kind, r.amount_cents])).toEqual([
      ['deposit', deposit(job)],
      ['balance', balance],
    ])
    const mail = await outboxOf(job.email)
    expect(mail).toContain('payment.receipt')
    expect(mail).not.toContain('invoice.autopay-failed')
  })

  it('is not kept unless the customer agrees', async () => {
    const job = await pastJob(worker)
    const row = await worker.db
      .prepare(
        'SELECT save_card, customer_id, payment_method_id FROM booking_payments WHERE booking_id = ?',
      )
      .bind(job.id)
      .first()
    expect(row).toEqual({ save_card: 0, customer_id: null, payment_method_id: null })
  })

  for (const [card, outcome] of [
    ['4000 0000 0000 0341', 'declined'],
    ['4000 0027 6000 3184', 'authentication_required'],
  ] as const) {
    it(`${card}: the charge is ${outcome}, the pay link is emailed and the invoice stays due`, async () => {
      const job = await pastJob(worker, { saveCard: true, card })
      await complete(worker, owner, job.id)
      const sent = await postInvoice(worker, owner, job.id, { intent: 'send' })
      expect(sent.status).toBe(200)
      // No answer within 24 hours: the Cron Trigger settles the job and tries the card (issue 42).
      expect(await invoiceOf(job.id)).toMatchObject({ status: 'sent', autopay: null })
      await worker.cron(new Date(Date.now() + 25 * 3_600_000))
      expect(await invoiceOf(job.id)).toMatchObject({ status: 'sent', autopay: outcome })
      expect((await ledgerOf(job.id)).map((r) => r.kind)).toEqual(['deposit'])
      expect(await outboxOf(job.email)).toContain('invoice.autopay-failed')
      await worker.cron()
      const [mail] = await worker.waitForMail(
        (m) => m.to === job.email && m.subject.includes('please pay'),
      )
      expect(mail?.text).toMatch(/\/invoices\/[A-Za-z0-9_-]{22}/)
      // The detailer's Money tab lists it under Due, with its balance (not yet overdue).
      const invoice = await invoiceOf(job.id)
      const row = await worker.db
        .prepare('SELECT booking_reference AS reference, number FROM invoices WHERE id = ?')
        .bind(invoice?.id)
        .first<{ reference: string; number: number }>()
      const money = await (
        await worker.fetch('/jps/dashboard?tab=money', { headers: { Cookie: owner } })
      ).text()
      const label = `INV-${String(row?.number).padStart(4, '0')} · ${String(row?.reference)}`
      expect(money).toContain(label)
      expect(money).not.toContain('Overdue invoices')
    })
  }
})

describe('a no-show', () => {
  it('keeps the deposit and charges a fee up to the one shown at booking, with a receipt', async () => {
    expect((await setAfterJob({ no_show_fee: '30' })).status).toBe(200)
    const job = await pastJob(worker, { saveCard: true })
    await setAfterJob({})
    const before = await snapshot(worker)
    const tooMuch = await postDashboard(worker, owner, {
      intent: 'booking-no-show',
      id: String(job.id),
      fee: '50',
    })
    expect(tooMuch.status).toBe(400)
    expect(await tooMuch.text()).toContain(
      'The no-show fee can be at most $30, as shown at booking.',
    )
    expect(await snapshot(worker)).toEqual(before)

    const done = await postDashboard(worker, owner, {
      intent: 'booking-no-show',
      id: String(job.id),
      fee: '30',
    })
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('A no-show fee of $30 was charged to the card on file.')
    const status = await worker.db
      .prepare('SELECT status FROM booking_requests WHERE id = ?')
      .bind(job.id)
      .first<{ status: string }>()
    expect(status?.status).toBe('no_show')
    expect(await ledgerOf(job.id)).toEqual([
      expect.objectContaining({ kind: 'deposit', amount_cents: deposit(job) }),
      { kind: 'no_show_fee', amount_cents: 3000, fee_cents: 300, net_cents: 2700 },
    ])
    expect(await outboxOf(job.email)).toContain('payment.receipt')
  })

  it('is refused before the appointment has started, and for another business', async () => {
    const job = await pastJob(worker)
    const later = new Date(Date.now() + 86_400_000)
    await worker.db
      .prepare('UPDATE booking_requests SET start_at = ?, end_at = ? WHERE id = ?')
      .bind(later.toISOString(), new Date(later.getTime() + 3_600_000).toISOString(), job.id)
      .run()
    const early = await postDashboard(worker, owner, {
      intent: 'booking-no-show',
      id: String(job.id),
    })
    expect(early.status).toBe(400)
    expect(await early.text()).toContain('it can be marked a no-show once its time has passed.')
    const stranger = await postDashboard(
      worker,
      other,
      { intent: 'booking-no-show', id: String(job.id) },
      { slug: 'abc' },
    )
    expect(stranger.status).toBe(404)
  })
})

describe('tenancy and bad input', () => {
  it('another business can neither read nor change an invoice; unknown links are 404', async () => {
    const job = await pastJob(worker)
    await complete(worker, owner, job.id)
    const before = await snapshot(worker)
    const read = await worker.fetch(`/abc/dashboard/bookings/${job.id}/invoice`, {
      headers: { Cookie: other },
    })
    expect(read.status).toBe(404)
    const change = await postInvoice(worker, other, job.id, { intent: 'send' }, 'abc')
    expect(change.status).toBe(404)
    // Another owner on jps's own path is sent away, as for the dashboard.
    const foreign = await worker.fetch(`/jps/dashboard/bookings/${job.id}/invoice`, {
      headers: { Cookie: other },
    })
    expect(foreign.status).toBe(302)
    expect(await snapshot(worker)).toEqual(before)
    expect((await worker.fetch('/invoices/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404)
    expect((await worker.fetch('/invoices/not-a-token')).status).toBe(404)
  })

  it('answers bad edits with 400 in plain words and changes nothing', async () => {
    const job = await pastJob(worker)
    await complete(worker, owner, job.id)
    const before = await snapshot(worker)
    const cases: [Record<string, string>, string][] = [
      [
        { intent: 'line-add', kind: 'item', description: 'Wax', amount: '-5', reason: 'x' },
        'Amount must be between $0.01 and $10,000',
      ],
      [
        { intent: 'line-add', kind: 'item', description: '', amount: '5', reason: 'x' },
        'Please describe the item in 1 to 120 characters',
      ],
      [
        { intent: 'line-add', kind: 'item', description: 'Wax', amount: '5', reason: '' },
        'Please give the reason the customer will read (1 to 300 characters)',
      ],
      [
        { intent: 'line-change', line: '999999', amount: '5', reason: 'x' },
        'This line is not on this invoice.',
      ],
      [{ intent: 'bogus' }, 'Validation failed'],
    ]
    for (const [fields, message] of cases) {
      const answer = await postInvoice(worker, owner, job.id, fields)
      expect(answer.status, JSON.stringify(fields)).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
      expect(await answer.text()).toContain(message)
    }
    const tax = await setAfterJob({ tax_rate: '35' })
    expect(tax.status).toBe(400)
    expect(await tax.text()).toContain('Sales tax must be a rate from 0 to 20 %, e.g. 8.25')
    expect(await snapshot(worker)).toEqual(before)
  })
})
