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
        phone: '4805550100',
        zip: '89101',
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
    // Phones in emails read as people write them; the ZIP says where the work is.
    expect(mail?.text).toContain('(480) 555-0100')
    expect(mail?.text).toContain('89101')
    const row = await worker.db
      .prepare(
        "SELECT status, attempts, sent_at, subject FROM email_outbox WHERE template = 'quote.new'",
      )
      .first<{ status: string; attempts: number; sent_at: string | null; subject: string }>()
    expect(row).toMatchObject({ status: 'sent', attempts: 1, subject: mail?.subject })
    expect(row?.sent_at).toBeTruthy()
  })

  it('sends the customer a receipt, in the business brand, naming what they asked for', async () => {
    const [receipt] = await worker.waitForMail(
      (m) => m.to === 'quinn@example.test' && m.subject === 'We received your quote request',
    )
    expect(receipt?.text).toContain('Hi Quinn Quote,')
    expect(receipt?.text).toContain('Thanks for asking')
    expect(receipt?.text).toContain('Ceramic coating')
    expect(receipt?.text).toContain('89101')
    expect(receipt?.text).toContain('(480) 555-0100')
  })
})
