import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { stripeProvider } from '~/server/payments/stripe.server'

// The Stripe provider cannot reach Stripe here: what it sends is checked at the HTTP boundary
// (a fake fetch that records each request and answers as Stripe's API would), and webhook
// signatures with Stripe's own signing. Whether Stripe accepts these requests is not tested.

interface Sent {
  method: string
  path: string
  body: URLSearchParams
  headers: Headers
}

function fakeStripe(answers: Record<string, unknown>) {
  const sent: Sent[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    )
    sent.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: new URLSearchParams(typeof init?.body === 'string' ? init.body : url.search),
      headers: new Headers(init?.headers),
    })
    const key = `${init?.method ?? 'GET'} ${url.pathname}`
    return new Response(JSON.stringify(answers[key] ?? { error: { message: 'unexpected' } }), {
      status: key in answers ? 200 : 404,
      headers: { 'Content-Type': 'application/json', 'Request-Id': 'req_test' },
    })
  }
  return { sent, fetch }
}

const session = {
  id: 'cs_test_1',
  object: 'checkout.session',
  url: 'https://checkout.stripe.com/c/pay/cs_test_1',
  status: 'open',
  payment_status: 'unpaid',
  amount_total: 3725,
  payment_intent: null,
  expires_at: 1_900_000_000,
  metadata: { booking_id: '42', reference: 'MDH-TEST01' },
}

