import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '~/server/auth/jwt.server'
import { base64UrlEncode, utf8 } from '~/server/auth/encoding.server'
import { type AuthBody, bearer, count, DEMO_PASSWORD, loginAs, postJson } from '../support/http'
import { startWorker, TEST_SECRETS, type TestWorker } from '../support/worker'

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

const me = (headers: Record<string, string>) => worker.fetch('/api/auth/me', { headers })

describe('register → login → me → refresh → reuse → logout', () => {
  it('runs the whole token life cycle', async () => {
    const register = await postJson(worker, '/api/auth/register', {
      email: 'New.Person@Example.test',
      password: 'long-enough-pass',
      name: 'New Person',
      phone: '(602) 555-0199',
    })
    expect(register.status).toBe(201)
    const registered = await register.json<AuthBody>()
    expect(registered).toMatchObject({
      success: true,
      user: {
        name: 'New Person',
        email: 'new.person@example.test',
        phone: '(602) 555-0199',
        role: 'user',
        affiliate_id: null,
      },
      message: expect.any(String),
    })
    expect(Object.keys(registered.user).sort()).toEqual([
      'affiliate_id',
      'affiliate_slug',
      'email',
      'id',
      'is_admin',
      'name',
      'phone',
      'role',
    ])
    expect(registered.accessToken.split('.')).toHaveLength(3)
    expect(registered.refreshToken.length).toBeGreaterThanOrEqual(22)

    const login = await postJson(worker, '/api/auth/login', {
      email: 'new.person@example.test',
      password: 'long-enough-pass',
    })
    expect(login.status).toBe(200)
    const first = await login.json<AuthBody>()

    const who = await me(bearer(first.accessToken))
    expect(who.status).toBe(200)
    expect((await who.json<AuthBody>()).user).toMatchObject({
      email: 'new.person@example.test',
      role: 'user',
    })

    const refreshed = await postJson(worker, '/api/auth/refresh', {
      refreshToken: first.refreshToken,
    })
    expect(refreshed.status).toBe(200)
    const second = await refreshed.json<AuthBody>()
    expect(second.refreshToken).not.toBe(first.refreshToken)
    expect((await me(bearer(second.accessToken))).status).toBe(200)

    // Within the grace window (a second tab) the rotated token gets the same successor back.
    const graced = await postJson(worker, '/api/auth/refresh', { refreshToken: first.refreshToken })
    expect(graced.status).toBe(200)
    expect((await graced.json<AuthBody>()).refreshToken).toBe(second.refreshToken)
    await worker.db
      .prepare(
        "UPDATE refresh_tokens SET rotated_at = '2020-01-01T00:00:00.000Z' WHERE rotated_at IS NOT NULL",
      )
      .run()
    // After it, presenting the rotated token again revokes the whole family, the newest included.
    const reuse = await postJson(worker, '/api/auth/refresh', { refreshToken: first.refreshToken })
    expect(reuse.status).toBe(401)
    const afterReuse = await postJson(worker, '/api/auth/refresh', {
      refreshToken: second.refreshToken,
    })
    expect(afterReuse.status).toBe(401)

    const third = await (
      await postJson(worker, '/api/auth/login', {
        email: 'new.person@example.test',
        password: 'long-enough-pass',
      })
    ).json<AuthBody>()
    const logout = await postJson(worker, '/api/auth/logout', {}, bearer(third.accessToken))
    expect(logout.status).toBe(200)
    expect((await me(bearer(third.accessToken))).status).toBe(401)
    expect(
      (await postJson(worker, '/api/auth/refresh', { refreshToken: third.refreshToken })).status,
    ).toBe(401)
  })

  it('stores refresh tokens only as hashes', async () => {
    const { refreshToken } = await loginAs(worker, 'customer@demo.test')
    const stored = await worker.db
      .prepare('SELECT count(*) AS n FROM refresh_tokens WHERE token_hash = ?')
      .bind(refreshToken)
      .first<{ n: number }>()
    expect(stored?.n).toBe(0)
  })

  it('derives admin from the legacy is_admin flag when role is absent', async () => {
    await worker.db
      .prepare("UPDATE users SET role = NULL, is_admin = 1 WHERE email = 'admin@demo.test'")
      .run()
    const { user } = await loginAs(worker, 'admin@demo.test', '203.0.113.77')
    expect(user.role).toBe('admin')
    await worker.db.prepare("UPDATE users SET role = 'admin' WHERE email = 'admin@demo.test'").run()
  })
})

