import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookProved, customer, linkIn } from '../support/booking'
import { dashboardHtml } from '../support/dashboard'
import { pageText } from '../support/dashboard-business'
import { loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// Issue 40: a request's vehicle reads as the booking page names it ('Car', 'SUV'), never as the
// stored id ('car'), in the emails, the calendar file, the respond page and the dashboard.

const DETAILER = 'bookings@jps-detailing.test'
const EMAIL = 'vehicle-words@example.test'

let worker: TestWorker
let reference = ''
beforeAll(async () => {
  worker = await startWorker()
  reference = (await bookProved(worker, customer({ email: EMAIL, name: 'Vera Words' }))).reference
})
afterAll(() => worker.dispose())

describe("a request's vehicle", () => {
  it("reads 'Car' in the customer's and the detailer's emails and their calendar files", async () => {
    const mails = await worker.waitForMail(
      (m) => (m.to === EMAIL || m.to === DETAILER) && m.text.includes(reference),
      2,
    )
    expect(mails.length).toBeGreaterThanOrEqual(2)
    for (const mail of mails) {
      expect(mail.text).toContain('(Car)')
      expect(mail.text).not.toContain('(car)')
      for (const file of mail.attachments.filter((a) => a.filename.endsWith('.ics')))
        expect(file.content).not.toContain('(car)')
    }
  })

  it("reads 'Car' on the detailer's respond page", async () => {
    const [notice] = await worker.waitForMail(
      (m) => m.to === DETAILER && m.text.includes(reference),
    )
    const url = new URL(linkIn(notice?.text ?? '', 'http://localhost/booking/respond?'))
    const text = await pageText(await worker.fetch(`${url.pathname}${url.search}`))
    expect(text).toContain('(Car)')
    expect(text).not.toContain('(car)')
  })

  it("reads 'Car' on the dashboard's request card", async () => {
    const owner = (await loginAs(worker, 'jps@demo.test')).cookie
    const { text } = await dashboardHtml(worker, owner, `/jps/dashboard?tab=requests&q=${EMAIL}`)
    expect(text).toContain('Vera Words')
    expect(text).toMatch(/Car · /)
    expect(text).not.toMatch(/car · /)
  })
})
