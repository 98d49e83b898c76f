import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { book, customer, inDays } from '../support/booking'
import { loginAs } from '../support/http'
import { d1Use } from '../support/scale'
import { startWorker, type TestWorker } from '../support/worker'

// The admin's Analytics and Settings, and money kept 7 years (issue 39, decision 041).

let worker: TestWorker
const cookies = { admin: '', owner: '' }
beforeAll(async () => {
  worker = await startWorker({ bindings: { COUNT_D1: '1' } })
  cookies.admin = (await loginAs(worker, 'admin@demo.test', '203.0.113.101')).cookie
  cookies.owner = (await loginAs(worker, 'jps@demo.test', '203.0.113.102')).cookie
})
afterAll(() => worker.dispose())

const first = <T>(sql: string, ...binds: unknown[]) =>
  worker.db
    .prepare(sql)
    .bind(...binds)
    .first<T>()

const page = async (path: string, cookie = cookies.admin) => {
  const response = await worker.fetch(path, { headers: { Cookie: cookie } })
  return { response, html: await response.text(), use: d1Use(response) }
}
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ')

describe("the admin's Analytics", () => {
  it('shows a deposit in its day with its fee, finds it by email, amount and provider id, and is read-only', async () => {
    const email = `analytics-${crypto.randomUUID().slice(0, 6)}@example.test`
    const paid = await book(worker, customer({ email, preferred_date: inDays(8) }))
    const row = await first<{ amount_cents: number; fee_cents: number; provider_id: string }>(
      'SELECT amount_cents, fee_cents, provider_id FROM ledger_entries WHERE booking_reference = ?',
      paid.reference,
    )
    if (!row) throw new Error('no ledger row')
    const { response, html, use } = await page('/admin-dashboard?tab=analytics')
    expect(response.status).toBe(200)
    expect(html).not.toContain('Coming soon')
    expect(use.roundTrips).toBeLessThanOrEqual(5)
    const table = text(html.split('data-testid="analytics-periods"')[1] ?? '')
    const dollars = (c: number) => (c % 100 ? `$${(c / 100).toFixed(2)}` : `$${c / 100}`)
    expect(table).toContain(dollars(row.amount_cents))
    expect(table).toContain(dollars(row.fee_cents))
    expect(text(html)).toContain("JP's Mobile Detailing")

    for (const q of [email, (row.amount_cents / 100).toFixed(2), row.provider_id, 'jps']) {
      const found = await page(`/admin-dashboard?tab=analytics&q=${encodeURIComponent(q)}`)
      expect(found.response.status).toBe(200)
      expect(found.html).toContain(paid.reference)
    }
    const none = await page('/admin-dashboard?tab=analytics&q=nobody%40example.test')
    expect(none.html).toContain('No payments found.')
    // Nothing on the tab posts.
    const panel =
      (html.split('aria-labelledby="analytics-periods"')[1] ?? '').split('</main>')[0] ?? ''
    expect(panel).not.toMatch(/<form method="post"/i)
  })

  it('lists a webhook that failed and a reconcile run', async () => {
    await worker.db
      .prepare(
        "INSERT INTO payment_log (kind, summary) VALUES ('webhook_failed', 'payout.paid evt_x: Error: D1 down'), ('reconcile', '1 of 1 payments re-read, 0 accounts checked, 0 failed')",
      )
      .run()
    const { html } = await page('/admin-dashboard?tab=analytics')
    expect(html).toContain('payout.paid evt_x: Error: D1 down')
    expect(html).toContain('1 of 1 payments re-read')
  })

  it('is for admins only', async () => {
    const owner = await page('/admin-dashboard?tab=analytics', cookies.owner)
    expect([302, 403]).toContain(owner.response.status)
    expect(owner.html).not.toContain('Top businesses')
  })
})

describe("the admin's Settings", () => {
  it('changes the admin’s own name and comes back to the tab; a wrong current password changes nothing', async () => {
    const tab = await page('/admin-dashboard?tab=settings')
    expect(tab.html).toContain('Your details')
    expect(tab.html).toContain('action="/account/settings?from=admin"')
    const post = (fields: Record<string, string>) =>
      worker.fetch('/account/settings?from=admin', {
        method: 'POST',
        headers: {
          Cookie: cookies.admin,
          Origin: 'http://localhost',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(fields).toString(),
      })
    const saved = await post({ intent: 'profile', name: 'Ada Admin', phone: '' })
    expect(saved.status).toBe(302)
    expect(saved.headers.get('Location')).toBe('/admin-dashboard?tab=settings&saved=profile')
    const name = await first<{ name: string }>(
      "SELECT name FROM users WHERE email = 'admin@demo.test'",
    )
    expect(name?.name).toBe('Ada Admin')
    const back = await page('/admin-dashboard?tab=settings&saved=profile')
    expect(back.html).toContain('Your details were saved.')

    const hash = await first<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE email = 'admin@demo.test'",
    )
    const wrong = await post({
      intent: 'password',
      currentPassword: 'not-the-password',
      newPassword: 'New-admin-pass-2026!',
      confirmPassword: 'New-admin-pass-2026!',
    })
    expect(`${wrong.status} ${wrong.headers.get('Location')}`).toBe('400 null')
    expect(await wrong.text()).toContain('Current password is incorrect')
    const after = await first<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE email = 'admin@demo.test'",
    )
    expect(after?.password_hash).toBe(hash?.password_hash)
  })
})

