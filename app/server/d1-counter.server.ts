/*
 * Counts the D1 statements and round trips one request makes, for the statement budgets of the
 * tests and the benchmark (decision 015). Only wired in when COUNT_D1 = '1' and APP_ENV is not
 * 'production', so a deployed Worker neither wraps D1 nor sends the headers.
 */

export interface D1Count {
  statements: number
  roundTrips: number
  /** The distinct SQL texts run, so tests can check each one's query plan. */
  queries: Set<string>
  /**
   * Each statement run with the values bound to it (JSON), so tests can run it again and read
   * how many rows SQLite read for it (D1's rows_read), which drizzle's raw reads do not return.
   */
  runs: Set<string>
}

export function newCount(): D1Count {
  return { statements: 0, roundTrips: 0, queries: new Set(), runs: new Set() }
}

export function countingEnabled(env: Pick<Env, 'COUNT_D1' | 'APP_ENV'>): boolean {
  return env.COUNT_D1 === '1' && env.APP_ENV !== 'production'
}

const RUNS = new Set(['all', 'run', 'first', 'raw'])

/** A D1Database that counts what passes through it; `batch` is one round trip. */
export function countingD1(d1: D1Database, count: D1Count): D1Database {
  const originals = new WeakMap<object, D1PreparedStatement>()
  const runOf = new WeakMap<object, string>()
  const wrap = (statement: D1PreparedStatement, sql: string, params: unknown[] = []) => {
    const run = JSON.stringify([sql, params])
    const proxy: D1PreparedStatement = new Proxy(statement, {
      get(target, prop, receiver) {
        const value: unknown = Reflect.get(target, prop, receiver)
        if (typeof value !== 'function') return value
        if (prop === 'bind') return (...args: unknown[]) => wrap(target.bind(...args), sql, args)
        if (typeof prop === 'string' && RUNS.has(prop)) {
          return (...args: unknown[]) => {
            count.statements += 1
            count.roundTrips += 1
            count.runs.add(run)
            return Reflect.apply(value, target, args)
          }
        }
        return value.bind(target)
      },
    })
    originals.set(proxy, statement)
    runOf.set(proxy, run)
    return proxy
  }
  return new Proxy(d1, {
    get(target, prop, receiver) {
      if (prop === 'prepare') {
        return (query: string) => {
          count.queries.add(query)
          return wrap(target.prepare(query), query)
        }
      }
      if (prop === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          count.statements += statements.length
          count.roundTrips += 1
          for (const s of statements) count.runs.add(runOf.get(s) ?? '')
          return target.batch(statements.map((s) => originals.get(s) ?? s))
        }
      }
      const value: unknown = Reflect.get(target, prop, receiver)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** Raw-deflated, base64: SQL texts repeat a lot, and headers have a size limit. */
async function packed(text: string): Promise<string> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'))
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer())
  return btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))
}

/** The answer with the request's counts (and its SQL texts, packed) as headers. */
export async function withD1Count(response: Response, count: D1Count): Promise<Response> {
  const counted = new Response(response.body, response)
  counted.headers.set('X-D1-Statements', String(count.statements))
  counted.headers.set('X-D1-Round-Trips', String(count.roundTrips))
  counted.headers.set('X-D1-Queries', await packed(JSON.stringify([...count.queries])))
  counted.headers.set('X-D1-Runs', await packed(`[${[...count.runs].filter(Boolean).join(',')}]`))
  return counted
}
