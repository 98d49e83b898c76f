import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin } from '../support/admin'
import {
  inDays,
  insertBooking,
  insertQuote,
  pageText,
  postAction,
} from '../support/dashboard-business'
import { loginAs } from '../support/http'
import { migrationsDir } from '../support/paths'
import { startWorker, type TestWorker } from '../support/worker'

// The customers table (migration 0023, decision 032) is the Customers tab's merge of booking and
// quote requests by email, kept by triggers. Whatever happens to the requests, it must hold
// exactly what that merge, run over the requests as they are, gives: the query below is the one
// the tab ran before the table existed.

let worker: TestWorker
let owner: string
beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test')).cookie
})
afterAll(() => worker.dispose())

interface Customer {
  affiliate_id: number
  email: string
  name: string
  phone: string | null
  last_service: string
  last_date: string
  last_at: string
  requests: number
  confirmed_value_cents: number
}

const MERGED = `
  with requests as (
    select affiliate_id, customer_email as email, customer_name as name, customer_phone as phone,
      created_at, service_name || ' – ' || tier_name as service,
      coalesce(substr(start_at, 1, 10), preferred_date) as service_date,
      case when status in ('confirmed', 'completed') then estimate_cents else 0 end as value
    from booking_requests
    union all
    select affiliate_id, email, name, phone, created_at,
      'Quote: ' || coalesce((select group_concat(value, ', ') from json_each(services)), ''),
      substr(created_at, 1, 10), 0
    from quote_requests where affiliate_id is not null
  )
  select affiliate_id, email, name, phone, service as last_service, service_date as last_date,
    max(created_at) as last_at, count(*) as requests, sum(value) as confirmed_value_cents
  from requests group by affiliate_id, email
  order by affiliate_id, last_at desc, email`

const KEPT = `
  select affiliate_id, email, name, phone, last_service, last_date, last_at, requests,
    confirmed_value_cents
  from customers order by affiliate_id, last_at desc, email`

const all = async (sql: string) => (await worker.db.prepare(sql).all<Customer>()).results
const exec = (sql: string, ...values: (string | number | null)[]) =>
  worker.db
    .prepare(sql)
    .bind(...values)
    .run()

async function expectMerged(step = '') {
  expect(await all(KEPT), step).toEqual(await all(MERGED))
}

