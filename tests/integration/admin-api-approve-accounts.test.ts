import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin, expectRefused, insertApplication, type Send } from '../support/admin'
import { count } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// Approval and existing accounts (an applicant who already has one) and concurrent reviews.

let worker: TestWorker
let send: Send
beforeAll(async () => {
  worker = await startWorker()
  ;({ send } = await asAdmin(worker))
})
afterAll(() => worker.dispose())

const approve = (id: number, body: unknown) =>
  send('POST', `/api/admin/approve-application/${id}`, body)

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
    // One link for the admin's answer, and one minted when the single approval email is sent.
    const [mail, ...more] = await worker.waitForMail(
      (m) => m.subject.includes('approved') && m.text.includes('/race-'),
    )
    expect(mail).toBeDefined()
    expect(more).toHaveLength(0)
    expect(
      await count(
        worker,
        `SELECT count(*) AS n FROM password_setup_tokens t JOIN users u ON u.id = t.user_id WHERE u.affiliate_id = ${id}`,
      ),
    ).toBe(2)
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
