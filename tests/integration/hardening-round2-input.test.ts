import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin, insertApplication, type Send } from '../support/admin'
import { customer } from '../support/booking'
import { insertBooking, insertQuote } from '../support/dashboard-business'
import { snapshot } from '../support/db'
import { type AuthBody, bearer, count, loginAs, postJson } from '../support/http'
import { type SentMail } from '../support/mailbox'
import { startWorker, type TestWorker } from '../support/worker'

// Issue 23, round 2 (input and output): every probe request of the report, answered with a clear
// 4xx that changes nothing, and the allowed inputs that used to be a 500.

let worker: TestWorker
let admin: Send
let jps: Awaited<ReturnType<typeof loginAs>>
let ipCounter = 0
const ip = () => `192.0.2.${(++ipCounter % 250) + 1}`

beforeAll(async () => {
  worker = await startWorker()
  ;({ send: admin } = await asAdmin(worker))
  jps = await loginAs(worker, 'jps@demo.test')
})
afterAll(() => worker.dispose())

interface ErrorBody {
  success: boolean
  error: string
  errors?: Record<string, string>
}

/** The request must answer `status`, and no application table may change. */
async function refusedUnchanged(request: () => Promise<Response>, status = 400) {
  const before = await snapshot(worker, ['login_attempts'])
  const response = await request()
  const text = await response.text()
  expect(response.status, text.slice(0, 300)).toBe(status)
  expect(await snapshot(worker, ['login_attempts'])).toEqual(before)
  return text
}

const errorsOf = (text: string) => (JSON.parse(text) as ErrorBody).errors ?? {}

const HIDDEN = 'cannot contain control or invisible characters'
const INJECTED = 'Bob\r\nBcc: victim@evil.test'

describe('search text is plain text and never a 500', () => {
  const SEARCHES = {
    '60 characters': 'x'.repeat(60),
    '13 emoji': '🚗'.repeat(13),
    'a percent sign': '%',
    'an underscore': '_',
    backslashes: '\\\\\\',
    'every wildcard at once': '%_\\%_\\'.repeat(8),
  }

  beforeAll(async () => {
    await worker.db
      .prepare(
        `INSERT INTO users (email, name, role) VALUES
          ('deal@example.test', 'Pat 100%_off\\deal', 'user'),
          ('long@example.test', ?, 'user')`,
      )
      .bind(`Alexandra ${'Long'.repeat(12)} Name`)
      .run()
  })

  it.each(Object.entries(SEARCHES))(
    'GET /api/admin/users?q= with %s answers 200',
    async (_name, q) => {
      for (const status of ['all', 'pending']) {
        const response = await admin(
          'GET',
          `/api/admin/users?status=${status}&q=${encodeURIComponent(q)}`,
        )
        expect(response.status).toBe(200)
      }
      const pending = await admin(
        'GET',
        `/api/admin/pending-applications?q=${encodeURIComponent(q)}`,
      )
      expect(pending.status).toBe(200)
    },
  )

  it('matches % and _ literally, and finds a name by all of its 58 characters', async () => {
    const names = async (q: string) => {
      const response = await admin('GET', `/api/admin/users?q=${encodeURIComponent(q)}`)
      const body = await response.json<{ users: { name: string }[] }>()
      return body.users.map((u) => u.name)
    }
    expect(await names('%_off\\')).toEqual(['Pat 100%_off\\deal'])
    expect(await names('%')).toEqual(['Pat 100%_off\\deal'])
    expect(await names('_')).toEqual(['Pat 100%_off\\deal'])
    expect(await names(`alexandra ${'long'.repeat(12)} name`)).toEqual([
      `Alexandra ${'Long'.repeat(12)} Name`,
    ])
  })

  it.each(Object.entries(SEARCHES))(
    'the admin dashboard users tab and the business customers tab search %s',
    async (_name, q) => {
      const session = await loginAs(worker, 'admin@demo.test', ip())
      for (const list of ['all', 'pending']) {
        const users = await worker.fetch(
          `/admin-dashboard?tab=users&list=${list}&q=${encodeURIComponent(q)}`,
          { headers: { Cookie: session.cookie } },
        )
        expect(users.status).toBe(200)
      }
      const customers = await worker.fetch(
        `/jps/dashboard?tab=customers&q=${encodeURIComponent(q)}`,
        { headers: { Cookie: jps.cookie } },
      )
      expect(customers.status).toBe(200)
    },
  )

  it('finds a customer by a search of 60 characters', async () => {
    const name = `Maximilian ${'Wash'.repeat(12)} Jr`
    await insertQuote(worker, { name, email: 'max@example.test' })
    const response = await worker.fetch(
      `/jps/dashboard?tab=customers&q=${encodeURIComponent(name.slice(0, 60))}`,
      { headers: { Cookie: jps.cookie } },
    )
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('max@example.test')
  })
})

