import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { snapshot } from '../support/db'
import { postDashboard } from '../support/dashboard'
import { loginAs } from '../support/http'
import { type Job, pastJob } from '../support/invoices'
import { localObject } from '../support/payments'
import { startWorker, type TestWorker } from '../support/worker'

// A no-show fee given back from the Payments tab, all or part, with the reason the customer
// reads: through the provider, once on a double submit, the platform's fee given back in
// proportion, never more than is left, and only by the business that charged it.

let worker: TestWorker
let owner = ''
let other = ''

beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test', '203.0.113.81')).cookie
  other = (await loginAs(worker, 'abc@demo.test', '203.0.113.82')).cookie
}, 120_000)
afterAll(() => worker?.dispose())

const onPayments = { query: '?tab=payments' }

/** A jps job marked a no-show with a $30 fee charged to the card kept on file. */
async function noShowWithFee(): Promise<{ job: Job; charge: number; intent: string }> {
  const setFee = (fee: string) =>
    postDashboard(
      worker,
      owner,
      { intent: 'payments-after-job', tax_rate: '', no_show_fee: fee },
      onPayments,
    )
  expect((await setFee('30')).status).toBe(200)
  const job = await pastJob(worker, { saveCard: true })
  await (await setFee('')).arrayBuffer()
  const marked = await postDashboard(worker, owner, {
    intent: 'booking-no-show',
    id: String(job.id),
    fee: '30',
  })
  expect(await marked.text()).toContain('A no-show fee of $30 was charged to the card on file.')
  const row = await worker.db
    .prepare(
      "SELECT id, payment_intent_id AS intent FROM after_job_charges WHERE booking_id = ? AND kind = 'no_show_fee' AND status = 'paid'",
    )
    .bind(job.id)
    .first<{ id: number; intent: string }>()
  if (!row) throw new Error('the no-show fee was not charged')
  return { job, charge: row.id, intent: row.intent }
}

const refund = (fields: Record<string, string>, cookie = owner, slug = 'jps') =>
  postDashboard(
    worker,
    cookie,
    { intent: 'payments-no-show-refund', token: crypto.randomUUID(), ...fields },
    { ...onPayments, slug },
  )

async function state(f: { job: Job; intent: string }) {
  const count = async (sql: string) =>
    (await worker.db.prepare(sql).bind(f.job.id).first<{ n: number }>())?.n ?? 0
  return {
    ledger: (
      await worker.db
        .prepare(
          "SELECT amount_cents, fee_cents, net_cents FROM ledger_entries WHERE booking_id = ? AND kind = 'refund' ORDER BY id",
        )
        .bind(f.job.id)
        .all()
    ).results,
    reasons: await count('SELECT count(*) AS n FROM charge_refunds WHERE booking_id = ?'),
    mail: await count(
      "SELECT count(*) AS n FROM email_outbox WHERE template = 'payment.refund-receipt' AND to_address = (SELECT customer_email FROM booking_requests WHERE id = ?)",
    ),
    refunded: (await localObject(worker, f.intent)).amount_refunded,
  }
}

describe('refunding a no-show fee', () => {
  it('gives back $10 once on a double submit, then the rest; the fee back in proportion', async () => {
    const f = await noShowWithFee()
    const tab = await (
      await worker.fetch('/jps/dashboard?tab=payments', { headers: { Cookie: owner } })
    ).text()
    expect(tab).toContain('Refund a no-show fee')
    expect(tab).toContain(`${f.job.reference} · `)

    const fields = { charge: String(f.charge), amount: '10', reason: 'The gate code was wrong' }
    const token = crypto.randomUUID()
    const first = await refund({ ...fields, token })
    expect(first.status).toBe(200)
    expect(await first.text()).toContain('Refunded $10 of the no-show fee to')
    const again = await refund({ ...fields, token })
    expect(again.status).toBe(200)
    expect(await again.text()).toContain('Refunded $10 of the no-show fee to')
    // $30 charged with a $3 fee: $10 back gives back $1 of it.
    expect(await state(f)).toEqual({
      ledger: [{ amount_cents: -1000, fee_cents: -100, net_cents: -900 }],
      reasons: 1,
      mail: 1,
      refunded: 1000,
    })
    const [mail] = await worker.waitForMail(
      (m) => m.to === f.job.email && m.subject.startsWith('Refund from'),
    )
    expect(mail?.subject).toMatch(/: \$10$/)
    expect(mail?.text).toContain(`of the no-show fee for your appointment ${f.job.reference}`)
    expect(mail?.text).toContain('Reason: The gate code was wrong')

    // The amount left empty: what is left, $20, and then nothing more.
    const rest = await refund({ charge: String(f.charge), reason: 'All of it, sorry' })
    expect(rest.status).toBe(200)
    expect(await rest.text()).toContain('Refunded $20 of the no-show fee to')
    expect((await state(f)).refunded).toBe(3000)
    expect((await state(f)).ledger).toHaveLength(2)
    const before = await snapshot(worker)
    const more = await refund({ charge: String(f.charge), amount: '1', reason: 'More' })
    expect(more.status).toBe(409)
    expect(await more.text()).toContain('This payment has already been refunded in full.')
    expect(await snapshot(worker)).toEqual(before)
    const after = await (
      await worker.fetch('/jps/dashboard?tab=payments', { headers: { Cookie: owner } })
    ).text()
    expect(after).toContain('$30 refunded')
  })

  it('refuses bad input in clear words, more than is left, and another business; changes nothing', async () => {
    const f = await noShowWithFee()
    const charge = String(f.charge)
    const before = await snapshot(worker)
    const cases: [Record<string, string>, number, string][] = [
      [{ charge, amount: '10', reason: '' }, 400, 'Please give the reason the customer will read'],
      [
        { charge, amount: '0', reason: 'x' },
        400,
        'Refund amount must be between $0.01 and $10,000',
      ],
      [{ charge, amount: 'ten', reason: 'x' }, 400, 'Refund amount must be between $0.01'],
      [
        { charge, amount: '30.01', reason: 'x' },
        400,
        'You can refund at most $30.00 of this payment.',
      ],
      [{ charge: 'abc', reason: 'x' }, 400, 'This booking has no paid no-show fee.'],
      [{ charge: '999999999', reason: 'x' }, 404, 'This booking has no paid no-show fee.'],
      [{ charge, reason: 'x', token: 'not-a-token' }, 400, 'This form has expired.'],
    ]
    for (const [fields, status, message] of cases) {
      const answer = await refund(fields)
      expect(answer.status, JSON.stringify(fields)).toBe(status)
      expect(await answer.text()).toContain(message)
    }
    // Another business cannot refund jps's fee, even knowing its id.
    const stranger = await refund({ charge, reason: 'x' }, other, 'abc')
    expect(stranger.status).toBe(404)
    expect(await stranger.text()).toContain('This booking has no paid no-show fee.')
    expect(await snapshot(worker)).toEqual(before)
    expect((await state(f)).refunded).toBe(0)
  })
})
