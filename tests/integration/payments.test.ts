import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { book, customer, nextIp, sendBooking } from '../support/booking'
import { count, loginAs } from '../support/http'
import { postDashboard } from '../support/dashboard'
import {
  CARDS,
  isCheckout,
  payCheckout,
  postCheckout,
  postWebhook,
  signedEvent,
} from '../support/payments'
import { paidAtProviderOnly } from '../support/payments'
import { startWorker, type TestWorker } from '../support/worker'

// Payments, part 1 (issue 38, decision 036) through the built Worker with the local provider:
// jps is seeded connected with a 25 % deposit, abc is not connected.

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

const row = <T>(sql: string, ...binds: unknown[]) =>
  worker.db
    .prepare(sql)
    .bind(...binds)
    .first<T>()

async function bookingOf(reference: string) {
  const b = await row<{
    id: number
    status: string
    hold_until: string | null
    start_at: string | null
    estimate_cents: number
    cancel_reason: string | null
  }>('SELECT * FROM booking_requests WHERE reference = ?', reference)
  if (!b) throw new Error(`no booking ${reference}`)
  return b
}

async function ledgerOf(bookingId: number) {
  return (
    await worker.db
      .prepare(
        'SELECT kind, amount_cents, fee_cents, net_cents FROM ledger_entries WHERE booking_id = ? ORDER BY id',
      )
      .bind(bookingId)
      .all<{ kind: string; amount_cents: number; fee_cents: number; net_cents: number }>()
  ).results
}

/** Submits a jps request and stops at the checkout: its path and the stored request. */
async function toCheckout(overrides: Record<string, string> = {}) {
  const email = overrides.email ?? `pay-${crypto.randomUUID().slice(0, 8)}@example.test`
  const { location } = await sendBooking(worker, customer({ email, ...overrides }))
  expect(isCheckout(location)).toBe(true)
  const b = await row<{ reference: string }>(
    'SELECT reference FROM booking_requests WHERE customer_email = ? ORDER BY id DESC',
    email,
  )
  return { checkout: location, reference: b?.reference ?? '', email }
}

const slotsOnPage = async () => {
  const html = await (
    await worker.fetch('/jps/booking/request?vehicle=car&service=1&tier=2')
  ).text()
  return [...html.matchAll(/name="slot"[^>]*value="([^"]+)"/g)].map((m) => m[1] ?? '')
}

describe('deposit at booking', () => {
  it('sends a jps request to checkout; nothing is announced and only the webhook makes it paid', async () => {
    const { checkout, reference, email } = await toCheckout()
    const before = await bookingOf(reference)
    expect(before.status).toBe('pending')
    expect(
      await count(worker, `SELECT count(*) n FROM email_outbox WHERE to_address = '${email}'`),
    ).toBe(0)
    const page = await worker.fetch(new URL(checkout).pathname)
    const html = await page.text()
    expect(html).toContain('Card number')
    expect(html).toContain('Expiry')
    expect(html).toContain('CVC')
    const deposit = Math.floor((before.estimate_cents * 25 + 50) / 100)
    expect(html).toContain(`Pay $${(deposit / 100).toFixed(2).replace(/\.00$/, '')}`)

    const pagePath = await payCheckout(worker, checkout)
    expect(pagePath).toContain(`ref=${reference}`)
    const fee = Math.floor((deposit * 10 + 50) / 100)
    expect(await ledgerOf(before.id)).toEqual([
      { kind: 'deposit', amount_cents: deposit, fee_cents: fee, net_cents: deposit - fee },
    ])
    const templates = (
      await worker.db
        .prepare('SELECT template FROM email_outbox WHERE payload LIKE ? ORDER BY id')
        .bind(`%"bookingId":${before.id}%`)
        .all<{ template: string }>()
    ).results.map((r) => r.template)
    expect(templates).toEqual(['booking.received', 'booking.new'])
    const bookingPage = await (await worker.fetch(pagePath)).text()
    expect(bookingPage).toContain('Deposit paid')
    expect(bookingPage).toContain('Due after the job')
  })

  it('refuses a declined card with "Your card was declined." and takes nothing', async () => {
    const { checkout, reference } = await toCheckout()
    const answer = await postCheckout(worker, checkout, {
      intent: 'pay',
      card_number: CARDS.declined,
      expiry: '12/34',
      cvc: '123',
    })
    expect(answer.status).toBe(402)
    expect(await answer.text()).toContain('Your card was declined.')
    const b = await bookingOf(reference)
    expect(await ledgerOf(b.id)).toEqual([])
  })

  it('asks for authentication with 4000 0025 0000 3155, then pays once it is completed', async () => {
    const { checkout, reference } = await toCheckout()
    const asked = await postCheckout(worker, checkout, {
      intent: 'pay',
      card_number: CARDS.authenticate,
      expiry: '12/34',
      cvc: '123',
    })
    expect(asked.status).toBe(200)
    expect(await asked.text()).toContain('Complete authentication')
    const b = await bookingOf(reference)
    expect(await ledgerOf(b.id)).toEqual([])
    const done = await postCheckout(worker, checkout, { intent: 'authenticate-complete' })
    expect(done.status).toBe(303)
    expect((await ledgerOf(b.id)).map((r) => r.kind)).toEqual(['deposit'])
  })

  it('lets abc customers book without a payment, as before', async () => {
    const tier = await row<{ service: number; tier: number }>(
      "SELECT s.id service, t.id tier FROM services s JOIN service_tiers t ON t.service_id = s.id JOIN affiliates a ON a.id = s.affiliate_id WHERE a.slug = 'abc' AND s.vehicle_id = 1 AND s.service_category_id <> 7 ORDER BY s.id, t.id",
    )
    const fields = customer({
      service: String(tier?.service),
      tier: String(tier?.tier),
      street: '1 Main St',
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      phone: '(214) 555-0101',
    })
    const { location } = await sendBooking(worker, fields, undefined, 'abc')
    expect(location).toContain('/abc/booking/confirmation?ref=')
    expect(
      await count(
        worker,
        "SELECT count(*) n FROM booking_payments b JOIN affiliates a ON a.id = b.affiliate_id WHERE a.slug = 'abc'",
      ),
    ).toBe(0)
  })
})

