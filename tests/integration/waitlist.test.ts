import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin, insertApplication, finishSetup } from '../support/admin'
import { postDashboard } from '../support/dashboard'
import { loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// Issue 40: an unserved place offers "tell me when a detailer serves {place}": stored once per
// address and place, capped, and emailed once when a business serving it goes live.

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

let client = 0
function ask(fields: Record<string, string>) {
  client += 1
  return worker.fetch('/detailers', {
    method: 'POST',
    headers: {
      Origin: 'http://localhost',
      'Content-Type': 'application/x-www-form-urlencoded',
      'CF-Connecting-IP': `198.51.100.${client}`,
    },
    body: new URLSearchParams(fields).toString(),
  })
}
const rows = async (email: string) =>
  (
    await worker.db
      .prepare('SELECT city, state, notified_at FROM area_waitlist WHERE email = ? ORDER BY id')
      .bind(email)
      .all()
  ).results

describe('tell me when a detailer serves a place', () => {
  it('the unserved place offers the form', async () => {
    const page = await worker.fetch('/detailers?city=Boise&state=ID')
    expect(page.status).toBe(404)
    expect((await page.text()).replaceAll('<!-- -->', '')).toContain(
      'Tell me when a detailer serves Boise, ID',
    )
  })

  it('stores an address once per place; a bad address is refused and changes nothing', async () => {
    const first = await ask({ email: 'Wait@Example.test', city: 'Boise', state: 'ID' })
    expect(first.status).toBe(200)
    expect(await first.text()).toContain('We will email you once a detailer serves Boise, ID.')
    expect((await ask({ email: 'wait@example.test', city: 'boise', state: 'id' })).status).toBe(200)
    expect(await rows('wait@example.test')).toEqual([
      { city: 'Boise', state: 'ID', notified_at: null },
    ])
    const bad = await ask({ email: 'not-an-email', city: 'Boise', state: 'ID' })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Please enter a valid email address')
    const badState = await ask({ email: 'x@example.test', city: 'Boise', state: 'ZZ' })
    expect(badState.status).toBe(400)
    expect(await rows('not-an-email')).toEqual([])
    expect(await rows('x@example.test')).toEqual([])
  })

  it('lets one address wait for at most 5 places (429 after, nothing stored)', async () => {
    for (const city of ['Nampa', 'Meridian', 'Eagle', 'Caldwell', 'Kuna']) {
      expect((await ask({ email: 'many@example.test', city, state: 'ID' })).status).toBe(200)
    }
    const sixth = await ask({ email: 'many@example.test', city: 'Emmett', state: 'ID' })
    expect(sixth.status).toBe(429)
    expect(await sixth.text()).toContain('Too many places are waiting for this address')
    expect(await rows('many@example.test')).toHaveLength(5)
  })

  it('emails the address once when a business serving Boise goes live', async () => {
    const { send } = await asAdmin(worker)
    const slug = `boise-${Date.now().toString(36)}`
    const id = await insertApplication(worker, {
      businessName: 'Boise Shine',
      city: 'Boise',
      state: 'ID',
      zip: '83702',
    })
    expect(
      (await send('POST', `/api/admin/approve-application/${id}`, { approved_slug: slug })).status,
    ).toBe(200)
    await finishSetup(worker, id)
    const admin = (await loginAs(worker, 'admin@demo.test', '203.0.113.92')).cookie
    expect((await postDashboard(worker, admin, { intent: 'go-live' }, { slug })).status).toBe(200)
    const mail = await worker.waitForMail((m) => m.to === 'wait@example.test')
    expect(mail[0]?.subject).toBe('A mobile detailer now serves Boise, ID')
    expect((await rows('wait@example.test'))[0]?.notified_at).not.toBeNull()
    // A second press sends nothing more.
    expect((await postDashboard(worker, admin, { intent: 'go-live' }, { slug })).status).toBe(200)
    const queued = await worker.db
      .prepare("SELECT count(*) AS n FROM email_outbox WHERE template = 'waitlist.opened'")
      .first<{ n: number }>()
    expect(queued?.n).toBe(1)
  })
})
