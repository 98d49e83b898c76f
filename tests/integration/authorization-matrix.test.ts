import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, loginAs, type LoginResult } from '../support/http'
import { CALLERS, type Expect, type Row, type Who } from '../support/matrix'
import { repoRoot } from '../support/paths'
import { startWorker, type TestWorker } from '../support/worker'

// Every route × every kind of caller, with the status the server must answer. Rows live by domain
// in ./matrix/*.ts (see ../support/matrix.ts); a route file missing from them fails the suite.
const MATRIX: Row[] = Object.values(
  import.meta.glob<{ rows: Row[] }>('./matrix/*.ts', { eager: true }),
).flatMap((m) => m.rows)

const EMAILS: Record<Exclude<Who, 'anonymous'>, string> = {
  customer: 'customer@demo.test',
  owner: 'jps@demo.test',
  other: 'abc@demo.test',
  admin: 'admin@demo.test',
}

let worker: TestWorker
const sessions = new Map<Who, LoginResult>()
beforeAll(async () => {
  worker = await startWorker()
  for (const who of CALLERS)
    if (who !== 'anonymous') sessions.set(who, await loginAs(worker, EMAILS[who]))
})
afterAll(() => worker.dispose())

async function call(row: Row, who: Who): Promise<number> {
  const headers: Record<string, string> = { Origin: 'http://localhost' }
  if (who !== 'anonymous') {
    const email = EMAILS[who]
    const session = row.freshLogin ? await loginAs(worker, email) : sessions.get(who)
    if (!session) throw new Error(`no session for ${who}`)
    // The API is exercised with bearer tokens, pages with the cookie session.
    Object.assign(
      headers,
      row.path.startsWith('/api/') ? bearer(session.accessToken) : { Cookie: session.cookie },
    )
  }
  let body: string | undefined
  if (row.body instanceof URLSearchParams) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded'
    body = row.body.toString()
  } else if (row.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(row.body)
  }
  const response = await worker.fetch(row.path, { method: row.method, headers, body })
  await response.arrayBuffer()
  return response.status
}

describe('authorization matrix', () => {
  it('covers every route module', () => {
    const routes = readdirSync(join(repoRoot, 'app', 'routes'))
      .filter((f) => /\.(tsx?)$/.test(f))
      .map((f) => f.replace(/\.tsx?$/, ''))
    const covered = new Set(MATRIX.map((r) => r.route))
    expect(routes.filter((r) => !covered.has(r))).toEqual([])
  })

  for (const row of MATRIX) {
    it(`${row.method} ${row.path}`, async () => {
      const actual: Partial<Expect> = {}
      for (const who of CALLERS) actual[who] = await call(row, who)
      expect(actual).toEqual(row.expect)
    })
  }
})
