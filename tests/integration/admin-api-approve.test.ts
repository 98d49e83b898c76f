import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin, expectRefused, insertApplication, type Send, sha256Hex } from '../support/admin'
import { count } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// Spec §4 Application review, approve path: the application goes live, its owner gets an account
// and a single-use link to set a password (followed in admin-api-set-password.test.ts).

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

  it("fills the profile's business and personal phone and email from the application", async () => {
    const contact = await worker.db
      .prepare(
        'SELECT phone, email, business_phone, business_email, personal_phone, personal_email FROM affiliates WHERE id = ?',
      )
      .bind(shineId)
      .first<Record<string, string | null>>()
    expect(contact).toEqual({
      phone: '3055550155',
      email: 'devon@shineonwheels.test',
      business_phone: '3055550155',
      business_email: 'devon@shineonwheels.test',
      personal_phone: '3055550155',
      personal_email: 'devon@shineonwheels.test',
    })
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
        'SELECT t.token_hash, t.expires_at, t.used_at, u.email FROM password_setup_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?',
      )
      .bind(await sha256Hex(token))
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

    // The row names the event; the link is minted when the message is sent, never stored.
    const outbox = await worker.db
      .prepare(
        "SELECT to_address, template, payload, body FROM email_outbox WHERE template = 'application.approved'",
      )
      .all<{ to_address: string; template: string; payload: string; body: string }>()
    expect(outbox.results).toHaveLength(1)
    expect(outbox.results[0]).toMatchObject({ to_address: 'devon@shineonwheels.test', body: '' })
    expect(JSON.parse(outbox.results[0]?.payload ?? '{}')).toEqual({ affiliateId: shineId })
  })

  it('emails the owner a set-password link of its own and the site address', async () => {
    const [mail] = await worker.waitForMail(
      (m) => m.to === 'devon@shineonwheels.test' && m.subject.includes('approved'),
    )
    expect(mail?.text).toContain('http://localhost/shine-on-wheels')
    const link = mail?.text.match(/http:\/\/localhost\/set-password\?token=[\w-]+/)?.[0] ?? ''
    expect(link).not.toBe('')
    expect(link).not.toBe(approved.setup_url)
    expect(mail?.html).toContain(link)
    const page = await worker.fetch(new URL(link).pathname + new URL(link).search)
    expect(page.status).toBe(200)
  })

  it('answers a second approval with 409 and changes nothing', async () => {
    await expectRefused(
      worker,
      () => approve(shineId, { approved_slug: 'shine-again' }),
      409,
      'Application not found or already processed',
    )
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
