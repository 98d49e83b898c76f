import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postJson } from '../../support/http'
import { startWorker, TEST_SENDER, type TestWorker } from '../../support/worker'

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker()
})
afterAll(() => worker.dispose())

describe('a quote request', () => {
  it('emails the business once, from its name, with text and HTML parts', async () => {
    const response = await postJson(
      worker,
      '/api/quote',
      {
        name: 'Quinn Quote',
        email: 'quinn@example.test',
        phone: '(480) 555-0100',
        vehicle: 'SUV',
        services: ['Ceramic coating'],
        additionalInfo: 'Two cars',
        business_slug: 'jps',
      },
      { 'CF-Connecting-IP': '198.51.100.7' },
    )
    expect(response.status).toBe(201)
    const mails = await worker.waitForMail((m) => m.subject.includes('Quinn Quote'))
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail?.to).toBe('bookings@jps-detailing.test')
    expect(mail?.from).toContain(TEST_SENDER)
    expect(mail?.text).toContain('Two cars')
    expect(mail?.html).toContain('Ceramic coating')
    expect(mail?.html).toContain('http://localhost/jps/dashboard')
    const row = await worker.db
      .prepare(
        "SELECT status, attempts, sent_at, subject FROM email_outbox WHERE template = 'quote.new'",
      )
      .first<{ status: string; attempts: number; sent_at: string | null; subject: string }>()
    expect(row).toMatchObject({ status: 'sent', attempts: 1, subject: mail?.subject })
    expect(row?.sent_at).toBeTruthy()
  })
})
