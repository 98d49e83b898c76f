import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { snapshot } from '../support/admin'
import { auditRows, dashboardAs, type DashboardPoster } from '../support/admin-dashboard'
import { bearer, loginAs } from '../support/http'
import { tinyPng } from '../support/reviews'
import { startWorker, type TestWorker } from '../support/worker'

// Admin dashboard (spec §2, §5, §8): Add User, Seed Reviews, moderation and the SQL console.

let worker: TestWorker
let admin: DashboardPoster
beforeAll(async () => {
  worker = await startWorker()
  admin = await dashboardAs(worker)
})
afterAll(() => worker.dispose())

const EXCEPT = ['login_attempts']

async function expectUnchanged(
  fields: Record<string, string> | FormData,
  status: number,
  text: string,
  search?: string,
) {
  const before = await snapshot(worker, EXCEPT)
  const { status: actual, html } = await admin.post(fields, search)
  expect(actual).toBe(status)
  expect(html).toContain(text)
  expect(await snapshot(worker, EXCEPT)).toEqual(before)
}

describe('Add User', () => {
  it('creates a customer without a password, with a one-time set-password link and an audit row', async () => {
    const { status, html } = await admin.post(
      { intent: 'invite', name: 'Rita Ruiz', email: ' Rita@Example.test ', role: 'customer' },
      '?tab=users&invite=1',
    )
    expect(status).toBe(200)
    expect(html).toContain('User &quot;Rita Ruiz&quot; added.')
    const token = /\/set-password\?token=([A-Za-z0-9_-]{43})/.exec(html)?.[1]
    expect(token).toBeDefined()
    const user = await worker.db
      .prepare("SELECT id, role, password_hash FROM users WHERE email = 'rita@example.test'")
      .first<{ id: number; role: string; password_hash: string | null }>()
    expect(user).toMatchObject({ role: 'user', password_hash: null })
    // Two links: the admin's, shown once, and the invitee's own, minted when the email is sent.
    await worker.waitForMail((m) => m.to === 'rita@example.test')
    const tokens = await worker.db
      .prepare('SELECT count(*) AS n FROM password_setup_tokens WHERE user_id = ?')
      .bind(user?.id)
      .first<{ n: number }>()
    expect(tokens?.n).toBe(2)
    expect((await auditRows(worker)).filter((r) => r.action === 'user.invite')).toEqual([
      {
        admin_user_id: admin.adminId,
        action: 'user.invite',
        target_type: 'user',
        target_id: user?.id,
        detail: JSON.stringify({ email: 'rita@example.test', role: 'user' }),
      },
    ])
    // The link opens the set-password page.
    const page = await worker.fetch(`/set-password?token=${token}`)
    expect(page.status).toBe(200)
  })

  it("refuses an email that already has an account with 'An account with this email already exists'", async () => {
    await expectUnchanged(
      { intent: 'invite', name: 'Again', email: 'customer@demo.test', role: 'admin' },
      409,
      'An account with this email already exists',
    )
  })

  for (const [fields, message] of [
    [{ name: '', email: 'a@b.test', role: 'admin' }, 'Name is required'],
    [{ name: 'Al', email: 'not-an-email', role: 'admin' }, 'Please enter a valid email address'],
    [{ name: 'Al', email: 'al@b.test', role: 'affiliate' }, 'Role must be admin or customer'],
  ] as const) {
    it(`refuses ${JSON.stringify(fields)} with '${message}'`, async () => {
      await expectUnchanged({ intent: 'invite', ...fields }, 400, message)
    })
  }
})

function seedForm(fields: Record<string, string>, avatar?: { bytes: Uint8Array; name: string }) {
  const form = new FormData()
  form.set('intent', 'seed')
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  if (avatar) form.set('avatar', new Blob([new Uint8Array(avatar.bytes)]), avatar.name)
  return form
}
const REVIEW = { name: 'Quinn Park', title: 'Spotless', content: 'Like new again.', stars: '5' }

