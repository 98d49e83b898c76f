import { describe, expect, it } from 'vitest'
import { runAdminQuery } from '~/server/admin/query.server'

// Against D1 proper a console statement that runs too long is answered with an error at the time
// limit. (A local workerd runs D1 on the request's thread, so an integration test cannot show it;
// this drives the same code with a database whose answer never comes.)
function stalledD1(): D1Database {
  const statement = (sql: string) => ({
    all: () =>
      Promise.resolve({
        results: sql.startsWith('EXPLAIN') ? [{ opcode: 'Init', p1: 0, p2: 1, p5: 0 }] : [],
      }),
    raw: () => new Promise<never>(() => {}),
  })
  const d1: Pick<D1Database, 'prepare'> = {
    prepare: (sql: string) => Object.assign(Object.create(null), statement(sql)),
  }
  return Object.assign(Object.create(null), d1)
}

describe('the SQL console time bound', () => {
  it('answers a statement still running at the limit with a clear error', async () => {
    const started = Date.now()
    const outcome = await runAdminQuery(
      stalledD1(),
      'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c',
      { timeLimitMs: 200 },
    )
    expect(outcome).toEqual({
      ok: false,
      error: 'Query execution failed',
      message: 'Query took longer than 0.2 seconds and was stopped',
    })
    expect(Date.now() - started).toBeLessThan(2000)
  })
})
