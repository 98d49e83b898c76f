import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { book, customer, inDays, postSignedIn } from '../support/booking'
import { DEMO_PASSWORD, loginAs, postJson } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// Issue 39 (retention), decision 046: a customer deletes their account from Settings. Money rows
// stay (7 years) without the person; upcoming bookings are cancelled by the normal rules; the
// sessions end; another customer and other businesses are untouched; the email signs up afresh.

let worker: TestWorker
let seq = 0

const post = (path: string, fields: Record<string, string>, cookie: string) =>
  postSignedIn(worker, path, fields, cookie)

const ask = (cookie: string) =>
  post('/account/settings', { intent: 'delete-account', step: 'ask' }, cookie)
const confirmDelete = (cookie: string, currentPassword = DEMO_PASSWORD) =>
  post('/account/settings', { intent: 'delete-account', step: 'confirm', currentPassword }, cookie)

async function one<T>(sql: string, ...binds: unknown[]): Promise<T> {
  const row = await worker.db
    .prepare(sql)
    .bind(...binds)
    .first<T>()
  if (!row) throw new Error(`no row: ${sql}`)
  return row
}
const countOf = async (sql: string, ...binds: unknown[]) =>
  (await one<{ n: number }>(sql, ...binds)).n

/** A new, signed-in customer with the demo password and a verified email. */
async function newCustomer() {
  const email = `leaver-${++seq}-${Date.now()}@example.test`
  const ip = `203.0.113.${100 + seq}`
  const registered = await postJson(
    worker,
    '/api/auth/register',
    { email, password: DEMO_PASSWORD, name: 'Lee Leaver', phone: '6025550199' },
    { 'CF-Connecting-IP': ip },
  )
  expect(registered.status).toBe(201)
  await worker.db
    .prepare("UPDATE users SET email_verified_at = '2026-01-01T00:00:00.000Z' WHERE email = ?")
    .bind(email)
    .run()
  const login = await loginAs(worker, email, ip)
  const { id } = await one<{ id: number }>('SELECT id FROM users WHERE email = ?', email)
  return { email, id, cookie: login.cookie, accessToken: login.accessToken }
}

/** A booking at jps (deposit paid with the test card, kept on file when `saveCard`) made signed
 * in; its row id. */
async function bookAs(who: { email: string; cookie: string }, days: number, saveCard = false) {
  const { reference } = await book(
    worker,
    customer({
      email: who.email,
      name: 'Lee Leaver',
      street: '9 Private Lane',
      preferred_date: inDays(days),
      ...(saveCard ? { save_card: 'yes' } : {}),
    }),
    who.cookie,
  )
  return one<{ id: number; reference: string; affiliateId: number }>(
    'SELECT id, reference, affiliate_id AS affiliateId FROM booking_requests WHERE reference = ?',
    reference,
  )
}

/** Moves a booking to a confirmed time `hours` from now (a minute apart, never overlapping). */
async function confirmAt(id: number, hours: number) {
  const start = new Date(Date.now() + hours * 3_600_000 + (seq * 7 + id) * 60_000)
  start.setUTCSeconds(0, 0)
  const end = new Date(start.getTime() + 60_000)
  await worker.db
    .prepare(
      "UPDATE booking_requests SET status = 'confirmed', start_at = ?, end_at = ?, duration_minutes = 1, overlap_allowed = 1 WHERE id = ?",
    )
    .bind(start.toISOString(), end.toISOString(), id)
    .run()
}

/** A job done 10 days ago, with its issued invoice (`status`) and a verified review. */
async function pastJob(who: { email: string; cookie: string }, invoiceStatus: 'paid' | 'sent') {
  const job = await bookAs(who, 20 + seq)
  await confirmAt(job.id, -240)
  await worker.db
    .prepare("UPDATE booking_requests SET status = 'completed' WHERE id = ?")
    .bind(job.id)
    .run()
  await worker.db
    .prepare(
      `INSERT INTO invoices (affiliate_id, booking_id, number, token, status, business_name,
        customer_name, customer_email, booking_reference, deposit_cents, sent_at, paid_at)
       VALUES (?, ?, (SELECT coalesce(max(number), 0) + 1 FROM invoices WHERE affiliate_id = ?),
        ?, ?, 'JP''s Signature Detail', 'Lee Leaver', ?, ?, 5000, ?, ?)`,
    )
    .bind(
      job.affiliateId,
      job.id,
      job.affiliateId,
      crypto.randomUUID(),
      invoiceStatus,
      who.email,
      job.reference,
      new Date().toISOString(),
      invoiceStatus === 'paid' ? new Date().toISOString() : null,
    )
    .run()
  await worker.db
    .prepare(
      `INSERT INTO reviews (type, affiliate_id, status, reviewer_name, reviewer_url, rating, content,
        is_verified, booking_id) VALUES ('affiliate', ?, 'approved', 'Lee Leaver',
        'https://example.test/lee', 5, 'Spotless work.', 1, ?)`,
    )
    .bind(job.affiliateId, job.id)
    .run()
  return job
}