describe('money kept 7 years', () => {
  it("keeps a deleted business's ledger rows, disputes and payouts, detached, and its bookings' references", async () => {
    const jps = await first<{ id: number }>("SELECT id FROM affiliates WHERE slug = 'abc'")
    const id = jps?.id ?? 0
    await worker.db.batch([
      worker.db
        .prepare(
          "INSERT INTO ledger_entries (affiliate_id, business_name, booking_reference, kind, amount_cents, fee_cents, net_cents, provider, provider_id) VALUES (?, 'ABC Detailing', 'MDH-KEEP01', 'deposit', 5000, 500, 4500, 'local', 'pi_keep_1')",
        )
        .bind(id),
      worker.db
        .prepare(
          "INSERT INTO disputes (id, provider, affiliate_id, booking_reference, payment_intent_id, amount_cents, reason, status, evidence_due_by) VALUES ('dp_keep_1', 'local', ?, 'MDH-KEEP01', 'pi_keep_1', 5000, 'fraudulent', 'lost', '2026-01-01T00:00:00.000Z')",
        )
        .bind(id),
      worker.db
        .prepare(
          "INSERT INTO payouts (id, provider, affiliate_id, account_id, amount_cents, status, arrival_date) VALUES ('po_keep_1', 'local', ?, 'acct_keep', 4500, 'paid', '2026-01-02')",
        )
        .bind(id),
    ])
    const deleted = await worker.fetch(`/api/admin/affiliates/${id}?as=business`, {
      method: 'DELETE',
      headers: { Cookie: cookies.admin, Origin: 'http://localhost' },
    })
    expect(deleted.status).toBe(200)
    expect(await first('SELECT id FROM affiliates WHERE id = ?', id)).toBeNull()
    expect(
      await first<{ n: number }>(
        'SELECT count(*) AS n FROM ledger_entries WHERE affiliate_id = ?',
        id,
      ),
    ).toEqual({ n: 1 })
    expect(await first('SELECT id FROM disputes WHERE id = ?', 'dp_keep_1')).not.toBeNull()
    expect(await first('SELECT id FROM payouts WHERE id = ?', 'po_keep_1')).not.toBeNull()
    // The ledger row still names the business and booking, and holds nobody's personal data.
    const kept = await first<Record<string, unknown>>(
      "SELECT * FROM ledger_entries WHERE provider_id = 'pi_keep_1'",
    )
    expect(kept?.business_name).toBe('ABC Detailing')
    expect(Object.keys(kept ?? {})).not.toContain('customer_email')
  })

  it('the cron removes money rows older than 7 years only; a younger row cannot be deleted', async () => {
    const eightYears = new Date(Date.now() - 8 * 365.25 * 86_400_000).toISOString()
    const sixYears = new Date(Date.now() - 6 * 365.25 * 86_400_000).toISOString()
    const insert = (providerId: string, at: string) =>
      worker.db
        .prepare(
          "INSERT INTO ledger_entries (affiliate_id, business_name, kind, amount_cents, fee_cents, net_cents, provider, provider_id, created_at) VALUES (1, 'Old', 'deposit', 1000, 100, 900, 'local', ?, ?)",
        )
        .bind(providerId, at)
    await worker.db.batch([
      insert('pi_old_8y', eightYears),
      insert('pi_old_6y', sixYears),
      worker.db
        .prepare(
          "INSERT INTO payment_events (id, type, received_at) VALUES ('evt_old_8y', 'x', ?), ('evt_old_6y', 'x', ?)",
        )
        .bind(eightYears, sixYears),
    ])
    await expect(
      worker.db.prepare("DELETE FROM ledger_entries WHERE provider_id = 'pi_old_6y'").run(),
    ).rejects.toThrow(/written once/)
    await worker.cron(new Date(), '*/5 * * * *')
    expect(await first("SELECT id FROM ledger_entries WHERE provider_id = 'pi_old_8y'")).toBeNull()
    expect(
      await first("SELECT id FROM ledger_entries WHERE provider_id = 'pi_old_6y'"),
    ).not.toBeNull()
    expect(await first("SELECT id FROM payment_events WHERE id = 'evt_old_8y'")).toBeNull()
    expect(await first("SELECT id FROM payment_events WHERE id = 'evt_old_6y'")).not.toBeNull()
  })
})