describe('Seed Reviews', () => {
  it("refuses a review without a title with 'Please fill in all required fields'", async () => {
    await expectUnchanged(
      seedForm({ ...REVIEW, title: ' ' }),
      400,
      'Please fill in all required fields',
    )
  })

  it("refuses an affiliate review without a business with 'Please select a business for affiliate reviews'", async () => {
    await expectUnchanged(
      seedForm({ ...REVIEW, type: 'affiliate' }),
      400,
      'Please select a business for affiliate reviews',
    )
  })

  it("refuses an avatar over 5 MB with 'Avatar file must be less than 5MB' and creates no review", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(tinyPng())
    await expectUnchanged(
      seedForm(REVIEW, { bytes: big, name: 'big.png' }),
      413,
      'Avatar file must be less than 5MB',
    )
  })

  it('creates an affiliate review with its avatar, shown on that business page, and audits it', async () => {
    const name = 'Avatar Ava'
    const { status, html } = await admin.post(
      seedForm(
        { ...REVIEW, name, type: 'affiliate', businessSlug: 'jps', weeksAgo: '2' },
        { bytes: tinyPng(), name: 'ava.png' },
      ),
      '?tab=reviews',
    )
    expect(status).toBe(200)
    expect(html).toContain('Review created successfully')
    const row = await worker.db
      .prepare('SELECT reviewer_avatar_url, status FROM reviews WHERE reviewer_name = ?')
      .bind(name)
      .first<{ reviewer_avatar_url: string | null; status: string }>()
    expect(row?.status).toBe('approved')
    expect(row?.reviewer_avatar_url).toMatch(/^\/uploads\/avatar\//)
    const seeded = (await auditRows(worker)).filter((r) => r.action === 'review.seed')
    expect(seeded.at(-1)?.detail).toContain('"business_slug":"jps"')
  })

  it("keeps the review when the avatar is not an image: 'Review created (avatar upload failed)'", async () => {
    const { status, html } = await admin.post(
      seedForm(
        { ...REVIEW, name: 'Textfile Tom' },
        { bytes: new TextEncoder().encode('hello'), name: 'a.png' },
      ),
    )
    expect(status).toBe(200)
    expect(html).toContain('Review created (avatar upload failed)')
    const row = await worker.db
      .prepare("SELECT reviewer_avatar_url FROM reviews WHERE reviewer_name = 'Textfile Tom'")
      .first()
    expect(row).toEqual({ reviewer_avatar_url: null })
  })
})

async function publicNames(query: string): Promise<string[]> {
  const response = await worker.fetch(`/api/reviews${query}`)
  const body = await response.json<{ data: { reviewer_name: string }[] }>()
  return body.data.map((r) => r.reviewer_name)
}

describe('review moderation', () => {
  it('hides a review from /api/reviews and the business page, and restores it', async () => {
    await admin.post(
      seedForm({ ...REVIEW, name: 'Hidden Hank', type: 'affiliate', businessSlug: 'jps' }),
    )
    const id = (
      await worker.db
        .prepare("SELECT id FROM reviews WHERE reviewer_name = 'Hidden Hank'")
        .first<{ id: number }>()
    )?.id
    expect(await publicNames('?business_slug=jps&limit=100')).toContain('Hidden Hank')
    expect(await (await worker.fetch('/jps')).text()).toContain('Hidden Hank')

    const hide = await admin.post(
      { intent: 'moderate', id: String(id), action: 'hide' },
      '?tab=reviews',
    )
    expect(hide.status).toBe(200)
    expect(hide.html).toContain('Review hidden')
    expect(await publicNames('?business_slug=jps&limit=100')).not.toContain('Hidden Hank')
    expect(await publicNames('?limit=100')).not.toContain('Hidden Hank')
    expect(await (await worker.fetch('/jps')).text()).not.toContain('Hidden Hank')
    // A hidden review cannot be hidden twice (and nothing is audited for the refusal).
    await expectUnchanged(
      { intent: 'moderate', id: String(id), action: 'hide' },
      404,
      'Review not found',
    )

    const restore = await admin.post({ intent: 'moderate', id: String(id), action: 'restore' })
    expect(restore.html).toContain('Review restored')
    expect(await publicNames('?business_slug=jps&limit=100')).toContain('Hidden Hank')
    const actions = (await auditRows(worker)).filter((r) => r.target_id === id).map((r) => r.action)
    expect(actions).toEqual(['review.hide', 'review.restore'])
  })

  it('features a review, and refuses to mark one Verified (only a completed job verifies)', async () => {
    await admin.post(seedForm(REVIEW))
    const id = (
      await worker.db
        .prepare("SELECT id FROM reviews WHERE reviewer_name = 'Quinn Park'")
        .first<{ id: number }>()
    )?.id
    await admin.post({ intent: 'moderate', id: String(id), action: 'feature' })
    await expectUnchanged(
      { intent: 'moderate', id: String(id), action: 'verify' },
      400,
      'Operation failed',
    )
    const row = await worker.db
      .prepare('SELECT is_featured, is_verified FROM reviews WHERE id = ?')
      .bind(id)
      .first()
    expect(row).toEqual({ is_featured: 1, is_verified: 0 })
  })

  it('refuses an unknown action or review and changes nothing', async () => {
    await expectUnchanged(
      { intent: 'moderate', id: '1', action: 'delete' },
      400,
      'Operation failed',
    )
    await expectUnchanged(
      { intent: 'moderate', id: '999999', action: 'feature' },
      404,
      'Review not found',
    )
  })

  it('lists hidden reviews for the admin under the status filter', async () => {
    const { html } = await admin.get('?tab=reviews&rstatus=approved&rtype=mdh')
    expect(html).toContain('All Reviews')
    expect(html).toContain('Quinn Park')
  })
})

