import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  actionLink,
  book,
  bookProved,
  confirmEmail,
  customer,
  inDays,
  linkIn,
  postForm,
} from '../../support/booking'
import { snapshot } from '../../support/db'
import { startWorker, TEST_SECRETS, type TestWorker } from '../../support/worker'

// A booking's mail end to end through the real Worker and the simulated send_email binding:
// the customer's receipt and booking page, the detailer's Confirm / Decline links, the
// confirmation with its calendar file, the decline with its reason, and cancellation.

const DETAILER = 'bookings@jps-detailing.test'
let worker: TestWorker
/** jps's deposit: none here (the email-proof flow of a business without payments) but where set. */
const depositKind = (kind: 'none' | 'percent') =>
  worker.db
    .prepare('UPDATE payment_accounts SET deposit_kind = ? WHERE affiliate_id = 1')
    .bind(kind)
    .run()

beforeAll(async () => {
  worker = await startWorker()
  await depositKind('none')
})
afterAll(() => worker.dispose())

/**
 * A new request's emails have left (they are sent in the background after the write): the
 * receipt, and the detailer's notice once the request is proved (an unproved one has none).
 */
async function settled(reference: string) {
  const proved = (await booking(reference))?.proved_at ? 2 : 1
  // waitForMail answers what it found by its deadline: a wait that ran out must fail here.
  expect(await worker.waitForMail((m) => m.text.includes(reference), proved)).toHaveLength(proved)
}

const mailsAbout = (reference: string, to: string) =>
  worker.waitForMail((m) => m.to === to && m.text.includes(reference))

async function booking(reference: string) {
  return worker.db
    .prepare('SELECT * FROM booking_requests WHERE reference = ?')
    .bind(reference)
    .first<Record<string, unknown>>()
}

/** The path and query of an absolute link (the Worker is addressed by host separately). */
const pathOf = (link: string) => {
  const url = new URL(link)
  return { path: `${url.pathname}${url.search}`, host: url.hostname }
}

describe('a booking request', () => {
  let reference = ''
  let confirmLink = ''
  let pageLink = ''

  it('sends the customer one receipt with a Confirm your email link and their booking page on the business domain', async () => {
    ;({ reference } = await book(worker, customer({ email: 'pat@example.test' })))
    const [receipt, ...more] = await mailsAbout(reference, 'pat@example.test')
    expect(more).toHaveLength(0)
    expect(receipt?.subject).toBe(`Please confirm your email for booking request ${reference}`)
    expect(receipt?.from).toContain("JP's Mobile Detailing")
    expect(actionLink(receipt?.text ?? '', 'Confirm your email')).toContain('&proof=')
    pageLink = actionLink(receipt?.text ?? '', 'View your booking')
    expect(pageLink).toMatch(/^http:\/\/jps-detailing\.localhost\/booking\/confirmation\?/)
    expect(pageLink).toContain(`ref=${reference}`)
    expect(pageLink).not.toContain('proof=')
    const { path, host } = pathOf(pageLink)
    const page = await worker.fetch(path, { host })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Booking Request Sent')
    expect(html).toContain('Please confirm your email')
    // The detailer hears of it once the email is confirmed.
    expect(worker.sent.filter((m) => m.to === DETAILER && m.text.includes(reference))).toEqual([])
  })

  it('sends the detailer one notice with Confirm and Decline links once the email is confirmed', async () => {
    await confirmEmail(worker, reference)
    const [notice, ...more] = await mailsAbout(reference, DETAILER)
    expect(more).toHaveLength(0)
    expect(notice?.subject).toContain(`New booking request ${reference}`)
    expect(notice?.text).toContain('Gate code 1234')
    confirmLink = linkIn(notice?.text ?? '', 'http://localhost/booking/respond?')
    expect(confirmLink).toContain('choice=confirm')
    expect(actionLink(notice?.text ?? '', 'Decline')).toContain('choice=decline')
    expect(notice?.html).toContain('Confirm</a>')
  })

  it('shows the request when the link is opened, without changing it', async () => {
    const before = await snapshot(worker)
    const response = await worker.fetch(pathOf(confirmLink).path)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(reference)
    expect(html).toContain('Confirm booking')
    expect(await snapshot(worker)).toEqual(before)
  })

  it('confirms on POST for the start of the requested window in the business time zone', async () => {
    const response = await postForm(worker, pathOf(confirmLink).path, { intent: 'confirm' })
    expect(response.status).toBe(302)
    const row = await booking(reference)
    // Phoenix keeps UTC−7 all year: 8 AM there is 15:00 UTC; the tier takes 180 minutes.
    const date = inDays(7)
    expect(row).toMatchObject({
      status: 'confirmed',
      start_at: `${date}T15:00:00.000Z`,
      end_at: `${date}T18:00:00.000Z`,
    })
  })

  it('sends the customer the confirmation with the time, address and a calendar file', async () => {
    const [mail] = await worker.waitForMail(
      (m) => m.to === 'pat@example.test' && m.subject.startsWith('Confirmed:'),
    )
    expect(mail?.text).toContain('8:00 AM MST')
    expect(mail?.text).toContain('1 Central Ave, Phoenix, AZ 85004')
    const ics = mail?.attachments.find((a) => a.filename === 'appointment.ics')
    expect(ics?.content).toContain(`DTSTART:${inDays(7).replace(/-/g, '')}T150000Z`)
    expect(ics?.content).toContain('BEGIN:VEVENT')
  })

  it('refuses a second answer from the same link and changes nothing', async () => {
    const before = await snapshot(worker)
    const again = await postForm(worker, pathOf(confirmLink).path, { intent: 'confirm' })
    expect(again.status).toBe(409)
    const decline = await postForm(worker, pathOf(confirmLink).path, {
      intent: 'decline',
      reason: 'Changed my mind',
    })
    expect(decline.status).toBe(409)
    expect(await snapshot(worker)).toEqual(before)
  })

  it("shows the confirmed time on the customer's page and lets them cancel; the detailer is told", async () => {
    const { path, host } = pathOf(pageLink)
    const page = await (await worker.fetch(path, { host })).text()
    expect(page).toContain('Booking Confirmed')
    expect(page).toContain('8:00 AM MST')
    expect(page).toContain('(480) 555-0112')
    // Asked first: the first post answers with the confirmation step and changes nothing.
    const before = await snapshot(worker)
    const asked = await postForm(worker, path, { intent: 'cancel', reason: 'Travelling' }, host)
    expect(asked.status).toBe(200)
    const step = await asked.text()
    expect(step).toContain('Cancel this booking?')
    expect(step).toContain('Free cancellation up to 24 hours before the appointment.')
    expect(step).toContain('Yes, cancel booking')
    expect(await snapshot(worker)).toEqual(before)
    const response = await postForm(
      worker,
      path,
      { intent: 'cancel', reason: 'Travelling', confirmed: '1' },
      host,
    )
    expect(response.status).toBe(302)
    expect(await booking(reference)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'customer',
      cancel_reason: 'Travelling',
    })
    const [notice, ...more] = await worker.waitForMail(
      (m) => m.to === DETAILER && m.subject.startsWith('Cancelled by the customer'),
    )
    expect(more).toHaveLength(0)
    expect(notice?.text).toContain(reference)
    expect(notice?.text).toContain('Reason: Travelling')
  })
})

