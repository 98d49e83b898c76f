import { type Browser, type Page } from '@playwright/test'
import { fillBookingRequest, PLACES } from './checkout'
import { confirmSoon } from './confirm-soon'
import { findMail, linkAfter } from './e2e-mail'
import { clientAddress } from './client-address'
import { FRESH_PASSWORD, type FreshBusiness } from './fresh-business'
import { openSignedIn, scrollIntoView } from './look'
import { expect } from './test'
import { clockPasses } from './wall-clock'

// The job on a phone (issue 42) end to end: a fresh business's own customer books keeping the
// card on file, the detailer confirms the job to start now or within 30 s (the dashboard refuses a
// start before this minute), opens its job screen and, once its start has passed, completes it and sends the invoice.

export const PHONE = { width: 390, height: 844 }
const ZONE = 'America/Los_Angeles'

/** The customer books at 390 px, keeping the card on file; returns the booking's reference. */
export async function bookKeepingCard(
  browser: Browser,
  business: FreshBusiness,
  email: string,
  { galleryConsent = false }: { galleryConsent?: boolean } = {},
): Promise<string> {
  const context = await browser.newContext({
    viewport: PHONE,
    extraHTTPHeaders: { 'CF-Connecting-IP': clientAddress() },
  })
  const customer = await context.newPage()
  await customer.goto(business.requestPath)
  await fillBookingRequest(customer, email, PLACES.portland, 'Sam Shine')
  const consent = customer.getByLabel(/may show before and after photos of my vehicle/)
  await scrollIntoView(consent)
  await expect(consent).not.toBeChecked()
  if (galleryConsent) await consent.check()
  await customer.getByLabel(/^Keep my card on file with/).check()
  await customer.getByRole('button', { name: 'Send Booking Request' }).click()
  await customer.getByLabel('Card number').fill('4242 4242 4242 4242')
  await customer.getByLabel('Expiry').fill('12 / 34')
  await customer.getByLabel('CVC').fill('123')
  await customer.getByRole('button', { name: /^Pay \$/ }).click()
  await customer.waitForURL(/\/booking\/confirmation\?ref=/)
  const reference = (await customer.getByTestId('booking-reference').textContent())?.trim() ?? ''
  await context.close()
  return reference
}

/** A confirmed job's screen, and the instant its start passes (from then on it can be completed). */
export interface SoonJob {
  url: string
  startsAt: number
}

/**
 * The owner confirms Sam Shine's request to start now or within 30 s (confirmSoon) and opens its
 * job screen.
 */
export async function confirmSoonAndOpenJob(page: Page, business: FreshBusiness): Promise<SoonJob> {
  await openSignedIn(
    page,
    business.ownerEmail,
    `/${business.slug}/dashboard?tab=requests`,
    FRESH_PASSWORD,
  )
  const startsAt = await confirmSoon(page, page.getByRole('article', { name: /^Sam Shine/ }), ZONE)
  await page.goto(`/${business.slug}/dashboard?tab=requests&status=confirmed`)
  await page
    .getByRole('article', { name: /^Sam Shine/ })
    .getByRole('link', { name: /^Open job/ })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Shine' })).toBeVisible()
  return { url: page.url(), startsAt }
}

/**
 * Completes the job once its start has passed (the screen refuses before), then sends the
 * invoice, whose charge to the card on file waits for the customer's sign-off.
 */
export async function completeAndSendInvoice(page: Page, job: SoonJob) {
  await clockPasses(job.startsAt)
  // Still retried: a slow page can miss its status once.
  await expect(async () => {
    await page.goto(job.url)
    await page.getByRole('button', { name: 'Complete and ask for sign-off' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'was sent the photos to sign off' }),
    ).toBeAttached({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  await page.goto(invoiceUrl(job.url))
  await page.getByRole('button', { name: 'Send invoice' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'charged once the customer signs off' }),
  ).toBeAttached({ timeout: 15_000 })
}

export const invoiceUrl = (jobUrl: string) => jobUrl.replace(/jobs\/(\d+)$/, 'bookings/$1/invoice')

/**
 * The customer answers "Looks great" from the sign-off email found by `parts` (a reference, a
 * greeting), in a browser of their own: the job settles, and the review request follows.
 */
export async function signOffFromMail(browser: Browser, ...parts: string[]) {
  const mail = await findMail('Looks great: ', ...parts)
  const context = await browser.newContext()
  const customer = await context.newPage()
  await customer.goto(linkAfter(mail, 'Looks great').replace(/#.*$/, ''))
  await customer.getByRole('button', { name: 'Looks great' }).click()
  await expect(customer.getByRole('status').filter({ hasText: 'Thank you!' })).toBeAttached()
  await context.close()
}
