import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coalescingD1 } from '~/server/d1-coalesce.server'
import { countingD1, newCount } from '~/server/d1-counter.server'
import { startWorker, type TestWorker } from '../support/worker'

// Batches a request makes in the same turn go to D1 as one (decision 017), each caller getting
// exactly its own results, in its own order.

let worker: TestWorker
let d1: D1Database
beforeAll(async () => {
  worker = await startWorker()
  d1 = await worker.d1()
})
afterAll(() => worker.dispose())

const slugOf = (db: D1Database, id: number) =>
  db.prepare('SELECT slug FROM affiliates WHERE id = ?').bind(id)

describe('coalescingD1', () => {
  it('sends batches made together as one and gives each caller its results', async () => {
    const count = newCount()
    const db = coalescingD1(countingD1(d1, count), true)
    const [a, b] = await Promise.all([
      db.batch([slugOf(db, 1), slugOf(db, 2)]),
      db.batch([db.prepare("SELECT count(*) AS n FROM affiliates WHERE slug = 'jps'")]),
    ])
    expect(count.roundTrips).toBe(1)
    expect(count.statements).toBe(3)
    expect(a.map((r) => r.results)).toEqual([[{ slug: 'jps' }], [{ slug: 'abc' }]])
    expect(b[0]?.results).toEqual([{ n: 1 }])
  })

  it('sends a batch made after the first came back on its own', async () => {
    const count = newCount()
    const db = coalescingD1(countingD1(d1, count), true)
    await db.batch([slugOf(db, 1)])
    await db.batch([slugOf(db, 2)])
    expect(count.roundTrips).toBe(2)
  })

  it('fails only the caller whose statement fails', async () => {
    const db = coalescingD1(d1, true)
    const [good, bad] = await Promise.allSettled([
      db.batch([slugOf(db, 1)]),
      db.batch([db.prepare('SELECT nope FROM affiliates')]),
    ])
    expect(good.status === 'fulfilled' ? good.value[0]?.results : good.reason).toEqual([
      { slug: 'jps' },
    ])
    expect(bad.status).toBe('rejected')
    expect((await db.batch([slugOf(db, 2)]))[0]?.results).toEqual([{ slug: 'abc' }])
  })

  it('leaves the binding alone when asked not to merge (writes)', () => {
    expect(coalescingD1(d1, false)).toBe(d1)
  })
})
