import { type Browser, expect, type Page } from '@playwright/test'
import { clientAddress } from './client-address'

// A signed-out customer sends a morning booking request for jps's Signature Detail (car, Premium),
// or for another business's service, through the real form, from a client address of its own so the per-client limit never binds.

const PLACES = {
  lasVegas: {
    phone: '(702) 555-0199',
    street: '1 Fremont St',
    city: 'Las Vegas',
    state: 'NV',
    zip: '89101',
  },
  phoenix: {
    phone: '(602) 555-0142',
    street: '1 Central Ave',
    city: 'Phoenix',
    state: 'AZ',
    zip: '85004',
  },
}

/**
 * Sends the request; returns its reference as the confirmation page shows it. With `signedIn`
 * (a page whose context has signed in) the request is sent from that page instead.
 */
export async function requestJpsBooking(
  browser: Browser,
  {
    name,
    email = `${name.replace(/\W+/g, '-').toLowerCase()}@example.test`,
    date,
    place = 'lasVegas',
    signedIn,
    business = { slug: 'jps', serviceId: 1, tierId: 2 },
  }: {
    name: string
    email?: string
    date: string
    place?: keyof typeof PLACES
    signedIn?: Page
    /** Another business's one service and tier (a test's own, tests/support/fresh-business.ts). */
    business?: { slug: string; serviceId: number; tierId: number }
  },
): Promise<string> {
  const where = PLACES[place]
  const context =
    signedIn?.context() ??
    (await browser.newContext({ extraHTTPHeaders: { 'CF-Connecting-IP': clientAddress() } }))
  const page = signedIn ?? (await context.newPage())
  const { slug, serviceId, tierId } = business
  await page.goto(`/${slug}/booking?vehicle=car&service=${serviceId}&tier=${tierId}`)
  await page.getByRole('link', { name: 'Continue to Booking', exact: true }).click()
  await page.getByLabel('Full name').fill(name)
  await page.getByLabel('Phone').fill(where.phone)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Street address').fill(where.street)
  await page.getByLabel('City', { exact: true }).fill(where.city)
  await page.getByLabel('State', { exact: true }).selectOption(where.state)
  await page.getByLabel('ZIP code', { exact: true }).fill(where.zip)
  await page.getByLabel('Preferred date').fill(date)
  await page.getByLabel(/^Morning/).check()
  await page.getByRole('button', { name: 'Review Estimate' }).click()
  await page.getByRole('button', { name: 'Send Booking Request' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Request Sent' })).toBeVisible()
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? ''
  if (!signedIn) await context.close()
  return reference
}
