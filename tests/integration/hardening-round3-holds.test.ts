import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  book,
  confirmEmail,
  customer,
  type Fields,
  nextPhone,
  openProofLink,
  proofLink,
} from '../support/booking'
import { pageText, postAction } from '../support/dashboard-business'
import { count, loginAs } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// Round 3 of the probe (issue 37): 102 anonymous requests emptied jps's 60-day calendar, mailed
// the detailer 102 times, and with auto-confirm became confirmed jobs. A request now holds its
// time only once its email is proved; live requests are capped per email, phone and client.

const FORM = '/jps/booking/request?vehicle=car&service=1&tier=2'
const DETAILER = 'bookings@jps-detailing.test'

let worker: TestWorker
let owner: string
let quoted = ''
beforeAll(async () => {
  worker = await startWorker()
  // The email-proof flow is a business's without payments: jps takes no deposit here (a paid
  // deposit is the other proof; tests/integration/payments.test.ts covers it).
  await worker.db
    .prepare("UPDATE payment_accounts SET deposit_kind = 'none' WHERE affiliate_id = 1")
    .run()
  owner = (await loginAs(worker, 'jps@demo.test')).cookie
  const review = await submit(customer({ intent: 'review' }), '192.0.2.1')
  quoted = /name="quoted_estimate" value="(\d+)"/.exec(await review.text())?.[1] ?? ''
}, 120_000)
afterAll(() => worker.dispose())

/** The probe's request: the form's submit, straight from one client address. */
function submit(fields: Fields, ip: string) {
  return worker.fetch(FORM, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'http://localhost',
      'CF-Connecting-IP': ip,
    },
    body: new URLSearchParams(fields).toString(),
  })
}

const sendNow = (fields: Fields, ip: string) =>
  submit({ ...customer(fields), intent: 'submit', quoted_estimate: quoted }, ip)

/**
 * The times offered on one day, the third the form listed when first asked, and the eight days
 * listed from it on. Not the first day, and not the whole list: as the clock moves, today's
 * earliest time passes the notice, and today leaves the list once its last time does (under load,
 * 13 of 102 requests once met a time that had just gone). A day further on, and the days after
 * it, change only by what the requests do.
 */