describe('login errors (spec §8)', () => {
  it("answers an unknown email exactly like a wrong password: 401 'Email or password is incorrect'", async () => {
    const wrong = await postJson(
      worker,
      '/api/auth/login',
      { email: 'jps@demo.test', password: 'nope-nope' },
      { 'CF-Connecting-IP': '198.51.100.1' },
    )
    const unknown = await postJson(
      worker,
      '/api/auth/login',
      { email: 'ghost@demo.test', password: 'nope-nope' },
      { 'CF-Connecting-IP': '198.51.100.1' },
    )
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    const [a, b] = [await wrong.json<AuthBody>(), await unknown.json<AuthBody>()]
    expect(a).toEqual(b)
    expect(a).toMatchObject({
      success: false,
      error: 'Email or password is incorrect',
      remainingAttempts: 4,
    })
  })

  it('rate limits the 6th failed attempt for the same email and client with 429', async () => {
    const headers = { 'CF-Connecting-IP': '198.51.100.2' }
    const remaining: number[] = []
    for (let i = 0; i < 5; i++) {
      const res = await postJson(
        worker,
        '/api/auth/login',
        { email: 'abc@demo.test', password: `wrong-${i}` },
        headers,
      )
      expect(res.status).toBe(401)
      remaining.push((await res.json<AuthBody>()).remainingAttempts)
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0])
    const sixth = await postJson(
      worker,
      '/api/auth/login',
      { email: 'abc@demo.test', password: DEMO_PASSWORD },
      headers,
    )
    expect(sixth.status).toBe(429)
    const body = await sixth.json<AuthBody>()
    expect(body).toMatchObject({ success: false, error: 'Rate limited', remainingAttempts: 0 })
    expect(body.retryAfterSeconds).toBeGreaterThan(800)
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(900)
    expect(new Date(body.resetTime).getTime()).toBeGreaterThan(Date.now())
    expect(Number(sixth.headers.get('retry-after'))).toBe(body.retryAfterSeconds)
    // Counted in D1, so a restart does not reset them; another client is unaffected.
    expect(await count(worker, 'SELECT count(*) AS n FROM login_attempts')).toBeGreaterThanOrEqual(
      5,
    )
    await loginAs(worker, 'abc@demo.test', '198.51.100.3')
  })

  it("refuses a disabled account with 403 'Access denied. Please contact support.'", async () => {
    await worker.db
      .prepare("UPDATE users SET disabled = 1 WHERE email = 'customer@demo.test'")
      .run()
    const res = await postJson(
      worker,
      '/api/auth/login',
      { email: 'customer@demo.test', password: DEMO_PASSWORD },
      { 'CF-Connecting-IP': '198.51.100.4' },
    )
    expect(res.status).toBe(403)
    expect(await res.json<AuthBody>()).toMatchObject({
      success: false,
      error: 'Access denied. Please contact support.',
    })
    await worker.db
      .prepare("UPDATE users SET disabled = 0 WHERE email = 'customer@demo.test'")
      .run()
  })
})