const paidWithoutWebhook = (checkout: string, bookingId: number) =>
  paidAtProviderOnly(worker, checkout, `lost${bookingId}`)

describe('POST /api/payments/webhook', () => {
  it('answers 400 to an unsigned event, a wrong signature and a stale one, and changes nothing', async () => {
    const { checkout, reference } = await toCheckout()
    const b = await bookingOf(reference)
    const { session } = await paidWithoutWebhook(checkout, b.id)
    const event = {
      id: 'evt_test_unsigned',
      type: 'checkout.session.completed',
      data: { object: session },
    }
    const signed = await signedEvent(event)
    expect((await postWebhook(worker, signed.body)).status).toBe(400)
    const forged = await signedEvent(event, { secret: 'whsec_not_ours' })
    expect((await postWebhook(worker, forged.body, forged.signature)).status).toBe(400)
    // Stripe refuses signatures older than 5 minutes; a delivery that late is re-signed on retry.
    const stale = await signedEvent(event, { ageSeconds: 600 })
    expect((await postWebhook(worker, stale.body, stale.signature)).status).toBe(400)
    expect(await ledgerOf(b.id)).toEqual([])
    expect(
      await count(worker, "SELECT count(*) n FROM payment_events WHERE id = 'evt_test_unsigned'"),
    ).toBe(0)
  })

  it('applies a signed event once: a replay answers 200 and writes nothing new', async () => {
    const { checkout, reference } = await toCheckout()
    const b = await bookingOf(reference)
    const { session } = await paidWithoutWebhook(checkout, b.id)
    const event = {
      id: `evt_test_replay${b.id}`,
      type: 'checkout.session.completed',
      data: { object: session },
    }
    const { body, signature } = await signedEvent(event)
    const first = await postWebhook(worker, body, signature)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ received: true, duplicate: false })
    const again = await postWebhook(worker, body, signature)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ received: true, duplicate: true })
    expect((await ledgerOf(b.id)).length).toBe(1)
    expect((await bookingOf(reference)).status).toBe('pending')
    expect(
      await count(
        worker,
        `SELECT count(*) n FROM email_outbox WHERE template = 'booking.new' AND payload LIKE '%"bookingId":${b.id}%'`,
      ),
    ).toBe(1)
  })

  it("is safe out of order: the intent's success before the session's completion, re-read from the provider", async () => {
    const { checkout, reference } = await toCheckout()
    const b = await bookingOf(reference)
    const { intent, session } = await paidWithoutWebhook(checkout, b.id)
    // The intent's event first, with a stale copy that claims nothing was paid: it is not trusted.
    const early = await signedEvent({
      id: `evt_test_early${b.id}`,
      type: 'payment_intent.succeeded',
      data: { object: { ...intent, status: 'requires_payment_method' } },
    })
    expect((await postWebhook(worker, early.body, early.signature)).status).toBe(200)
    expect((await ledgerOf(b.id)).map((r) => r.kind)).toEqual(['deposit'])
    const late = await signedEvent({
      id: `evt_test_late${b.id}`,
      type: 'checkout.session.completed',
      data: { object: session },
    })
    const answer = await postWebhook(worker, late.body, late.signature)
    expect(answer.status).toBe(200)
    expect((await ledgerOf(b.id)).length).toBe(1)
  })

  it("a payment no webhook announced is found by the Cron Trigger's reconcile", async () => {
    const { checkout, reference } = await toCheckout()
    const b = await bookingOf(reference)
    await paidWithoutWebhook(checkout, b.id)
    // Open checkouts older than two minutes are re-read on each run.
    await worker.cron(new Date(Date.now() + 3 * 60_000))
    expect((await ledgerOf(b.id)).map((r) => r.kind)).toEqual(['deposit'])
  })
})