let day: string | undefined
const offered = async () => {
  if (!day) {
    const first = await (await worker.fetch(FORM)).text()
    day = [...first.matchAll(/day=(\d{4}-\d{2}-\d{2})#choose-a-time/g)][2]?.[1]
    if (!day) throw new Error('the form lists fewer than three days')
  }
  const from = day
  const html = await (await worker.fetch(`${FORM}&day=${from}`)).text()
  const slots = [...html.matchAll(/name="slot"[^>]*value="([^"]+)"/g)].map((m) => m[1] ?? '')
  const days = [...html.matchAll(/day=(\d{4}-\d{2}-\d{2})#choose-a-time/g)]
    .map((m) => m[1] ?? '')
    .filter((d) => d >= from)
    .slice(0, 8)
  return { slots: slots.filter(Boolean), days }
}

async function statuses(responses: Response[]) {
  await Promise.all(responses.map((r) => (r.bodyUsed ? null : r.arrayBuffer().catch(() => null))))
  const out: Record<number, number> = {}
  for (const r of responses) out[r.status] = (out[r.status] ?? 0) + 1
  return out
}

/** `n` requests, `parallel` at a time, each from its own client, email and phone. */
async function flood(n: number, slots: string[], tag: string) {
  const all: Response[] = []
  for (let start = 0; start < n; start += 17) {
    const wave = Array.from({ length: Math.min(17, n - start) }, (_, k) => {
      const i = start + k
      return sendNow(
        {
          slot: slots[i % slots.length] ?? '',
          email: `${tag}-${i}@example.test`,
          idempotency_key: crypto.randomUUID(),
        },
        `203.0.${100 + Math.floor(i / 250)}.${(i % 250) + 1}`,
      )
    })
    all.push(...(await Promise.all(wave)))
  }
  return statuses(all)
}

const rowOf = (reference: string) =>
  worker.db
    .prepare(
      'SELECT id, status, start_at, hold_until, proved_at, proof FROM booking_requests WHERE reference = ?',
    )
    .bind(reference)
    .first<{
      id: number
      status: string
      start_at: string | null
      hold_until: string | null
      proved_at: string | null
      proof: string | null
    }>()

describe('an unproved request never takes a time from others', () => {
  it("102 anonymous requests from 102 addresses leave jps's calendar as it was and mail the detailer nothing", async () => {
    const before = await offered()
    // A whole working day (Mon–Sat 8–18): a 3-hour package starts every half hour, 8:00–15:00.
    expect(before.slots.length).toBe(15)
    const detailerMail = await count(
      worker,
      `SELECT count(*) AS n FROM email_outbox WHERE to_address = '${DETAILER}'`,
    )
    expect(await flood(102, before.slots, 'flood')).toEqual({ 302: 102 })
    expect(await offered()).toEqual(before)
    expect(
      await count(
        worker,
        "SELECT count(*) AS n FROM booking_requests WHERE customer_email LIKE 'flood-%' AND (hold_until IS NOT NULL OR status <> 'pending' OR proved_at IS NOT NULL)",
      ),
    ).toBe(0)
    expect(
      await count(
        worker,
        `SELECT count(*) AS n FROM email_outbox WHERE to_address = '${DETAILER}'`,
      ),
    ).toBe(detailerMail)
  }, 180_000)

  it('with auto-confirm on, 30 anonymous requests confirm nothing', async () => {
    await worker.db
      .prepare('UPDATE working_hours SET auto_confirm = 1 WHERE affiliate_id = 1')
      .run()
    try {
      const before = await offered()
      expect(await flood(30, before.slots, 'auto')).toEqual({ 302: 30 })
      expect(await offered()).toEqual(before)
      expect(
        await count(
          worker,
          "SELECT count(*) AS n FROM booking_requests WHERE customer_email LIKE 'auto-%' AND status = 'confirmed'",
        ),
      ).toBe(0)
    } finally {
      await worker.db
        .prepare('UPDATE working_hours SET auto_confirm = 0 WHERE affiliate_id = 1')
        .run()
    }
  }, 120_000)

  it('the detailer sees unproved requests in the inbox, marked "Email not confirmed yet"', async () => {
    const res = await worker.fetch('/jps/dashboard?tab=requests&status=pending', {
      headers: { Cookie: owner },
    })
    expect(res.status).toBe(200)
    const text = await pageText(res)
    expect(text).toContain('Email not confirmed yet')
    expect(text).toContain('Decline all from this requester')
  })
})

describe('proof holds the time', () => {
  it('of two requests for one time proved in parallel, exactly one holds it; the other is offered other times and can hold one', async () => {
    const { slots } = await offered()
    const slot = slots.at(-1) ?? ''
    const a = await book(worker, customer({ slot, email: 'race-a@example.test' }))
    const b = await book(worker, customer({ slot, email: 'race-b@example.test' }))
    const links = await Promise.all([
      proofLink(worker, a.reference),
      proofLink(worker, b.reference),
    ])
    const pages = await Promise.all(links.map((l) => openProofLink(worker, l)))
    expect(pages.map((p) => p.status)).toEqual([200, 200])
    const texts = await Promise.all(pages.map((p) => pageText(p)))
    const rows = await Promise.all([rowOf(a.reference), rowOf(b.reference)])
    const held = rows.filter((r) => r?.hold_until)
    expect(held).toHaveLength(1)
    expect(rows.every((r) => r?.proof === 'email' && r.proved_at)).toBe(true)
    const loser = rows[0]?.hold_until ? 1 : 0
    expect(texts[loser]).toContain('was taken before you confirmed it')
    expect(texts[loser]).toContain('Choose another time')
    expect(texts[1 - loser]).toContain('We are holding')
    expect((await offered()).slots).not.toContain(slot)

    // The loser picks another offered time: held at once, its email being proved.
    const other =
      [...(texts[loser] ?? '').matchAll(/name="slot"[^>]*value="([^"]+)"/g)][0]?.[1] ?? ''
    const url = links[loser] ?? new URL('http://localhost')
    const repick = await openProofLink(worker, url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: `http://${url.host}`,
      },
      body: new URLSearchParams({ intent: 'repick', slot: other }).toString(),
    })
    expect(repick.status).toBe(302)
    const moved = await rowOf((loser === 0 ? a : b).reference)
    expect(moved).toMatchObject({ start_at: other, status: 'pending' })
    expect(moved?.hold_until).not.toBeNull()
  })

  it('opening the link again changes nothing and tells the detailer once', async () => {
    const { slots } = await offered()
    const { reference } = await book(
      worker,
      customer({ slot: slots[0] ?? '', email: 'twice@example.test' }),
    )
    await confirmEmail(worker, reference)
    const first = await rowOf(reference)
    const again = await confirmEmail(worker, reference)
    expect(await pageText(again)).toContain('We are holding')
    expect(await rowOf(reference)).toEqual(first)
    expect(
      await count(
        worker,
        `SELECT count(*) AS n FROM email_outbox WHERE template = 'booking.new' AND json_extract(payload, '$.bookingId') = ${first?.id}`,
      ),
    ).toBe(1)
  })

  it('a wrong proof key is a 404 and proves nothing', async () => {
    const { reference } = await book(worker, customer({ email: 'wrong@example.test' }))
    const link = await proofLink(worker, reference)
    link.searchParams.set('proof', 'A'.repeat(22))
    expect((await openProofLink(worker, link)).status).toBe(404)
    expect((await rowOf(reference))?.proved_at).toBeNull()
  })

  it('a signed-in customer with a verified email holds at once', async () => {
    await worker.db
      .prepare(
        "UPDATE users SET email_verified_at = '2026-01-01T00:00:00.000Z' WHERE email = 'customer@demo.test'",
      )
      .run()
    const cookie = (await loginAs(worker, 'customer@demo.test')).cookie
    const { slots } = await offered()
    const { reference } = await book(
      worker,
      customer({ slot: slots[1] ?? '', email: 'customer@demo.test' }),
      cookie,
    )
    const row = await rowOf(reference)
    expect(row).toMatchObject({ status: 'pending', proof: 'account' })
    expect(row?.hold_until).not.toBeNull()
  })
})

describe('live requests are capped per email, phone and client', () => {
  it('4 parallel requests with one email store 3 and answer the 4th 429 in words', async () => {
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        sendNow(
          { email: 'same@example.test', idempotency_key: crypto.randomUUID() },
          `198.18.40.${i + 1}`,
        ),
      ),
    )
    const texts = await Promise.all(responses.map((r) => pageText(r)))
    expect(responses.map((r) => r.status).sort()).toEqual([302, 302, 302, 429])
    expect(texts.join()).toContain('You already have 3 booking requests waiting for an answer.')
    expect(
      await count(
        worker,
        "SELECT count(*) AS n FROM booking_requests WHERE customer_email = 'same@example.test'",
      ),
    ).toBe(3)
  })

  it('a fourth request with one phone is refused, with nothing stored or mailed', async () => {
    const phone = nextPhone()
    for (let i = 0; i < 3; i++)
      expect(
        (await sendNow({ phone, email: `phone-${i}@example.test` }, `198.18.41.${i + 1}`)).status,
      ).toBe(302)
    const mail = await count(worker, 'SELECT count(*) AS n FROM email_outbox')
    const refused = await sendNow({ phone, email: 'phone-3@example.test' }, '198.18.41.9')
    expect(refused.status).toBe(429)
    expect(await pageText(refused)).toContain('This phone number already has 3 booking requests')
    expect(await count(worker, 'SELECT count(*) AS n FROM email_outbox')).toBe(mail)
  })

  it('counts an IPv6 /64 as one client: 11 live requests from one /64 over the day, the 11th refused', async () => {
    const from = (i: number) => `2001:db8:37:64::${(i + 1).toString(16)}`
    for (let i = 0; i < 10; i++) {
      const res = await sendNow({ email: `v6-${i}@example.test` }, from(i))
      expect(res.status).toBe(302)
      // Age the request and its hourly count by two hours: still live, no longer this hour's.
      if (i % 5 === 4) {
        const earlier = new Date(Date.now() - 2 * 3_600_000).toISOString()
        await worker.db.batch([
          worker.db
            .prepare("UPDATE booking_requests SET created_at = ? WHERE customer_email LIKE 'v6-%'")
            .bind(earlier),
          worker.db.prepare('UPDATE login_attempts SET attempted_at = ?').bind(earlier),
        ])
      }
    }
    const refused = await sendNow({ email: 'v6-10@example.test' }, '2001:db8:37:64:ffff::1')
    expect(refused.status).toBe(429)
    expect(await pageText(refused)).toContain(
      'Too many open booking requests from this connection.',
    )
    // Another /64 is another client.
    expect((await sendNow({ email: 'v6-other@example.test' }, '2001:db8:37:65::1')).status).toBe(
      302,
    )
  })
})

