import { customer, sendBooking } from './booking'
import { postDashboard } from './dashboard'
import { CARDS, payCheckout, postCheckout } from './payments'
import { type TestWorker } from './worker'

// After the job (issue 39) in integration tests: a paid jps booking whose time has passed,
// completed through the dashboard, and the detailer's invoice editor.

export const OFF_SESSION_CARDS = {
  declines: '4000 0000 0000 0341',
  authenticates: '4000 0027 6000 3184',
}

let slot = 0

export interface Job {
  id: number
  reference: string
  email: string
  estimateCents: number
}

/**
 * A jps customer's paid request (keeping the card on file when `saveCard`), moved to a time that
 * has passed and confirmed there. The dashboard refuses to confirm a past time, so the test puts
 * it in the past itself: each job its own hour, so no two overlap.
 */
export async function pastJob(
  worker: TestWorker,
  { saveCard = false, card = CARDS.pays }: { saveCard?: boolean; card?: string } = {},
): Promise<Job> {
  const email = `after-${crypto.randomUUID().slice(0, 8)}@example.test`
  const sent = await sendBooking(
    worker,
    customer({ email, ...(saveCard ? { save_card: 'yes' } : {}) }),
  )
  if (card === OFF_SESSION_CARDS.authenticates) {
    // Stripe's 3184 asks for authentication at checkout too: the customer completes it.
    await postCheckout(worker, sent.location, {
      intent: 'pay',
      card_number: card,
      expiry: '12 / 34',
      cvc: '123',
    })
    await postCheckout(worker, sent.location, { intent: 'authenticate-complete' })
  } else await payCheckout(worker, sent.location, card)
  const row = await worker.db
    .prepare(
      'SELECT id, reference, estimate_cents, duration_minutes FROM booking_requests WHERE customer_email = ?',
    )
    .bind(email)
    .first<{ id: number; reference: string; estimate_cents: number; duration_minutes: number }>()
  if (!row) throw new Error('no booking')
  slot += 1
  const start = new Date(Date.now() - (2 + slot * 4) * 3_600_000)
  const end = new Date(start.getTime() + row.duration_minutes * 60_000)
  await worker.db
    .prepare(
      "UPDATE booking_requests SET status = 'confirmed', start_at = ?, end_at = ?, hold_until = NULL WHERE id = ?",
    )
    .bind(start.toISOString(), end.toISOString(), row.id)
    .run()
  return { id: row.id, reference: row.reference, email, estimateCents: row.estimate_cents }
}

export function postInvoice(
  worker: TestWorker,
  cookie: string,
  bookingId: number,
  fields: Record<string, string>,
  slug = 'jps',
) {
  return postSignedIn(worker, cookie, `/${slug}/dashboard/bookings/${bookingId}/invoice`, fields)
}

/** A plain form (no JavaScript) posted to a dashboard page as the holder of `cookie`. */
export function postSignedIn(
  worker: TestWorker,
  cookie: string,
  path: string,
  fields: Record<string, string>,
) {
  return worker.fetch(path, {
    method: 'POST',
    headers: {
      Origin: 'http://localhost',
      Cookie: cookie,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  })
}

/** Marks a job completed through the dashboard (which issues its draft invoice). */
export async function complete(worker: TestWorker, cookie: string, id: number) {
  const answer = await postDashboard(worker, cookie, { intent: 'booking-complete', id: String(id) })
  if (answer.status !== 200) throw new Error(`complete: ${answer.status} ${await answer.text()}`)
  await answer.arrayBuffer()
}
