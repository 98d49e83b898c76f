import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { overviewPeriods } from '~/lib/dashboard/time'
import { insertBooking, insertQuote, pageText } from '../support/dashboard-business'
import { loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// Every overview figure against a fixture with known numbers. jps is in America/Phoenix
// (UTC−7): its week starts Monday 00:00 local = Monday 07:00 UTC, so rows a millisecond either
// side of that instant land in different weeks, as do rows either side of the local month start.

let worker: TestWorker
let owner: string
let admin: string
const ZONE = 'America/Phoenix'
const ms = (iso: string, delta: number) => new Date(Date.parse(iso) + delta).toISOString()
const MIN = 60_000

beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test')).cookie
  admin = (await loginAs(worker, 'admin@demo.test')).cookie
  const p = overviewPeriods(new Date(), ZONE)
  const old = ms(p.lastWeekStart, -86_400_000)
  await worker.db.batch([
    worker.db.prepare('DELETE FROM booking_requests'),
    worker.db.prepare('DELETE FROM quote_requests'),
    worker.db.prepare('DELETE FROM reviews WHERE affiliate_id = 1'),
  ])
  // Requests: this week B1 (at the boundary), B5 and a quote; last week B2 (1 ms before), B3
  // (its start) and two quotes; B4 is older; abc's request is not jps's. 3 against 4.
  await insertBooking(worker, { createdAt: p.thisWeekStart, name: 'B1' })
  await insertBooking(worker, { createdAt: ms(p.thisWeekStart, -1), name: 'B2' })
  await insertBooking(worker, { createdAt: p.lastWeekStart, name: 'B3' })
  await insertBooking(worker, { createdAt: ms(p.lastWeekStart, -1), name: 'B4' })
  await insertBooking(worker, { createdAt: ms(p.thisWeekStart, MIN), name: 'B5' })
  await insertBooking(worker, { affiliateId: 2, createdAt: p.thisWeekStart, name: 'ABC' })
  await insertQuote(worker, { createdAt: ms(p.thisWeekStart, MIN) })
  await insertQuote(worker, { createdAt: ms(p.lastWeekStart, MIN) })
  await insertQuote(worker, { createdAt: ms(p.thisWeekStart, -MIN) })
  // Work this month: C1 at the local month's first instant and C2 in its last minute count;
  // C3 (1 ms before), C5 (next month) and the cancelled C4 do not.
  const work = (
    name: string,
    status: 'confirmed' | 'completed' | 'cancelled',
    startAt: string,
    estimateCents: number,
  ) =>
    insertBooking(worker, {
      name,
      status,
      startAt,
      estimateCents,
      createdAt: old,
      durationMinutes: 60,
      // C1 and C3 are a millisecond apart on purpose (the month's boundary).
      overlapAllowed: true,
    })
  await work('C1', 'confirmed', p.thisMonthStart, 10_000)
  await work('C2', 'completed', ms(p.nextMonthStart, -MIN), 20_050)
  await work('C3', 'confirmed', ms(p.thisMonthStart, -1), 40_000)
  await work('C4', 'cancelled', ms(p.thisMonthStart, 3_600_000), 80_000)
  await work('C5', 'confirmed', p.nextMonthStart, 160_000)
  await work('Future', 'confirmed', ms(p.nextMonthStart, 86_400_000), 1_000)
  // Reviews: 5, 4, 4 approved (average 4.3), one pending and one of abc's that do not count.
  const review = (affiliate: number, rating: number, status: string) =>
    worker.db
      .prepare(
        "INSERT INTO reviews (type, affiliate_id, status, reviewer_name, rating, content) VALUES ('affiliate', ?, ?, ?, ?, 'Great work')",
      )
      .bind(affiliate, status, `Reviewer ${rating}${status}`, rating)
  await worker.db.batch([
    review(1, 5, 'approved'),
    review(1, 4, 'approved'),
    review(1, 4, 'approved'),
    review(1, 1, 'pending'),
    review(2, 2, 'approved'),
  ])
})
afterAll(() => worker.dispose())

function figure(html: string, testId: string): string {
  return new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? ''
}

const overview = async (cookie: string) =>
  pageText(await worker.fetch('/jps/dashboard?tab=overview', { headers: { Cookie: cookie } }))

describe('overview figures', () => {
  it('counts requests this week against last week across the business-time week boundary', async () => {
    const html = await overview(admin)
    expect(figure(html, 'stat-requests-week')).toBe('3')
    expect(html).toContain('-25% vs last week (4)')
  })

  it('counts confirmed work and its estimated revenue in the business-time month', async () => {
    const html = await overview(admin)
    expect(figure(html, 'stat-confirmed-month')).toBe('2')
    expect(figure(html, 'stat-revenue-month')).toBe('$300.50')
  })

  it('averages approved reviews of this business only', async () => {
    const html = await overview(admin)
    expect(figure(html, 'stat-rating')).toBe('4.3')
    expect(html).toContain('3 reviews')
  })

  it('lists upcoming confirmed appointments soonest first, without cancelled or past ones', async () => {
    const html = await overview(admin)
    const upcoming = /data-testid="upcoming"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? ''
    expect(upcoming.indexOf('C5')).toBeGreaterThan(-1)
    expect(upcoming.indexOf('Future')).toBeGreaterThan(upcoming.indexOf('C5'))
    // C2 is completed, not upcoming.
    expect(upcoming).not.toContain('C2')
    expect(upcoming).not.toContain('C4')
    expect(upcoming).not.toContain('C3')
  })

  it('notifies the owner of what is new since the last visit and clears it once seen (admins do not clear it)', async () => {
    // Never visited: every web request, quote and approved review is new. B1–B5 and C1–C5 and
    // Future are web bookings (11), 3 quotes, 3 reviews.
    const first = await overview(admin)
    expect(first).toContain('11 new booking requests')
    expect(await overview(owner)).toContain('3 new quote requests')
    expect(await overview(owner)).toContain('Nothing new since your last visit.')
    await insertBooking(worker, { name: 'Newcomer' })
    expect(await overview(owner)).toMatch(/>1 new booking request since /)
  })
})

describe('one revenue, wherever it is shown', () => {
  it('Performance shows for this month the revenue Overview shows, confirmed work later in the month included', async () => {
    const overviewHtml = await overview(admin)
    const performance = await pageText(
      await worker.fetch('/jps/dashboard?tab=performance', { headers: { Cookie: admin } }),
    )
    const chart = /data-chart="revenue-per-month"[\s\S]*?<\/table>/.exec(performance)?.[0] ?? ''
    const rows = [
      ...chart.matchAll(/<tr><t[hd][^>]*>([^<]*)<\/t[hd]><td[^>]*>([^<]*)<\/td><\/tr>/g),
    ]
    const month = new Date().toLocaleDateString('en-US', {
      month: 'short',
      year: 'numeric',
      timeZone: ZONE,
    })
    expect(rows.at(-1)?.slice(1)).toEqual([month, '$300.50'])
    expect(figure(overviewHtml, 'stat-revenue-month')).toBe('$300.50')
  })

  // Last in the file: it removes the business's reviews.
  it('shows a dash and "No reviews yet" for a business without reviews', async () => {
    await worker.db.prepare('DELETE FROM reviews WHERE affiliate_id = 1').run()
    const html = await overview(admin)
    expect(figure(html, 'stat-rating')).toBe('—')
    expect(html).toMatch(/data-testid="stat-rating"[^>]*>—<\/dd><dd[^>]*>No reviews yet</)
  })
})
