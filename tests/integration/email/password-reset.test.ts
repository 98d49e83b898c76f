import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actionLink, postForm } from '../../support/booking'
import { snapshot } from '../../support/db'
import { bearer, DEMO_PASSWORD, loginAs, postJson } from '../../support/http'
import { startWorker, type TestWorker } from '../../support/worker'

// Forgot password end to end: the same answer for every email, one message with a 30-minute
// single-use link, the new password ending every old session and refresh token.

const SAME_ANSWER = 'If an account exists for that email, we have sent it a link'
const NEW_PASSWORD = 'Brand-new-pass-2026!'
let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

const forgot = (email: string, ip: string) =>
  worker.fetch('/forgot-password', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'http://localhost',
      'CF-Connecting-IP': ip,
    },
    body: new URLSearchParams({ email }).toString(),
  })

describe('asking for a reset', () => {
  it('answers the same for an unknown email and sends nothing', async () => {
    const response = await forgot('nobody@example.test', '203.0.113.1')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(SAME_ANSWER)
    expect(
      await worker.db
        .prepare("SELECT count(*) AS n FROM email_outbox WHERE template = 'password.reset'")
        .first('n'),
    ).toBe(0)
  })

  it('refuses a malformed email with 400 and writes nothing', async () => {
    const before = await snapshot(worker)
    const response = await forgot('not-an-email', '203.0.113.2')
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Please enter a valid email address')
    expect(await snapshot(worker)).toEqual(before)
  })

  it('limits requests per email and client (429 after 3 in 15 minutes)', async () => {
    for (let i = 0; i < 3; i++)
      expect((await forgot('nobody2@example.test', '203.0.113.3')).status).toBe(200)
    const limited = await forgot('nobody2@example.test', '203.0.113.3')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await forgot('nobody2@example.test', '203.0.113.4')).status).toBe(200)
  })
})

describe('resetting the password', () => {
  let link = ''
  let old: Awaited<ReturnType<typeof loginAs>>

  it('emails one single-use link to the account', async () => {
    old = await loginAs(worker, 'customer@demo.test')
    const response = await forgot('Customer@Demo.test', '203.0.113.5')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(SAME_ANSWER)
    const mails = await worker.waitForMail((m) => m.to === 'customer@demo.test')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe('Reset your Mobile Detail Hub password')
    expect(mails[0]?.text).toContain('expires in 30 minutes')
    link = actionLink(mails[0]?.text ?? '', 'Choose a new password')
    expect(link).toMatch(/^http:\/\/localhost\/reset-password\?token=[\w-]{43}$/)
    const row = await worker.db
      .prepare(
        "SELECT t.expires_at FROM password_setup_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = 'customer@demo.test'",
      )
      .first<{ expires_at: string }>()
    const minutes = (Date.parse(row?.expires_at ?? '') - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(28)
    expect(minutes).toBeLessThanOrEqual(30)
  })

  it('sets the new password, signs this browser in and ends every old session and refresh token', async () => {
    const path = new URL(link).pathname + new URL(link).search
    expect((await worker.fetch(path)).status).toBe(200)
    const response = await postForm(worker, path, {
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('set-cookie')).toContain('mdh_session=')
    // It lands on the login page, which says the password was changed.
    expect(response.headers.get('location')).toBe('/login?password=changed')
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const landing = await worker.fetch('/login?password=changed', { headers: { Cookie: cookie } })
    expect(await landing.text()).toContain('Your password was changed.')

    const refreshed = await postJson(worker, '/api/auth/refresh', {
      refreshToken: old.refreshToken,
    })
    expect(refreshed.status).toBe(401)
    expect((await worker.fetch('/api/auth/me', { headers: bearer(old.accessToken) })).status).toBe(
      401,
    )
    expect((await worker.fetch('/api/auth/me', { headers: { Cookie: old.cookie } })).status).toBe(
      401,
    )

    const oldPassword = await postJson(
      worker,
      '/api/auth/login',
      { email: 'customer@demo.test', password: DEMO_PASSWORD },
      { 'CF-Connecting-IP': '203.0.113.6' },
    )
    expect(oldPassword.status).toBe(401)
    const fresh = await postJson(
      worker,
      '/api/auth/login',
      { email: 'customer@demo.test', password: NEW_PASSWORD },
      { 'CF-Connecting-IP': '203.0.113.6' },
    )
    expect(fresh.status).toBe(200)
  })

  it('refuses the same link a second time (410) and changes nothing', async () => {
    const path = new URL(link).pathname + new URL(link).search
    const before = await snapshot(worker)
    const again = await postForm(worker, path, {
      password: 'Another-pass-2026!',
      confirmPassword: 'Another-pass-2026!',
    })
    expect(again.status).toBe(410)
    expect(await snapshot(worker)).toEqual(before)
  })

  it('refuses an expired link (410)', async () => {
    await forgot('jps@demo.test', '203.0.113.8')
    const [mail] = await worker.waitForMail(
      (m) => m.to === 'jps@demo.test' && m.subject.startsWith('Reset'),
    )
    const url = new URL(actionLink(mail?.text ?? '', 'Choose a new password'))
    const past = new Date(Date.now() - 60_000).toISOString()
    await worker.db
      .prepare(
        "UPDATE password_setup_tokens SET expires_at = ? WHERE used_at IS NULL AND user_id = (SELECT id FROM users WHERE email = 'jps@demo.test')",
      )
      .bind(past)
      .run()
    expect((await worker.fetch(url.pathname + url.search)).status).toBe(410)
    const post = await postForm(worker, url.pathname + url.search, {
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    })
    expect(post.status).toBe(410)
  })
})