describe('register errors', () => {
  it("answers 400 'Validation failed' with field errors and creates nothing", async () => {
    const before = await count(worker, 'SELECT count(*) AS n FROM users')
    const res = await postJson(worker, '/api/auth/register', {
      email: 'not-an-email',
      password: 'short',
      name: '',
      phone: 'abc',
    })
    expect(res.status).toBe(400)
    const body = await res.json<AuthBody>()
    expect(body).toMatchObject({ success: false, error: 'Validation failed' })
    expect(body.errors).toMatchObject({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
      name: 'Name is required',
      phone: 'Please enter a valid phone number',
    })
    expect(await count(worker, 'SELECT count(*) AS n FROM users')).toBe(before)
  })

  it('refuses a password over 128 characters', async () => {
    const res = await postJson(worker, '/api/auth/register', {
      email: 'long@x.test',
      password: 'x'.repeat(129),
      name: 'L',
    })
    expect(res.status).toBe(400)
    expect((await res.json<AuthBody>()).errors.password).toBe(
      'Password must be at most 128 characters',
    )
  })

  it('answers 409 for an email that already has an account, whatever its case', async () => {
    const before = await count(worker, 'SELECT count(*) AS n FROM users')
    const res = await postJson(worker, '/api/auth/register', {
      email: 'JPS@demo.test',
      password: 'long-enough-pass',
      name: 'Dup',
    })
    expect(res.status).toBe(409)
    expect(await res.json<AuthBody>()).toMatchObject({ success: false })
    expect(await count(worker, 'SELECT count(*) AS n FROM users')).toBe(before)
  })

  it.each([
    ['malformed JSON', { 'Content-Type': 'application/json' }, '{"email":', 400],
    [
      'a form-encoded body',
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      'email=a@b.test',
      415,
    ],
    ['a JSON array', { 'Content-Type': 'application/json' }, '[]', 400],
    [
      'wrong types',
      { 'Content-Type': 'application/json' },
      '{"email":5,"password":true,"name":[]}',
      400,
    ],
  ])('answers 4xx for %s and writes nothing', async (_label, headers, body, status) => {
    const before = await count(worker, 'SELECT count(*) AS n FROM users')
    const res = await worker.fetch('/api/auth/register', { method: 'POST', headers, body })
    expect(res.status).toBe(status)
    expect(await res.json<AuthBody>()).toMatchObject({ success: false })
    expect(await count(worker, 'SELECT count(*) AS n FROM users')).toBe(before)
  })

  it('answers 405 to GET on a POST-only endpoint', async () => {
    expect((await worker.fetch('/api/auth/login')).status).toBe(405)
  })
})

describe('access tokens are verified, not trusted', () => {
  const secret = TEST_SECRETS.JWT_SECRET

  async function customerToken(now?: number) {
    const row = await worker.db
      .prepare("SELECT id, token_version AS v FROM users WHERE email = 'customer@demo.test'")
      .first<{ id: number; v: number }>()
    if (!row) throw new Error('seed missing')
    return signAccessToken(secret, { id: row.id, tokenVersion: row.v }, now)
  }

  it('accepts a fresh token', async () => {
    expect((await me(bearer((await customerToken()).token))).status).toBe(200)
  })

  it('refuses an expired token', async () => {
    const { token } = await customerToken(Math.floor(Date.now() / 1000) - 16 * 60 - 60)
    const res = await me(bearer(token))
    expect(res.status).toBe(401)
    expect((await res.json<AuthBody>()).error).toBe('Invalid or expired token')
  })

  it('refuses a token whose payload was changed', async () => {
    const { token } = await customerToken()
    const [header, payload, signature] = token.split('.')
    const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/')))
    const forged = base64UrlEncode(utf8(JSON.stringify({ ...claims, sub: '1' })))
    expect((await me(bearer(`${header}.${forged}.${signature}`))).status).toBe(401)
  })

  it("refuses an unsigned token with alg 'none'", async () => {
    const { claims } = await customerToken()
    const header = base64UrlEncode(utf8(JSON.stringify({ alg: 'none', typ: 'JWT' })))
    const payload = base64UrlEncode(utf8(JSON.stringify({ ...claims, sub: '1' })))
    expect((await me(bearer(`${header}.${payload}.`))).status).toBe(401)
  })

  it('refuses a token signed with another secret', async () => {
    const row = { id: 1, tokenVersion: 0 }
    const { token } = await signAccessToken('another-secret-0123456789abcdef0123456789', row)
    expect((await me(bearer(token))).status).toBe(401)
  })

  it("answers 401 'Authentication token required' with no credentials", async () => {
    const res = await me({})
    expect(res.status).toBe(401)
    expect(await res.json<AuthBody>()).toMatchObject({
      success: false,
      error: 'Authentication token required',
    })
  })
})

