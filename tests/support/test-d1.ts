// The tests' own handle on a worker's D1, by plain async HTTP to a small worker beside the app
// that shares its database. Miniflare's D1 proxy answers `prepare` and `bind` (synchronous in the
// D1 API) through a synchronous channel to a helper thread; on a loaded machine that channel
// now and then hands back no message ("AssertionError: false == true" in fetch-sync), failing a
// test whose behaviour was right. Here nothing is synchronous: a statement is its SQL and values
// until it runs.

/** The script of the worker that runs the tests' statements against the shared DB binding. */
export const SQL_WORKER_SCRIPT = `
export default {
  async fetch(request, env) {
    const { batch, statements } = await request.json()
    const prepared = statements.map((s) => env.DB.prepare(s.sql).bind(...s.params))
    try {
      if (batch) return Response.json({ ok: true, value: await env.DB.batch(prepared) })
      const [statement] = prepared
      const { method, column } = statements[0]
      const value =
        method === 'first' ? await statement.first(column ?? undefined)
        : method === 'all' ? await statement.all()
        : method === 'raw' ? await statement.raw()
        : await statement.run()
      return Response.json({ ok: true, value })
    } catch (error) {
      const cause = error && error.cause ? String(error.cause.message ?? error.cause) : ''
      return Response.json({ ok: false, message: String(error && error.message), cause })
    }
  },
}`

type Send = (body: unknown) => Promise<{ json(): Promise<unknown> }>
type Row = Record<string, unknown>
type Method = 'first' | 'all' | 'raw' | 'run'

export interface TestD1Result<T = Row> {
  results: T[]
  success: boolean
  meta: { rows_read?: number; rows_written?: number; changes?: number; last_row_id?: number }
}

export interface TestD1Statement {
  readonly sql: string
  readonly params: unknown[]
  bind(...params: unknown[]): TestD1Statement
  first<T = Row>(column?: string): Promise<T | null>
  all<T = Row>(): Promise<TestD1Result<T>>
  raw<T = unknown[]>(): Promise<T[]>
  run<T = Row>(): Promise<TestD1Result<T>>
}

export interface TestD1 {
  prepare(sql: string): TestD1Statement
  batch<T = Row>(statements: TestD1Statement[]): Promise<TestD1Result<T>[]>
}

async function call<T>(send: Send, body: unknown): Promise<T> {
  const answer = await (await send(body)).json()
  if (typeof answer !== 'object' || answer === null || !('ok' in answer))
    throw new Error('The SQL worker gave no answer')
  if (!answer.ok) {
    const message = 'message' in answer && typeof answer.message === 'string' ? answer.message : ''
    const cause = 'cause' in answer && typeof answer.cause === 'string' ? answer.cause : ''
    throw new Error(message || 'D1 statement failed', {
      cause: cause ? new Error(cause) : undefined,
    })
  }
  // The SQL worker answers what D1 returned for this call; its shape is D1's.
  return ('value' in answer ? answer.value : null) as T
}

export function testD1(send: Send): TestD1 {
  const statement = (sql: string, params: unknown[]): TestD1Statement => {
    const one = <T>(method: Method, column?: string) =>
      call<T>(send, { batch: false, statements: [{ sql, params, method, column }] })
    return {
      sql,
      params,
      bind: (...values) => statement(sql, values),
      first: (column) => one('first', column),
      all: () => one('all'),
      raw: () => one('raw'),
      run: () => one('run'),
    }
  }
  return {
    prepare: (sql) => statement(sql, []),
    batch: (statements) =>
      call(send, {
        batch: true,
        statements: statements.map(({ sql, params }) => ({ sql, params })),
      }),
  }
}
