import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zonedInstant } from '~/lib/dashboard/time'
import { bookProved, customer, postForm } from '../support/booking'
import { snapshot } from '../support/db'
import { inDays, insertBooking, pageText, postAction } from '../support/dashboard-business'
import { loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'
import { hoursForm, workingDaysFrom } from '../support/working-hours'

// Reschedule (issue 26): the detailer moves a job from the dashboard, the customer moves their
// own from the booking page to a free time; both sides are emailed an updated .ics (same UID,
// SEQUENCE + 1). jps is in America/Phoenix.

const ZONE = 'America/Phoenix'
const FORM = '/jps/booking/request?vehicle=car&service=1&tier=2'

let worker: TestWorker
let owner: string
beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test')).cookie
})
afterAll(() => worker.dispose())

const row = (id: number) =>
  worker.db
    .prepare('SELECT status, start_at, end_at, ics_sequence FROM booking_requests WHERE id = ?')
    .bind(id)
    .first<{ status: string; start_at: string; end_at: string; ics_sequence: number }>()

const move = (id: number, date: string, time: string, extra: Record<string, string> = {}) =>
  postAction(
    worker,
    owner,
    { intent: 'booking-move', id, date, time, ...extra },
    { tab: 'schedule' },
  )

describe('the detailer moves a job from the dashboard', () => {
  it('moves it, bumps the invite sequence and emails the customer an updated .ics with the same UID', async () => {
    const date = inDays(40)
    const id = await insertBooking(worker, {
      status: 'confirmed',
      startAt: zonedInstant(date, '09:00', ZONE).toISOString(),
      email: 'mover@example.test',
    })
    const res = await move(id, date, '13:00')
    expect(res.status).toBe(200)
    expect(await pageText(res)).toContain(
      'Appointment moved. The customer was emailed the new time.',
    )
    const moved = await row(id)
    expect(moved?.start_at).toBe(zonedInstant(date, '13:00', ZONE).toISOString())
    expect(moved?.ics_sequence).toBe(1)
    const [mail] = await worker.waitForMail(
      (m) => m.to === 'mover@example.test' && m.subject.startsWith('Moved:'),
    )
    const ics = mail?.attachments.find((a) => a.filename === 'appointment.ics')?.content ?? ''
    expect(ics).toContain('SEQUENCE:1')
    expect(ics).toMatch(/UID:MDH-T\d{5}@mobiledetailhub/)
    expect(ics).toContain(`DTSTART:${date.replace(/-/g, '')}T200000Z`)
    const detailer = await worker.waitForMail((m) => m.subject.startsWith(`Moved: MDH-`))
    expect(detailer.length).toBeGreaterThan(0)
  })

  it('refuses a move onto another confirmed job with a 409 and changes nothing', async () => {
    const date = inDays(41)
    await insertBooking(worker, {
      status: 'confirmed',
      startAt: zonedInstant(date, '09:00', ZONE).toISOString(),
    })
    const id = await insertBooking(worker, {
      status: 'confirmed',
      startAt: zonedInstant(date, '14:00', ZONE).toISOString(),
    })
    const before = await snapshot(worker)
    const res = await move(id, date, '10:00')
    expect(res.status).toBe(409)
    expect(await pageText(res)).toContain('This time overlaps another confirmed appointment.')
    expect(await snapshot(worker)).toEqual(before)
  })

  it("refuses a past time, a bad date and another business's job, changing nothing", async () => {
    const id = await insertBooking(worker, {
      status: 'confirmed',
      startAt: zonedInstant(inDays(42), '09:00', ZONE).toISOString(),
    })
    const other = await insertBooking(worker, {
      affiliateId: 2,
      status: 'confirmed',
      startAt: zonedInstant(inDays(43), '09:00', ZONE).toISOString(),
    })
    const before = await snapshot(worker)
    expect((await move(id, inDays(-2), '09:00')).status).toBe(400)
    expect((await move(id, 'soon', '09:00')).status).toBe(400)
    expect((await move(other, inDays(44), '09:00')).status).toBe(404)
    expect(await snapshot(worker)).toEqual(before)
  })
})

describe('the customer moves their own appointment from the booking page', () => {
  it('to a free time at least 24 hours ahead; the old time frees up and the invite updates', async () => {
    await postAction(worker, owner, hoursForm({ auto_confirm: 'on' }), { tab: 'schedule' })
    const page = await pageText(await worker.fetch(FORM))
    const days = [...page.matchAll(/day=(\d{4}-\d{2}-\d{2})#choose-a-time/g)].map((m) => m[1])
    const dayHtml = await pageText(await worker.fetch(`${FORM}&day=${days[4]}`))
    const slot = /name="slot"[^>]*value="([^"]+)"/.exec(dayHtml)?.[1] ?? ''
    const { pagePath } = await bookProved(
      worker,
      customer({ slot, email: 'self-mover@example.test' }),
    )
    const bookingPage = await pageText(await worker.fetch(pagePath))
    expect(bookingPage).toContain('Move to another time')
    const target =
      [...bookingPage.matchAll(/name="slot"[^>]*value="([^"]+)"/g)]
        .map((m) => m[1])
        .find((s) => s !== slot) ?? ''
    const res = await postForm(worker, pagePath, { intent: 'move', slot: target })
    expect(res.status).toBe(302)
    const stored = await worker.db
      .prepare('SELECT start_at, ics_sequence FROM booking_requests WHERE customer_email = ?')
      .bind('self-mover@example.test')
      .first<{ start_at: string; ics_sequence: number }>()
    expect(stored).toEqual({ start_at: target, ics_sequence: 1 })
    const [mail] = await worker.waitForMail(
      (m) => m.to === 'self-mover@example.test' && m.subject.startsWith('Moved:'),
    )
    expect(mail?.attachments.find((a) => a.filename === 'appointment.ics')?.content).toContain(
      'SEQUENCE:1',
    )
    // The old time is offered again.
    const again = await pageText(await worker.fetch(`${FORM}&day=${days[4]}`))
    expect(again).toContain(`value="${slot}"`)
    await postAction(worker, owner, hoursForm(), { tab: 'schedule' })
  })

  it('cannot move to a taken or made-up time (409/400) and the booking stays put', async () => {
    // Two working days (a Sunday has no times: the form would offer the next ones instead, and
    // the first of those may be too soon to move).
    const [day, takenDay] = workingDaysFrom(20, 2)
    const taken = zonedInstant(takenDay ?? '', '09:00', ZONE).toISOString()
    await insertBooking(worker, { status: 'confirmed', startAt: taken })
    await postAction(worker, owner, hoursForm({ auto_confirm: 'on' }), { tab: 'schedule' })
    const page = await pageText(await worker.fetch(`${FORM}&day=${day}`))
    const slot = /name="slot"[^>]*value="([^"]+)"/.exec(page)?.[1] ?? ''
    expect(slot).toBe(zonedInstant(day ?? '', '08:00', ZONE).toISOString())
    const { pagePath } = await bookProved(worker, customer({ slot, email: 'stay@example.test' }))
    await postAction(worker, owner, hoursForm(), { tab: 'schedule' })
    const before = await snapshot(worker)
    const clash = await postForm(worker, pagePath, { intent: 'move', slot: taken })
    expect(clash.status).toBe(409)
    expect(await pageText(clash)).toContain('Sorry, that time was just taken.')
    expect((await postForm(worker, pagePath, { intent: 'move', slot: 'noon' })).status).toBe(400)
    expect(await snapshot(worker)).toEqual(before)
  })
})
