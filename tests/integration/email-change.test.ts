import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actionLink, postSignedIn } from '../support/booking'
import { loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// Issue 39: a customer or an admin changes their own sign-in email from Settings. The current
// password is asked, the new address must be free, and nothing changes until the link mailed to
// the new address is opened; the old address is then told.

let worker: TestWorker

const CUSTOMER = 'customer@demo.test'
const ADMIN = 'admin@demo.test'

const post = (path: string, fields: Record<string, string>, cookie: string) =>
  postSignedIn(worker, path, fields, cookie)

async function emailOf(id: number) {
  const row = await worker.db
    .prepare('SELECT email, email_verified_at AS verified FROM users WHERE id = ?')
    .bind(id)
    .first<{ email: string; verified: string | null }>()
  return row
}

async function idOf(email: string) {
  const row = await worker.db
    .prepare('SELECT id FROM users WHERE email = ?')
    .bind(email)
    .first<{ id: number }>()
  if (!row) throw new Error(`no user ${email}`)
  return row.id
}

/** A new customer with the demo password (copied hash), returning its id. */
async function newCustomer(email: string) {
  await worker.db
    .prepare(
      "INSERT INTO users (email, name, role, password_hash) SELECT ?, 'Eve Mover', 'user', password_hash FROM users WHERE email = ?",
    )
    .bind(email, CUSTOMER)
    .run()
  return idOf(email)
}

/** The link in the newest "Confirm your new email" message to `to`, as a path. */
async function linkTo(to: string) {
  await worker.cron()
  const mails = await worker.waitForMail(
    (m) => m.to === to && /Confirm your new email/.test(m.subject),
  )
  const link = actionLink(mails.at(-1)?.text ?? '', 'Use this email')
  expect(link).toContain('/account/confirm-email?')
  const url = new URL(link)
  return url.pathname + url.search
}

const outboxTo = async (to: string, template: string) =>
  (
    await worker.db
      .prepare('SELECT count(*) AS n FROM email_outbox WHERE to_address = ? AND template = ?')
      .bind(to, template)
      .first<{ n: number }>()
  )?.n ?? 0

beforeAll(async () => {
  worker = await startWorker()
}, 120_000)

afterAll(() => worker?.dispose())

describe('changing the sign-in email', () => {
  it('asks for the current password and changes nothing when it is wrong', async () => {
    const id = await newCustomer('wrong-pass@example.test')
    const { cookie } = await loginAs(worker, 'wrong-pass@example.test')
    const res = await post(
      '/account/settings',
      { intent: 'email', newEmail: 'elsewhere@example.test', currentPassword: 'nope' },
      cookie,
    )
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('Current password is incorrect')
    expect((await emailOf(id))?.email).toBe('wrong-pass@example.test')
    expect(await outboxTo('elsewhere@example.test', 'account.change-email')).toBe(0)
  })

  it("refuses an address another account has with 'An account with this email already exists' (409)", async () => {
    await newCustomer('taken-try@example.test')
    const { cookie } = await loginAs(worker, 'taken-try@example.test')
    const res = await post(
      '/account/settings',
      { intent: 'email', newEmail: 'OTHER-' + CUSTOMER.toUpperCase(), currentPassword: '' },
      cookie,
    )
    // An empty password is a form error first.
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('Current password is required')
    const taken = await post(
      '/account/settings',
      { intent: 'email', newEmail: CUSTOMER.toUpperCase(), currentPassword: 'Demo-pass-2026!' },
      cookie,
    )
    expect(taken.status).toBe(409)
    expect(await taken.text()).toContain('An account with this email already exists')
    expect(await outboxTo(CUSTOMER, 'account.change-email')).toBe(0)
  })

  it('refuses a malformed address and the same address, changing nothing', async () => {
    await newCustomer('same@example.test')
    const { cookie } = await loginAs(worker, 'same@example.test')
    const bad = await post(
      '/account/settings',
      { intent: 'email', newEmail: 'not-an-email', currentPassword: 'Demo-pass-2026!' },
      cookie,
    )
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Please enter a valid email address')
    const same = await post(
      '/account/settings',
      { intent: 'email', newEmail: 'Same@Example.test', currentPassword: 'Demo-pass-2026!' },
      cookie,
    )
    expect(same.status).toBe(400)
    expect(await same.text()).toContain('This is already your email')
  })

  it('mails a link to the new address, changes the email only when it is opened, tells the old address, and signs in with the new one', async () => {
    const id = await newCustomer('mover@example.test')
    const { cookie } = await loginAs(worker, 'mover@example.test')
    const asked = await post(
      '/account/settings',
      { intent: 'email', newEmail: 'Moved@Example.test', currentPassword: 'Demo-pass-2026!' },
      cookie,
    )
    expect(asked.status).toBe(302)
    expect(asked.headers.get('Location')).toBe('/account/settings?saved=email')
    // Not yet: the account keeps its address until the new inbox answers.
    expect((await emailOf(id))?.email).toBe('mover@example.test')
    const notice = await worker.fetch('/account/settings?saved=email', {
      headers: { Cookie: cookie },
    })
    expect(await notice.text()).toContain('We sent a confirmation link to your new email.')

    const path = await linkTo('moved@example.test')
    // A tampered address in the link is refused and changes nothing.
    const forged = path.replace('moved%40example.test', 'thief%40example.test')
    expect((await worker.fetch(forged)).status).toBe(410)
    expect((await emailOf(id))?.email).toBe('mover@example.test')

    const opened = await worker.fetch(path)
    expect(opened.status).toBe(200)
    expect(await opened.text()).toContain('Your email is changed')
    const row = await emailOf(id)
    expect(row?.email).toBe('moved@example.test')
    expect(row?.verified).not.toBeNull()
    // Opened again (a mail scanner, a second click): no second change, no second notice.
    expect((await worker.fetch(path)).status).toBe(200)
    await worker.cron()
    const told = await worker.waitForMail(
      (m) => m.to === 'mover@example.test' && /email was changed/.test(m.subject),
    )
    expect(told[0]?.text).toContain('now signs in with moved@example.test')
    expect(await outboxTo('mover@example.test', 'account.email-changed')).toBe(1)

    // The new address signs in; the old one no longer does.
    const login = (email: string) =>
      worker.fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'Demo-pass-2026!' }),
      })
    expect((await login('moved@example.test')).status).toBe(200)
    expect((await login('mover@example.test')).status).toBe(401)
  })

  it('answers 409 and changes nothing when the new address was taken before the link was opened', async () => {
    const id = await newCustomer('slow@example.test')
    const { cookie } = await loginAs(worker, 'slow@example.test')
    const asked = await post(
      '/account/settings',
      { intent: 'email', newEmail: 'race@example.test', currentPassword: 'Demo-pass-2026!' },
      cookie,
    )
    expect(asked.status).toBe(302)
    const path = await linkTo('race@example.test')
    await newCustomer('race@example.test')
    const opened = await worker.fetch(path)
    expect(opened.status).toBe(409)
    expect(await opened.text()).toContain('An account with this email already exists')
    expect((await emailOf(id))?.email).toBe('slow@example.test')
    expect(await outboxTo('slow@example.test', 'account.email-changed')).toBe(0)
  })

  it('sends at most 3 links an hour per account (429), and the outbox caps each new address', async () => {
    await newCustomer('many@example.test')
    const { cookie } = await loginAs(worker, 'many@example.test')
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await post(
        '/account/settings',
        { intent: 'email', newEmail: `many-${i}@example.test`, currentPassword: 'Demo-pass-2026!' },
        cookie,
      )
      statuses.push(res.status)
      if (res.status === 429) expect(await res.text()).toContain('Too many confirmation emails')
    }
    expect(statuses).toEqual([302, 302, 302, 429])
    expect(await outboxTo('many-3@example.test', 'account.change-email')).toBe(0)
  })

  it('lets the admin change their email from the Settings tab and returns there', async () => {
    const id = await idOf(ADMIN)
    const { cookie } = await loginAs(worker, ADMIN)
    const tab = await worker.fetch('/admin-dashboard?tab=settings', { headers: { Cookie: cookie } })
    const html = await tab.text()
    expect(html).toContain('Send confirmation link')
    const asked = await post(
      '/account/settings?from=admin',
      { intent: 'email', newEmail: 'boss@example.test', currentPassword: 'Demo-pass-2026!' },
      cookie,
    )
    expect(asked.status).toBe(302)
    expect(asked.headers.get('Location')).toBe('/admin-dashboard?tab=settings&saved=email')
    const back = await worker.fetch('/admin-dashboard?tab=settings&saved=email', {
      headers: { Cookie: cookie },
    })
    expect(await back.text()).toContain('We sent a confirmation link to your new email.')
    expect((await worker.fetch(await linkTo('boss@example.test'))).status).toBe(200)
    expect((await emailOf(id))?.email).toBe('boss@example.test')
  })
})
