import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zonedInstant } from '~/lib/dashboard/time'
import { snapshot } from '../support/db'
import {
  inDays,
  insertBooking,
  insertQuote,
  outboxRows,
  pageText,
  postAction,
} from '../support/dashboard-business'
import { loginAs } from '../support/http'
import { typedAt, typedMinute } from '../support/typed-at'
import { postSignoff, signOff, signoffToken } from '../support/jobs'
import { startWorker, type TestWorker } from '../support/worker'

// The requests inbox's actions through real form posts to /jps/dashboard. jps's primary area is
// Phoenix, so its times are America/Phoenix (UTC−7 all year).

let worker: TestWorker
let owner: string
let other: string
let admin: string
beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test')).cookie
  other = (await loginAs(worker, 'abc@demo.test')).cookie
  admin = (await loginAs(worker, 'admin@demo.test')).cookie
})
afterAll(() => worker.dispose())

const status = async (id: number) =>
  (await worker.db
    .prepare('SELECT * FROM booking_requests WHERE id = ?')
    .bind(id)
    .first<Record<string, unknown>>()) ?? {}

/** Posts and asserts the answer's status and that nothing in the database changed. */
async function refused(
  cookie: string,
  fields: Record<string, string | number>,
  expected: number,
  message?: string,
  slug = 'jps',
) {
  const before = await snapshot(worker)
  const response = await postAction(worker, cookie, fields, { slug })
  expect(response.status).toBe(expected)
  if (message) expect(await pageText(response)).toContain(message)
  else await response.arrayBuffer()
  expect(await snapshot(worker)).toEqual(before)
}

