import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin, insertApplication, type Send } from '../../support/admin'
import { postJson } from '../../support/http'
import { startWorker, type TestWorker } from '../../support/worker'

// Applications: the applicant hears that it arrived and how it ended; admins hear it is waiting.

let worker: TestWorker
let send: Send
beforeAll(async () => {
  worker = await startWorker()
  send = (await asAdmin(worker)).send
})
afterAll(() => worker.dispose())

describe('an application', () => {
  it('sends the applicant one receipt and each admin one notice', async () => {
    const response = await postJson(
      worker,
      '/api/affiliates/apply',
      {
        legal_name: 'Gleam Team Detailing LLC',
        primary_contact: 'Riley Stone',
        phone: '(555) 123-4567',
        email: 'Riley@GleamTeam.test',
        base_location: { city: 'Austin', state: 'TX', zip: '78701' },
        categories: ['Auto Detailing'],
        has_insurance: true,
        accept_terms: true,
        consent_notifications: true,
      },
      { 'CF-Connecting-IP': '192.0.2.30' },
    )
    expect(response.status).toBe(201)
    const receipts = await worker.waitForMail((m) => m.to === 'riley@gleamteam.test')
    expect(receipts).toHaveLength(1)
    expect(receipts[0]?.subject).toBe('Application Received!')
    expect(receipts[0]?.text).toContain('2-3 business days')
    expect(receipts[0]?.text).toContain('Austin, TX')
    const notices = await worker.waitForMail((m) =>
      m.subject.startsWith('New application: Gleam Team'),
    )
    expect(notices.map((m) => m.to)).toEqual(['admin@demo.test'])
    expect(notices[0]?.text).toContain('http://localhost/admin-dashboard')
  })

  it('tells the applicant the rejection reason, once, even if rejected twice', async () => {
    const id = await insertApplication(worker, {
      email: 'sam@applicant.test',
      businessName: 'Sam Shine',
    })
    const reason = 'We need proof of insurance before approving.'
    const first = await send('POST', `/api/admin/reject-application/${id}`, {
      rejection_reason: reason,
    })
    expect(first.status).toBe(200)
    const second = await send('POST', `/api/admin/reject-application/${id}`, {
      rejection_reason: reason,
    })
    expect(second.status).toBe(409)
    const mails = await worker.waitForMail((m) => m.to === 'sam@applicant.test')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).toContain(`Reason: ${reason}`)
    const rows = await worker.db
      .prepare("SELECT count(*) AS n FROM email_outbox WHERE template = 'application.rejected'")
      .first<{ n: number }>()
    expect(rows?.n).toBe(1)
  })
})
