import { expect, type Page } from '@playwright/test'
import { customerPhone } from './client-address'
import { inDays } from './days'

/** Where jps (Las Vegas, Phoenix) and the tests' own businesses (Portland) serve. */
export const PLACES = {
  lasVegas: { area: '702', street: '1 Fremont St', city: 'Las Vegas', state: 'NV', zip: '89101' },
  portland: { area: '503', street: '1 SW Main St', city: 'Portland', state: 'OR', zip: '97201' },
  phoenix: { area: '602', street: '1 Central Ave', city: 'Phoenix', state: 'AZ', zip: '85004' },
}

// The local provider's checkout page (decision 036), as a customer fills it in.

export const TEST_CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticate: '4000 0025 0000 3155',
}

/** Fills the card form and presses "Pay $…" (the page must be the checkout). */
export async function fillCard(page: Page, card = TEST_CARDS.pays) {
  await expect(page.getByRole('heading', { name: 'Pay your deposit' })).toBeVisible()
  await page.getByLabel('Card number').fill(card)
  await page.getByLabel('Expiry').fill('12 / 34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /^Pay \$/ }).click()
}

/** Pays the deposit with 4242… and waits for the booking page it returns to. */
export async function payDeposit(page: Page) {
  await fillCard(page)
  await page.waitForURL(/\/booking\/confirmation\?ref=/)
}

/**
 * Fills the booking request form open on `page` as a customer of its own (its own phone: open
 * requests are capped per phone, and `phone` is typed as given) for `date` (default 9 days ahead),
 * morning, and presses Review Estimate.
 */
export async function fillBookingRequest(
  page: Page,
  who: string,
  place = PLACES.lasVegas,
  name = 'Pat Payer',
  date = inDays(9),
  phone = customerPhone(place.area),
) {
  await page.getByLabel('Full name').fill(name)
  await page.getByLabel('Phone').fill(phone)
  await page.getByLabel('Email').fill(who)
  await page.getByLabel('Street address').fill(place.street)
  await page.getByLabel('City', { exact: true }).fill(place.city)
  await page.getByLabel('State', { exact: true }).selectOption(place.state)
  await page.getByLabel('ZIP code', { exact: true }).fill(place.zip)
  await page.getByLabel('Preferred date').fill(date)
  await page.getByLabel(/^Morning/).check()
  await page.getByRole('button', { name: 'Review Estimate' }).click()
}
