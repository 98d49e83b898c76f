import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zonedInstant } from '~/lib/dashboard/time'
import {
  inDays,
  insertBooking,
  outboxRows,
  pageText,
  postAction,
} from '../support/dashboard-business'
import { loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// Reminders (issue 26): the Cron Trigger queues the day-before and the morning-of emails through
// the outbox, exactly once each, never for cancelled or moved jobs. The clock is the cron's
// scheduled time. jps is in America/Phoenix (UTC−7, no DST).

const ZONE = 'America/Phoenix'
const HOUR = 3_600_000

let worker: TestWorker
let owner: string
beforeAll(async () => {
  worker = await startWorker()
  owner = (await loginAs(worker, 'jps@demo.test')).cookie
})
afterAll(() => worker.dispose())

const reminders = async (email: string) =>
  (await outboxRows(worker)).filter(
    (r) => r.to_address === email && r.template === 'booking.reminder',
  )

describe('the scheduled handler sends reminders', () => {
  it('the day before and on the morning, once each, however often it runs', async () => {
    const date = inDays(10)
    const start = zonedInstant(date, '09:00', ZONE)
    const email = 'remind-me@example.test'
    await insertBooking(worker, { status: 'confirmed', startAt: start.toISOString(), email })
    await worker.cron(new Date(start.getTime() - 30 * HOUR))
    expect(await reminders(email)).toHaveLength(0)
    await worker.cron(new Date(start.getTime() - 20 * HOUR))
    await worker.cron(new Date(start.getTime() - 19 * HOUR))
    expect((await reminders(email)).map((r) => r.payload.kind)).toEqual(['day-before'])
    const [dayBefore] = await worker.waitForMail(
      (m) => m.to === email && m.subject.startsWith('Tomorrow:'),
    )
    expect(dayBefore?.text).toContain("A reminder: JP's Mobile Detailing comes to")
    // 07:00 on the day, two hours before the 09:00 job.
    await worker.cron(new Date(start.getTime() - 2.5 * HOUR))
    await worker.cron(new Date(start.getTime() - 2 * HOUR))
    expect((await reminders(email)).map((r) => r.payload.kind)).toEqual(['day-before', 'morning'])
    const [morning] = await worker.waitForMail(
      (m) => m.to === email && m.subject.startsWith('Today:'),
    )
    expect(morning?.subject).toBe('Today: Signature Detail at 9:00 AM')
    expect(morning?.html).toContain('See you at 9:00 AM')
    expect(morning?.text).toContain('at 9:00 AM today')
  })

  it('never for a cancelled job', async () => {
    const start = zonedInstant(inDays(11), '10:00', ZONE)
    const email = 'cancelled@example.test'
    await insertBooking(worker, { status: 'cancelled', startAt: start.toISOString(), email })
    await worker.cron(new Date(start.getTime() - 20 * HOUR))
    await worker.cron(new Date(start.getTime() - 2 * HOUR))
    expect(await reminders(email)).toHaveLength(0)
  })

  it('for the new time of a moved job, and not again for the old one', async () => {
    const date = inDays(12)
    const start = zonedInstant(date, '09:00', ZONE)
    const email = 'moved@example.test'
    const id = await insertBooking(worker, {
      status: 'confirmed',
      startAt: start.toISOString(),
      email,
    })
    await worker.cron(new Date(start.getTime() - 20 * HOUR))
    expect(await reminders(email)).toHaveLength(1)
    const moved = await postAction(
      worker,
      owner,
      { intent: 'booking-move', id, date: inDays(13), time: '15:00' },
      { tab: 'schedule' },
    )
    expect(moved.status).toBe(200)
    const newStart = zonedInstant(inDays(13), '15:00', ZONE)
    // The old morning passes: nothing for 09:00.
    await worker.cron(new Date(start.getTime() - 2 * HOUR))
    expect(await reminders(email)).toHaveLength(1)
    await worker.cron(new Date(newStart.getTime() - 20 * HOUR))
    await worker.cron(new Date(newStart.getTime() - 7 * HOUR))
    const sent = await reminders(email)
    expect(sent.map((r) => r.payload.kind)).toEqual(['day-before', 'day-before', 'morning'])
    expect(sent.at(-1)?.payload.startAt).toBe(newStart.toISOString())
  })
})

describe('On my way', () => {
  it("emails the customer when texts are not set up, and only for this business's confirmed jobs", async () => {
    const email = 'omw@example.test'
    const id = await insertBooking(worker, {
      status: 'confirmed',
      startAt: zonedInstant(inDays(14), '09:00', ZONE).toISOString(),
      email,
    })
    const res = await postAction(
      worker,
      owner,
      { intent: 'booking-on-my-way', id },
      { tab: 'schedule' },
    )
    expect(res.status).toBe(200)
    expect(await pageText(res)).toContain('Emailed Pat Customer.')
    const [mail] = await worker.waitForMail(
      (m) => m.to === email && m.subject.endsWith('is on the way'),
    )
    expect(mail).toBeDefined()
    const other = await insertBooking(worker, {
      affiliateId: 2,
      status: 'confirmed',
      startAt: zonedInstant(inDays(14), '12:00', ZONE).toISOString(),
    })
    expect(
      (
        await postAction(
          worker,
          owner,
          { intent: 'booking-on-my-way', id: other },
          { tab: 'schedule' },
        )
      ).status,
    ).toBe(404)
    const pending = await insertBooking(worker, {})
    expect(
      (
        await postAction(
          worker,
          owner,
          { intent: 'booking-on-my-way', id: pending },
          { tab: 'schedule' },
        )
      ).status,
    ).toBe(409)
  })
})
