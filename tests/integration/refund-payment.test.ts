import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAs } from '../support/http'
import { complete, type Job, pastJob, postInvoice } from '../support/invoices'
import { localObject, money, payCheckout } from '../support/payments'
import { startWorker, type TestWorker } from '../support/worker'

// Issue 39 (decision 044, branch r39): the detailer refunds all or part of a paid balance with
// its tip, with a reason the customer reads: reviewed, then confirmed; through the provider;
// once on a double submit; the fee reversed in proportion, to the cent; never more than is left.

let worker: TestWorker
let owner = ''

beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test', '203.0.113.97')).cookie
}, 120_000)
afterAll(() => worker?.dispose())

const half = (n: number, d: number) => Math.floor((n + d / 2) / d)
const TIP = 750

interface Paid {
  job: Job
  chargeId: number
  intent: string
  amount: number
  fee: number
  token: string
}

/** A sent invoice paid through its checkout with a $7.50 tip. */
async function paidInvoice(): Promise<Paid> {
  const job = await pastJob(worker)
  await complete(worker, owner, job.id)
  expect((await postInvoice(worker, owner, job.id, { intent: 'send' })).status).toBe(200)
  const invoice = await worker.db
    .prepare('SELECT token FROM invoices WHERE booking_id = ?')
    .bind(job.id)
    .first<{ token: string }>()
  const token = invoice?.token ?? ''
  const start = await worker.fetch(`/invoices/${token}`, {
    method: 'POST',
    headers: { Origin: 'http://localhost', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ tip: 'custom', tip_amount: '7.50' }).toString(),
  })
  expect(start.status).toBe(303)
  await payCheckout(worker, start.headers.get('Location') ?? '')
  const charge = await worker.db
    .prepare(
      "SELECT id, payment_intent_id, amount_cents FROM after_job_charges WHERE booking_id = ? AND status = 'paid'",
    )
    .bind(job.id)
    .first<{ id: number; payment_intent_id: string; amount_cents: number }>()
  if (!charge) throw new Error('the balance was not paid')
  const balance = charge.amount_cents - TIP
  return {
    job,
    chargeId: charge.id,
    intent: charge.payment_intent_id,
    amount: charge.amount_cents,
    fee: half(balance * 10, 100) + half(TIP * 3, 100),
    token,
  }
}

const ledgerRefunds = async (bookingId: number) =>
  (
    await worker.db
      .prepare(
        "SELECT amount_cents, fee_cents, net_cents, charge_provider_id FROM ledger_entries WHERE booking_id = ? AND kind = 'refund' ORDER BY id",
      )
      .bind(bookingId)
      .all<{
        amount_cents: number
        fee_cents: number
        net_cents: number
        charge_provider_id: string
      }>()
  ).results

async function state(p: Paid) {
  const count = async (sql: string, value: string | number) =>
    (await worker.db.prepare(sql).bind(value).first<{ n: number }>())?.n ?? 0
  return {
    ledger: await ledgerRefunds(p.job.id),
    reasons: await count('SELECT count(*) AS n FROM charge_refunds WHERE booking_id = ?', p.job.id),
    mail: await count(
      "SELECT count(*) AS n FROM email_outbox WHERE to_address = ? AND template = 'payment.refund-receipt'",
      p.job.email,
    ),
    refunded: (await localObject(worker, p.intent)).amount_refunded,
  }
}

/** The review's confirmation token, from the page it answers with. */
async function review(p: Paid, fields: Record<string, string>, cookie = owner) {
  const answer = await postInvoice(worker, cookie, p.job.id, {
    intent: 'refund-review',
    charge: String(p.chargeId),
    ...fields,
  })
  const html = await answer.text()
  const token = /name="token" value="([0-9a-f-]{36})"/.exec(html)?.[1] ?? ''
  return { status: answer.status, html, token }
}

const confirm = (p: Paid, fields: Record<string, string>, cookie = owner) =>
  postInvoice(worker, cookie, p.job.id, { intent: 'refund', charge: String(p.chargeId), ...fields })

/** The fee given back once `refunded` of the charge has gone back (decision 044's rule). */
const reversed = (p: Paid, refunded: number) =>
  Math.floor((2 * p.fee * refunded + p.amount) / (2 * p.amount))

