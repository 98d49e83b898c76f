import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin, insertApplication, type Send } from '../support/admin'
import { type AuthBody, count, postJson } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// /set-password: the single-use link an approval sends to the new affiliate's owner.

interface Approved {
  setup_url: string
}

let worker: TestWorker
let send: Send
let shineId: number
let approved: Approved
beforeAll(async () => {
  worker = await startWorker()
  ;({ send } = await asAdmin(worker))
  const row = await worker.db
    .prepare("SELECT id FROM affiliates WHERE business_name = 'Shine On Wheels'")
    .first<{ id: number }>()
  shineId = row?.id ?? 0
  const response = await approve(shineId, { approved_slug: 'shine-on-wheels' })
  approved = await response.json<Approved>()
})
afterAll(() => worker.dispose())

const approve = (id: number, body: unknown) =>
  send('POST', `/api/admin/approve-application/${id}`, body)

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/x-www-form-urlencoded',
    Origin: 'http://localhost',
  },
  body: new URLSearchParams(fields).toString(),
})

describe('the setup link', () => {
  let setupPath: string
  it('shows the set-password form for the owner', async () => {
    const url = new URL(approved.setup_url)
    setupPath = `${url.pathname}${url.search}`
    const page = await worker.fetch(setupPath)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toContain('no-store')
    const html = await page.text()
    expect(html).toContain('Set your password')
    expect(html).toContain('devon@shineonwheels.test')
    expect(html).toMatch(/<input[^>]+name="password"/)
    expect(html).toMatch(/<input[^>]+name="confirmPassword"/)
  })

  it.each([
    [
      { password: 'short', confirmPassword: 'short' },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'password',
      'Password must be at most 128 characters',
    ],
    [
      { password: 'long-enough-pass', confirmPassword: 'different-pass' },
      'confirmPassword',
      'Passwords do not match',
    ],
    [{ password: 'long-enough-pass' }, 'confirmPassword', 'Please confirm your password'],
    [{}, 'password', 'Password is required'],
  ])('re-shows the form with a 400 for %j', async (fields, field, message) => {
    const token = new URL(approved.setup_url).searchParams.get('token') ?? ''
    const before = await count(
      worker,
      'SELECT count(*) AS n FROM password_setup_tokens WHERE used_at IS NULL',
    )
    const response = await worker.fetch(setupPath, form({ token, ...fields }))
    expect(response.status).toBe(400)
    expect(response.headers.get('set-cookie')).toBeNull()
    const html = await response.text()
    expect(html).toContain(message)
    expect(html).toContain(`set-password-${field}-error`)
    expect(
      await count(worker, 'SELECT count(*) AS n FROM password_setup_tokens WHERE used_at IS NULL'),
    ).toBe(before)
    const owner = await worker.db
      .prepare("SELECT password_hash FROM users WHERE email = 'devon@shineonwheels.test'")
      .first<{ password_hash: string | null }>()
    expect(owner?.password_hash).toBeNull()
  })

  it('sets the password, spends the link and signs the owner in', async () => {
    const token = new URL(approved.setup_url).searchParams.get('token') ?? ''
    const response = await worker.fetch(
      setupPath,
      form({ token, password: 'Shine-new-pass-1', confirmPassword: 'Shine-new-pass-1' }),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/affiliate-dashboard')
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    expect(cookie).toMatch(/^mdh_session=./)

    const owner = await worker.db
      .prepare(
        "SELECT password_hash, token_version FROM users WHERE email = 'devon@shineonwheels.test'",
      )
      .first<{ password_hash: string; token_version: number }>()
    expect(owner?.password_hash).toMatch(/^pbkdf2-sha256\$v1\$100000\$/)
    expect(owner?.token_version).toBe(1)
    expect(
      await count(worker, 'SELECT count(*) AS n FROM password_setup_tokens WHERE used_at IS NULL'),
    ).toBe(0)

    // The session works: the affiliate dashboard redirect leads to the new site's dashboard.
    const dashboard = await worker.fetch('/affiliate-dashboard', { headers: { Cookie: cookie } })
    expect(dashboard.status).toBe(302)
    expect(dashboard.headers.get('location')).toBe('/shine-on-wheels/dashboard')
    const own = await worker.fetch('/shine-on-wheels/dashboard', { headers: { Cookie: cookie } })
    expect(own.status).toBe(200)
  })

  it('lets the owner log in through the API with the new password', async () => {
    const login = await postJson(
      worker,
      '/api/auth/login',
      { email: 'devon@shineonwheels.test', password: 'Shine-new-pass-1' },
      { 'CF-Connecting-IP': '203.0.113.70' },
    )
    expect(login.status).toBe(200)
    const body = await login.json<AuthBody>()
    expect(body.user).toMatchObject({ role: 'affiliate', affiliate_id: shineId })
  })

  it("refuses the link once used with 410 'This link is invalid or has expired'", async () => {
    const token = new URL(approved.setup_url).searchParams.get('token') ?? ''
    const page = await worker.fetch(setupPath)
    expect(page.status).toBe(410)
    const html = await page.text()
    expect(html).toContain('This link is invalid or has expired')
    expect(html).not.toMatch(/name="password"/)

    const hashBefore = await worker.db
      .prepare("SELECT password_hash FROM users WHERE email = 'devon@shineonwheels.test'")
      .first<{ password_hash: string }>()
    const reuse = await worker.fetch(
      setupPath,
      form({ token, password: 'Hijack-pass-123', confirmPassword: 'Hijack-pass-123' }),
    )
    expect(reuse.status).toBe(410)
    expect(reuse.headers.get('set-cookie')).toBeNull()
    expect(await reuse.text()).toContain('This link is invalid or has expired')
    const hashAfter = await worker.db
      .prepare("SELECT password_hash FROM users WHERE email = 'devon@shineonwheels.test'")
      .first<{ password_hash: string }>()
    expect(hashAfter).toEqual(hashBefore)
  })
})

describe('setup links that never worked', () => {
  it.each([
    ['no token', '/set-password', 400],
    ['a malformed token', '/set-password?token=abc', 400],
    ['an unknown token', `/set-password?token=${'A'.repeat(43)}`, 400],
  ])("answers %s with 'This link is invalid or has expired'", async (_, path, status) => {
    const page = await worker.fetch(path)
    expect(page.status).toBe(status)
    expect(await page.text()).toContain('This link is invalid or has expired')
    const post = await worker.fetch(
      path,
      form({ password: 'long-enough-pass', confirmPassword: 'long-enough-pass' }),
    )
    expect(post.status).toBe(status)
  })

  it('answers an expired link with 410 and sets nothing', async () => {
    const id = await insertApplication(worker)
    const response = await approve(id, { approved_slug: 'expiring-soon' })
    const { setup_url } = await response.json<Approved>()
    await worker.db
      .prepare(
        "UPDATE password_setup_tokens SET expires_at = '2020-01-01T00:00:00.000Z' WHERE used_at IS NULL",
      )
      .run()
    const url = new URL(setup_url)
    const path = `${url.pathname}${url.search}`
    expect((await worker.fetch(path)).status).toBe(410)
    const post = await worker.fetch(
      path,
      form({
        token: url.searchParams.get('token') ?? '',
        password: 'long-enough-pass',
        confirmPassword: 'long-enough-pass',
      }),
    )
    expect(post.status).toBe(410)
    expect(
      await count(
        worker,
        `SELECT count(*) AS n FROM users WHERE affiliate_id = ${id} AND password_hash IS NOT NULL`,
      ),
    ).toBe(0)
  })

  it('refuses a form post without a same-origin Origin header', async () => {
    const post = await worker.fetch('/set-password', {
      ...form({ token: 'A'.repeat(43) }),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://evil.example',
      },
    })
    expect(post.status).toBe(403)
  })
})
