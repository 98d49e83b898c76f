import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, startOfMonth, wallClock, zonedInstant } from '../../app/lib/dashboard/time'
import { platformFee } from '../../app/lib/payments/fees'
import { book, customer, inDays } from '../support/booking'
import { dashboardHtml } from '../support/dashboard'
import { loginAs } from '../support/http'
import { d1Use } from '../support/scale'
import { startWorker, type TestWorker } from '../support/worker'

// The detailer's money (issue 39, decision 041): sums per day, week and month in the business's
// time zone from the ledger, the CSV export and who may read it.

const LA = 'America/Los_Angeles'
let worker: TestWorker
const cookies = { owner: '', other: '', admin: '' }
let jpsId = 0

beforeAll(async () => {
  worker = await startWorker({ bindings: { COUNT_D1: '1' } })
  cookies.owner = (await loginAs(worker, 'jps@demo.test', '203.0.113.81')).cookie
  cookies.other = (await loginAs(worker, 'abc@demo.test', '203.0.113.82')).cookie
  cookies.admin = (await loginAs(worker, 'admin@demo.test', '203.0.113.83')).cookie
  const jps = await worker.db
    .prepare("SELECT id FROM affiliates WHERE slug = 'jps'")
    .first<{ id: number }>()
  jpsId = jps?.id ?? 0
  await worker.db.prepare('UPDATE affiliates SET time_zone = ? WHERE id = ?').bind(LA, jpsId).run()
})
afterAll(() => worker.dispose())

let seq = 0
/** A ledger row as the payments code writes it (fee from the one fee function). */
function ledgerRow(at: string, amount: number, kind = 'deposit', name = 'JPS Auto Detailing') {
  const fee = kind === 'refund' ? -platformFee(-amount) : platformFee(amount)
  seq += 1
  return worker.db
    .prepare(
      `INSERT INTO ledger_entries (affiliate_id, business_name, booking_reference, kind, amount_cents,
        fee_cents, net_cents, provider, provider_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'local', ?, ?)`,
    )
    .bind(jpsId, name, `MDH-T${seq}`, kind, amount, fee, amount - fee, `pi_test_${seq}_${at}`, at)
}

/** The Money tab's table rows as text: label → the five figures. */
function tableOf(html: string) {
  const body = html.split('data-testid="money-table"')[1] ?? ''
  const rows = [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((m) =>
    [...(m[1] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) =>
      (c[1] ?? '').replace(/<[^>]+>/g, '').replace(/<!-- -->/g, ''),
    ),
  )
  return new Map(rows.filter((r) => r.length === 6).map((r) => [r[0], r.slice(1)]))
}

describe('the Money tab', () => {
  it('sums a payment at 23:30 Pacific into that Pacific day, to the cent, and into its week and month', async () => {
    const today = wallClock(new Date(), LA).date
    const yesterday = addDays(today, -1)
    const lateYesterday = zonedInstant(yesterday, '23:30', LA).toISOString()
    const earlyToday = zonedInstant(today, '00:15', LA).toISOString()
    // The same instants in UTC fall on the next UTC day: a UTC grouping would put both on one day.
    expect(lateYesterday.slice(0, 10)).toBe(today)
    await worker.db.batch([
      ledgerRow(lateYesterday, 10_005),
      ledgerRow(lateYesterday, -2_001, 'refund'),
      ledgerRow(earlyToday, 4_999),
    ])
    const day = await dashboardHtml(worker, cookies.owner, '/jps/dashboard?tab=money&period=day')
    expect(day.status).toBe(200)
    const days = tableOf(day.html)
    const label = (d: string) =>
      new Date(`${d}T12:00:00Z`).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      })
    // $100.05 paid, $20.01 refunded, fee $10.01 - $2.00, net $90.04 - $18.01.
    expect(days.get(label(yesterday))).toEqual(['$100.05', '$20.01', '$0', '$8.01', '$72.03'])
    expect(days.get(label(today))).toEqual(['$49.99', '$0', '$0', '$5', '$44.99'])
    // gross = fees + net across the table's total.
    expect(days.get('Total')).toEqual(['$150.04', '$20.01', '$0', '$13.01', '$117.02'])

    const month = await dashboardHtml(
      worker,
      cookies.owner,
      '/jps/dashboard?tab=money&period=month',
    )
    const months = tableOf(month.html)
    const total = months.get('Total')
    expect(total?.[0]).toBe('$150.04')
    expect(total?.[4]).toBe('$117.02')
  })

  it('shows a real deposit paid at booking, with its fee and net, and the Overview says what was collected', async () => {
    const paid = await book(worker, customer({ preferred_date: inDays(9) }))
    expect(paid.paid).toBe(true)
    const deposit = await worker.db
      .prepare(
        'SELECT amount_cents, fee_cents, net_cents FROM ledger_entries WHERE booking_reference = ?',
      )
      .bind(paid.reference)
      .first<{ amount_cents: number; fee_cents: number; net_cents: number }>()
    expect(deposit?.fee_cents).toBe(platformFee(deposit?.amount_cents ?? 0))
    const overview = await dashboardHtml(worker, cookies.owner, '/jps/dashboard?tab=overview')
    expect(overview.html).toContain('Collected this month')
    expect(overview.html).toContain('An estimate: confirmed and completed work')
    const performance = await dashboardHtml(worker, cookies.owner, '/jps/dashboard?tab=performance')
    expect(performance.html).toContain('Collected per month (card payments less refunds: exact)')
    // This month's collected figure is the ledger's sum since the business's own month began.
    const monthStart = zonedInstant(startOfMonth(wallClock(new Date(), LA).date), '00:00', LA)
    const month = await worker.db
      .prepare(
        "SELECT sum(amount_cents) AS n FROM ledger_entries WHERE affiliate_id = ? AND created_at >= ? AND kind <> 'payout'",
      )
      .bind(jpsId, monthStart.toISOString())
      .first<{ n: number }>()
    const cents = month?.n ?? 0
    const shown = cents % 100 ? `$${(cents / 100).toFixed(2)}` : `$${cents / 100}`
    const chart = (performance.html.split('id="collected-per-month-title"')[1] ?? '').split(
      '</figure>',
    )[0]
    expect(chart?.replace(/<!-- -->/g, '')).toContain(shown)
  })
})

