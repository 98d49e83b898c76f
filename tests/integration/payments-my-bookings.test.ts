import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { book, customer, inDays, nextIp, sendBooking } from '../support/booking'
import { postDashboard } from '../support/dashboard'
import { DEMO_PASSWORD, loginAs, postJson } from '../support/http'
import { cancelOnPage, isCheckout, money } from '../support/payments'
import { d1Use } from '../support/scale'
import { startWorker, type TestWorker } from '../support/worker'

// My bookings says what each booking's deposit came to (issue 38, decision 036): paid, refunded
// or partly refunded, due after the job, and the policy while it applies, read in the same
// statements as the list.

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker({ bindings: { COUNT_D1: '1' } })
})
afterAll(() => worker.dispose())

async function signedInCustomer() {
  const email = `mine-${crypto.randomUUID().slice(0, 8)}@example.test`
  const registered = await postJson(
    worker,
    '/api/auth/register',
    { email, password: DEMO_PASSWORD, name: 'Mina Deposit' },
    { 'CF-Connecting-IP': nextIp() },
  )
  expect(registered.status).toBe(201)
  return { email, cookie: (await loginAs(worker, email, nextIp())).cookie }
}

async function bookingRow(reference: string) {
  const row = await worker.db
    .prepare('SELECT id, estimate_cents FROM booking_requests WHERE reference = ?')
    .bind(reference)
    .first<{ id: number; estimate_cents: number }>()
  if (!row) throw new Error(`no booking ${reference}`)
  const paid = await worker.db
    .prepare("SELECT amount_cents FROM ledger_entries WHERE booking_id = ? AND kind = 'deposit'")
    .bind(row.id)
    .first<{ amount_cents: number }>()
  return { ...row, depositCents: paid?.amount_cents ?? 0 }
}

/** The text of one booking's card on My bookings (the <li> that names its reference). */
function cardOf(html: string, reference: string): string {
  const card = html
    .split('<li')
    .find((part) => part.includes(reference))
    ?.split('</li>')[0]
  if (!card) throw new Error(`no card for ${reference}`)
  return card.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
}

describe('My bookings and the deposit', () => {
  it('shows each deposit paid, partly refunded, refunded or due, what is due after the job, and the policy while it applies', async () => {
    const me = await signedInCustomer()
    const fields = (days: number) => customer({ email: me.email, preferred_date: inDays(days) })

    const paid = await book(worker, fields(8), me.cookie)
    const partly = await book(worker, fields(9), me.cookie)
    const cancelled = await book(worker, fields(10), me.cookie)
    expect([paid.paid, partly.paid, cancelled.paid]).toEqual([true, true, true])
    // The customer cancels one (more than 24 h before), which leaves room under the cap of 3
    // live requests per email for one more, left at the checkout.
    const cancel = await cancelOnPage(worker, cancelled.pagePath)
    expect(cancel.status).toBe(302)
    const unpaid = await sendBooking(worker, fields(11), me.cookie)
    expect(isCheckout(unpaid.location)).toBe(true)

    // The detailer gives back $10.05 of one deposit.
    const owner = await loginAs(worker, 'jps@demo.test', nextIp())
    const partRow = await bookingRow(partly.reference)
    const refund = {
      intent: 'payments-refund',
      booking_id: String(partRow.id),
      amount: '10.05',
      token: crypto.randomUUID(),
    }
    expect(
      (await postDashboard(worker, owner.cookie, refund, { query: '?tab=payments' })).status,
    ).toBe(200)

    const response = await worker.fetch('/account', { headers: { Cookie: me.cookie } })
    expect(response.status).toBe(200)
    const html = await response.text()

    const paidRow = await bookingRow(paid.reference)
    const paidCard = cardOf(html, paid.reference)
    expect(paidCard).toContain('Payment: deposit paid Deposit paid')
    expect(paidCard).toContain(money(paidRow.depositCents))
    expect(paidCard).toContain(
      `Due after the job ${money(paidRow.estimate_cents - paidRow.depositCents)}`,
    )
    expect(paidCard).toContain('your deposit is refunded in full. After that, the deposit is kept.')

    const partCard = cardOf(html, partly.reference)
    expect(partCard).toContain('Payment: deposit partly refunded')
    expect(partCard).toContain('Refunded $10.05')
    expect(partCard).toContain(
      `Due after the job ${money(partRow.estimate_cents - partRow.depositCents + 1005)}`,
    )

    const cancelledCard = cardOf(html, cancelled.reference)
    const cancelledRow = await bookingRow(cancelled.reference)
    expect(cancelledCard).toContain('Payment: deposit refunded')
    expect(cancelledCard).toContain(`Refunded ${money(cancelledRow.depositCents)}`)
    expect(cancelledCard).not.toContain('Due after the job')
    expect(cancelledCard).not.toContain('the deposit is kept')

    // Left at the checkout: the deposit is still due, and so is the policy it will be under.
    const waiting = await worker.db
      .prepare('SELECT reference FROM booking_requests WHERE customer_email = ? ORDER BY id DESC')
      .bind(me.email)
      .first<{ reference: string }>()
    const dueCard = cardOf(html, waiting?.reference ?? 'none')
    const dueRow = await worker.db
      .prepare(
        'SELECT p.amount_cents AS deposit, b.estimate_cents AS estimate FROM booking_payments p JOIN booking_requests b ON b.id = p.booking_id WHERE b.reference = ?',
      )
      .bind(waiting?.reference)
      .first<{ deposit: number; estimate: number }>()
    expect(dueCard).toContain('Payment: deposit due')
    expect(dueCard).toContain(`Deposit due ${money(dueRow?.deposit ?? -1)}`)
    expect(dueCard).toContain(
      `Due after the job ${money((dueRow?.estimate ?? 0) - (dueRow?.deposit ?? 0))}`,
    )
    expect(dueCard).toContain('the deposit is kept')

    // The deposits come in the list's own statements: two SELECTs from booking_requests and
    // none of their own from booking_payments or ledger_entries (no query per booking).
    const use = d1Use(response)
    const selects = use.runs.filter((r) => /^select/i.test(r.sql))
    expect(selects.filter((r) => /from "booking_requests"/i.test(r.sql))).toHaveLength(2)
    expect(
      selects.filter((r) => /^select[^(]*from "(booking_payments|ledger_entries)"/i.test(r.sql)),
    ).toEqual([])
  })

  it('reads the page in as many round trips and statements with three deposits as with none', async () => {
    const empty = await signedInCustomer()
    const none = d1Use(await worker.fetch('/account', { headers: { Cookie: empty.cookie } }))
    const busy = await signedInCustomer()
    for (const days of [8, 9, 10])
      await book(worker, customer({ email: busy.email, preferred_date: inDays(days) }), busy.cookie)
    const three = d1Use(await worker.fetch('/account', { headers: { Cookie: busy.cookie } }))
    expect(none.roundTrips).toBeGreaterThan(0)
    expect(three.roundTrips).toBe(none.roundTrips)
    expect(three.statements).toBe(none.statements)
  })
})