/** A small deterministic generator (mulberry32), so a failing sequence can be replayed. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

describe('the customers table', () => {
  it('starts as the merge of the seeded requests', async () => {
    await expectMerged()
  })

  it('follows inserts, status changes, moves, edits, re-assignments and deletes of both kinds of request', async () => {
    const next = random(25)
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
    const emails = ['ana@example.test', 'bo@example.test', 'cy@example.test', 'di@example.test']
    const statuses = ['pending', 'confirmed', 'declined', 'cancelled', 'completed'] as const
    // Distinct instants: which request is the latest must not depend on a tie.
    const used = new Set<string>()
    const instant = () => {
      for (;;) {
        const at = new Date(Date.UTC(2026, 0, 1) + Math.floor(next() * 300) * 3_600_000)
        const iso = at.toISOString()
        if (!used.has(iso)) {
          used.add(iso)
          return iso
        }
      }
    }
    const ids = async (table: string) =>
      (await worker.db.prepare(`SELECT id FROM ${table}`).all<{ id: number }>()).results.map(
        (r) => r.id,
      )
    for (let step = 0; step < 90; step++) {
      const op = Math.floor(next() * 11)
      const bookings = await ids('booking_requests')
      const quotes = await ids('quote_requests')
      const booking = bookings.length ? pick(bookings) : null
      const quote = quotes.length ? pick(quotes) : null
      let did = ''
      if (op <= 1 || booking === null) {
        const status = pick(statuses)
        const counts = status === 'confirmed' || status === 'completed'
        await insertBooking(worker, {
          affiliateId: pick([1, 2]),
          email: pick(emails),
          name: `Booker ${step}`,
          status,
          estimateCents: 10_000 + step * 100,
          startAt: counts ? instant() : null,
          createdAt: instant(),
          overlapAllowed: true,
        })
        did = `insert a ${status} booking`
      } else if (op === 2 || quote === null) {
        await insertQuote(worker, {
          affiliateId: pick([1, 2, null]),
          email: pick(emails),
          name: `Quoter ${step}`,
          createdAt: instant(),
        })
        did = 'insert a quote'
      } else if (op === 3) {
        const status = pick(statuses)
        await exec(
          'UPDATE booking_requests SET status = ?, overlap_allowed = 1, start_at = coalesce(start_at, ?) WHERE id = ?',
          status,
          instant(),
          booking,
        )
        did = `booking ${booking} becomes ${status}`
      } else if (op === 4) {
        await exec(
          'UPDATE booking_requests SET start_at = ?, overlap_allowed = 1 WHERE id = ?',
          instant(),
          booking,
        )
        did = `booking ${booking} moves`
      } else if (op === 5) {
        await exec(
          'UPDATE booking_requests SET customer_name = ?, customer_phone = ?, estimate_cents = estimate_cents + 1 WHERE id = ?',
          `Renamed ${step}`,
          `480555${String(step).padStart(4, '0')}`,
          booking,
        )
        did = `booking ${booking} renamed`
      } else if (op === 6) {
        await exec(
          'UPDATE booking_requests SET customer_email = ? WHERE id = ?',
          pick(emails),
          booking,
        )
        did = `booking ${booking} to another email`
      } else if (op === 7) {
        await exec(
          'UPDATE quote_requests SET affiliate_id = ?, email = ? WHERE id = ?',
          pick([1, 2, null]),
          pick(emails),
          quote,
        )
        did = `quote ${quote} to another business or email`
      } else if (op === 8) {
        await exec(
          'UPDATE quote_requests SET services = ?, name = ? WHERE id = ?',
          '["Interior","Wax"]',
          `Quoter ${step}`,
          quote,
        )
        did = `quote ${quote} edited`
      } else if (op === 9) {
        await exec('DELETE FROM booking_requests WHERE id = ?', booking)
        did = `booking ${booking} deleted`
      } else {
        await exec('DELETE FROM quote_requests WHERE id = ?', quote)
        did = `quote ${quote} deleted`
      }
      await expectMerged(`step ${step}: ${did}`)
    }
  })

  it('counts a request confirmed through the dashboard in the confirmed value the tab shows', async () => {
    const id = await insertBooking(worker, {
      email: 'valued@example.test',
      name: 'Val Ued',
      estimateCents: 12_345,
      preferredDate: inDays(9),
    })
    const before = await worker.db
      .prepare(
        "SELECT confirmed_value_cents AS v FROM customers WHERE email = 'valued@example.test'",
      )
      .first<{ v: number }>()
    expect(before?.v).toBe(0)
    const confirm = await postAction(worker, owner, {
      intent: 'booking-confirm',
      id,
      date: inDays(9),
      time: '06:15',
    })
    expect(confirm.status).toBe(200)
    await confirm.arrayBuffer()
    await expectMerged()
    const html = await pageText(
      await worker.fetch('/jps/dashboard?tab=customers&q=valued', { headers: { Cookie: owner } }),
    )
    expect(html).toContain('valued@example.test')
    expect(html).toContain('$123.45')
  })

  it('lists, pages and searches jps’s customers in the merged order', async () => {
    for (let i = 0; i < 25; i++)
      await insertQuote(worker, {
        email: `list${i}@example.test`,
        name: i % 2 ? `Odd List ${i}` : `Even List ${i}`,
        createdAt: new Date(Date.UTC(2025, 5, 1, i)).toISOString(),
      })
    const merged = (await all(MERGED)).filter((c) => c.affiliate_id === 1)
    const shown = async (query: string) => {
      const html = await pageText(
        await worker.fetch(`/jps/dashboard?tab=customers${query}`, { headers: { Cookie: owner } }),
      )
      return [...html.matchAll(/<td class="p-2">([^<@]+@[^<]+)<\/td>/g)].map((m) => m[1])
    }
    const emails = merged.map((c) => c.email)
    expect(await shown('')).toEqual(emails.slice(0, 20))
    expect(await shown('&page=2')).toEqual(emails.slice(20, 40))
    const odd = merged.filter((c) => c.name.toLowerCase().includes('odd list')).map((c) => c.email)
    expect(odd.length).toBeGreaterThan(0)
    expect(await shown('&q=ODD%20list')).toEqual(odd.slice(0, 20))
  })

  it("drops a deleted business's customers, and keeps everyone else's", async () => {
    const abcBefore = (await all(KEPT)).filter((c) => c.affiliate_id === 2)
    expect(abcBefore.length).toBeGreaterThan(0)
    const { send } = await asAdmin(worker)
    const response = await send('DELETE', '/api/admin/affiliates/2')
    expect(response.status).toBe(200)
    await response.arrayBuffer()
    expect((await all(KEPT)).filter((c) => c.affiliate_id === 2)).toEqual([])
    await expectMerged()
  })

  it("is refilled by the migration's own backfill as the same merge", async () => {
    const migration = readFileSync(join(migrationsDir, '0023_dashboard_customers.sql'), 'utf8')
    const backfill = migration
      .split('--> statement-breakpoint')
      .find((s) => s.includes('INSERT INTO customers') && !s.includes('CREATE TRIGGER'))
    expect(backfill).toBeDefined()
    await exec('DELETE FROM customers')
    await worker.db.prepare(backfill ?? '').run()
    await expectMerged()
  })
})