describe('the ledger CSV', () => {
  it('quotes commas, quotes and line breaks, disarms formulas, and writes dollars and cents', async () => {
    const at = new Date().toISOString()
    await ledgerRow(at, 1_234, 'deposit', '=HYPERLINK("x"), Shine\nCo').run()
    const response = await worker.fetch('/jps/dashboard/money.csv', {
      headers: { Cookie: cookies.owner },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="jps-payments-/,
    )
    const text = await response.text()
    const [header] = text.split('\r\n')
    expect(header).toBe(
      'date,time_utc,booking_reference,kind,amount,platform_fee,net,amount_cents,platform_fee_cents,net_cents,currency,provider,provider_id,refunds_payment,business_name',
    )
    expect(text).toContain(`,deposit,12.34,1.23,11.11,1234,123,1111,usd,local,`)
    expect(text).toContain(`,"'=HYPERLINK(""x""), Shine\nCo"\r\n`)
    expect(text).toContain(',refund,-20.01,-2.00,-18.01,-2001,-200,-1801,')
  })

  it('is for the owner and admins only: another business gets 403, a visitor signs in first', async () => {
    const other = await worker.fetch('/jps/dashboard/money.csv', {
      headers: { Cookie: cookies.other },
    })
    expect(other.status).toBe(403)
    expect(await other.text()).not.toContain('deposit')
    const visitor = await worker.fetch('/jps/dashboard/money.csv')
    expect([302, 401]).toContain(visitor.status)
    const admin = await worker.fetch('/jps/dashboard/money.csv', {
      headers: { Cookie: cookies.admin },
    })
    expect(admin.status).toBe(200)
    expect((await admin.text()).split('\r\n')[0]).toMatch(/^date,/)
    const post = await worker.fetch('/jps/dashboard/money.csv', {
      method: 'POST',
      headers: { Cookie: cookies.owner, Origin: 'http://localhost' },
    })
    expect(post.status).toBe(405)
  })
})

describe('10,000 ledger rows', () => {
  beforeAll(async () => {
    // Spread over the last ~400 days, 30 minutes apart, in one statement.
    await worker.db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
         INSERT INTO ledger_entries (affiliate_id, business_name, booking_reference, kind,
           amount_cents, fee_cents, net_cents, provider, provider_id, created_at)
         SELECT ?, 'JPS Auto Detailing', 'BENCH-' || i, 'deposit', 5000, 500, 4500, 'local',
           'pi_bench_' || i, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i * 57) || ' minutes')
         FROM n`,
      )
      .bind(jpsId)
      .run()
  }, 120_000)

  it.each(['day', 'week', 'month'])(
    'the Money tab by %s is one page in at most 5 D1 round trips and 13 statements',
    async (period) => {
      const path = `/jps/dashboard?tab=money&period=${period}`
      await worker.fetch(path, { headers: { Cookie: cookies.owner } })
      const response = await worker.fetch(path, { headers: { Cookie: cookies.owner } })
      const html = await response.text()
      const use = d1Use(response)
      expect(response.status).toBe(200)
      expect(html.length).toBeLessThanOrEqual(200 * 1024)
      expect(use.roundTrips).toBeLessThanOrEqual(5)
      expect(use.statements).toBeLessThanOrEqual(13)
      // The sums are grouped in SQL: the page never carries the rows.
      expect(html).not.toContain('BENCH-')
    },
  )

  it('the CSV carries every row, read a page of 1,000 at a time', async () => {
    const response = await worker.fetch('/jps/dashboard/money.csv', {
      headers: { Cookie: cookies.owner },
    })
    const text = await response.text()
    const lines = text.split('\r\n').filter(Boolean)
    const rows = await worker.db
      .prepare('SELECT count(*) AS n FROM ledger_entries WHERE affiliate_id = ?')
      .bind(jpsId)
      .first<{ n: number }>()
    expect(rows?.n).toBeGreaterThan(10_000)
    expect(lines.length).toBe((rows?.n ?? 0) + 1)
    expect(text).toContain(',BENCH-10000,deposit,50.00,5.00,45.00,5000,500,4500,')
  })
})