describe('booking requests', () => {
  it('confirms a pending request at 10:00 business time and queues exactly one confirmation email', async () => {
    const date = inDays(6)
    const id = await insertBooking(worker, { preferredDate: date, email: 'confirm@example.test' })
    const before = (await outboxRows(worker)).length
    const response = await postAction(worker, owner, {
      intent: 'booking-confirm',
      id,
      date,
      time: '10:00',
    })
    expect(response.status).toBe(200)
    const row = await status(id)
    const start = zonedInstant(date, '10:00', 'America/Phoenix')
    expect(row).toMatchObject({
      status: 'confirmed',
      start_at: start.toISOString(),
      end_at: new Date(start.getTime() + 120 * 60_000).toISOString(),
    })
    expect(start.toISOString()).toBe(`${date}T17:00:00.000Z`)
    const rows = await outboxRows(worker)
    expect(rows).toHaveLength(before + 1)
    expect(rows.at(-1)).toEqual({
      to_address: 'confirm@example.test',
      template: 'booking.confirmed',
      payload: { bookingId: id, startAt: start.toISOString() },
    })
  })

  it('refuses bad transitions with 409 and changes nothing', async () => {
    const declined = await insertBooking(worker, { status: 'declined' })
    await refused(
      owner,
      { intent: 'booking-confirm', id: declined, date: inDays(5), time: '09:00' },
      409,
      'This request is declined and cannot be confirmed.',
    )
    const pending = await insertBooking(worker)
    await refused(
      owner,
      { intent: 'booking-cancel', id: pending, reason: 'Rain' },
      409,
      'This request is pending and cannot be cancelled.',
    )
    await refused(owner, { intent: 'booking-cancel', id: pending, reason: 'Rain' }, 409)
    await refused(owner, { intent: 'booking-complete', id: pending }, 409)
  })

  it('declines with a required reason, queued for the customer', async () => {
    const id = await insertBooking(worker, { email: 'decline@example.test' })
    await refused(
      owner,
      { intent: 'booking-decline', id, reason: '  ' },
      400,
      'Please give a reason for declining',
    )
    const response = await postAction(worker, owner, {
      intent: 'booking-decline',
      id,
      reason: 'Fully booked that week',
    })
    expect(response.status).toBe(200)
    expect(await status(id)).toMatchObject({
      status: 'declined',
      decline_reason: 'Fully booked that week',
    })
    expect((await outboxRows(worker)).at(-1)).toEqual({
      to_address: 'decline@example.test',
      template: 'booking.declined',
      payload: { bookingId: id, reason: 'Fully booked that week' },
    })
    await refused(owner, { intent: 'booking-decline', id, reason: 'Again' }, 409)
  })

  it('cancels a confirmed appointment once (reason required), then refuses a second cancel', async () => {
    const id = await insertBooking(worker, {
      status: 'confirmed',
      startAt: `${inDays(9)}T17:00:00.000Z`,
      email: 'cancel@example.test',
    })
    await refused(
      owner,
      { intent: 'booking-cancel', id, reason: '' },
      400,
      'Please give a reason for cancelling',
    )
    const count = (await outboxRows(worker)).length
    expect(
      (await postAction(worker, owner, { intent: 'booking-cancel', id, reason: 'Van broke down' }))
        .status,
    ).toBe(200)
    expect(await status(id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Van broke down',
      cancelled_by: 'detailer',
    })
    const rows = await outboxRows(worker)
    expect(rows).toHaveLength(count + 1)
    expect(rows.at(-1)).toMatchObject({
      template: 'booking.cancelled-by-detailer',
      payload: { bookingId: id, reason: 'Van broke down' },
    })
    await refused(owner, { intent: 'booking-cancel', id, reason: 'Van broke down' }, 409)
  })

  it('marks a confirmed appointment completed from its start on, asks the customer to sign it off, and sends the review request once it is signed off', async () => {
    const id = await insertBooking(worker, {
      status: 'confirmed',
      startAt: new Date(Date.now() - 60_000).toISOString(),
      email: 'done@example.test',
    })
    const count = (await outboxRows(worker)).length
    expect((await postAction(worker, owner, { intent: 'booking-complete', id })).status).toBe(200)
    expect(await status(id)).toMatchObject({ status: 'completed' })
    // One message at completion: the sign-off with the job's photos (issue 42), not yet the
    // review request, which would arrive in the same minute.
    const atCompletion = (await outboxRows(worker)).slice(count)
    expect(atCompletion.map((row) => row.template)).toEqual(['job.signoff'])
    await refused(owner, { intent: 'booking-complete', id }, 409)
    // "Looks great" settles the job: the review request follows, once.
    await signOff(worker, id)
    const afterSignoff = (await outboxRows(worker)).slice(count)
    expect(afterSignoff.map((row) => row.template)).toEqual(['job.signoff', 'review.request'])
    expect(afterSignoff.at(-1)).toMatchObject({
      to_address: 'done@example.test',
      payload: { bookingId: id },
    })
    expect(
      (await postSignoff(worker, await signoffToken(worker, id), { intent: 'looks-great' })).status,
    ).toBe(409)
    expect((await outboxRows(worker)).slice(count)).toHaveLength(2)
  })

  it('refuses to mark completed a job days away, says from when it can be, and changes nothing', async () => {
    const startAt = zonedInstant(inDays(3), '10:00', 'America/Phoenix').toISOString()
    const id = await insertBooking(worker, { status: 'confirmed', startAt, name: 'Early Bird' })
    const when = new Date(startAt).toLocaleDateString('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'America/Phoenix',
    })
    await refused(
      owner,
      { intent: 'booking-complete', id },
      400,
      `This appointment starts ${when}, 10:00 AM; it can be marked completed from then on.`,
    )
    const html = await pageText(
      await worker.fetch('/jps/dashboard?tab=requests&status=confirmed', {
        headers: { Cookie: owner },
      }),
    )
    const page = html.replaceAll('<!-- -->', '')
    const card = page.slice(page.indexOf('Early Bird'))
    expect(card).toContain(`You can mark this completed from its start, ${when}, 10:00 AM.`)
    expect(card.slice(0, card.indexOf('Cancel appointment'))).not.toContain('Mark completed')
  })

  it('confirms a job for the minute on the clock, which can be completed at once; the minute before is past', async () => {
    const now = await typedMinute('America/Phoenix')
    const before = typedAt(Date.now() - 60_000, 'America/Phoenix')
    const id = await insertBooking(worker, { preferredDate: now.date, email: 'now@example.test' })
    const past = { intent: 'booking-confirm', id, ...before }
    await refused(owner, past, 400, 'Please choose a time that is not in the past')
    const confirm = { intent: 'booking-confirm', id, ...now }
    expect((await postAction(worker, owner, confirm)).status).toBe(200)
    expect(await status(id)).toMatchObject({
      status: 'confirmed',
      start_at: zonedInstant(now.date, now.time, 'America/Phoenix').toISOString(),
    })
    expect((await postAction(worker, owner, { intent: 'booking-complete', id })).status).toBe(200)
    expect(await status(id)).toMatchObject({ status: 'completed' })
  })

  it('warns before a double booking and confirms only when asked again', async () => {
    const date = inDays(20)
    await insertBooking(worker, {
      status: 'confirmed',
      startAt: zonedInstant(date, '09:00', 'America/Phoenix').toISOString(),
      name: 'First Customer',
    })
    const id = await insertBooking(worker, { preferredDate: date })
    await refused(
      owner,
      { intent: 'booking-confirm', id, date, time: '10:30' },
      409,
      'This time overlaps another confirmed appointment',
    )
    const response = await postAction(worker, owner, {
      intent: 'booking-confirm',
      id,
      date,
      time: '10:30',
      force: '1',
    })
    expect(response.status).toBe(200)
    expect(await status(id)).toMatchObject({ status: 'confirmed' })
    // Back to back is not an overlap.
    const next = await insertBooking(worker, { preferredDate: date })
    expect(
      (
        await postAction(worker, owner, {
          intent: 'booking-confirm',
          id: next,
          date,
          time: '12:30',
        })
      ).status,
    ).toBe(200)
  })

  it('of two simultaneous confirmations, one wins and one email is queued', async () => {
    const date = inDays(30)
    const id = await insertBooking(worker, { preferredDate: date })
    const count = (await outboxRows(worker)).length
    const answers = await Promise.all(
      ['08:00', '14:00'].map((time) =>
        postAction(worker, owner, { intent: 'booking-confirm', id, date, time, force: '1' }),
      ),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await outboxRows(worker)).toHaveLength(count + 1)
  })

  it('rejects invalid input with 400 and changes nothing', async () => {
    const id = await insertBooking(worker)
    await refused(
      owner,
      { intent: 'booking-confirm', id, date: '2026-02-30', time: '10:00' },
      400,
      'Please choose a date',
    )
    await refused(
      owner,
      { intent: 'booking-confirm', id, date: inDays(3), time: '25:00' },
      400,
      'Please choose a start time',
    )
    await refused(
      owner,
      { intent: 'booking-confirm', id, date: inDays(-3), time: '10:00' },
      400,
      'Please choose a time that is not in the past',
    )
    await refused(
      owner,
      { intent: 'booking-confirm', id: 'x', date: inDays(3), time: '10:00' },
      400,
      'Request not found',
    )
    await refused(owner, { intent: 'explode', id }, 400, 'Unknown action')
    await refused(
      owner,
      { intent: 'booking-decline', id, reason: 'x'.repeat(501) },
      400,
      'Reason must be at most 500 characters',
    )
    const before = await snapshot(worker)
    const json = await worker.fetch('/jps/dashboard?tab=requests', {
      method: 'POST',
      headers: { Cookie: owner, Origin: 'http://localhost', 'Content-Type': 'application/json' },
      body: JSON.stringify({ intent: 'booking-decline', id, reason: 'JSON' }),
    })
    expect(json.status).toBe(415)
    expect(await snapshot(worker)).toEqual(before)
  })

  it("another business's owner can neither read nor change jps's requests; an admin can", async () => {
    const id = await insertBooking(worker, { email: 'private@example.test' })
    // Through the jps dashboard: sent home.
    await refused(other, { intent: 'booking-decline', id, reason: 'Not mine' }, 302)
    const page = await worker.fetch('/jps/dashboard?tab=requests', { headers: { Cookie: other } })
    expect(page.status).toBe(302)
    // Through abc's own dashboard with jps's id: not found.
    await refused(
      other,
      { intent: 'booking-decline', id, reason: 'Not mine' },
      404,
      'Request not found',
      'abc',
    )
    const abcInbox = await pageText(
      await worker.fetch('/abc/dashboard?tab=requests', { headers: { Cookie: other } }),
    )
    expect(abcInbox).not.toContain('private@example.test')
    const jpsInbox = await pageText(
      await worker.fetch('/jps/dashboard?tab=requests', { headers: { Cookie: admin } }),
    )
    expect(jpsInbox).toContain('private@example.test')
    expect(
      (
        await postAction(worker, admin, {
          intent: 'booking-decline',
          id,
          reason: 'Outside our hours',
        })
      ).status,
    ).toBe(200)
  })
})

