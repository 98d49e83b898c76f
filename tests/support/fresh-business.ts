import { type APIRequestContext, expect } from '@playwright/test'
import { baseURL } from '../../playwright.config'
import { clientAddress } from './client-address'
import { DEMO_PASSWORD } from './http'
import { hoursForm } from './working-hours'

// A business of the test's own, made through the app's own routes as a detailer and an admin
// would: the application API, the admin's approval, the emailed set-password link, then the
// owner's service and area through the §7 API. A test that counts, confirms or declines on it
// sees only what it did itself, and a retry starts on another new business.

export const FRESH_PASSWORD = 'Fresh-pass-2026!'
export const ADMIN = { email: 'admin@demo.test', password: DEMO_PASSWORD }

export interface FreshBusiness {
  id: number
  slug: string
  name: string
  ownerEmail: string
  serviceId: number
  tierId: number
  /** The path of the booking form for its one service and tier. */
  requestPath: string
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`)
  return (await response.json()) as T
}

export async function bearerFor(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', {
    data: { email, password },
    headers: { 'CF-Connecting-IP': clientAddress() },
  })
  return `Bearer ${(await ok<{ accessToken: string }>(response, 'login')).accessToken}`
}

/** The test's `playwright` fixture: what is needed of it to open a request context of our own. */
interface Playwright {
  request: { newContext(options: { baseURL: string }): Promise<APIRequestContext> }
}

/**
 * Applies, approves and sets up a business in Portland OR (a city no demo business serves, so
 * no search, lookup or list that other tests read changes) with one car service of one tier, in
 * a request context of its own (so no sign-in of the admin or the owner reaches the test's pages).
 * By default it finishes the setup checklist (working hours) and presses Go live (issue 40);
 * `live: false` leaves it approved but not yet live, `hours: false` without working hours (a
 * business cannot go live without them, so that needs `live: false` too).
 */
export async function freshBusiness(
  playwright: Playwright,
  label: string,
  {
    live = true,
    hours = live,
    payments,
  }: { live?: boolean; hours?: boolean; payments?: { noShowFee?: string } } = {},
): Promise<FreshBusiness> {
  if (live && !hours) throw new Error('freshBusiness: going live needs working hours')
  const request = await playwright.request.newContext({ baseURL })
  try {
    const business = await setUp(request, label)
    if (hours || live || payments) await signIn(request, business)
    // Mon–Sat 8–18 (support/working-hours.ts), so the form offers live times.
    if (hours) await ownerPost(request, business, '?tab=schedule', hoursForm(), 'working hours')
    if (live) await ownerPost(request, business, '', { intent: 'go-live' }, 'go live')
    if (payments) await connectPayouts(request, business, payments.noShowFee ?? '')
    return business
  } finally {
    await request.dispose()
  }
}

/**
 * Payouts connected through the local provider's onboarding page, as the owner would (25 %
 * deposit by default), and the no-show fee customers are shown at booking (issue 39).
 */
async function connectPayouts(
  request: APIRequestContext,
  business: FreshBusiness,
  noShowFee: string,
) {
  const origin = new URL(baseURL).origin
  const connect = await request.post(`/${business.slug}/dashboard?tab=payments`, {
    form: { intent: 'payments-connect' },
    headers: { Origin: origin },
    maxRedirects: 0,
  })
  const onboarding = new URL(connect.headers().location ?? '', baseURL)
  expect(onboarding.pathname, 'onboarding page').toMatch(/^\/payments\/onboard\/acct_local_/)
  const done = await request.post(`${onboarding.pathname}${onboarding.search}`, {
    form: { intent: 'complete' },
    headers: { Origin: origin },
    maxRedirects: 0,
  })
  expect(done.status(), 'onboarding').toBe(303)
  const back = new URL(done.headers().location ?? '', baseURL)
  expect((await request.get(`${back.pathname}${back.search}`)).status()).toBe(200)
  if (noShowFee)
    await ownerPost(
      request,
      business,
      '?tab=payments',
      { intent: 'payments-after-job', tax_rate: '', no_show_fee: noShowFee },
      'no-show fee',
    )
}

async function signIn(request: APIRequestContext, business: FreshBusiness) {
  const login = await request.post('/api/auth/login', {
    data: { email: business.ownerEmail, password: FRESH_PASSWORD },
    headers: { 'CF-Connecting-IP': clientAddress() },
  })
  expect(login.status(), 'owner login').toBe(200)
}

/** Posts a form of the owner's dashboard (signed in by cookie), as the browser would. */
async function ownerPost(
  request: APIRequestContext,
  business: FreshBusiness,
  search: string,
  form: Record<string, string>,
  what: string,
) {
  const saved = await request.post(`/${business.slug}/dashboard${search}`, {
    form,
    headers: { Origin: new URL(baseURL).origin },
    maxRedirects: 0,
  })
  expect(saved.status(), what).toBeLessThan(400)
}

async function setUp(request: APIRequestContext, label: string): Promise<FreshBusiness> {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
  const slug = `${label}-${tag}`.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  const name = `${label} Detailing ${tag}`
  const ownerEmail = `owner-${slug}@example.test`
  const headers = { 'CF-Connecting-IP': clientAddress() }

  const applied = await ok<{ affiliate: { id: number } }>(
    await request.post('/api/affiliates/apply', {
      headers,
      data: {
        legal_name: name,
        primary_contact: 'Fran Fresh',
        phone: '(503) 555-0123',
        email: ownerEmail,
        base_location: { city: 'Portland', state: 'OR', zip: '97201' },
        categories: ['Auto Detailing'],
        has_insurance: true,
        accept_terms: true,
        consent_notifications: true,
        source: 'Referral',
      },
    }),
    'apply',
  )
  const admin = await bearerFor(request, ADMIN.email, ADMIN.password)
  const approved = await ok<{ setup_url: string }>(
    await request.post(`/api/admin/approve-application/${applied.affiliate.id}`, {
      headers: { Authorization: admin },
      data: { approved_slug: slug },
    }),
    'approve',
  )
  const setup = new URL(approved.setup_url)
  const set = await request.post(`${setup.pathname}${setup.search}`, {
    form: { password: FRESH_PASSWORD, confirmPassword: FRESH_PASSWORD },
    headers: { Origin: setup.origin },
    maxRedirects: 0,
  })
  expect(set.status(), 'set-password answers with a redirect').toBe(302)

  const owner = await bearerFor(request, ownerEmail, FRESH_PASSWORD)
  const created = await ok<{ data: { id: number; tiers: { id: number }[] } }>(
    await request.post('/api/services', {
      headers: { Authorization: owner },
      data: {
        affiliate_id: applied.affiliate.id,
        vehicle_id: 1,
        service_category_id: 3,
        name: 'Signature Detail',
        description: 'Inside and out.',
        tiers: [{ name: 'Premium', price: 249, duration: 180, features: ['Hand wash'] }],
      },
    }),
    'service',
  )
  const tierId = created.data.tiers[0]?.id ?? 0
  return {
    id: applied.affiliate.id,
    slug,
    name,
    ownerEmail,
    serviceId: created.data.id,
    tierId,
    requestPath: `/${slug}/booking/request?vehicle=car&service=${created.data.id}&tier=${tierId}`,
  }
}