describe('the detailer refunds a balance and tip payment', () => {
  it('reviews, confirms, refunds $10.05 once on a double submit, then the rest: fees to the cent', async () => {
    const p = await paidInvoice()
    const before = await state(p)
    const fields = { amount: '10.05', reason: 'The wheels were not finished, sorry' }
    const first = await review(p, fields)
    expect(first.status).toBe(200)
    expect(first.html).toContain('Confirm refund of $10.05')
    expect(first.token).not.toBe('')
    // The review moves nothing.
    expect(await state(p)).toEqual(before)

    const done = await confirm(p, { ...fields, token: first.token })
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('Refunded $10.05 to')
    const again = await confirm(p, { ...fields, token: first.token })
    expect(again.status).toBe(200)
    await again.arrayBuffer()
    const r1 = reversed(p, 1005)
    expect(await state(p)).toEqual({
      ledger: [
        {
          amount_cents: -1005,
          fee_cents: -r1,
          net_cents: -(1005 - r1),
          charge_provider_id: p.intent,
        },
      ],
      reasons: 1,
      mail: 1,
      refunded: 1005,
    })
    const [mail] = await worker.waitForMail(
      (m) => m.to === p.job.email && m.subject.startsWith('Refund from'),
    )
    expect(mail?.subject).toContain('$10.05')
    expect(mail?.text).toContain('Reason: The wheels were not finished, sorry')

    // The rest: the whole charge's fee has then gone back, not a cent more.
    const rest = p.amount - 1005
    const second = await review(p, { amount: (rest / 100).toFixed(2), reason: 'Full refund' })
    expect(second.status).toBe(200)
    expect(
      (
        await confirm(p, {
          amount: (rest / 100).toFixed(2),
          reason: 'Full refund',
          token: second.token,
        })
      ).status,
    ).toBe(200)
    const after = await state(p)
    expect(after.ledger).toHaveLength(2)
    expect(after.ledger[1]).toEqual({
      amount_cents: -rest,
      fee_cents: -(p.fee - r1),
      net_cents: -(rest - (p.fee - r1)),
      charge_provider_id: p.intent,
    })
    expect(after.ledger.reduce((s, r) => s + r.fee_cents, 0)).toBe(-p.fee)
    expect(after.refunded).toBe(p.amount)
    expect(after.mail).toBe(2)

    const full = await review(p, { amount: '1.00', reason: 'More' })
    expect(full.status).toBe(409)
    expect(full.html).toContain('This payment has already been refunded in full.')
    // The invoice page and the CSV of the Money tab show it as refunded.
    const page = await worker.fetch(`/jps/dashboard/bookings/${p.job.id}/invoice`, {
      headers: { Cookie: owner },
    })
    const html = await page.text()
    expect(html).toContain(`Refunded ${money(p.amount)}`)
    expect(html).toContain('The wheels were not finished, sorry')
    // The customer's invoice says what went back, when and why, and what is left paid.
    const theirs = await (await worker.fetch(`/invoices/${p.token}`)).text()
    const refunds = [...theirs.matchAll(/data-testid="invoice-refund"[^]*?<\/div>/g)].map((m) =>
      m[0].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '),
    )
    expect(refunds).toHaveLength(2)
    expect(refunds[0]).toMatch(
      /Refunded \w+ \d+, \d{4} The wheels were not finished, sorry −\$10\.05/,
    )
    expect(refunds[1]).toContain(`Full refund −${money(rest)}`)
    expect(theirs).toMatch(/Paid after refunds<\/dt><dd[^>]*>\$0</)
    const csv = await (
      await worker.fetch('/jps/dashboard/money.csv', { headers: { Cookie: owner } })
    ).text()
    const rows = csv
      .split('\r\n')
      .filter((l) => l.includes(p.job.reference) && l.includes('refund'))
    expect(rows).toHaveLength(2)
    expect(rows.some((l) => l.includes('-10.05'))).toBe(true)
  })

  it('refuses more than what remains in clear words, and changes nothing', async () => {
    const p = await paidInvoice()
    const before = await state(p)
    const over = ((p.amount + 1) / 100).toFixed(2)
    const tooMuch = await review(p, { amount: over, reason: 'Too much' })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.html).toContain(
      `You can refund at most $${(p.amount / 100).toFixed(2)} of this payment.`,
    )
    const forced = await confirm(p, {
      amount: over,
      reason: 'Too much',
      token: crypto.randomUUID(),
    })
    expect(forced.status).toBe(400)
    await forced.arrayBuffer()
    const noReason = await review(p, { amount: '5.00', reason: ' ' })
    expect(noReason.status).toBe(400)
    expect(noReason.html).toContain('Please give the reason the customer will read')
    const badToken = await confirm(p, { amount: '5.00', reason: 'x', token: 'nope' })
    expect(badToken.status).toBe(400)
    await badToken.arrayBuffer()
    const notMine = await postInvoice(worker, owner, p.job.id, {
      intent: 'refund-review',
      charge: String(p.chargeId + 100_000),
      amount: '5.00',
      reason: 'x',
    })
    expect(notMine.status).toBe(404)
    expect(await notMine.text()).toContain('This payment is not one of this invoice’s.')
    expect(await state(p)).toEqual(before)
  })

  it('only the business’s owner refunds: an admin is refused, another business is sent away', async () => {
    const p = await paidInvoice()
    const before = await state(p)
    const fields = { amount: '5.00', reason: 'x', token: crypto.randomUUID() }
    const admin = (await loginAs(worker, 'admin@demo.test', '203.0.113.98')).cookie
    const asAdmin = await confirm(p, fields, admin)
    expect(asAdmin.status).toBe(403)
    expect(await asAdmin.text()).toContain('Only the business’s owner can refund a payment.')
    const other = (await loginAs(worker, 'abc@demo.test', '203.0.113.99')).cookie
    const asOther = await confirm(p, fields, other)
    expect(asOther.status).toBe(302)
    const onOwnSlug = await postInvoice(
      worker,
      other,
      p.job.id,
      { intent: 'refund', charge: String(p.chargeId), ...fields },
      'abc',
    )
    expect(onOwnSlug.status).toBe(404)
    await onOwnSlug.arrayBuffer()
    expect(await state(p)).toEqual(before)
  })
})