/** Everything another party owns that a deletion must leave as it was. */
async function othersSnapshot(exceptEmail: string) {
  const { results: bookings } = await worker.db
    .prepare(
      'SELECT id, customer_name, customer_email, customer_phone, address_line, status FROM booking_requests WHERE customer_email <> ? ORDER BY id',
    )
    .bind(exceptEmail)
    .all()
  const { results: users } = await worker.db
    .prepare('SELECT id, email, name, phone FROM users WHERE email <> ? ORDER BY id')
    .bind(exceptEmail)
    .all()
  const { results: reviews } = await worker.db
    .prepare('SELECT id, reviewer_name FROM reviews ORDER BY id')
    .all()
  return { bookings, users, reviews }
}

beforeAll(async () => {
  worker = await startWorker()
}, 120_000)

afterAll(() => worker?.dispose())

describe('Deleting a customer account', () => {
  it('asks first: the confirm step says what happens, and nothing changes', async () => {
    const me = await newCustomer()
    const upcoming = await bookAs(me, 9)
    await confirmAt(upcoming.id, 24 * 9)
    const answer = await ask(me.cookie)
    expect(answer.status).toBe(200)
    const html = await answer.text()
    expect(html).toContain('Delete your account?')
    expect(html).toContain('Your upcoming appointment is cancelled')
    expect(html).toContain('Payment and invoice records are kept for 7 years')
    expect(await countOf('SELECT count(*) AS n FROM users WHERE id = ?', me.id)).toBe(1)
    expect(
      (
        await one<{ status: string }>(
          'SELECT status FROM booking_requests WHERE id = ?',
          upcoming.id,
        )
      ).status,
    ).toBe('confirmed')
  })

  it("refuses a wrong password with 'Current password is incorrect' and keeps the account", async () => {
    const me = await newCustomer()
    const answer = await confirmDelete(me.cookie, 'not-my-password')
    expect(answer.status).toBe(400)
    expect(await answer.text()).toContain('Current password is incorrect')
    expect(await countOf('SELECT count(*) AS n FROM users WHERE id = ?', me.id)).toBe(1)
    const empty = await confirmDelete(me.cookie, '')
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain('Current password is required')
  })

  it('refuses while a payment is in dispute, a balance is due, or an appointment is within 24 hours', async () => {
    const disputed = await newCustomer()
    const job = await pastJob(disputed, 'paid')
    await worker.db
      .prepare(
        `INSERT INTO disputes (id, provider, affiliate_id, booking_id, booking_reference,
          payment_intent_id, amount_cents, reason, status, evidence_due_by)
         VALUES (?, 'local', ?, ?, ?, 'pi_local_disputed', 5000, 'fraudulent', 'needs_response', ?)`,
      )
      .bind(`dp_${Date.now()}`, job.affiliateId, job.id, job.reference, inDays(7))
      .run()
    const owing = await newCustomer()
    await pastJob(owing, 'sent')
    const soon = await newCustomer()
    const tomorrow = await bookAs(soon, 12)
    await confirmAt(tomorrow.id, 3)

    const cases = [
      [disputed, 'A payment of yours is in dispute.'],
      [owing, 'You have an invoice with a balance due.'],
      [soon, 'You have an appointment in the next 24 hours.'],
    ] as const
    for (const [who, words] of cases) {
      const asked = await ask(who.cookie)
      expect(asked.status).toBe(409)
      expect(await asked.text()).toContain(words)
      const confirmed = await confirmDelete(who.cookie)
      expect(confirmed.status).toBe(409)
      expect(await confirmed.text()).toContain(words)
      expect(await countOf('SELECT count(*) AS n FROM users WHERE id = ?', who.id)).toBe(1)
      expect(
        await countOf(
          "SELECT count(*) AS n FROM booking_requests WHERE customer_user_id = ? AND customer_name = 'Lee Leaver'",
          who.id,
        ),
      ).toBeGreaterThan(0)
    }
  })

  it('keeps the money rows without the person, cancels what is ahead, and ends every session', async () => {
    const me = await newCustomer()
    const other = await newCustomer()
    const otherBooking = await bookAs(other, 15)
    const upcoming = await bookAs(me, 10, true)
    await confirmAt(upcoming.id, 24 * 10)
    // The deposit's card is kept on file, by a customer at the (local) payment provider.
    const card = await one<{ customer: string; method: string }>(
      'SELECT customer_id AS customer, payment_method_id AS method FROM booking_payments WHERE booking_id = ?',
      upcoming.id,
    )
    expect(card.customer).toMatch(/^cus_local_/)
    const cardsAtProvider = () =>
      countOf(
        "SELECT count(*) AS n FROM local_payment_objects WHERE type = 'payment_method' AND json_extract(data, '$.customer') = ?",
        card.customer,
      )
    expect(await cardsAtProvider()).toBe(1)
    const done = await pastJob(me, 'paid')
    await worker.db
      .prepare(
        "INSERT INTO area_waitlist (email, state, city_key, city, client_group) VALUES (?, 'NV', 'reno', 'Reno', 'g')",
      )
      .bind(me.email)
      .run()
    const ledgerBefore = await worker.db
      .prepare(
        'SELECT id, kind, amount_cents, created_at FROM ledger_entries WHERE booking_id IN (?, ?) ORDER BY id',
      )
      .bind(upcoming.id, done.id)
      .all()
    expect(ledgerBefore.results.length).toBeGreaterThanOrEqual(2)
    const invoiceBefore = await one<{ number: number; token: string; status: string }>(
      'SELECT number, token, status FROM invoices WHERE booking_id = ?',
      done.id,
    )
    const before = await othersSnapshot(me.email)

    const deleted = await confirmDelete(me.cookie)
    expect(deleted.status).toBe(302)
    expect(deleted.headers.get('Location')).toBe('/account/deleted#account-deleted')
    expect(deleted.headers.get('Set-Cookie')).toMatch(/mdh_session=;/)
    const goodbye = await worker.fetch('/account/deleted')
    expect(await goodbye.text()).toContain('Your account was deleted.')

    // The account and every way of being signed in are gone.
    expect(
      await countOf('SELECT count(*) AS n FROM users WHERE id = ? OR email = ?', me.id, me.email),
    ).toBe(0)
    expect(await countOf('SELECT count(*) AS n FROM sessions WHERE user_id = ?', me.id)).toBe(0)
    expect(await countOf('SELECT count(*) AS n FROM refresh_tokens WHERE user_id = ?', me.id)).toBe(
      0,
    )
    const settings = await worker.fetch('/account/settings', { headers: { Cookie: me.cookie } })
    expect(settings.status).toBe(302)
    expect(settings.headers.get('Location')).toMatch(/^\/login/)
    const api = await worker.fetch('/api/auth/me', {
      headers: { Authorization: `Bearer ${me.accessToken}` },
    })
    expect(api.status).toBe(401)

    // The upcoming booking was cancelled as a customer's cancellation: told, deposit refunded.
    const cancelled = await one<{ status: string; by: string; reason: string }>(
      'SELECT status, cancelled_by AS by, cancel_reason AS reason FROM booking_requests WHERE id = ?',
      upcoming.id,
    )
    expect(cancelled).toEqual({
      status: 'cancelled',
      by: 'customer',
      reason: 'The customer deleted their account.',
    })
    expect(
      await countOf(
        "SELECT count(*) AS n FROM email_outbox WHERE template = 'booking.cancelled-by-customer' AND json_extract(payload, '$.bookingId') = ?",
        upcoming.id,
      ),
    ).toBe(1)
    expect(
      await countOf(
        "SELECT count(*) AS n FROM ledger_entries WHERE booking_id = ? AND kind = 'refund'",
        upcoming.id,
      ),
    ).toBe(1)

    // What stays: the bookings (without the person), the invoice as issued, every ledger row.
    const rows = await worker.db
      .prepare(
        'SELECT customer_name, customer_email, customer_phone, address_line, notes, customer_user_id, city, state FROM booking_requests WHERE id IN (?, ?)',
      )
      .bind(upcoming.id, done.id)
      .all<Record<string, unknown>>()
    expect(rows.results).toHaveLength(2)
    for (const row of rows.results) {
      expect(row).toMatchObject({
        customer_name: 'Former customer',
        customer_phone: '',
        address_line: '',
        notes: null,
        customer_user_id: null,
        city: 'Phoenix',
        state: 'AZ',
      })
      expect(row.customer_email).toMatch(/^former-customer-[0-9a-f]{16}@deleted\.invalid$/)
    }
    const invoice = await one<Record<string, unknown>>(
      'SELECT number, token, status, customer_name, customer_email FROM invoices WHERE booking_id = ?',
      done.id,
    )
    expect(invoice).toMatchObject({ ...invoiceBefore, customer_name: 'Former customer' })
    expect(invoice.customer_email).toBe(rows.results[0]?.customer_email)
    const ledgerAfter = await worker.db
      .prepare(
        'SELECT id, kind, amount_cents, created_at FROM ledger_entries WHERE booking_id IN (?, ?) AND kind <> ? ORDER BY id',
      )
      .bind(upcoming.id, done.id, 'refund')
      .all()
    expect(ledgerAfter.results).toEqual(ledgerBefore.results)
    const review = await one<Record<string, unknown>>(
      'SELECT reviewer_name, reviewer_url, rating, status FROM reviews WHERE booking_id = ?',
      done.id,
    )
    expect(review).toEqual({
      reviewer_name: 'A former customer',
      reviewer_url: null,
      rating: 5,
      status: 'approved',
    })

    // The card is deleted at the provider, and no row of ours names it.
    expect(await cardsAtProvider()).toBe(0)
    expect(
      await one(
        'SELECT save_card, customer_id, payment_method_id FROM booking_payments WHERE booking_id = ?',
        upcoming.id,
      ),
    ).toEqual({ save_card: 0, customer_id: null, payment_method_id: null })

    // The person is nowhere: not in any row that stays, nor the business's customer list.
    for (const [table, column] of [
      ['booking_requests', 'customer_email'],
      ['quote_requests', 'email'],
      ['invoices', 'customer_email'],
      ['customers', 'email'],
      ['area_waitlist', 'email'],
    ] as const)
      expect(
        await countOf(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`, me.email),
      ).toBe(0)
    expect(
      await countOf(
        "SELECT count(*) AS n FROM booking_requests WHERE customer_name = 'Lee Leaver' AND id IN (?, ?)",
        upcoming.id,
        done.id,
      ),
    ).toBe(0)

    // Another customer and the other businesses are as they were.
    const after = await othersSnapshot(me.email)
    const changed = new Set([upcoming.id, done.id])
    expect(after.users).toEqual(before.users)
    expect(after.bookings.filter((b) => !changed.has(Number(b.id)))).toEqual(
      before.bookings.filter((b) => !changed.has(Number(b.id))),
    )
    expect(after.reviews.length).toBe(before.reviews.length)
    expect(
      await one(
        'SELECT customer_name AS name, status FROM booking_requests WHERE id = ?',
        otherBooking.id,
      ),
    ).toEqual({ name: 'Lee Leaver', status: 'pending' })

    // Posting again with the old cookie changes nothing.
    const snapshot = await worker.db
      .prepare('SELECT * FROM booking_requests WHERE id IN (?, ?) ORDER BY id')
      .bind(upcoming.id, done.id)
      .all()
    const again = await confirmDelete(me.cookie)
    expect(again.status).toBe(302)
    expect(again.headers.get('Location')).toMatch(/^\/login/)
    const still = await worker.db
      .prepare('SELECT * FROM booking_requests WHERE id IN (?, ?) ORDER BY id')
      .bind(upcoming.id, done.id)
      .all()
    expect(still.results).toEqual(snapshot.results)

    // The 7-year sweep runs and keeps them: deletion did not make them any older.
    await worker.cron(new Date(Date.now() + 365 * 24 * 3_600_000))
    expect(
      await countOf(
        'SELECT count(*) AS n FROM ledger_entries WHERE booking_id IN (?, ?)',
        upcoming.id,
        done.id,
      ),
    ).toBe(ledgerBefore.results.length + 1)

    // The email signs up again afresh: a new account that owns none of the old bookings.
    const again2 = await postJson(
      worker,
      '/api/auth/register',
      { email: me.email, password: DEMO_PASSWORD, name: 'Lee Again' },
      { 'CF-Connecting-IP': '203.0.113.250' },
    )
    expect(again2.status).toBe(201)
    const fresh = await one<{ id: number }>('SELECT id FROM users WHERE email = ?', me.email)
    expect(fresh.id).not.toBe(me.id)
    const login = await loginAs(worker, me.email, '203.0.113.251')
    const home = await worker.fetch('/account', { headers: { Cookie: login.cookie } })
    expect(home.status).toBe(200)
    expect(await home.text()).not.toContain(upcoming.reference)
    expect(
      await countOf(
        'SELECT count(*) AS n FROM booking_requests WHERE customer_user_id = ?',
        fresh.id,
      ),
    ).toBe(0)
  })

  it('is not offered to an admin, and refused if posted', async () => {
    const admin = await loginAs(worker, 'admin@demo.test')
    const answer = await post(
      '/account/settings?from=admin',
      { intent: 'delete-account', step: 'ask' },
      admin.cookie,
    )
    expect(answer.status).toBe(403)
    expect(await countOf("SELECT count(*) AS n FROM users WHERE email = 'admin@demo.test'")).toBe(1)
  })
})
