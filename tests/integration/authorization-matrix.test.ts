import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, loginAs, type LoginResult } from '../support/http'
import { repoRoot } from '../support/paths'
import { startWorker, type TestWorker } from '../support/worker'

// Every route × every kind of caller, with the status the server must answer. The tenant under
// test is `jps`: "owner" owns it, "other" owns `abc`. A route file missing here fails the suite.
const CALLERS = ['anonymous', 'customer', 'owner', 'other', 'admin'] as const
type Who = (typeof CALLERS)[number]
type Expect = Record<Who, number>

interface Row {
  /** The route module in app/routes that answers this request. */
  route: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  body?: unknown
  expect: Expect
  /** The call ends the caller's session, so it gets a fresh one. */
  freshLogin?: boolean
}

const all = (status: number): Expect => ({
  anonymous: status,
  customer: status,
  owner: status,
  other: status,
  admin: status,
})
const signedIn = (status: number, anonymous: number): Expect => ({ ...all(status), anonymous })

export const MATRIX: Row[] = [
  // Pages
  { route: '_index', method: 'GET', path: '/', expect: all(200) },
  { route: '$slug._index', method: 'GET', path: '/jps', expect: all(200) },
  { route: 'booking', method: 'GET', path: '/booking', expect: all(200) },
  { route: '$slug.booking', method: 'GET', path: '/jps/booking', expect: all(200) },
  { route: 'service.$type', method: 'GET', path: '/service/auto-detailing', expect: all(200) },
  {
    route: '$slug.service.$type',
    method: 'GET',
    path: '/jps/service/auto-detailing',
    expect: all(200),
  },
  { route: 'affiliate-onboarding', method: 'GET', path: '/affiliate-onboarding', expect: all(200) },
  { route: 'login', method: 'GET', path: '/login', expect: all(200) },
  {
    route: 'login',
    method: 'POST',
    path: '/login',
    body: new URLSearchParams({ intent: 'login' }),
    expect: all(400),
  },
  { route: 'logout', method: 'POST', path: '/logout', expect: all(302), freshLogin: true },
  { route: '$', method: 'GET', path: '/no/such/page', expect: all(404) },
  {
    route: 'admin-dashboard',
    method: 'GET',
    path: '/admin-dashboard',
    expect: { anonymous: 302, customer: 302, owner: 302, other: 302, admin: 200 },
  },
  { route: 'affiliate-dashboard', method: 'GET', path: '/affiliate-dashboard', expect: all(302) },
  {
    route: '$slug.dashboard',
    method: 'GET',
    path: '/jps/dashboard',
    expect: { anonymous: 302, customer: 302, owner: 200, other: 302, admin: 200 },
  },
  // API
  { route: 'api.health', method: 'GET', path: '/api/health', expect: all(200) },
  { route: 'api.auth.login', method: 'POST', path: '/api/auth/login', body: {}, expect: all(400) },
  {
    route: 'api.auth.register',
    method: 'POST',
    path: '/api/auth/register',
    body: {},
    expect: all(400),
  },
  {
    route: 'api.auth.refresh',
    method: 'POST',
    path: '/api/auth/refresh',
    body: {},
    expect: all(400),
  },
  { route: 'api.auth.me', method: 'GET', path: '/api/auth/me', expect: signedIn(200, 401) },
  {
    route: 'api.auth.logout',
    method: 'POST',
    path: '/api/auth/logout',
    body: {},
    expect: signedIn(200, 401),
    freshLogin: true,
  },
]

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
