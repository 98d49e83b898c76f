import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin, expectRefused, insertApplication, type Send, sha256Hex } from '../support/admin'
import { type AuthBody, count, postJson } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// Spec §4 Application review, approve path: the application goes live, its owner gets an account
// and a single-use link to set a password (/set-password).

interface Approved {
  success: boolean
  message: string
  affiliate: { id: number; slug: string; business_name: string }
  setup_url: string
}

let worker: TestWorker
let send: Send
let adminId: number
beforeAll(async () => {
  worker = await startWorker()
  const admin = await asAdmin(worker)
  send = admin.send
  adminId = admin.session.user.id
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

describe('approving the seeded application (Shine On Wheels)', () => {
  let shineId: number
  let approved: Approved

  it('answers the §7 approve response with the live affiliate and an absolute setup_url', async () => {
    const row = await worker.db
      .prepare("SELECT id FROM affiliates WHERE business_name = 'Shine On Wheels'")
      .first<{ id: number }>()
    shineId = row?.id ?? 0
    const usersBefore = await count(worker, 'SELECT count(*) AS n FROM users')

    const response = await approve(shineId, {
      approved_slug: 'shine-on-wheels',
      admin_notes: '  Insurance certificate checked.  ',
    })
    expect(response.status).toBe(200)
    approved = await response.json<Approved>()
    expect(Object.keys(approved).sort()).toEqual(['affiliate', 'message', 'setup_url', 'success'])
    expect(approved).toMatchObject({
      success: true,
      message: 'Application approved successfully',
      affiliate: { id: shineId, slug: 'shine-on-wheels', business_name: 'Shine On Wheels' },
    })
    expect(approved.setup_url).toMatch(
      /^http:\/\/localhost\/set-password\?token=[A-Za-z0-9_-]{43}$/,
    )
    expect(await count(worker, 'SELECT count(*) AS n FROM users')).toBe(usersBefore + 1)
  })

  it('makes the affiliate live at /{slug} with its review recorded', async () => {
    const affiliate = await worker.db
      .prepare(
        'SELECT status, slug, reviewed_at, reviewed_by, admin_notes, rejection_reason, owner_user_id FROM affiliates WHERE id = ?',
      )
      .bind(shineId)
      .first<Record<string, unknown>>()
    expect(affiliate).toMatchObject({
      status: 'approved',
      slug: 'shine-on-wheels',
      reviewed_by: adminId,
      admin_notes: 'Insurance certificate checked.',
      rejection_reason: null,
    })
    expect(Date.now() - Date.parse(String(affiliate?.reviewed_at))).toBeLessThan(60_000)
    const page = await worker.fetch('/shine-on-wheels')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Shine On Wheels')

    const pending = await send('GET', '/api/admin/pending-applications')
    expect((await pending.json<{ applications: unknown[] }>()).applications).toEqual([])
  })

  it("gives it the application's base location as its one primary service area", async () => {
    const areas = await worker.db
      .prepare(
        'SELECT city, city_key, state, zip, is_primary, minimum_cents, multiplier FROM service_areas WHERE affiliate_id = ?',
      )
      .bind(shineId)
      .all()
    expect(areas.results).toEqual([
      {
        city: 'Miami',
        city_key: 'miami',
        state: 'FL',
        zip: '33130',
        is_primary: 1,
        minimum_cents: 0,
        multiplier: 1,
      },
    ])
  })

  it('creates the owner as an affiliate without a password and links it both ways', async () => {
    const owner = await worker.db
      .prepare(
        "SELECT id, name, phone, role, is_admin, affiliate_id, password_hash FROM users WHERE email = 'devon@shineonwheels.test'",
      )
      .first<Record<string, unknown>>()
    expect(owner).toMatchObject({
      name: 'Devon Rivera',
      phone: '3055550155',
      role: 'affiliate',
      is_admin: 0,
      affiliate_id: shineId,
      password_hash: null,
    })
    const link = await worker.db
      .prepare('SELECT owner_user_id FROM affiliates WHERE id = ?')
      .bind(shineId)
      .first<{ owner_user_id: number }>()
    expect(link?.owner_user_id).toBe(owner?.id)
    const list = await send('GET', '/api/admin/users?status=affiliate')
    expect((await list.json<{ users: { email: string; slug: string }[] }>()).users).toContainEqual(
      expect.objectContaining({ email: 'devon@shineonwheels.test', slug: 'shine-on-wheels' }),
    )
  })

  it('stores only the SHA-256 of the setup token, expiring in 7 days, and queues the email', async () => {
    const token = new URL(approved.setup_url).searchParams.get('token') ?? ''
    const tokens = await worker.db
      .prepare(
        'SELECT t.token_hash, t.expires_at, t.used_at, u.email FROM password_setup_tokens t JOIN users u ON u.id = t.user_id',
      )
      .all<{ token_hash: string; expires_at: string; used_at: string | null; email: string }>()
    expect(tokens.results).toHaveLength(1)
    const [row] = tokens.results
    expect(row).toMatchObject({
      token_hash: await sha256Hex(token),
      used_at: null,
      email: 'devon@shineonwheels.test',
    })
    expect(row?.token_hash).not.toContain(token)
    const days = (Date.parse(row?.expires_at ?? '') - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThanOrEqual(7)
    expect(
      await count(
        worker,
        `SELECT count(*) AS n FROM password_setup_tokens WHERE token_hash = '${token}'`,
      ),
    ).toBe(0)

    const outbox = await worker.db
      .prepare('SELECT to_address, subject, body, sent_at FROM email_outbox')
      .all<{ to_address: string; subject: string; body: string; sent_at: string | null }>()
    expect(outbox.results).toHaveLength(1)
    expect(outbox.results[0]).toMatchObject({
      to_address: 'devon@shineonwheels.test',
      subject: expect.stringContaining('approved'),
      sent_at: null,
    })
    expect(outbox.results[0]?.body).toContain(approved.setup_url)
    expect(outbox.results[0]?.body).toContain('http://localhost/shine-on-wheels')
  })

  it('answers a second approval with 409 and changes nothing', async () => {
    await expectRefused(
      worker,
      () => approve(shineId, { approved_slug: 'shine-again' }),
      409,
      'Application not found or already processed',
    )
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
        await count(
          worker,
          'SELECT count(*) AS n FROM password_setup_tokens WHERE used_at IS NULL',
        ),
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
        await count(
          worker,
          'SELECT count(*) AS n FROM password_setup_tokens WHERE used_at IS NULL',
        ),
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

describe('approving with explicit service areas', () => {
  it('stores the areas with exactly one primary (the one marked, else the first)', async () => {
    const id = await insertApplication(worker)
    const response = await approve(id, {
      approved_slug: 'desert-shine',
      service_areas: [
        { city: 'Tucson', state: 'az', zip: '85701', minimum: 75.5, multiplier: 1.25 },
        { city: 'Marana', state: 'AZ', zip: 85653, primary: true },
        { city: 'Oro Valley', state: 'AZ', zip: '' },
      ],
    })
    expect(response.status).toBe(200)
    const areas = await worker.db
      .prepare(
        'SELECT city, city_key, state, zip, is_primary, minimum_cents, multiplier FROM service_areas WHERE affiliate_id = ? ORDER BY id',
      )
      .bind(id)
      .all()
    expect(areas.results).toEqual([
      {
        city: 'Tucson',
        city_key: 'tucson',
        state: 'AZ',
        zip: '85701',
        is_primary: 0,
        minimum_cents: 7550,
        multiplier: 1.25,
      },
      {
        city: 'Marana',
        city_key: 'marana',
        state: 'AZ',
        zip: '85653',
        is_primary: 1,
        minimum_cents: 0,
        multiplier: 1,
      },
      {
        city: 'Oro Valley',
        city_key: 'oro valley',
        state: 'AZ',
        zip: null,
        is_primary: 0,
        minimum_cents: 0,
        multiplier: 1,
      },
    ])

    const second = await insertApplication(worker)
    expect(
      (
        await approve(second, {
          approved_slug: 'no-primary',
          service_areas: [
            { city: 'Yuma', state: 'AZ' },
            { city: 'Somerton', state: 'AZ' },
          ],
        })
      ).status,
    ).toBe(200)
    const primaries = await worker.db
      .prepare('SELECT city FROM service_areas WHERE affiliate_id = ? AND is_primary = 1')
      .bind(second)
      .all<{ city: string }>()
    expect(primaries.results).toEqual([{ city: 'Yuma' }])
  })

  it('refuses an application whose base location is unusable unless areas are given', async () => {
    const id = await insertApplication(worker, { state: 'Arizona' })
    const body = await expectRefused(
      worker,
      () => approve(id, { approved_slug: 'bad-base' }),
      400,
      'Validation failed',
    )
    expect(body.errors?.service_areas).toMatch(/base location/)
    expect(
      (
        await approve(id, {
          approved_slug: 'bad-base',
          service_areas: [{ city: 'Tucson', state: 'AZ' }],
        })
      ).status,
    ).toBe(200)
  })
})

describe('linking existing accounts', () => {
  it("links a customer's existing account and keeps its password", async () => {
    const before = await worker.db
      .prepare("SELECT id, password_hash FROM users WHERE email = 'customer@demo.test'")
      .first<{ id: number; password_hash: string }>()
    const usersBefore = await count(worker, 'SELECT count(*) AS n FROM users')
    const id = await insertApplication(worker, { email: '  Customer@Demo.test ' })
    expect((await approve(id, { approved_slug: 'casey-cleans' })).status).toBe(200)
    expect(await count(worker, 'SELECT count(*) AS n FROM users')).toBe(usersBefore)
    const after = await worker.db
      .prepare(
        "SELECT id, role, affiliate_id, password_hash FROM users WHERE email = 'customer@demo.test'",
      )
      .first()
    expect(after).toEqual({
      id: before?.id,
      role: 'affiliate',
      affiliate_id: id,
      password_hash: before?.password_hash,
    })
    const owner = await worker.db
      .prepare('SELECT owner_user_id FROM affiliates WHERE id = ?')
      .bind(id)
      .first()
    expect(owner).toEqual({ owner_user_id: before?.id })
  })

  it('keeps an admin an admin while linking the business', async () => {
    const id = await insertApplication(worker, { email: 'admin@demo.test' })
    expect((await approve(id, { approved_slug: 'avery-admin-shine' })).status).toBe(200)
    const admin = await worker.db
      .prepare("SELECT role, affiliate_id FROM users WHERE email = 'admin@demo.test'")
      .first()
    expect(admin).toEqual({ role: 'admin', affiliate_id: id })
    expect((await send('GET', '/api/admin/users')).status).toBe(200)
  })

  it('refuses to move the owner of another affiliate with 409', async () => {
    const id = await insertApplication(worker, { email: 'jps@demo.test' })
    await expectRefused(
      worker,
      () => approve(id, { approved_slug: 'second-business' }),
      409,
      "The applicant's email belongs to an account that already owns another affiliate",
    )
  })
})

describe('concurrent approvals', () => {
  it('lets exactly one of two simultaneous approvals succeed', async () => {
    const id = await insertApplication(worker)
    const outboxBefore = await count(worker, 'SELECT count(*) AS n FROM email_outbox')
    const responses = await Promise.all([
      approve(id, { approved_slug: 'race-one' }),
      approve(id, { approved_slug: 'race-two' }),
      approve(id, { approved_slug: 'race-three' }),
    ])
    const statuses = responses.map((r) => r.status).sort()
    expect(statuses).toEqual([200, 409, 409])
    expect(
      await count(worker, `SELECT count(*) AS n FROM service_areas WHERE affiliate_id = ${id}`),
    ).toBe(1)
    expect(await count(worker, 'SELECT count(*) AS n FROM email_outbox')).toBe(outboxBefore + 1)
    expect(
      await count(
        worker,
        `SELECT count(*) AS n FROM password_setup_tokens t JOIN users u ON u.id = t.user_id WHERE u.affiliate_id = ${id}`,
      ),
    ).toBe(1)
  })

  it('lets only one of two applications take the same slug', async () => {
    const [a, b] = [await insertApplication(worker), await insertApplication(worker)]
    const responses = await Promise.all([
      approve(a, { approved_slug: 'contested-slug' }),
      approve(b, { approved_slug: 'contested-slug' }),
    ])
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409])
    expect(
      await count(
        worker,
        "SELECT count(*) AS n FROM affiliates WHERE status = 'approved' AND slug = 'contested-slug'",
      ),
    ).toBe(1)
    expect(
      await count(
        worker,
        `SELECT count(*) AS n FROM affiliates WHERE status = 'pending' AND id IN (${a}, ${b})`,
      ),
    ).toBe(1)
  })
})
