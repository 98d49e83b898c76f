import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appointmentsSql } from '../../scripts/bench/large-db'
import { d1Use, rowsRead } from '../support/scale'
import { startWorker, type TestWorker } from '../support/worker'

// Live times at scale (issue 26): the booking form of a detailer with 2,000 confirmed
// appointments reads what its horizon holds, not the whole calendar. A count, not a timing
// (timings live in `npm run bench`, row "/jps/booking/request (live times)"): the rows SQLite
// reads grow by the appointments inside the days offered, three a day, and no more.

const FORM = '/jps/booking/request?vehicle=car&service=1&tier=2'
/** The days a customer is offered (decision 027) and the seed's three appointments a day. */
const HORIZON_DAYS = 61
const PER_DAY = 3

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker({ bindings: { COUNT_D1: '1' } })
})
afterAll(() => worker.dispose())

async function cost(path: string) {
  const response = await worker.fetch(path)
  expect(response.status).toBe(200)
  await response.text()
  const use = d1Use(response)
  return { roundTrips: use.roundTrips, rows: await rowsRead(worker, use.runs) }
}

describe('Choose a time at scale', () => {
  it('reads for a detailer with 2,000 appointments only the appointments in the days it offers', async () => {
    const empty = await cost(FORM)
    await worker.db.prepare(appointmentsSql(1, 2_000)).run()
    const count = await worker.db
      .prepare(
        "SELECT count(*) AS n FROM booking_requests WHERE affiliate_id = 1 AND status = 'confirmed'",
      )
      .first<{ n: number }>()
    expect(count?.n).toBeGreaterThanOrEqual(2_000)
    const full = await cost(FORM)
    expect(full.roundTrips).toBe(empty.roundTrips)
    expect(full.rows - empty.rows).toBeLessThanOrEqual(HORIZON_DAYS * PER_DAY * 2)
    expect(full.rows).toBeLessThan(2_000)
  })
})