describe('stripeProvider', () => {
  it('creates the deposit checkout as a destination charge with our fee and idempotency key', async () => {
    const fake = fakeStripe({ 'POST /v1/checkout/sessions': session })
    const provider = stripeProvider({
      secretKey: 'sk_test_x',
      webhookSecrets: [],
      fetch: fake.fetch,
    })
    const made = await provider.createCheckout(
      {
        accountId: 'acct_detailer',
        amountCents: 3725,
        feeCents: 373,
        description: 'Deposit for Signature Detail – Premium (MDH-TEST01)',
        terms: 'The rest, $111.75 on this estimate, is due after the job.',
        customerEmail: 'pat@example.test',
        successUrl: 'https://mobiledetailhub.com/jps/booking/confirmation?ref=MDH-TEST01&key=k',
        cancelUrl: 'https://mobiledetailhub.com/jps/booking/confirmation?ref=MDH-TEST01&key=k',
        expiresAt: new Date(1_900_000_000_000),
        bookingId: 42,
        reference: 'MDH-TEST01',
        // The customer ticked "keep my card on file" (issue 39).
        saveCard: true,
      },
      'booking:42:deposit:v1',
    )
    expect(made).toMatchObject({
      id: 'cs_test_1',
      status: 'open',
      amountCents: 3725,
      bookingId: 42,
    })
    const [request] = fake.sent
    expect(request?.method).toBe('POST')
    expect(request?.path).toBe('/v1/checkout/sessions')
    expect(request?.headers.get('Idempotency-Key')).toBe('booking:42:deposit:v1')
    expect(request?.headers.get('Authorization')).toBe('Bearer sk_test_x')
    const body = Object.fromEntries(request?.body ?? [])
    expect(body).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '3725',
      'line_items[0][price_data][currency]': 'usd',
      'payment_intent_data[application_fee_amount]': '373',
      'payment_intent_data[on_behalf_of]': 'acct_detailer',
      'payment_intent_data[transfer_data][destination]': 'acct_detailer',
      'payment_intent_data[setup_future_usage]': 'off_session',
      customer_creation: 'always',
      'metadata[booking_id]': '42',
      expires_at: '1900000000',
      customer_email: 'pat@example.test',
      // What is due after the job and the policy, beside Stripe's pay button.
      'custom_text[submit][message]': 'The rest, $111.75 on this estimate, is due after the job.',
    })
  })

  it('refunds with the transfer and the application fee reversed', async () => {
    const fake = fakeStripe({
      'POST /v1/refunds': {
        id: 're_1',
        object: 'refund',
        amount: 1000,
        created: 1,
        status: 'succeeded',
        payment_intent: 'pi_1',
      },
    })
    const provider = stripeProvider({
      secretKey: 'sk_test_x',
      webhookSecrets: [],
      fetch: fake.fetch,
    })
    const refund = await provider.refund(
      { paymentIntentId: 'pi_1', amountCents: 1000, bookingId: 42 },
      'booking:42:refund:declined:v1',
    )
    expect(refund).toEqual({
      id: 're_1',
      amountCents: 1000,
      status: 'succeeded',
      paymentIntentId: 'pi_1',
      created: 1,
    })
    const body = Object.fromEntries(fake.sent[0]?.body ?? [])
    expect(body).toMatchObject({
      payment_intent: 'pi_1',
      amount: '1000',
      reverse_transfer: 'true',
      refund_application_fee: 'true',
    })
    expect(fake.sent[0]?.headers.get('Idempotency-Key')).toBe('booking:42:refund:declined:v1')
  })

  it('creates an Express-style account the platform controls, and an onboarding link', async () => {
    const fake = fakeStripe({
      'POST /v1/accounts': {
        id: 'acct_new',
        object: 'account',
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: {
          currently_due: ['external_account'],
          past_due: [],
          disabled_reason: 'requirements.past_due',
        },
      },
      'POST /v1/account_links': {
        object: 'account_link',
        url: 'https://connect.stripe.com/setup/e/acct_new/x',
      },
    })
    const provider = stripeProvider({
      secretKey: 'sk_test_x',
      webhookSecrets: [],
      fetch: fake.fetch,
    })
    const account = await provider.createAccount(
      { affiliateId: 7, email: 'owner@example.test', businessName: 'JP' },
      'affiliate:7:account:stripe:v1',
    )
    expect(account).toMatchObject({
      id: 'acct_new',
      chargesEnabled: false,
      requirements: ['external_account'],
    })
    expect(Object.fromEntries(fake.sent[0]?.body ?? [])).toMatchObject({
      'controller[fees][payer]': 'application',
      'controller[losses][payments]': 'application',
      'controller[stripe_dashboard][type]': 'express',
      'capabilities[transfers][requested]': 'true',
    })
    const link = await provider.onboardingLink('acct_new', {
      returnUrl: 'https://mobiledetailhub.com/jps/dashboard?tab=payments&onboarding=return',
      refreshUrl: 'https://mobiledetailhub.com/jps/dashboard?tab=payments&onboarding=refresh',
    })
    expect(link).toBe('https://connect.stripe.com/setup/e/acct_new/x')
    expect(Object.fromEntries(fake.sent[1]?.body ?? [])).toMatchObject({
      account: 'acct_new',
      type: 'account_onboarding',
    })
  })

  it('accepts a webhook signed with the endpoint secret and refuses a tampered or unsigned one', async () => {
    const provider = stripeProvider({
      secretKey: 'sk_test_x',
      webhookSecrets: ['whsec_a', 'whsec_b'],
    })
    const body = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge', payment_intent: 'pi_1' } },
    })
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload: body,
      secret: 'whsec_b',
    })
    expect(await provider.verifyWebhook(body, signature)).toEqual({
      id: 'evt_1',
      type: 'charge.refunded',
      objectId: 'ch_1',
      paymentIntentId: 'pi_1',
      accountId: null,
    })
    expect(await provider.verifyWebhook(body.replace('pi_1', 'pi_2'), signature)).toBeNull()
    expect(await provider.verifyWebhook(body, null)).toBeNull()
  })
})

