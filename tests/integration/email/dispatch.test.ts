import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, loginAs, postJson } from '../../support/http'
import { startWorker, type TestWorker } from '../../support/worker'

// The dispatcher against the simulated binding, here told to accept only some recipients so
// that a send really fails: retries with back-off, the final failure, the admin's Retry,
// racing dispatchers, and claims abandoned mid-send.

const OK = 'ok@example.test'
const REFUSED = 'refused@example.test'
let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker({ allowedRecipients: [OK, 'admin@demo.test'] })
})
afterAll(() => worker.dispose())

interface OutboxRow {
  id: number
  status: string
  attempts: number
  last_error: string | null
  next_attempt_at: string | null
  sent_at: string | null
}

async function queue(to: string, template = 'application.received', payload = '{"affiliateId":1}') {
  const row = await worker.db
    .prepare(
      'INSERT INTO email_outbox (to_address, subject, body, template, payload) VALUES (?, ?, ?, ?, ?) RETURNING id',
    )
    .bind(to, template, '', template, payload)
    .first<{ id: number }>()
  return row?.id ?? 0
}

const rowOf = (id: number) =>
  worker.db.prepare('SELECT * FROM email_outbox WHERE id = ?').bind(id).first<OutboxRow>()

describe('a failing send', () => {
  it('does not fail the request that queued it, and is retried in the background', async () => {
    const response = await postJson(
      worker,
      '/api/quote',
      {
        name: 'Rae',
        email: 'rae@example.test',
        phone: '',
        zip: '89101',
        vehicle: 'Car',
        services: [],
        additionalInfo: '',
        business_slug: 'jps',
      },
      { 'CF-Connecting-IP': '203.0.113.77' },
    )
    expect(response.status).toBe(201)
    const deadline = Date.now() + 45_000
    let row: OutboxRow | null = null
    while (Date.now() < deadline) {
      row = await worker.db
        .prepare("SELECT * FROM email_outbox WHERE template = 'quote.new'")
        .first<OutboxRow>()
      if (row?.attempts === 1 && row.status === 'queued') break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(row).toMatchObject({ status: 'queued', attempts: 1, sent_at: null })
    expect(row?.last_error).toContain('not allowed')
  })

  it('backs off 1, 5, 30 and 120 minutes, then is marked failed after the fifth attempt', async () => {
    const id = await queue(REFUSED)
    let at = new Date()
    const waits: number[] = []
    for (let attempt = 1; attempt <= 5; attempt++) {
      await worker.cron(at)
      const row = await rowOf(id)
      expect(row?.attempts).toBe(attempt)
      if (attempt < 5) {
        expect(row?.status).toBe('queued')
        const next = new Date(row?.next_attempt_at ?? '')
        waits.push(Math.round((next.getTime() - at.getTime()) / 60_000))
        // Not due yet: a sweep a second early does nothing.
        await worker.cron(new Date(next.getTime() - 1000))
        expect((await rowOf(id))?.attempts).toBe(attempt)
        at = next
      }
    }
    expect(waits).toEqual([1, 5, 30, 120])
    const row = await rowOf(id)
    expect(row).toMatchObject({ status: 'failed', attempts: 5, sent_at: null })
    expect(row?.last_error).toContain(`email to ${REFUSED} not allowed`)
    await worker.cron(new Date(at.getTime() + 86_400_000))
    expect((await rowOf(id))?.attempts).toBe(5)
    expect(worker.sent.filter((m) => m.to === REFUSED)).toHaveLength(0)
  })

  it('is marked failed at once when what it announces no longer exists', async () => {
    const id = await queue(OK, 'booking.new', '{"bookingId":999999}')
    await worker.cron()
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'The booking request no longer exists',
    })
  })
})

describe("the admin's Retry", () => {
  it('requeues a failed email, which is then sent; a sent one cannot be retried (409)', async () => {
    const id = await queue(OK)
    await worker.db
      .prepare(
        "UPDATE email_outbox SET status = 'failed', attempts = 5, last_error = 'boom' WHERE id = ?",
      )
      .bind(id)
      .run()
    const admin = await loginAs(worker, 'admin@demo.test')
    const list = await worker.fetch('/api/admin/outbox?status=failed', {
      headers: bearer(admin.accessToken),
    })
    const body = await list.json<{
      data: Array<{ id: number; status: string; last_error: string }>
    }>()
    expect(body.data).toContainEqual(
      expect.objectContaining({ id, status: 'failed', last_error: 'boom' }),
    )

    const retry = await postJson(worker, '/api/admin/outbox', { id }, bearer(admin.accessToken))
    expect(retry.status).toBe(200)
    const [mail] = await worker.waitForMail(
      (m) => m.to === OK && m.subject === 'Application Received!',
    )
    expect(mail).toBeDefined()
    const deadline = Date.now() + 45_000
    while ((await rowOf(id))?.status !== 'sent' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 })

    const again = await postJson(worker, '/api/admin/outbox', { id }, bearer(admin.accessToken))
    expect(again.status).toBe(409)
    expect((await again.json<{ error: string }>()).error).toBe('Only failed emails can be retried')
  })

  it('answers a bad id with 400 and an unknown one with 404', async () => {
    const admin = await loginAs(worker, 'admin@demo.test')
    const bad = await postJson(worker, '/api/admin/outbox', { id: 'x' }, bearer(admin.accessToken))
    expect(bad.status).toBe(400)
    const missing = await postJson(
      worker,
      '/api/admin/outbox',
      { id: 424242 },
      bearer(admin.accessToken),
    )
    expect(missing.status).toBe(404)
    const badQuery = await worker.fetch('/api/admin/outbox?status=lost', {
      headers: bearer(admin.accessToken),
    })
    expect(badQuery.status).toBe(400)
  })
})

describe('racing dispatchers', () => {
  it('send every row exactly once', async () => {
    const before = worker.sent.filter((m) => m.to === OK).length
    const ids = await Promise.all(Array.from({ length: 6 }, () => queue(OK)))
    await Promise.all([worker.cron(), worker.cron(), worker.cron(), worker.cron()])
    for (const id of ids) expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 })
    await worker.waitForMail((m) => m.to === OK, before + ids.length)
    // The binding reports after it returns: give a duplicate every chance to show up.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(worker.sent.filter((m) => m.to === OK)).toHaveLength(before + ids.length)
  })

  it('a claim abandoned mid-send is marked failed for an admin, never sent again blindly', async () => {
    const id = await queue(OK)
    const stale = new Date(Date.now() - 20 * 60_000).toISOString()
    await worker.db
      .prepare(
        "UPDATE email_outbox SET status = 'sending', attempts = 1, claimed_at = ? WHERE id = ?",
      )
      .bind(stale, id)
      .run()
    await worker.cron()
    const row = await rowOf(id)
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sent_at: null })
    expect(row?.last_error).toContain('Interrupted while sending')
  })
})
