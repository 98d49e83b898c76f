import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customer, type Fields, nextIp } from '../support/booking'
import { snapshot } from '../support/db'
import { bearer, loginAs } from '../support/http'
import { followCheckout } from '../support/payments'
import { startWorker, type TestWorker } from '../support/worker'

// One package plus any add-ons in one booking request (issue 24): the estimate sums them, the
// request stores them, and the detailer sees them in the API and the email.
// Seed: jps Signature Detail Premium (service 1, tier 2) $249 / 180 min; jps's add-on Engine Bay
// Cleaning Standard $59 / 45 min. Phoenix has no minimum and multiplier 1.

let worker: TestWorker
let engineBay: number
let petHair: number
let abcAddon: number

async function addonTier(affiliate: number, name: string, cents: number, minutes: number) {
  const service = await worker.db
    .prepare(
      "INSERT INTO services (affiliate_id, vehicle_id, service_category_id, name, description) VALUES (?, 1, 7, ?, '') RETURNING id",
    )
    .bind(affiliate, name)
    .first<{ id: number }>()
  const tier = await worker.db
    .prepare(
      "INSERT INTO service_tiers (service_id, name, price_cents, duration_minutes, features) VALUES (?, 'Standard', ?, ?, '[]') RETURNING id",
    )
    .bind(service?.id, cents, minutes)
    .first<{ id: number }>()
  return tier?.id ?? 0
}

beforeAll(async () => {
  worker = await startWorker()
  const row = await worker.db
    .prepare(
      "SELECT t.id FROM service_tiers t JOIN services s ON s.id = t.service_id WHERE s.affiliate_id = 1 AND s.name = 'Engine Bay Cleaning'",
    )
    .first<{ id: number }>()
  engineBay = row?.id ?? 0
  petHair = await addonTier(1, 'Pet Hair Removal', 4_000, 30)
  abcAddon = await addonTier(2, 'Headlight Restoration', 6_000, 40)
})
afterAll(() => worker.dispose())

function post(fields: Fields, ip: string) {
  const { vehicle = '', service = '', tier = '', addons = '' } = fields
  const query = new URLSearchParams({ vehicle, service, tier, addons }).toString()
  return worker.fetch(`/jps/booking/request?${query}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'http://localhost',
      'CF-Connecting-IP': ip,
    },
    body: new URLSearchParams(fields).toString(),
  })
}

describe('a booking request with add-ons', () => {
  it('shows the package and its add-ons on the request page', async () => {
    const page = await worker.fetch(
      `/jps/booking/request?vehicle=car&service=1&tier=2&addons=${engineBay},${petHair}`,
    )
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('+ Engine Bay Cleaning – Standard · $59 · 45 minutes')
    expect(html).toContain('+ Pet Hair Removal – Standard · $40 · 30 minutes')
  })

  it('sums package and add-ons in the estimate, stores them, and the detailer sees them all', async () => {
    const ip = nextIp()
    const fields = customer({
      addons: `${engineBay},${petHair}`,
      name: 'Addie Addons',
      email: 'addie@example.test',
    })
    const review = await post({ ...fields, intent: 'review' }, ip)
    expect(review.status).toBe(200)
    const html = await review.text()
    const quoted = /name="quoted_estimate" value="(\d+)"/.exec(html)?.[1]
    // $249 + $59 + $40, at Phoenix's rate of 1.
    expect(quoted).toBe('34800')
    expect(html).toContain('+ Engine Bay Cleaning – Standard')
    expect(html).toContain('$348')
    expect(html).toContain('255 minutes')

    // jps takes a deposit (decision 036): paid with 4242, after which the detailer is told.
    const submit = await followCheckout(
      worker,
      await post({ ...fields, intent: 'submit', quoted_estimate: quoted ?? '' }, ip),
    )
    expect(submit.status).toBe(302)
    // The paid deposit is the proof: no "Confirm your email" step, and the detailer is told.
    const reference = new URL(submit.headers.get('Location') ?? '', 'http://x').searchParams.get('ref')
    expect(reference).toBeTruthy()
    const row = await worker.db
      .prepare(
        "SELECT estimate_cents, duration_minutes, addons, tier_name FROM booking_requests WHERE customer_name = 'Addie Addons'",
      )
      .first<{
        estimate_cents: number
        duration_minutes: number
        addons: string
        tier_name: string
      }>()
    expect(row).toMatchObject({
      estimate_cents: 34_800,
      duration_minutes: 255,
      tier_name: 'Premium',
    })
    expect(JSON.parse(row?.addons ?? '[]')).toEqual([
      expect.objectContaining({
        tierId: engineBay,
        serviceName: 'Engine Bay Cleaning',
        priceCents: 5_900,
        durationMinutes: 45,
      }),
      expect.objectContaining({
        tierId: petHair,
        serviceName: 'Pet Hair Removal',
        priceCents: 4_000,
        durationMinutes: 30,
      }),
    ])

    const owner = await loginAs(worker, 'jps@demo.test')
    const list = await worker.fetch('/api/bookings?business_slug=jps', {
      headers: bearer(owner.accessToken),
    })
    const body = await list.json<{ data: Record<string, unknown>[] }>()
    const booking = body.data.find((b) => b.tier_name === 'Premium' && b.estimate === 348)
    expect(booking?.addons).toEqual([
      {
        service_id: expect.any(Number),
        service_name: 'Engine Bay Cleaning',
        tier_id: engineBay,
        tier_name: 'Standard',
        price: 59,
        duration: 45,
      },
      {
        service_id: expect.any(Number),
        service_name: 'Pet Hair Removal',
        tier_id: petHair,
        tier_name: 'Standard',
        price: 40,
        duration: 30,
      },
    ])

    const [mail] = await worker.waitForMail(
      (m) => m.to === 'bookings@jps-detailing.test' && m.text.includes('Addie Addons'),
    )
    expect(mail?.text).toContain(
      'Engine Bay Cleaning – Standard ($59), Pet Hair Removal – Standard ($40)',
    )
    // The detailer reads the customer's phone as people write it.
    expect(mail?.text).toContain(fields.phone)
  })

  it.each([
    ['another business’s add-on', () => `${abcAddon}`, 'One of the add-ons is no longer available'],
    ['a package tier sent as an add-on', () => '1', 'One of the add-ons is no longer available'],
    ['a malformed list', () => 'x', 'Please choose add-ons from the booking page (at most 10)'],
    [
      'the same add-on twice',
      () => `${engineBay},${engineBay}`,
      'Please choose add-ons from the booking page (at most 10)',
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, addons, message) => {
    const before = await snapshot(worker, ['login_attempts'])
    const response = await post({ ...customer({ addons: addons() }), intent: 'review' }, nextIp())
    expect(response.status).toBe(400)
    expect(await response.text()).toContain(message)
    expect(await snapshot(worker, ['login_attempts'])).toEqual(before)
  })
})