describe('holding the time', () => {
  it('an abandoned checkout releases its time when the session expires', async () => {
    const slot = (await slotsOnPage())[0] ?? ''
    const { reference } = await toCheckout({ slot, preferred_date: '', time_window: '' })
    const b = await bookingOf(reference)
    expect(b.start_at).toBe(slot)
    expect(await slotsOnPage()).not.toContain(slot)
    // 31 minutes later: Stripe expires the session; the local provider does it in the reconcile.
    await worker.cron(new Date(Date.now() + 31 * 60_000))
    const after = await bookingOf(reference)
    expect(after.status).toBe('cancelled')
    expect(after.cancel_reason).toBe('The deposit was not paid in time, so the time was released.')
    expect(await slotsOnPage()).toContain(slot)
  })

  it('of two payments for one time, one holds it and the other is refunded in full', async () => {
    const slot = (await slotsOnPage())[1] ?? ''
    const first = await toCheckout({ slot, preferred_date: '', time_window: '' })
    // The first checkout's hold lapses (a slow payer), so a second customer takes the time.
    await worker.db
      .prepare(
        "UPDATE booking_requests SET hold_until = '2000-01-01T00:00:00.000Z' WHERE reference = ?",
      )
      .bind(first.reference)
      .run()
    const second = await toCheckout({ slot, preferred_date: '', time_window: '' })
    await Promise.all([payCheckout(worker, first.checkout), payCheckout(worker, second.checkout)])
    const a = await bookingOf(first.reference)
    const b = await bookingOf(second.reference)
    const held = [a, b].filter(
      (x) => x.status === 'pending' && (x.hold_until ?? '') > new Date().toISOString(),
    )
    const refused = [a, b].filter((x) => x.status === 'cancelled')
    expect(held.length).toBe(1)
    expect(refused.length).toBe(1)
    expect(refused[0]?.cancel_reason).toContain('refunded in full')
    const money = await ledgerOf(refused[0]?.id ?? 0)
    expect(money.map((r) => r.kind)).toEqual(['deposit', 'refund'])
    expect(money.reduce((s, r) => s + r.amount_cents, 0)).toBe(0)
    expect(money.reduce((s, r) => s + r.fee_cents, 0)).toBe(0)
  })
})

describe('refunds by policy', () => {
  it('a customer cancelling more than 24 hours before gets the deposit back, fee and transfer reversed', async () => {
    const { pagePath, reference } = await book(
      worker,
      customer({ email: 'cancel-refund@example.test' }),
    )
    const answer = await worker.fetch(pagePath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
      body: new URLSearchParams({
        intent: 'cancel',
        confirmed: '1',
        reason: 'Plans changed',
      }).toString(),
    })
    expect(answer.status).toBe(302)
    const b = await bookingOf(reference)
    expect(b.status).toBe('cancelled')
    const money = await ledgerOf(b.id)
    expect(money.map((r) => r.kind)).toEqual(['deposit', 'refund'])
    expect(money[1]).toMatchObject({
      amount_cents: -(money[0]?.amount_cents ?? 0),
      fee_cents: -(money[0]?.fee_cents ?? 0),
    })
    expect(
      await count(
        worker,
        `SELECT count(*) n FROM email_outbox WHERE template = 'payment.refunded' AND payload LIKE '%"bookingId":${b.id}%'`,
      ),
    ).toBe(1)
  })

  it('a decline by the detailer refunds in full; the detailer can refund part of another deposit', async () => {
    const owner = await loginAs(worker, 'jps@demo.test', nextIp())
    const { reference } = await book(worker, customer({ email: 'decline-refund@example.test' }))
    const b = await bookingOf(reference)
    const declined = await postDashboard(
      worker,
      owner.cookie,
      { intent: 'booking-decline', id: String(b.id), reason: 'Fully booked that week' },
      { query: '?tab=requests' },
    )
    expect(declined.status).toBe(200)
    expect((await ledgerOf(b.id)).map((r) => r.kind)).toEqual(['deposit', 'refund'])

    const other = await bookingOf(
      (await book(worker, customer({ email: 'partial@example.test' }))).reference,
    )
    const token = crypto.randomUUID()
    const part = { intent: 'payments-refund', booking_id: String(other.id), amount: '10.05', token }
    expect(
      (await postDashboard(worker, owner.cookie, part, { query: '?tab=payments' })).status,
    ).toBe(200)
    // The same form sent twice is one refund (our idempotency key carries its token).
    expect(
      (await postDashboard(worker, owner.cookie, part, { query: '?tab=payments' })).status,
    ).toBe(200)
    const money = await ledgerOf(other.id)
    expect(money.map((r) => [r.kind, r.amount_cents])).toEqual([
      ['deposit', money[0]?.amount_cents],
      ['refund', -1005],
    ])
    // 10 % of $10.05 is 100.5¢, given back in proportion: -101¢ of fee... rounded half up on
    // the running total, so the parts never exceed the whole fee.
    expect(money[1]?.fee_cents).toBeLessThanOrEqual(0)
    const abc = await loginAs(worker, 'abc@demo.test', nextIp())
    const foreign = await postDashboard(
      worker,
      abc.cookie,
      { ...part, token: crypto.randomUUID() },
      { slug: 'abc', query: '?tab=payments' },
    )
    expect(foreign.status).toBe(404)
  })
})