describe('declining from the emailed link', () => {
  it('needs a reason (400, nothing changes), then declines and tells the customer why', async () => {
    const { reference } = await bookProved(worker, customer({ email: 'dana@example.test' }))
    await settled(reference)
    const [notice] = await mailsAbout(reference, DETAILER)
    const path = pathOf(actionLink(notice?.text ?? '', 'Decline')).path
    const before = await snapshot(worker)
    const empty = await postForm(worker, path, { intent: 'decline', reason: '  ' })
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain('Please tell the customer why')
    expect(await snapshot(worker)).toEqual(before)

    const response = await postForm(worker, path, { intent: 'decline', reason: 'Fully booked' })
    expect(response.status).toBe(302)
    expect(await booking(reference)).toMatchObject({
      status: 'declined',
      decline_reason: 'Fully booked',
    })
    const [mail] = await worker.waitForMail(
      (m) => m.to === 'dana@example.test' && m.subject.includes('declined'),
    )
    expect(mail?.text).toContain('Reason: Fully booked')
    expect(mail?.text).toContain('http://jps-detailing.localhost/booking')
  })
})

describe('respond links that must not work', () => {
  const sign = (id: number, exp: number) =>
    createHmac('sha256', TEST_SECRETS.SESSION_SECRET)
      .update(`booking-respond|${id}|${exp}`)
      .digest('base64url')
      .slice(0, 32)

  it('answers a tampered signature or id with 404, on GET and POST, changing nothing', async () => {
    const { reference } = await bookProved(worker, customer({ email: 'tamper@example.test' }))
    await settled(reference)
    const id = Number((await booking(reference))?.id)
    const exp = Math.floor(Date.now() / 1000) + 3600
    const good = sign(id, exp)
    const bad = `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`
    const before = await snapshot(worker, ['email_outbox'])
    for (const query of [
      `id=${id}&exp=${exp}&sig=${bad}`,
      `id=${id + 1}&exp=${exp}&sig=${good}`,
      `id=${id}&exp=${exp + 1}&sig=${good}`,
    ]) {
      expect((await worker.fetch(`/booking/respond?${query}`)).status).toBe(404)
      const post = await postForm(worker, `/booking/respond?${query}`, { intent: 'confirm' })
      expect(post.status).toBe(404)
    }
    expect((await worker.fetch(`/booking/respond?id=${id}&exp=${exp}&sig=${good}`)).status).toBe(
      200,
    )
    expect(await snapshot(worker, ['email_outbox'])).toEqual(before)
  })

  it('says an expired link has expired (410) and does not act on it', async () => {
    const { reference } = await book(worker, customer({ email: 'late@example.test' }))
    const id = Number((await booking(reference))?.id)
    const exp = Math.floor(Date.now() / 1000) - 60
    const path = `/booking/respond?id=${id}&exp=${exp}&sig=${sign(id, exp)}`
    const page = await worker.fetch(path)
    expect(page.status).toBe(410)
    expect(await page.text()).toContain('This link has expired')
    expect((await postForm(worker, path, { intent: 'confirm' })).status).toBe(410)
    expect((await booking(reference))?.status).toBe('pending')
  })
})