describe('cookie sessions and CSRF', () => {
  it('login sets an HttpOnly, Secure, SameSite=Lax session cookie that the API accepts', async () => {
    const res = await postJson(
      worker,
      '/api/auth/login',
      { email: 'jps@demo.test', password: DEMO_PASSWORD },
      { 'CF-Connecting-IP': '198.51.100.9' },
    )
    const setCookie = res.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^mdh_session=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/Secure/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    const who = await me({ Cookie: setCookie.split(';')[0] ?? '' })
    expect(who.status).toBe(200)
    expect((await who.json<AuthBody>()).user.role).toBe('affiliate')
  })

  it('refuses a cookie-authenticated POST from another origin', async () => {
    const { cookie } = await loginAs(worker, 'customer@demo.test', '198.51.100.10')
    const res = await worker.fetch('/api/auth/logout', {
      method: 'POST',
      headers: {
        Cookie: cookie,
        Origin: 'https://evil.example',
        'Content-Type': 'application/json',
      },
      body: '{}',
    })
    expect(res.status).toBe(403)
    expect((await me({ Cookie: cookie })).status).toBe(200)
  })

  it('signs in through the login page form without JavaScript and lands by role', async () => {
    const cases = [
      ['admin@demo.test', '/admin-dashboard'],
      ['jps@demo.test', '/affiliate-dashboard'],
      ['customer@demo.test', '/'],
    ] as const
    for (const [email, home] of cases) {
      const res = await worker.fetch('/login', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'http://localhost',
          'CF-Connecting-IP': '198.51.100.11',
        },
        body: new URLSearchParams({ intent: 'login', email, password: DEMO_PASSWORD }).toString(),
      })
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe(home)
      expect(res.headers.get('set-cookie')).toMatch(/^mdh_session=/)
    }
  })

  it('shows the spec’s login error on the page form and sets no cookie', async () => {
    const res = await worker.fetch('/login', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'http://localhost',
        'CF-Connecting-IP': '198.51.100.12',
      },
      body: new URLSearchParams({
        intent: 'login',
        email: 'jps@demo.test',
        password: 'wrong-password',
      }).toString(),
    })
    expect(res.status).toBe(401)
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(await res.text()).toContain('Email or password is incorrect')
  })

  it('logout clears the cookie session', async () => {
    const { cookie } = await loginAs(worker, 'customer@demo.test', '198.51.100.13')
    const res = await worker.fetch('/logout', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'http://localhost' },
    })
    expect(res.status).toBe(302)
    expect(res.headers.get('set-cookie')).toMatch(
      /mdh_session=;|Max-Age=0|Expires=Thu, 01 Jan 1970/i,
    )
  })
})

describe('security headers', () => {
  it('sends a nonce-based CSP that matches the page’s inline scripts, and the other headers', async () => {
    const res = await worker.fetch('/')
    const csp = res.headers.get('content-security-policy') ?? ''
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1]
    expect(nonce).toBeTruthy()
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    const html = await res.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('uses a new nonce on every response', async () => {
    const a = (await worker.fetch('/')).headers.get('content-security-policy')
    const b = (await worker.fetch('/')).headers.get('content-security-policy')
    expect(a).not.toBe(b)
  })
})
