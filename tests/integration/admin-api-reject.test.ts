import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin, expectRefused, insertApplication, type Send } from '../support/admin'
import { startWorker, type TestWorker } from '../support/worker'

// Spec §4 Application review, reject path, and §5 rejection rules.

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

const reject = (id: number | string, body: unknown, headers?: Record<string, string>) =>
  send('POST', `/api/admin/reject-application/${id}`, body, headers)
const SHINE = 4
const REASON = 'We could not verify your insurance.'

describe('rejecting an application', () => {
  it("answers { success, message: 'Application rejected successfully' } and records the review", async () => {
    const response = await reject(SHINE, {
      rejection_reason: `   ${REASON}   `,
      admin_notes: 'Asked twice by email.',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      success: true,
      message: 'Application rejected successfully',
    })
    const row = await worker.db
      .prepare(
        'SELECT status, slug, rejection_reason, admin_notes, reviewed_by, reviewed_at, owner_user_id FROM affiliates WHERE id = ?',
      )
      .bind(SHINE)
      .first<Record<string, unknown>>()
    expect(row).toMatchObject({
      status: 'rejected',
      slug: null,
      rejection_reason: REASON,
      admin_notes: 'Asked twice by email.',
      reviewed_by: adminId,
      owner_user_id: null,
    })
    expect(Date.now() - Date.parse(String(row?.reviewed_at))).toBeLessThan(60_000)
  })

  it('takes the application off the pending lists and creates no account', async () => {
    const pending = await send('GET', '/api/admin/pending-applications')
    expect((await pending.json<{ applications: unknown[] }>()).applications).toEqual([])
    const asUsers = await send('GET', '/api/admin/users?status=pending')
    expect((await asUsers.json<{ users: unknown[] }>()).users).toEqual([])
    const owner = await worker.db
      .prepare("SELECT count(*) AS n FROM users WHERE email = 'devon@shineonwheels.test'")
      .first<{ n: number }>()
    expect(owner?.n).toBe(0)
  })

  it("answers a second rejection with 409 'Application not found or already processed'", async () => {
    await expectRefused(
      worker,
      () => reject(SHINE, { rejection_reason: 'Rejecting this one again.' }),
      409,
      'Application not found or already processed',
    )
  })

  it('answers approving a rejected application with 409', async () => {
    await expectRefused(
      worker,
      () =>
        send('POST', `/api/admin/approve-application/${SHINE}`, { approved_slug: 'shine-late' }),
      409,
      'Application not found or already processed',
    )
  })

  it('answers rejecting an approved affiliate with 409 and leaves it live', async () => {
    await expectRefused(
      worker,
      () => reject(1, { rejection_reason: 'This one is already live.' }),
      409,
      'Application not found or already processed',
    )
    expect((await worker.fetch('/jps')).status).toBe(200)
  })

  it('stores no notes when none or blank notes are given', async () => {
    const id = await insertApplication(worker)
    expect((await reject(id, { rejection_reason: REASON, admin_notes: '   ' })).status).toBe(200)
    const row = await worker.db
      .prepare('SELECT admin_notes FROM affiliates WHERE id = ?')
      .bind(id)
      .first()
    expect(row).toEqual({ admin_notes: null })
  })

  it('lets exactly one of two simultaneous rejections succeed', async () => {
    const id = await insertApplication(worker)
    const responses = await Promise.all([
      reject(id, { rejection_reason: 'First reviewer says no.' }),
      reject(id, { rejection_reason: 'Second reviewer says no.' }),
      send('POST', `/api/admin/approve-application/${id}`, { approved_slug: 'racing-review' }),
    ])
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409])
  })
})

describe('rejection rules (spec §5)', () => {
  let id: number
  beforeAll(async () => {
    id = await insertApplication(worker)
  })
  const refusedWith = async (body: unknown, field: string, message: string) => {
    const refusal = await expectRefused(worker, () => reject(id, body), 400, 'Validation failed')
    expect(refusal.errors?.[field]).toBe(message)
  }

  it.each([
    [{}, 'Rejection reason is required'],
    [{ rejection_reason: '' }, 'Rejection reason is required'],
    [{ rejection_reason: '          ' }, 'Rejection reason is required'],
    [{ rejection_reason: 12345678901 }, 'Rejection reason must be text'],
    [{ rejection_reason: 'Too short' }, 'Rejection reason must be at least 10 characters long'],
    [
      { rejection_reason: '    short     ' },
      'Rejection reason must be at least 10 characters long',
    ],
    [
      { rejection_reason: 'r'.repeat(501) },
      'Rejection reason must be less than 500 characters long',
    ],
  ])('refuses %j', async (body, message) => {
    await refusedWith(body, 'rejection_reason', message)
  })

  it("refuses 1000 characters of notes with 'Admin notes must be less than 1000 characters long'", async () => {
    await refusedWith(
      { rejection_reason: REASON, admin_notes: 'n'.repeat(1000) },
      'admin_notes',
      'Admin notes must be less than 1000 characters long',
    )
  })

  it('refuses notes that are not text', async () => {
    await refusedWith(
      { rejection_reason: REASON, admin_notes: 5 },
      'admin_notes',
      'Admin notes must be text',
    )
  })

  it('refuses malformed JSON, a form post and a non-object body', async () => {
    await expectRefused(worker, () => reject(id, '{"rejection_reason"'), 400, 'Malformed JSON body')
    await expectRefused(
      worker,
      () => reject(id, `rejection_reason=${REASON}`, { 'Content-Type': 'text/plain' }),
      415,
      'Content-Type must be application/json',
    )
    await expectRefused(worker, () => reject(id, 'null'), 400, 'Validation failed')
  })

  it('refuses unknown and malformed ids', async () => {
    await expectRefused(
      worker,
      () => reject(999_999, { rejection_reason: REASON }),
      409,
      'Application not found or already processed',
    )
    for (const bad of ['abc', '0', '-1', '2.5']) {
      await expectRefused(
        worker,
        () => reject(bad, { rejection_reason: REASON }),
        404,
        'Application not found or already processed',
      )
    }
  })

  it('accepts exactly 10 and exactly 500 characters', async () => {
    expect((await reject(id, { rejection_reason: 'r'.repeat(10) })).status).toBe(200)
    const other = await insertApplication(worker)
    expect(
      (await reject(other, { rejection_reason: 'r'.repeat(500), admin_notes: 'n'.repeat(999) }))
        .status,
    ).toBe(200)
  })
})