describe('stripeProvider: a card on file (issue 39)', () => {
  const input = {
    accountId: 'acct_detailer',
    customerId: 'cus_1',
    paymentMethodId: 'pm_1',
    amountCents: 11175,
    feeCents: 1118,
    description: 'Invoice INV-0001',
    metadata: { booking_id: '42', charge_id: '7' },
  }

  it('charges it off-session as a destination charge with our fee and key', async () => {
    const fake = fakeStripe({
      'POST /v1/payment_intents': { id: 'pi_9', object: 'payment_intent', status: 'succeeded' },
    })
    const provider = stripeProvider({
      secretKey: 'sk_test_x',
      webhookSecrets: [],
      fetch: fake.fetch,
    })
    expect(await provider.chargeSaved(input, 'charge:7:off-session:v1')).toEqual({
      status: 'succeeded',
      paymentIntentId: 'pi_9',
    })
    const [request] = fake.sent
    expect(request?.headers.get('Idempotency-Key')).toBe('charge:7:off-session:v1')
    expect(Object.fromEntries(request?.body ?? [])).toMatchObject({
      amount: '11175',
      customer: 'cus_1',
      payment_method: 'pm_1',
      off_session: 'true',
      confirm: 'true',
      application_fee_amount: '1118',
      on_behalf_of: 'acct_detailer',
      'transfer_data[destination]': 'acct_detailer',
      'metadata[charge_id]': '7',
    })
  })

  for (const [code, status] of [
    ['card_declined', 'declined'],
    ['authentication_required', 'authentication_required'],
  ] as const) {
    it(`answers Stripe's ${code} card error as ${status}, not as a failure`, async () => {
      const fetch: typeof globalThis.fetch = async () =>
        new Response(
          JSON.stringify({
            error: { type: 'card_error', code, message: 'Your card was declined.' },
          }),
          { status: 402, headers: { 'Content-Type': 'application/json', 'Request-Id': 'req_1' } },
        )
      const provider = stripeProvider({ secretKey: 'sk_test_x', webhookSecrets: [], fetch })
      expect(await provider.chargeSaved(input, 'charge:7:off-session:v1')).toEqual({
        status,
        message: 'Your card was declined.',
      })
    })
  }
})

describe('stripeProvider: a deleted account forgets its card', () => {
  it('deletes the customer that holds the card, and takes one already gone as done', async () => {
    const fake = fakeStripe({
      'DELETE /v1/customers/cus_1': { id: 'cus_1', object: 'customer', deleted: true },
    })
    const provider = stripeProvider({
      secretKey: 'sk_test_x',
      webhookSecrets: [],
      fetch: fake.fetch,
    })
    await provider.forgetCustomer('cus_1')
    // Stripe answers 404 for a customer deleted before: nothing is left to forget.
    await provider.forgetCustomer('cus_gone')
    expect(fake.sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'DELETE /v1/customers/cus_1',
      'DELETE /v1/customers/cus_gone',
    ])
  })
})

describe('stripeProvider: closing a checkout (issue 39)', () => {
  it('expires an open session, then reads its state back', async () => {
    const fake = fakeStripe({
      'POST /v1/checkout/sessions/cs_test_1/expire': { ...session, status: 'expired', url: null },
      'GET /v1/checkout/sessions/cs_test_1': { ...session, status: 'expired', url: null },
    })
    const provider = stripeProvider({
      secretKey: 'sk_test_x',
      webhookSecrets: [],
      fetch: fake.fetch,
    })
    const closed = await provider.expireCheckout('cs_test_1')
    expect(fake.sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/checkout/sessions/cs_test_1/expire',
      'GET /v1/checkout/sessions/cs_test_1',
    ])
    expect(closed).toMatchObject({ id: 'cs_test_1', status: 'expired' })
  })

  it('takes Stripe refusing a session that is no longer open as its state, not as a failure', async () => {
    const paths: string[] = []
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      )
      paths.push(`${init?.method ?? 'GET'} ${url.pathname}`)
      const headers = { 'Content-Type': 'application/json', 'Request-Id': 'req_1' }
      if (url.pathname.endsWith('/expire'))
        return new Response(
          JSON.stringify({
            error: {
              type: 'invalid_request_error',
              message: 'Only Checkout Sessions with a status of `open` can be expired.',
            },
          }),
          { status: 400, headers },
        )
      return new Response(
        JSON.stringify({ ...session, status: 'complete', payment_status: 'paid', url: null }),
        { status: 200, headers },
      )
    }
    const provider = stripeProvider({ secretKey: 'sk_test_x', webhookSecrets: [], fetch })
    expect(await provider.expireCheckout('cs_test_1')).toMatchObject({ status: 'complete' })
    expect(paths).toEqual([
      'POST /v1/checkout/sessions/cs_test_1/expire',
      'GET /v1/checkout/sessions/cs_test_1',
    ])
  })
})