describe('GET /api/payments and the ledger', () => {
  it("lists a business's ledger for its owner and admins only", async () => {
    const owner = await loginAs(worker, 'jps@demo.test', nextIp())
    const mine = await worker.fetch('/api/payments?business_slug=jps&limit=2', {
      headers: { Authorization: `Bearer ${owner.accessToken}` },
    })
    expect(mine.status).toBe(200)
    const body: { success: boolean; data: Record<string, unknown>[]; pagination: unknown } =
      await mine.json()
    expect(body.success).toBe(true)
    expect(body.data.length).toBe(2)
    expect(Object.keys(body.data[0] ?? {}).sort()).toEqual(
      [
        'amount_cents',
        'booking_reference',
        'created_at',
        'fee_cents',
        'id',
        'kind',
        'net_cents',
        'status',
      ].sort(),
    )
    expect(body.pagination).toEqual({ offset: 0, limit: 2, hasMore: true })
    const abc = await loginAs(worker, 'abc@demo.test', nextIp())
    const theirs = await worker.fetch('/api/payments?business_slug=jps', {
      headers: { Authorization: `Bearer ${abc.accessToken}` },
    })
    expect(theirs.status).toBe(403)
    expect((await worker.fetch('/api/payments?business_slug=jps')).status).toBe(401)
    const admin = await loginAs(worker, 'admin@demo.test', nextIp())
    const any = await worker.fetch('/api/payments?business_slug=jps', {
      headers: { Authorization: `Bearer ${admin.accessToken}` },
    })
    expect(any.status).toBe(200)
  })

  it('balances: gross = fees + net for the business, and rows cannot be changed or deleted', async () => {
    const sums = await row<{ gross: number; fees: number; net: number }>(
      "SELECT sum(amount_cents) gross, sum(fee_cents) fees, sum(net_cents) net FROM ledger_entries WHERE affiliate_id = (SELECT id FROM affiliates WHERE slug = 'jps')",
    )
    expect(sums?.gross).toBe((sums?.fees ?? 0) + (sums?.net ?? 0))
    await expect(
      worker.db.prepare('UPDATE ledger_entries SET amount_cents = 1').run(),
    ).rejects.toThrow(/written once/)
    await expect(worker.db.prepare('DELETE FROM ledger_entries').run()).rejects.toThrow(
      /written once/,
    )
  })

  it("keeps a deleted business's money rows, detached", async () => {
    const before = await count(
      worker,
      "SELECT count(*) n FROM ledger_entries WHERE affiliate_id = (SELECT id FROM affiliates WHERE slug = 'jps')",
    )
    expect(before).toBeGreaterThan(0)
    const jpsId =
      (await row<{ id: number }>("SELECT id FROM affiliates WHERE slug = 'jps'"))?.id ?? 0
    const admin = await loginAs(worker, 'admin@demo.test', nextIp())
    const gone = await worker.fetch(`/api/admin/affiliates/${jpsId}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${admin.accessToken}` },
    })
    expect(gone.status).toBe(200)
    expect(await count(worker, `SELECT count(*) n FROM affiliates WHERE id = ${jpsId}`)).toBe(0)
    expect(
      await count(worker, `SELECT count(*) n FROM ledger_entries WHERE affiliate_id = ${jpsId}`),
    ).toBe(before)
    expect(
      await count(worker, `SELECT count(*) n FROM payment_accounts WHERE affiliate_id = ${jpsId}`),
    ).toBe(0)
  })
})
