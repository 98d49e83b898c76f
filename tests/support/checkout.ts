import { expect, type Page } from '@playwright/test'

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