describe('Decline all from this requester', () => {
  it("declines every pending request with that email or phone of this business, without mail; another business's id is a 404", async () => {
    const phone = nextPhone()
    const refs = [
      (await book(worker, customer({ email: 'spam@example.test', phone: '(602) 555-7001' })))
        .reference,
      (await book(worker, customer({ email: 'spam@example.test' }))).reference,
      (await book(worker, customer({ email: 'spam2@example.test', phone: '(602) 555-7001' })))
        .reference,
    ]
    const keep = (await book(worker, customer({ email: 'keep@example.test', phone }))).reference
    const id = (await rowOf(refs[0] ?? ''))?.id ?? 0
    const other = (await loginAs(worker, 'abc@demo.test')).cookie
    const before = await count(
      worker,
      "SELECT count(*) AS n FROM booking_requests WHERE status = 'declined'",
    )
    const foreign = await postAction(
      worker,
      other,
      { intent: 'booking-decline-requester', id },
      { slug: 'abc' },
    )
    expect(foreign.status).toBe(404)
    expect(
      await count(worker, "SELECT count(*) AS n FROM booking_requests WHERE status = 'declined'"),
    ).toBe(before)

    const mail = await count(worker, 'SELECT count(*) AS n FROM email_outbox')
    const res = await postAction(worker, owner, { intent: 'booking-decline-requester', id })
    expect(res.status).toBe(200)
    expect(await pageText(res)).toContain('Declined 3 pending requests from spam@example.test.')
    for (const r of refs) expect((await rowOf(r))?.status).toBe('declined')
    expect((await rowOf(keep))?.status).toBe('pending')
    expect(await count(worker, 'SELECT count(*) AS n FROM email_outbox')).toBe(mail)
  })
})