describe('quote requests', () => {
  const quoteStatus = async (id: number) =>
    worker.db
      .prepare('SELECT status, private_note FROM quote_requests WHERE id = ?')
      .bind(id)
      .first()

  it('moves new → contacted → won with a private note, and refuses going back', async () => {
    const id = await insertQuote(worker)
    expect(
      (await postAction(worker, owner, { intent: 'quote-status', id, status: 'contacted' })).status,
    ).toBe(200)
    expect(await quoteStatus(id)).toEqual({ status: 'contacted', private_note: null })
    expect(
      (await postAction(worker, owner, { intent: 'quote-note', id, note: 'Wants it before May' }))
        .status,
    ).toBe(200)
    expect(
      (await postAction(worker, owner, { intent: 'quote-status', id, status: 'won' })).status,
    ).toBe(200)
    expect(await quoteStatus(id)).toEqual({ status: 'won', private_note: 'Wants it before May' })
    await refused(
      owner,
      { intent: 'quote-status', id, status: 'contacted' },
      409,
      'This quote request is won and cannot be marked contacted.',
    )
    await refused(owner, { intent: 'quote-status', id, status: 'lost' }, 409)
  })

  it("refuses unknown statuses, long notes and other businesses' quotes", async () => {
    const id = await insertQuote(worker)
    await refused(
      owner,
      { intent: 'quote-status', id, status: 'closed' },
      400,
      'Please choose contacted, won or lost',
    )
    await refused(
      owner,
      { intent: 'quote-note', id, note: 'x'.repeat(1001) },
      400,
      'Note must be at most 1000 characters',
    )
    await refused(
      other,
      { intent: 'quote-status', id, status: 'won' },
      404,
      'Request not found',
      'abc',
    )
    await refused(
      other,
      { intent: 'quote-note', id, note: 'mine now' },
      404,
      'Request not found',
      'abc',
    )
  })
})

describe('the business time zone', () => {
  it("shows abc's times in its own primary area's zone (Texas: America/Chicago), jps's in Phoenix's", async () => {
    // abc has no time zone setting: the zone comes from its primary area, not another business's.
    const abc = await pageText(
      await worker.fetch('/abc/dashboard?tab=requests', { headers: { Cookie: other } }),
    )
    const zone = (html: string) => /Times are shown in (?:<!-- -->)?([\w/ ]+)/.exec(html)?.[1]
    expect(zone(abc)).toBe('America/Chicago')
    const jps = await pageText(
      await worker.fetch('/jps/dashboard?tab=requests', { headers: { Cookie: owner } }),
    )
    expect(zone(jps)).toBe('America/Phoenix')
  })
})
