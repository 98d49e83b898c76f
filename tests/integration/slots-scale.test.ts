import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appointmentsSql } from '../../scripts/bench/large-db'
import { startWorker, type TestWorker } from '../support/worker'

// Live times at scale (issue 26): the booking form of a detailer with 2,000 confirmed
// appointments answers within 1.5× of the same form over an empty calendar. Medians of
// sequential requests through the real worker, after a warm-up.

const FORM = '/jps/booking/request?vehicle=car&service=1&tier=2'
const RUNS = 25

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

async function median(path: string) {
  for (let i = 0; i < 15; i++) await (await worker.fetch(path)).text()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now()
    const res = await worker.fetch(path)
    await res.text()
    times.push(performance.now() - t)
    expect(res.status).toBe(200)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(RUNS / 2)] ?? 0
}

describe('Choose a time at scale', () => {
  it('answers for a detailer with 2,000 appointments within 1.5× of an empty calendar', async () => {
    const empty = await median(FORM)
    await worker.db.prepare(appointmentsSql(1, 2_000)).run()
    const count = await worker.db
      .prepare(
        "SELECT count(*) AS n FROM booking_requests WHERE affiliate_id = 1 AND status = 'confirmed'",
      )
      .first<{ n: number }>()
    expect(count?.n).toBeGreaterThanOrEqual(2_000)
    const full = await median(FORM)
    console.log(
      `live times p50: empty ${empty.toFixed(1)} ms, 2,000 appointments ${full.toFixed(1)} ms (×${(full / empty).toFixed(2)})`,
    )
    expect(full).toBeLessThanOrEqual(empty * 1.5)
  })
})
