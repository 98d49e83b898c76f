import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, loginAs, type LoginResult, postJson } from '../support/http'
import { CALLERS, type Row, type Who } from '../support/matrix'
import { startWorker, type TestWorker } from '../support/worker'

// A replayed refresh token ends its whole sign-in, and nothing that depends on who is signed in
// may be stored by a browser or a proxy.

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
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

const me = (headers: Record<string, string>) => worker.fetch('/api/auth/me', { headers })

describe('replaying a rotated refresh token after the grace window', () => {
  it('ends the sign-in: its access token and its cookie are refused afterwards', async () => {
    const { refreshToken, accessToken, cookie } = await loginAs(
      worker,
      'customer@demo.test',
      '192.0.2.171',
    )
    const first = await postJson(worker, '/api/auth/refresh', { refreshToken })
    expect(first.status).toBe(200)
    const { accessToken: fresh } = await first.json<{ accessToken: string }>()
    expect((await me(bearer(fresh))).status).toBe(200)
    expect((await me({ Cookie: cookie })).status).toBe(200)
    await worker.db
      .prepare(
        "UPDATE refresh_tokens SET rotated_at = '2020-01-01T00:00:00.000Z' WHERE rotated_at IS NOT NULL",
      )
      .run()

    const replay = await postJson(worker, '/api/auth/refresh', { refreshToken })
    expect(replay.status).toBe(401)
    expect((await me(bearer(accessToken))).status).toBe(401)
    expect((await me(bearer(fresh))).status).toBe(401)
    expect((await me({ Cookie: cookie })).status).toBe(401)
    const dashboard = await worker.fetch('/jps/dashboard', {
      headers: { Cookie: cookie },
      redirect: 'manual',
    })
    expect(dashboard.status).toBe(302)
  })

  it('leaves the same user’s other sign-ins working', async () => {
    const other = await loginAs(worker, 'abc@demo.test', '192.0.2.172')
    const leaked = await loginAs(worker, 'abc@demo.test', '192.0.2.173')
    await postJson(worker, '/api/auth/refresh', { refreshToken: leaked.refreshToken })
    await worker.db
      .prepare(
        "UPDATE refresh_tokens SET rotated_at = '2020-01-01T00:00:00.000Z' WHERE rotated_at IS NOT NULL",
      )
      .run()
    expect(
      (await postJson(worker, '/api/auth/refresh', { refreshToken: leaked.refreshToken })).status,
    ).toBe(401)
    expect((await me({ Cookie: leaked.cookie })).status).toBe(401)
    expect((await me({ Cookie: other.cookie })).status).toBe(200)
    expect((await me(bearer(other.accessToken))).status).toBe(200)
  })
})

describe('answers that depend on who is signed in are never cached', () => {
  const sessions = new Map<Who, LoginResult>()
  beforeAll(async () => {
    for (const who of CALLERS)
      if (who !== 'anonymous')
        sessions.set(who, await loginAs(worker, EMAILS[who], `192.0.2.18${sessions.size}`))
  })

  it('sends Cache-Control: private, no-store on every page and API read a signed-in caller gets', async () => {
    const cacheable: string[] = []
    const reads = MATRIX.filter((r) => r.method === 'GET' && !r.path.startsWith('/uploads/'))
    expect(reads.length).toBeGreaterThan(30)
    for (const row of reads) {
      for (const [who, session] of sessions) {
        const api = row.path.startsWith('/api/')
        const res = await worker.fetch(row.path, {
          headers: api ? bearer(session.accessToken) : { Cookie: session.cookie },
          redirect: 'manual',
        })
        await res.arrayBuffer()
        const control = res.headers.get('Cache-Control')
        if (control !== 'private, no-store') cacheable.push(`${who} ${row.path}: ${control}`)
      }
    }
    expect(cacheable).toEqual([])
  })

  it('sends it on private pages even to a caller who is not signed in', async () => {
    for (const path of [
      '/jps/dashboard',
      '/admin-dashboard',
      '/affiliate-dashboard',
      '/api/auth/me',
    ]) {
      const res = await worker.fetch(path, { redirect: 'manual' })
      await res.arrayBuffer()
      expect(res.headers.get('Cache-Control'), path).toBe('private, no-store')
    }
  })

  it('sends it with the cookie a sign-in sets', async () => {
    const res = await postJson(
      worker,
      '/api/auth/login',
      { email: 'customer@demo.test', password: 'Demo-pass-2026!' },
      { 'CF-Connecting-IP': '192.0.2.190' },
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('keeps public pages cacheable for anonymous visitors', async () => {
    const res = await worker.fetch('/jps')
    expect(res.headers.get('Cache-Control')).not.toContain('private')
  })
})
