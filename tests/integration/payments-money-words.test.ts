import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { book, customer, nextIp, sendBooking } from '../support/booking'
import { postDashboard } from '../support/dashboard'
import { loginAs } from '../support/http'
import { cancelOnPage, isCheckout, money } from '../support/payments'
import { startWorker, type TestWorker } from '../support/worker'

// What the customer reads about money (issue 38): the booking page, the checkout and the emails
// say what was paid, what is due after the job and the policy, and name Stripe only where it is
// true (here the local provider: never).

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

const POLICY =
  'Free cancellation up to 24 hours before your appointment: your deposit is refunded in full. After that, the deposit is kept.'
const text = (html: string) =>
  html
    .replace(/<script\b[^]*?<\/script>/gi, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')

async function amounts(reference: string) {
  const row = await worker.db
    .prepare(
      'SELECT b.id, b.estimate_cents AS estimate, p.amount_cents AS deposit FROM booking_requests b JOIN booking_payments p ON p.booking_id = b.id WHERE b.reference = ?',
    )
    .bind(reference)
    .first<{ id: number; estimate: number; deposit: number }>()
  if (!row) throw new Error(`no deposit for ${reference}`)
  return row
}

const mailTo = async (to: string, subject: RegExp, count = 1) => {
  const found = await worker.waitForMail((m) => m.to === to && subject.test(m.subject), count)
  expect(found).toHaveLength(count)
  return found[count - 1]?.text ?? ''
}

describe('money words', () => {
  it('the booking page names the test checkout, never Stripe, under the local provider', async () => {
    const page = text(await (await worker.fetch('/jps/booking')).text())
    expect(page).toContain('Deposit by card at booking (test checkout)')
    expect(page).not.toContain('Secure checkout via')
    expect(text(await (await worker.fetch('/abc/booking')).text())).not.toContain('checkout')
  })

  it('the checkout and an unpaid booking page say the deposit, the rest after the job, and the policy', async () => {
    const email = `words-${crypto.randomUUID().slice(0, 8)}@example.test`
    const { location } = await sendBooking(worker, customer({ email }), undefined)
    expect(isCheckout(location)).toBe(true)
    const checkout = text(await (await worker.fetch(new URL(location).pathname)).text())
    const ref = /\((MDH-[A-Z0-9]+)\)/.exec(checkout)?.[1] ?? ''
    const { estimate, deposit } = await amounts(ref)
    expect(checkout).toContain(`Pay ${money(deposit)}`)
    expect(checkout).toContain(
      `The rest, ${money(estimate - deposit)} on this estimate, is due after the job. ${POLICY}`,
    )
    expect(checkout).toContain('Test checkout: no real card is charged.')
    expect(checkout).not.toContain('Stripe')
  })

  it('the receipt says the deposit paid, what is due after the job and the policy; a partial refund says what is left', async () => {
    const email = `receipt-${crypto.randomUUID().slice(0, 8)}@example.test`
    const { reference } = await book(worker, customer({ email }))
    const { id, estimate, deposit } = await amounts(reference)
    const receipt = await mailTo(email, /booking request/)
    expect(receipt).toContain(`Estimate: ${money(estimate)}`)
    expect(receipt).toContain(`Deposit paid: ${money(deposit)}`)
    expect(receipt).toContain(`Due after the job: ${money(estimate - deposit)}`)
    expect(receipt).toContain(`${POLICY} Cancel from your booking page.`)

    const owner = await loginAs(worker, 'jps@demo.test', nextIp())
    const refund = {
      intent: 'payments-refund',
      booking_id: String(id),
      amount: '10.05',
      token: crypto.randomUUID(),
    }
    expect(
      (await postDashboard(worker, owner.cookie, refund, { query: '?tab=payments' })).status,
    ).toBe(200)
    const refunded = await mailTo(email, /^Refund for/)
    expect(refunded).toContain(`$10.05 of your ${money(deposit)} deposit`)
    expect(refunded).toContain('Refunded: $10.05')
    expect(refunded).toContain(`Due after the job: ${money(estimate - deposit + 1005)}`)
  })

  it('after a cancellation the page and the refund email say refunded, with nothing due after a job that will not happen', async () => {
    const email = `gone-${crypto.randomUUID().slice(0, 8)}@example.test`
    const { reference, pagePath } = await book(worker, customer({ email }))
    const { deposit } = await amounts(reference)
    const cancel = await cancelOnPage(worker, pagePath)
    expect(cancel.status).toBe(302)
    const page = text(await (await worker.fetch(pagePath)).text())
    expect(page).toContain('Payment: deposit refunded')
    expect(page).toContain(`Refunded ${money(deposit)}`)
    expect(page).not.toContain('Due after the job')
    expect(page).not.toContain(POLICY)
    const refunded = await mailTo(email, /^Refund for/)
    expect(refunded).toContain(`Refunded: ${money(deposit)}`)
    expect(refunded).toContain('You cancelled more than 24 hours before your appointment')
    expect(refunded).not.toContain('Due after the job')
  })
})
