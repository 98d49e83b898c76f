import { createHmac } from 'node:crypto'
import Stripe from 'stripe'
import { type TestWorker, TEST_SECRETS } from './worker'

// Payments in tests (decision 036): the local provider's checkout page and signed webhooks, as
// Stripe signs them, to POST /api/payments/webhook.

export const CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticate: '4000 0025 0000 3155',
}

/** The local provider's webhook secret, derived from SESSION_SECRET as the server derives it. */
export function localWebhookSecret(): string {
  const mac = createHmac('sha256', TEST_SECRETS.SESSION_SECRET)
    .update('local-payments-webhook')
    .digest('base64url')
  return `whsec_local_${mac}`
}

export const isCheckout = (location: string) => /\/payments\/checkout\/cs_local_\w+$/.test(location)

const pathOf = (url: string) => {
  const u = new URL(url, 'http://localhost')
  return `${u.pathname}${u.search}`
}

/** Posts the local checkout's card form (or an authentication answer); the raw answer. */
export function postCheckout(worker: TestWorker, checkout: string, fields: Record<string, string>) {
  return worker.fetch(pathOf(checkout), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
    body: new URLSearchParams(fields).toString(),
  })
}

/** Pays a local checkout with a card; returns the booking page path it sends the customer to. */
export async function payCheckout(worker: TestWorker, checkout: string, card = CARDS.pays) {
  const answer = await postCheckout(worker, checkout, {
    intent: 'pay',
    card_number: card,
    expiry: '12 / 34',
    cvc: '123',
  })
  const location = answer.headers.get('Location') ?? ''
  if (answer.status !== 303 || !location)
    throw new Error(`checkout payment failed: ${answer.status} ${await answer.text()}`)
  return pathOf(location)
}

/** A Stripe-format event signed with `secret` (default: the local endpoint's), `ageSeconds` old. */
export async function signedEvent(
  event: { id: string; type: string; data: { object: Record<string, unknown> }; account?: string },
  { secret = localWebhookSecret(), ageSeconds = 0 } = {},
) {
  const body = JSON.stringify({ object: 'event', livemode: false, created: 0, ...event })
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload: body,
    secret,
    timestamp: Math.floor(Date.now() / 1000) - ageSeconds,
  })
  return { body, signature }
}

export function postWebhook(worker: TestWorker, body: string, signature?: string) {
  return worker.fetch('/api/payments/webhook', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(signature ? { 'Stripe-Signature': signature } : {}),
    },
    body,
  })
}

/**
 * A booking submit's answer as it was before deposits: when it leads to a local checkout, the
 * deposit is paid with 4242 and the answer becomes the redirect to the booking page that follows.
 */
export async function followCheckout(worker: TestWorker, answer: Response): Promise<Response> {
  const location = answer.headers.get('Location') ?? ''
  if (answer.status !== 302 || !isCheckout(location)) return answer
  const page = await payCheckout(worker, location)
  return new Response(null, { status: 302, headers: { Location: page } })
}

/** Money as the pages and emails write it: whole dollars without cents ("$249", "$62.25"). */
export const money = (cents: number) =>
  cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`

/** The customer cancels from their booking page (the no-JavaScript confirmed post). */
export function cancelOnPage(worker: TestWorker, pagePath: string, reason = 'Plans changed') {
  return worker.fetch(pagePath, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
    body: new URLSearchParams({ intent: 'cancel', confirmed: '1', reason }).toString(),
  })
}

/** The local provider's stored object, as Stripe would hold it. */
export async function localObject(
  worker: TestWorker,
  id: string,
): Promise<Record<string, unknown>> {
  const r = await worker.db
    .prepare('SELECT data FROM local_payment_objects WHERE id = ?')
    .bind(id)
    .first<{ data: string }>()
  return JSON.parse(r?.data ?? '{}')
}

/**
 * Completes a local checkout session at the "provider" without any webhook: a payment whose
 * events were lost. `key` names its payment intent (`pi_local_{key}`).
 */
export async function paidAtProviderOnly(worker: TestWorker, checkout: string, key: string) {
  const session = await localObject(
    worker,
    new URL(checkout, 'http://localhost').pathname.split('/').pop() ?? '',
  )
  const intentId = `pi_local_${key}`
  const intent = {
    id: intentId,
    object: 'payment_intent',
    amount: session.amount_total,
    amount_refunded: 0,
    status: 'succeeded',
    latest_charge: `ch_local_${key}`,
    application_fee_amount: session.application_fee_amount,
    on_behalf_of: session.destination,
    transfer_data: { destination: session.destination },
    setup_future_usage: 'off_session',
    metadata: session.metadata,
  }
  const paid = {
    ...session,
    status: 'complete',
    payment_status: 'paid',
    payment_intent: intentId,
    url: null,
  }
  await worker.db.batch([
    worker.db
      .prepare("INSERT INTO local_payment_objects (id, type, data) VALUES (?, 'payment_intent', ?)")
      .bind(intentId, JSON.stringify(intent)),
    worker.db
      .prepare('UPDATE local_payment_objects SET data = ? WHERE id = ?')
      .bind(JSON.stringify(paid), session.id),
  ])
  return { intent, session: paid }
}
