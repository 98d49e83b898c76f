import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, loginAs, postJson } from '../support/http'
import { type Row } from '../support/matrix'
import { startWorker, type TestWorker } from '../support/worker'

const ROWS: Row[] = Object.values(
  import.meta.glob<{ rows: Row[] }>('./matrix/*.ts', { eager: true }),
).flatMap((m) => m.rows)

const MALFORMED_COOKIES = [
  'mdh_session=%ZZ',
  'mdh_session=not-base64!!',
  'mdh_session=eyJ1c2VySWQiOjEsInRva2VuVmVyc2lvbiI6MH0%3D.forged',
  'mdh_session=',
  `mdh_session=${'A'.repeat(3000)}`,
]

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

function requestFor(row: Row, cookie: string) {
  const form = row.body instanceof URLSearchParams
  return worker.fetch(row.path, {
    method: row.method,
    headers: {
      Cookie: cookie,
      Origin: 'http://localhost',
      ...(row.method === 'GET'
        ? {}
        : { 'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json' }),
    },
    body:
      row.method === 'GET' ? undefined : form ? String(row.body) : JSON.stringify(row.body ?? {}),
  })
}

describe('a session cookie that cannot be read counts as no session', () => {
  // The cookie is read once, before any route's code, and a cookie that cannot be read is no
  // session whichever route it reaches. So every route gets one malformed cookie and each cookie
  // a fifth of the routes (pages, forms and API, reads and writes): every route and every cookie
  // are covered with a fifth of the requests that every route times every cookie took (950).
  it('answers every route of the matrix without a 5xx for a malformed cookie, each cookie on a fifth of them', async () => {
    const failures: string[] = []
    const used = new Set<string>()
    for (const [index, row] of ROWS.entries()) {
      const cookie = MALFORMED_COOKIES[index % MALFORMED_COOKIES.length] ?? ''
      used.add(cookie)
      const res = await requestFor(row, cookie)
      await res.arrayBuffer()
      if (res.status >= 500) failures.push(`${row.method} ${row.path} ${cookie.slice(0, 30)}`)
    }
    expect(failures).toEqual([])
    expect(used.size).toBe(MALFORMED_COOKIES.length)
  }, 120_000)

  it('treats /logout and /api/auth/me as signed out and clears the cookie', async () => {
    const me = await worker.fetch('/api/auth/me', { headers: { Cookie: 'mdh_session=%ZZ' } })
    expect(me.status).toBe(401)
    expect(me.headers.get('set-cookie')).toMatch(/^mdh_session=;.*Expires=Thu, 01 Jan 1970/i)
    const home = await worker.fetch('/', { headers: { Cookie: 'mdh_session=%ZZ' } })
    expect(home.status).toBe(200)
    expect(home.headers.get('set-cookie')).toMatch(/^mdh_session=;/)
    const out = await worker.fetch('/logout', {
      method: 'POST',
      headers: { Cookie: 'mdh_session=%ZZ', Origin: 'http://localhost' },
    })
    expect(out.status).toBe(302)
  })
})

