import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zonedInstant } from '~/lib/dashboard/time'
import { inDays, insertBooking, outboxRows } from '../support/dashboard-business'
import { startWorker, type TestWorker } from '../support/worker'

// The documented local trigger, GET /cdn-cgi/handler/scheduled?cron=…, answered by the app
// itself (as under `npm run dev`, where no runtime claims the path first): it runs what the
// Cron Trigger runs, only for a loopback host, and refuses a bad query in words.

const ZONE = 'America/Phoenix'
const HOUR = 3_600_000

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

const trigger = (query: string, host?: string) =>
  worker.fetch(`/cdn-cgi/handler/scheduled${query}`, { host })

async function weatherMail(id: number) {
  return (await outboxRows(worker)).filter(
    (r) => r.template.startsWith('weather.') && r.payload.bookingId === id,
  )
}

describe('GET /cdn-cgi/handler/scheduled', () => {
  it('runs the every-minute cron at the given time: a rainy job is asked about', async () => {
    const start = zonedInstant(inDays(9), '09:00', ZONE)
    const id = await insertBooking(worker, {
      status: 'confirmed',
      startAt: start.toISOString(),
      email: 'trigger-rain@example.test',
    })
    const fake = await worker.fetch('/api/dev/weather', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        zip: '89101',
        from: new Date(start.getTime() - HOUR).toISOString(),
        to: new Date(start.getTime() + 3 * HOUR).toISOString(),
        precipitation: 90,
        temperatureF: 60,
        windMph: 5,
      }),
    })
    expect(fake.status).toBe(201)
    const time = start.getTime() - 70 * HOUR

    // Not a loopback host: the route does not exist, and nothing ran.
    const away = await trigger(`?cron=*+*+*+*+*&time=${time}`, 'mobiledetailhub.com')
    expect(away.status).toBe(404)
    expect(await weatherMail(id)).toHaveLength(0)

    const run = await trigger(`?cron=*+*+*+*+*&time=${time}`)
    expect(run.status).toBe(200)
    expect(await run.text()).toBe('ok')
    expect(run.headers.get('Cache-Control')).toBe('no-store')
    const queued = await weatherMail(id)
    expect(queued.map((r) => r.template).sort()).toEqual([
      'weather.alert',
      'weather.alert-detailer',
    ])
    // The run ended with the outbox: the customer's message has left.
    const sent = worker.sent.filter((m) => m.to === 'trigger-rain@example.test')
    expect(sent.map((m) => m.subject)).toEqual([expect.stringMatching(/^Rain is likely on /)])
  })

  it('refuses an unknown cron or a bad time in words, running nothing', async () => {
    const before = (await outboxRows(worker)).length
    const cron = await trigger('?cron=0+0+*+*+*')
    expect(cron.status).toBe(400)
    expect(await cron.json()).toMatchObject({
      error: 'cron must be one of: * * * * *, */5 * * * *',
    })
    const time = await trigger('?time=yesterday')
    expect(time.status).toBe(400)
    expect(await time.json()).toMatchObject({ error: 'time must be milliseconds since 1970' })
    expect((await outboxRows(worker)).length).toBe(before)
  })
})
