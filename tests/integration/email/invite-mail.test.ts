import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dashboardAs, type DashboardPoster } from '../../support/admin-dashboard'
import { startWorker, type TestWorker } from '../../support/worker'

// Add User (issue 24): the invitee hears of the new account by email, through the outbox, with a
// set-password link of their own; what the link promises depends on the role.

let worker: TestWorker
let admin: DashboardPoster
beforeAll(async () => {
  worker = await startWorker()
  admin = await dashboardAs(worker)
})
afterAll(() => worker.dispose())

const LINK = /http:\/\/localhost\/set-password\?token=([A-Za-z0-9_-]{43})/

async function invite(name: string, email: string, role: 'customer' | 'admin') {
  const { status, html } = await admin.post({ intent: 'invite', name, email, role }, '?tab=users')
  expect(status).toBe(200)
  // The admin still sees a link of their own, once.
  const adminToken = /\/set-password\?token=([A-Za-z0-9_-]{43})/.exec(html)?.[1]
  expect(adminToken).toBeDefined()
  const [mail] = await worker.waitForMail((m) => m.to === email)
  if (!mail) throw new Error(`no email to ${email}`)
  return Object.assign(mail, { adminToken })
}

describe('Add User', () => {
  it('emails a customer a set-password link that promises their account, not a dashboard', async () => {
    const mail = await invite('Cora Client', 'cora@example.test', 'customer')
    expect(mail.subject).toBe('Your Mobile Detail Hub account is ready')
    expect(mail.text).toContain('Hi Cora Client,')
    expect(mail.text).toContain('Set your password to sign in to your Mobile Detail Hub account.')
    expect(mail.text).not.toMatch(/dashboard/i)
    const outbox = await worker.db
      .prepare("SELECT template, payload FROM email_outbox WHERE to_address = 'cora@example.test'")
      .all<{ template: string; payload: string }>()
    // The row names the template and the account, never the link (minted at send time).
    expect(outbox.results).toHaveLength(1)
    expect(outbox.results[0]?.template).toBe('account.invited')
    expect(outbox.results[0]?.payload).not.toContain('token')

    const token = LINK.exec(mail.text)?.[1]
    expect(token).toBeDefined()
    const page = await worker.fetch(`/set-password?token=${token}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Choose a password to sign in to <!-- -->your Mobile Detail Hub account')
    expect(html).not.toContain('sign in to your Mobile Detail Hub dashboard')
  })

  it("spends the admin's copy of the link once the invitee sets a password from the email", async () => {
    const mail = await invite('Pia Pass', 'pia@example.test', 'customer')
    const token = LINK.exec(mail.text)?.[1]
    const set = await worker.fetch(`/set-password?token=${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
      body: new URLSearchParams({
        password: 'Invitee-pass-2026',
        confirmPassword: 'Invitee-pass-2026',
      }).toString(),
      redirect: 'manual',
    })
    expect(set.status).toBe(302)
    expect(set.headers.get('location')).toBe('/')
    const stale = await worker.fetch(`/set-password?token=${mail.adminToken}`)
    expect(stale.status).toBe(410)
  })

  it('emails an admin a link to the admin dashboard', async () => {
    const mail = await invite('Ada Admin', 'ada@example.test', 'admin')
    expect(mail.subject).toBe('You have been added as a Mobile Detail Hub admin')
    expect(mail.text).toContain('the Mobile Detail Hub admin dashboard')
    const token = LINK.exec(mail.text)?.[1]
    const html = await (await worker.fetch(`/set-password?token=${token}`)).text()
    expect(html).toContain('the Mobile Detail Hub admin dashboard')
  })

  it('queues no email when the address already has an account', async () => {
    const before = worker.sent.length
    const { status } = await admin.post(
      { intent: 'invite', name: 'Again', email: 'customer@demo.test', role: 'customer' },
      '?tab=users',
    )
    expect(status).toBe(409)
    const rows = await worker.db
      .prepare(
        "SELECT count(*) AS n FROM email_outbox WHERE template = 'account.invited' AND to_address = 'customer@demo.test'",
      )
      .first<{ n: number }>()
    expect(rows?.n).toBe(0)
    expect(worker.sent.length).toBe(before)
  })
})