describe('logout ends the sign-in on the server', () => {
  it('refuses a copy of the cookie after POST /api/auth/logout', async () => {
    const { cookie, accessToken } = await loginAs(worker, 'customer@demo.test', '192.0.2.140')
    expect((await worker.fetch('/api/auth/me', { headers: { Cookie: cookie } })).status).toBe(200)
    const out = await postJson(worker, '/api/auth/logout', {}, bearer(accessToken))
    expect(out.status).toBe(200)
    expect((await worker.fetch('/api/auth/me', { headers: { Cookie: cookie } })).status).toBe(401)
    const row = await worker.db
      .prepare(
        "SELECT count(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = 'customer@demo.test' AND s.revoked_at IS NOT NULL",
      )
      .first<{ n: number }>()
    expect(row?.n).toBeGreaterThan(0)
  })

  it('refuses the cookie copy and the access tokens of the sign-in after the page /logout', async () => {
    const { cookie, accessToken } = await loginAs(worker, 'customer@demo.test', '192.0.2.141')
    const out = await worker.fetch('/logout', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'http://localhost' },
    })
    expect(out.status).toBe(302)
    expect(out.headers.get('set-cookie')).toMatch(/^mdh_session=;/)
    expect((await worker.fetch('/api/auth/me', { headers: { Cookie: cookie } })).status).toBe(401)
    const viaToken = await worker.fetch('/api/auth/me', { headers: bearer(accessToken) })
    expect(viaToken.status).toBe(401)
  })

  it('keeps another sign-in of the same user working', async () => {
    const first = await loginAs(worker, 'jps@demo.test', '192.0.2.142')
    const second = await loginAs(worker, 'jps@demo.test', '192.0.2.143')
    await worker.fetch('/logout', {
      method: 'POST',
      headers: { Cookie: first.cookie, Origin: 'http://localhost' },
    })
    expect(
      (await worker.fetch('/api/auth/me', { headers: { Cookie: second.cookie } })).status,
    ).toBe(200)
  })

  it('ends a session after inactivity and at its absolute expiry', async () => {
    const idle = await loginAs(worker, 'abc@demo.test', '192.0.2.144')
    await worker.db
      .prepare(
        "UPDATE sessions SET last_seen_at = '2020-01-01T00:00:00.000Z' WHERE revoked_at IS NULL AND user_id = (SELECT id FROM users WHERE email = 'abc@demo.test')",
      )
      .run()
    expect((await worker.fetch('/api/auth/me', { headers: { Cookie: idle.cookie } })).status).toBe(
      401,
    )
    const old = await loginAs(worker, 'abc@demo.test', '192.0.2.145')
    await worker.db
      .prepare(
        "UPDATE sessions SET expires_at = '2020-01-01T00:00:00.000Z' WHERE revoked_at IS NULL AND user_id = (SELECT id FROM users WHERE email = 'abc@demo.test')",
      )
      .run()
    expect((await worker.fetch('/api/auth/me', { headers: { Cookie: old.cookie } })).status).toBe(
      401,
    )
  })

  it('still ends every session when token_version is bumped (password reset)', async () => {
    const { cookie } = await loginAs(worker, 'admin@demo.test', '192.0.2.146')
    await worker.db
      .prepare("UPDATE users SET token_version = token_version + 1 WHERE email = 'admin@demo.test'")
      .run()
    expect((await worker.fetch('/api/auth/me', { headers: { Cookie: cookie } })).status).toBe(401)
  })
})

describe('two tabs refreshing at once stay signed in', () => {
  it('gives parallel refreshes of one token the same successor, which keeps working', async () => {
    const { refreshToken } = await loginAs(worker, 'jps@demo.test', '192.0.2.147')
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postJson(worker, '/api/auth/refresh', { refreshToken })),
    )
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200))
    const bodies = await Promise.all(
      responses.map((r) => r.json<{ refreshToken: string; accessToken: string }>()),
    )
    const successors = new Set(bodies.map((b) => b.refreshToken))
    expect(successors.size).toBe(1)
    for (const body of bodies) {
      const me = await worker.fetch('/api/auth/me', { headers: bearer(body.accessToken) })
      expect(me.status).toBe(200)
    }
    const [successor] = [...successors]
    const next = await postJson(worker, '/api/auth/refresh', { refreshToken: successor })
    expect(next.status).toBe(200)
  })

  it('still treats a rotated token presented after the grace window as reuse', async () => {
    const { refreshToken } = await loginAs(worker, 'abc@demo.test', '192.0.2.148')
    const first = await postJson(worker, '/api/auth/refresh', { refreshToken })
    const { refreshToken: successor } = await first.json<{ refreshToken: string }>()
    await worker.db
      .prepare(
        "UPDATE refresh_tokens SET rotated_at = '2020-01-01T00:00:00.000Z' WHERE rotated_at IS NOT NULL",
      )
      .run()
    const replay = await postJson(worker, '/api/auth/refresh', { refreshToken })
    expect(replay.status).toBe(401)
    // Reuse revokes the family: the successor stops working too.
    expect((await postJson(worker, '/api/auth/refresh', { refreshToken: successor })).status).toBe(
      401,
    )
  })
})

describe('GET-only API routes', () => {
  it('answer a POST with 405 in the API error shape', async () => {
    for (const path of ['/api/health', '/api/affiliates', '/api/auth/me', '/api/mdh-config']) {
      const res = await postJson(worker, path, {})
      expect(res.status, path).toBe(405)
      expect(await res.json(), path).toMatchObject({
        success: false,
        error: 'Method not allowed',
      })
      expect(res.headers.get('allow'), path).toContain('GET')
    }
  })
})