describe('SQL console', () => {
  it('runs SELECT 1, shows the row count and writes an audit row', async () => {
    const { status, html } = await admin.post(
      { intent: 'query', query: 'SELECT 1 AS one' },
      '?tab=database',
    )
    expect(status).toBe(200)
    expect(html).toContain('1 row in')
    const last = (await auditRows(worker)).at(-1)
    expect(last).toMatchObject({ action: 'sql.query', target_type: 'database' })
    expect(JSON.parse(last?.detail ?? '{}')).toMatchObject({
      query: 'SELECT 1 AS one',
      ok: true,
      rows: 1,
    })
  })

  it('refuses DELETE FROM users and deletes nothing (the refusal itself is audited)', async () => {
    const before = await snapshot(worker, [...EXCEPT, 'admin_audit_log'])
    const { status, html } = await admin.post(
      { intent: 'query', query: 'DELETE FROM users' },
      '?tab=database',
    )
    expect(status).toBe(400)
    expect(html).toContain('role="alert"')
    expect(await snapshot(worker, [...EXCEPT, 'admin_audit_log'])).toEqual(before)
    const last = (await auditRows(worker)).at(-1)
    expect(JSON.parse(last?.detail ?? '{}')).toMatchObject({
      query: 'DELETE FROM users',
      ok: false,
    })
  })

  it("refuses an empty query with 'No query entered' and writes nothing", async () => {
    await expectUnchanged(
      { intent: 'query', query: '   ' },
      400,
      'No query entered',
      '?tab=database',
    )
  })

  it('shows the Local badge under local development', async () => {
    const { html } = await admin.get('?tab=database')
    expect(html).toContain('>Local<')
    expect(html).toContain('SELECT id, name, email, role, created_at FROM users LIMIT 10;')
  })

  it('audits queries sent to the API too', async () => {
    const session = await loginAs(worker, 'admin@demo.test', '203.0.113.70')
    const response = await worker.fetch('/api/admin/query', {
      method: 'POST',
      headers: { ...bearer(session.accessToken), 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'SELECT 2 AS two' }),
    })
    expect(response.status).toBe(200)
    const last = (await auditRows(worker)).at(-1)
    expect(JSON.parse(last?.detail ?? '{}')).toMatchObject({ query: 'SELECT 2 AS two' })
  })
})

describe('the audit log tab', () => {
  it('shows the actions newest first with who did them', async () => {
    const { html: page } = await admin.get('?tab=audit')
    expect(page).toContain('Audit Log')
    const html = page.slice(page.indexOf('Admin actions, newest first'))
    const first = html.indexOf('Ran SQL query')
    const invite = html.indexOf('Added user')
    expect(first).toBeGreaterThan(-1)
    expect(invite).toBeGreaterThan(first)
  })
})

describe('slug check', () => {
  it('answers the §5 rule for a bad slug and whether a good one is free', async () => {
    const session = await loginAs(worker, 'admin@demo.test', '203.0.113.71')
    const check = (slug: string) =>
      worker.fetch(`/api/admin/slug-check?slug=${encodeURIComponent(slug)}`, {
        headers: bearer(session.accessToken),
      })
    const bad = await check('a--b')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({
      errors: { slug: 'Slug cannot contain consecutive hyphens' },
    })
    expect(await (await check('jps')).json()).toMatchObject({ available: false })
    expect(await (await check('brand-new')).json()).toMatchObject({ available: true })
  })
})

describe('users list API', () => {
  it('searches name, email, business and slug and pages with limit and offset', async () => {
    const session = await loginAs(worker, 'admin@demo.test', '203.0.113.72')
    const list = async (query: string) => {
      const response = await worker.fetch(`/api/admin/users${query}`, {
        headers: bearer(session.accessToken),
      })
      return response.json<{ users: { email: string }[]; pagination: { hasMore: boolean } }>()
    }
    expect((await list('?q=jps')).users.map((u) => u.email)).toEqual(['jps@demo.test'])
    expect((await list("?q=JP's Mobile")).users.map((u) => u.email)).toEqual(['jps@demo.test'])
    expect((await list('?q=%25')).users).toEqual([])
    const first = await list('?limit=2')
    expect(first.users).toHaveLength(2)
    expect(first.pagination.hasMore).toBe(true)
    const second = await list('?limit=2&offset=2')
    expect(second.users[0]?.email).not.toBe(first.users[0]?.email)
    const bad = await worker.fetch('/api/admin/users?limit=0', {
      headers: bearer(session.accessToken),
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({
      errors: { limit: 'Limit must be a whole number from 1 to 100' },
    })
  })
})
