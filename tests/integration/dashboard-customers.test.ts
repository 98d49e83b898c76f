import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertBooking, insertQuote, pageText } from '../support/dashboard-business'
import { loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// Customers (merged by email, searchable, paginated, with history) and the performance charts.

let worker: TestWorker
let owner: string
let other: string
const DAY = 86_400_000
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString()

beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test')).cookie
  other = (await loginAs(worker, 'abc@demo.test')).cookie
  await worker.db.prepare('DELETE FROM booking_requests').run()
  await worker.db.prepare('DELETE FROM quote_requests').run()
  // Dana: a completed booking, a pending one and a quote, all one person by email.
  await insertBooking(worker, {
    email: 'dana@example.test',
    name: 'Dana Old',
    status: 'completed',
    startAt: ago(20),
    estimateCents: 20_000,
    createdAt: ago(25),
  })
  await insertBooking(worker, {
    email: 'dana@example.test',
    name: 'Dana Driver',
    status: 'confirmed',
    startAt: ago(-3),
    estimateCents: 15_050,
    createdAt: ago(2),
  })
  await insertQuote(worker, { email: 'dana@example.test', name: 'Dana Driver', createdAt: ago(1) })
  await insertBooking(worker, { email: 'eli@example.test', name: 'Eli Pending', createdAt: ago(3) })
  // Someone who only asked abc.
  await insertBooking(worker, {
    affiliateId: 2,
    email: 'abc-only@example.test',
    name: 'Abby Elsewhere',
  })
  for (let i = 0; i < 21; i++)
    await insertQuote(worker, {
      email: `bulk${i}@example.test`,
      name: `Bulk ${i}`,
      createdAt: ago(40 + i),
    })
})
afterAll(() => worker.dispose())

const page = async (query: string, cookie = owner) =>
  pageText(
    await worker.fetch(`/jps/dashboard?tab=customers${query}`, { headers: { Cookie: cookie } }),
  )

describe('customers', () => {
  it('merges requests by email with the latest name, request count and confirmed value', async () => {
    const html = await page('&q=dana')
    const row =
      /<tr[^>]*>(?:(?!<\/tr>)[\s\S])*dana@example\.test[\s\S]*?<\/tr>/.exec(html)?.[0] ?? ''
    expect(row).toContain('Dana Driver')
    expect(row).toMatch(/>3</)
    expect(row).toContain('$350.50')
    expect(row).toContain('Quote: Ceramic Coating')
    expect(html).not.toContain('eli@example.test')
  })

  it("pages 20 customers at a time, newest first, and never shows another business's customers", async () => {
    const first = await page('')
    expect(first).toContain('Page 1 of 2')
    expect(first).toContain('dana@example.test')
    expect(first).not.toContain('abc-only@example.test')
    const second = await page('&page=2')
    expect(second).toContain('bulk20@example.test')
    expect(second).not.toContain('dana@example.test')
  })

  it("opens a customer's history; abc cannot open jps's customer", async () => {
    const html = await page('&customer=dana%40example.test')
    expect(html).toContain('History of dana@example.test')
    expect((html.match(/data-reference="MDH-/g) ?? []).length).toBe(2)
    const abc = await pageText(
      await worker.fetch('/abc/dashboard?tab=customers&customer=dana%40example.test', {
        headers: { Cookie: other },
      }),
    )
    expect(abc).not.toContain('History of')
  })
})

describe('performance', () => {
  it('draws every chart as SVG with a text description and a data table', async () => {
    const html = await pageText(
      await worker.fetch('/jps/dashboard?tab=performance', { headers: { Cookie: owner } }),
    )
    for (const chart of [
      'requests-per-week',
      'conversion-per-week',
      'revenue-per-month',
      'collected-per-month',
      'rating-distribution',
      'rating-per-month',
    ]) {
      expect(html).toContain(`data-chart="${chart}"`)
      expect(html).toContain(`<desc id="${chart}-desc">`)
    }
    expect((html.match(/<table/g) ?? []).length).toBe(6)
    // Dana's confirmed booking came in 2 days ago: this week or last, 1 of 1 (or with Eli's, 1 of 2).
    expect(html).toMatch(/% \(1 of [12]\)/)
  })

  it("puts a review in the business's own month, not UTC's (jps is in Phoenix, UTC-7)", async () => {
    const [tz] = (
      await worker.db.prepare("SELECT time_zone FROM affiliates WHERE slug = 'jps'").all<{
        time_zone: string | null
      }>()
    ).results
    expect([null, 'America/Phoenix']).toContain(tz?.time_zone ?? null)
    const thisMonth = new Date().toISOString().slice(0, 7)
    const label = (month: string) =>
      new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      })
    const lastMonth = new Date(`${thisMonth}-01T12:00:00Z`)
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1)
    const months = [label(lastMonth.toISOString().slice(0, 7)), label(thisMonth)]
    const counts = async () => {
      const html = await pageText(
        await worker.fetch('/jps/dashboard?tab=performance', { headers: { Cookie: owner } }),
      )
      const chart = /data-chart="rating-per-month"[\s\S]*?<\/table>/.exec(html)?.[0] ?? ''
      return months.map((month) => {
        const cell = new RegExp(`${month}</th><td>([^<]*)</td>`).exec(chart)?.[1] ?? ''
        return Number(/\((\d+) reviews\)/.exec(cell)?.[1] ?? 0)
      })
    }
    const before = await counts()
    // 06:30 UTC on the 1st is still the last day of the month before in Phoenix; 07:30 is not.
    for (const at of [`${thisMonth}-01T06:30:00.000Z`, `${thisMonth}-01T07:30:00.000Z`])
      await worker.db
        .prepare(
          "INSERT INTO reviews (type, affiliate_id, status, reviewer_name, rating, content, published_at, created_at) SELECT 'affiliate', id, 'approved', 'Boundary Bo', 1, 'On the line', ?, ? FROM affiliates WHERE slug = 'jps'",
        )
        .bind(at, at)
        .run()
    expect(await counts()).toEqual([(before[0] ?? 0) + 1, (before[1] ?? 0) + 1])
  })
})