describe("the customer's booking page", () => {
  it('is a 404 with a wrong key or on another business site', async () => {
    const { reference, pagePath } = await book(worker, customer({ email: 'key@example.test' }))
    const url = new URL(pagePath, 'http://localhost')
    expect(
      (await worker.fetch(`/jps/booking/confirmation?ref=${reference}&key=AAAAAAAAAAAAAAAAAAAAAA`))
        .status,
    ).toBe(404)
    expect((await worker.fetch(`/abc/booking/confirmation${url.search}`)).status).toBe(404)
    const cancel = await postForm(worker, `/abc/booking/confirmation${url.search}`, {
      intent: 'cancel',
    })
    expect(cancel.status).toBe(404)
    expect((await booking(reference))?.status).toBe('pending')
  })

  it('inside 24 hours says to call the detailer and refuses to cancel (409, nothing changes)', async () => {
    const { reference, pagePath } = await book(worker, customer({ email: 'soon@example.test' }))
    await settled(reference)
    const soon = new Date(Date.now() + 2 * 3_600_000).toISOString()
    await worker.db
      .prepare("UPDATE booking_requests SET status = 'confirmed', start_at = ? WHERE reference = ?")
      .bind(soon, reference)
      .run()
    const page = await (await worker.fetch(pagePath)).text()
    expect(page).toContain('less than 24 hours away')
    expect(page).toContain('(480) 555-0112')
    expect(page).not.toContain('Cancel Booking')
    const before = await snapshot(worker)
    const response = await postForm(worker, pagePath, { intent: 'cancel' })
    expect(response.status).toBe(409)
    expect(await snapshot(worker)).toEqual(before)
  })

  it('refuses an unknown intent with 400', async () => {
    const { reference, pagePath } = await book(worker, customer({ email: 'intent@example.test' }))
    await settled(reference)
    const before = await snapshot(worker)
    expect((await postForm(worker, pagePath, { intent: 'delete' })).status).toBe(400)
    expect(await snapshot(worker)).toEqual(before)
  })
})

describe('a request with a paid deposit', () => {
  it('sends a receipt that says the deposit is paid, with no Confirm your email link, and tells the detailer at once', async () => {
    await depositKind('percent')
    try {
      const { reference, paid } = await book(worker, customer({ email: 'deposit@example.test' }))
      expect(paid).toBe(true)
      const [receipt, ...more] = await mailsAbout(reference, 'deposit@example.test')
      expect(more).toHaveLength(0)
      expect(receipt?.subject).toBe(`We received your booking request ${reference}`)
      expect(receipt?.text).toContain('Your deposit is paid')
      expect(receipt?.text).not.toContain('Confirm your email')
      const [notice] = await mailsAbout(reference, DETAILER)
      expect(notice?.subject).toContain(`New booking request ${reference}`)
      expect(await booking(reference)).toMatchObject({ proof: 'deposit' })
    } finally {
      await depositKind('none')
    }
  })
})

describe('a double submit', () => {
  it('queues the receipt and the notice once', async () => {
    const fields = customer({ email: 'twice@example.test' })
    const first = await book(worker, fields)
    const second = await book(worker, fields)
    expect(second.reference).toBe(first.reference)
    await confirmEmail(worker, first.reference)
    await confirmEmail(worker, first.reference)
    const id = Number((await booking(first.reference))?.id)
    const rows = await worker.db
      .prepare(
        "SELECT template FROM email_outbox WHERE json_extract(payload, '$.bookingId') = ? ORDER BY template",
      )
      .bind(id)
      .all<{ template: string }>()
    expect(rows.results.map((r) => r.template)).toEqual(['booking.new', 'booking.received'])
  })
})