describe('no text a person typed can add a mail header', () => {
  /** Only the binding's own header lines, and no line break inside any of them. */
  function expectOwnHeaders(mail: SentMail | undefined) {
    expect(mail?.headers.map((h) => h.split(':')[0])).toEqual(['From', 'To', 'Subject'])
    for (const header of mail?.headers ?? []) expect(header).not.toMatch(/\p{Cc}/u)
  }

  it("refuses the probe's quote (a name with CR LF Bcc:) with 400, storing and sending nothing", async () => {
    const sent = worker.sent.length
    const text = await refusedUnchanged(() =>
      postJson(
        worker,
        '/api/quote',
        { name: INJECTED, email: 'bob@example.test', business_slug: 'jps' },
        { 'CF-Connecting-IP': ip() },
      ),
    )
    expect(errorsOf(text).name).toBe(`Name ${HIDDEN}`)
    expect(worker.sent.length).toBe(sent)
  })

  it("refuses the probe's application (legal_name with CR LF Bcc:) with 400, storing nothing", async () => {
    const text = await refusedUnchanged(() =>
      postJson(
        worker,
        '/api/affiliates/apply',
        {
          legal_name: 'Gleam\r\nBcc: victim@evil.test',
          primary_contact: 'Riley Stone',
          phone: '(555) 123-4567',
          email: 'riley@gleamteam.test',
          base_location: { city: 'Austin', state: 'TX' },
          accept_terms: true,
          consent_notifications: true,
        },
        { 'CF-Connecting-IP': ip() },
      ),
    )
    expect(errorsOf(text).legal_name).toBe(`Legal business name ${HIDDEN}`)
  })

  it('refuses a booking request whose name carries CR LF Bcc: with 400, storing nothing', async () => {
    const fields = customer({ name: INJECTED, intent: 'review' })
    const query = new URLSearchParams({ vehicle: 'car', service: '1', tier: '2' })
    const html = await refusedUnchanged(() =>
      worker.fetch(`/jps/booking/request?${query}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'http://localhost',
          'CF-Connecting-IP': ip(),
        },
        body: new URLSearchParams(fields).toString(),
      }),
    )
    expect(html).toContain(`Name ${HIDDEN}`)
  })

  // Rows written before these checks existed (or by any other path) still go out clean: the
  // sanitiser at the binding is the last word on every header.
  async function dispatchPlanted(to: string, template: string, payload: Record<string, number>) {
    await worker.db
      .prepare(
        "INSERT INTO email_outbox (to_address, subject, body, template, payload) VALUES (?, '', '', ?, ?)",
      )
      .bind(to, template, JSON.stringify(payload))
      .run()
    await worker.cron()
    const [mail] = await worker.waitForMail((m) => m.to === to)
    return mail
  }

  it('a stored quote with CR LF in its name and email sends only From, To and Subject', async () => {
    const quoteId = await insertQuote(worker, {
      name: INJECTED,
      email: 'bob@example.test\r\nBcc: victim@evil.test',
    })
    const mail = await dispatchPlanted('quotes-owner@example.test', 'quote.new', { quoteId })
    expectOwnHeaders(mail)
    expect(mail?.subject).toBe('New quote request from Bob Bcc: victim@evil.test')
  })

  it('a stored application with CR LF in its business name sends only From, To and Subject', async () => {
    const affiliateId = await insertApplication(worker, {
      businessName: 'Gleam\r\nBcc: victim@evil.test',
    })
    const mail = await dispatchPlanted('apps-admin@example.test', 'application.admin-new', {
      affiliateId,
    })
    expectOwnHeaders(mail)
  })

  it('a stored booking with CR LF in its service name and email sends only From, To and Subject', async () => {
    const bookingId = await insertBooking(worker, { email: 'pat@example.test' })
    await worker.db
      .prepare(
        "UPDATE booking_requests SET service_name = 'Wash\r\nBcc: victim@evil.test', customer_email = 'pat@example.test\r\nBcc: victim@evil.test' WHERE id = ?",
      )
      .bind(bookingId)
      .run()
    const mail = await dispatchPlanted('booking-owner@example.test', 'booking.new', { bookingId })
    expectOwnHeaders(mail)
  })
})

describe('weak passwords are refused everywhere a password is chosen', () => {
  const WEAK = {
    '12 spaces': [' '.repeat(12), 'Password cannot be only spaces'],
    '12 NULs': ['\u0000'.repeat(12), 'Password cannot contain control or invisible characters'],
    '12 zero-width spaces': [
      '\u200b'.repeat(12),
      'Password cannot contain control or invisible characters',
    ],
    aaaaaaaaaaaa: ['aaaaaaaaaaaa', 'Password cannot be one character repeated'],
    password123: [
      'password123',
      'This password is too common. Please choose one that is harder to guess',
    ],
  } as const

  it.each(Object.entries(WEAK))(
    'POST /api/auth/register refuses %s with 400 and creates no account',
    async (_name, [password, message]) => {
      const text = await refusedUnchanged(() =>
        postJson(
          worker,
          '/api/auth/register',
          { email: `weak${ipCounter}@example.test`, password, name: 'Weak Pass' },
          { 'CF-Connecting-IP': ip() },
        ),
      )
      expect(errorsOf(text).password).toBe(message)
    },
  )

  it.each(Object.entries(WEAK))(
    'the register page refuses %s with 400 and creates no account',
    async (_name, [password, message]) => {
      const html = await refusedUnchanged(() =>
        worker.fetch('/login', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Origin: 'http://localhost',
            'CF-Connecting-IP': ip(),
          },
          body: new URLSearchParams({
            intent: 'register',
            email: `weakpage${ipCounter}@example.test`,
            password,
            name: 'Weak Pass',
          }).toString(),
        }),
      )
      expect(html.replace(/&#x27;/g, "'")).toContain(message)
    },
  )

  it.each(Object.entries(WEAK))(
    'the set-password link (approval, invite, reset) refuses %s with 400 and stays unspent',
    async (_name, [password, message]) => {
      const id = await insertApplication(worker)
      const approved = await admin('POST', `/api/admin/approve-application/${id}`, {
        approved_slug: `weak-pass-${id}`,
      })
      const { setup_url } = await approved.json<{ setup_url: string }>()
      const url = new URL(setup_url)
      const html = await refusedUnchanged(() =>
        worker.fetch(url.pathname + url.search, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Origin: 'http://localhost',
          },
          body: new URLSearchParams({ password, confirmPassword: password }).toString(),
        }),
      )
      expect(html.replace(/&#x27;/g, "'")).toContain(message)
    },
  )

  it('still accepts a long passphrase with spaces', async () => {
    const response = await postJson(
      worker,
      '/api/auth/register',
      { email: 'phrase@example.test', password: 'correct horse battery staple', name: 'Phrase' },
      { 'CF-Connecting-IP': ip() },
    )
    expect(response.status).toBe(201)
    const body = await response.json<AuthBody>()
    expect(body.success).toBe(true)
  })
})

describe('control and bidi characters are never stored', () => {
  it("refuses the probe's primary area city '\\u0000\\u202e<script>' with 400", async () => {
    const text = await refusedUnchanged(() =>
      postJson(
        worker,
        '/api/affiliates/jps/service_areas',
        { city: '\u0000\u202e<script>', state: 'NV', primary: true },
        bearer(jps.accessToken),
      ),
    )
    expect(errorsOf(text).city).toBe(`City ${HIDDEN}`)
  })

  it("refuses the state 'QQ' for a service area, an application and an approval", async () => {
    const area = await refusedUnchanged(() =>
      postJson(
        worker,
        '/api/affiliates/jps/service_areas',
        { city: 'Henderson', state: 'QQ' },
        bearer(jps.accessToken),
      ),
    )
    expect(errorsOf(area).state).toBe('State must be a US state code (e.g., CA, NY)')
    const application = await refusedUnchanged(() =>
      postJson(
        worker,
        '/api/affiliates/apply',
        {
          legal_name: 'Gleam Team',
          primary_contact: 'Riley Stone',
          phone: '(555) 123-4567',
          email: 'riley@gleamteam.test',
          base_location: { city: 'Austin', state: 'QQ' },
          accept_terms: true,
          consent_notifications: true,
        },
        { 'CF-Connecting-IP': ip() },
      ),
    )
    expect(errorsOf(application)['base_location.state']).toBe(
      'State must be a US state code (e.g., CA, NY)',
    )
    const id = await insertApplication(worker)
    const approval = await refusedUnchanged(() =>
      admin('POST', `/api/admin/approve-application/${id}`, {
        approved_slug: `state-check-${id}`,
        service_areas: [{ city: 'Austin', state: 'QQ' }],
      }),
    )
    expect(errorsOf(approval)['service_areas.0.state']).toBe(
      'State must be a US state code (e.g., CA, NY)',
    )
  })

  it('refuses a decline reason of three NULs with 400, sending nothing', async () => {
    const bookingId = await insertBooking(worker)
    const sent = worker.sent.length
    await refusedUnchanged(() =>
      worker.fetch('/jps/dashboard?tab=requests', {
        method: 'POST',
        headers: {
          Cookie: jps.cookie,
          Origin: 'http://localhost',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          intent: 'booking-decline',
          id: String(bookingId),
          reason: '\u0000\u0000\u0000',
        }).toString(),
      }),
    )
    expect(worker.sent.length).toBe(sent)
  })

  it.each([
    ['a right-to-left override', 'Bob\u202eevil'],
    ['a zero-width space', 'Bob\u200b'],
    ['an escape', 'Bob\u001b[31m'],
    ['a byte-order mark', 'Bo\ufeffb'],
  ])('refuses a quote name with %s with 400', async (_name, name) => {
    const text = await refusedUnchanged(() =>
      postJson(
        worker,
        '/api/quote',
        { name, email: 'bob@example.test', business_slug: 'jps' },
        { 'CF-Connecting-IP': ip() },
      ),
    )
    expect(errorsOf(text).name).toBe(`Name ${HIDDEN}`)
  })

  it('refuses hidden characters in any JSON field, even one no schema names', async () => {
    const text = await refusedUnchanged(() =>
      postJson(
        worker,
        '/api/quote',
        {
          name: 'Bob',
          email: 'bob@example.test',
          zip: '89101',
          business_slug: 'jps',
          extra: { x: 'a\u2066b' },
        },
        { 'CF-Connecting-IP': ip() },
      ),
    )
    expect(errorsOf(text)['extra.x']).toBe(`Text ${HIDDEN}`)
  })

  it('keeps line breaks in multi-line fields and emoji in names', async () => {
    const response = await postJson(
      worker,
      '/api/quote',
      {
        name: 'Bob 👨‍👩‍👧',
        email: 'bob@example.test',
        zip: '89101',
        business_slug: 'jps',
        additionalInfo: 'Two cars.\nGate code 1234.',
      },
      { 'CF-Connecting-IP': ip() },
    )
    expect(response.status).toBe(201)
    expect(
      await count(worker, "SELECT count(*) AS n FROM quote_requests WHERE name = 'Bob 👨‍👩‍👧'"),
    ).toBe(1)
  })
})

describe('reserved slugs', () => {
  it.each(['forgot-password', 'sitemaps', 'images', 'robots', 'favicon'])(
    "refuses approving a business as '%s' with 'This slug is reserved'",
    async (slug) => {
      const id = await insertApplication(worker)
      const text = await refusedUnchanged(() =>
        admin('POST', `/api/admin/approve-application/${id}`, { approved_slug: slug }),
      )
      expect(errorsOf(text).approved_slug).toBe('This slug is reserved')
      const check = await admin('GET', `/api/admin/slug-check?slug=${slug}`)
      expect(check.status).toBe(400)
    },
  )

  it('keeps serving a business approved as a now-reserved word where no route takes the path', async () => {
    await worker.db.prepare("UPDATE affiliates SET slug = 'images' WHERE slug = 'abc'").run()
    try {
      const response = await worker.fetch('/images')
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('ABC Auto Spa')
      expect((await worker.fetch('/forgot-password')).status).toBe(200)
    } finally {
      await worker.db.prepare("UPDATE affiliates SET slug = 'abc' WHERE slug = 'images'").run()
    }
  })
})
