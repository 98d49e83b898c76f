import { inDays } from './days'
import { isCheckout, payCheckout } from './payments'
import { type TestWorker } from './worker'

// Booking requests through the real form posts (as tests/integration/bookings.test.ts does).

export { inDays }

let ipCounter = 0
/** A fresh client address per flow, so the booking rate limit never interferes. */
export const nextIp = () => `198.51.100.${(++ipCounter % 250) + 1}`

export type Fields = Record<string, string>

let phoneCounter = 0
/**
 * A phone number of its own per request: the live-request cap allows 3 open requests per phone
 * (and per email), so tests that send many requests give each its own requester.
 */
export const nextPhone = () =>
  `(602) 555-${String(1000 + (++phoneCounter % 9000)).padStart(4, '0')}`

/** JP's Signature Detail (car), Premium tier, in Phoenix AZ (jps's primary area). */
export function customer(overrides: Fields = {}): Fields {
  return {
    vehicle: 'car',
    service: '1',
    tier: '2',
    name: 'Pat Customer',
    phone: nextPhone(),
    email: 'pat@example.test',
    street: '1 Central Ave',
    city: 'Phoenix',
    state: 'AZ',
    zip: '85004',
    preferred_date: inDays(7),
    time_window: 'morning',
    notes: 'Gate code 1234',
    idempotency_key: crypto.randomUUID(),
    ...overrides,
  }
}

function post(worker: TestWorker, path: string, fields: Fields, ip: string, cookie?: string) {
  const { vehicle = '', service = '', tier = '' } = fields
  const query = new URLSearchParams({ vehicle, service, tier }).toString()
  return worker.fetch(`${path}?${query}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'http://localhost',
      'CF-Connecting-IP': ip,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  })
}

/**
 * Reviews, then submits (signed in when a session `cookie` is given); returns the reference and
 * the customer's booking page path. A business that takes deposits (jps, decision 036) sends the
 * customer to checkout first: the deposit is paid there with the 4242 test card.
 */
export async function book(worker: TestWorker, fields: Fields = customer(), cookie?: string) {
  const sent = await sendBooking(worker, fields, cookie)
  const paid = isCheckout(sent.location)
  const pagePath = paid ? await payCheckout(worker, sent.location) : sent.location
  const reference = new URL(pagePath, 'http://localhost').searchParams.get('ref') ?? ''
  if (!reference) throw new Error(`no booking page after submit: ${pagePath}`)
  return { reference, pagePath, paid }
}

/** Reviews and submits; where the answer leads (the booking page, or the deposit's checkout). */
export async function sendBooking(
  worker: TestWorker,
  fields: Fields = customer(),
  cookie?: string,
  slug = 'jps',
) {
  const ip = nextIp()
  const path = `/${slug}/booking/request`
  const review = await post(worker, path, { ...fields, intent: 'review' }, ip, cookie)
  const quoted = /name="quoted_estimate" value="(\d+)"/.exec(await review.text())?.[1]
  if (review.status !== 200 || !quoted) throw new Error(`review failed: ${review.status}`)
  const submit = await post(
    worker,
    path,
    { ...fields, intent: 'submit', quoted_estimate: quoted },
    ip,
    cookie,
  )
  const location = submit.headers.get('Location') ?? ''
  if (submit.status !== 302 || !location) throw new Error(`submit failed: ${submit.status}`)
  return { location }
}

/** A form post from the same site (pages check Origin). */
export function postForm(worker: TestWorker, path: string, fields: Fields, host = 'localhost') {
  return worker.fetch(path, {
    method: 'POST',
    host,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: `http://${host}` },
    body: new URLSearchParams(fields).toString(),
  })
}

/** A form post from the same site, signed in with a session `cookie`. */
export function postSignedIn(worker: TestWorker, path: string, fields: Fields, cookie: string) {
  return worker.fetch(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'http://localhost',
      Cookie: cookie,
    },
    body: new URLSearchParams(fields).toString(),
  })
}

/** The first link in `text` that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const start = text.indexOf(prefix)
  if (start < 0) return ''
  return text.slice(start).split(/[\s"<>]/)[0] ?? ''
}

/** The URL after `label: ` on its own line (how the text part lists its buttons). */
export function actionLink(text: string, label: string): string {
  const line = text.split('\n').find((l) => l.startsWith(`${label}: `))
  return line ? line.slice(label.length + 2).trim() : ''
}

/**
 * Opens the receipt's "Confirm your email" link for `reference`, as the customer does from their
 * inbox: the request is then proved and holds its time (or auto-confirms).
 */
export async function confirmEmail(worker: TestWorker, reference: string) {
  const res = await openProofLink(worker, await proofLink(worker, reference))
  if (res.status !== 200) throw new Error(`confirming the email failed: ${res.status}`)
  return res
}

/** The receipt's "Confirm your email" link for `reference` (waits for the receipt). */
export async function proofLink(worker: TestWorker, reference: string): Promise<URL> {
  const [mail] = await worker.waitForMail(
    (m) => m.text.includes(reference) && m.text.includes('Confirm your email: '),
  )
  const link = actionLink(mail?.text ?? '', 'Confirm your email')
  if (!link) throw new Error(`no Confirm your email link for ${reference}`)
  return new URL(link)
}

export function openProofLink(worker: TestWorker, url: URL, init: RequestInit = {}) {
  return worker.fetch(`${url.pathname}${url.search}`, { ...init, host: url.hostname })
}

/**
 * Books (see book), then confirms the email from the receipt: the old "held at once". A paid
 * deposit is the proof already (its receipt has no "Confirm your email" link).
 */
export async function bookProved(worker: TestWorker, fields: Fields = customer(), cookie?: string) {
  const booked = await book(worker, fields, cookie)
  if (!booked.paid) await confirmEmail(worker, booked.reference)
  // Proof tells the detailer; wait until that mail has left, so later snapshots are stable.
  await worker.waitForMail((m) => m.subject.startsWith(`New booking request ${booked.reference}`))
  return booked
}
