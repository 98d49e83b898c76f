import { type Browser, expect, type Page, test } from '../support/test'
import { fillBookingRequest, payDeposit, PLACES } from '../support/checkout'
import { clientAddress, customerPhone } from '../support/client-address'
import { inDays } from '../support/days'
import { findMail, linkAfter } from '../support/e2e-mail'
import {
  atBothWidths,
  expectNoSeriousAxe,
  expectReachable,
  looksRight,
  openSignedIn,
  VIEWPORTS,
} from '../support/look'
import { OWN_DAY_BANDS, ownDay } from '../support/own-day'

// Issue 24, the booking form and the detailer's daily screens: add-ons with a package, the tier
// carousel's first view, the phone as typed, the quote's ZIP and receipt, Cancel asked first, the
// Decline link's focus, a past job on New Appointment, and the phone tab bar.

const run = Date.now().toString(36)
const SHOTS = 'tests/.tmp/shots-i24b'

/** The booking request form as a Phoenix customer fills it, for the spec's own day. */
const fillDetails = (page: Page, name: string, email: string, phone = customerPhone()) =>
  // Typed as digits only: the detailer's mail must still show it as people write it.
  fillBookingRequest(
    page,
    email,
    PLACES.phoenix,
    name,
    ownDay(OWN_DAY_BANDS.dailyScreensBooking),
    phone.replace(/\D/g, ''),
  )

/** A fresh browser context of its own client address (the booking limit is per client). */
async function freshPage(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({
    javaScriptEnabled,
    extraHTTPHeaders: { 'CF-Connecting-IP': clientAddress() },
  })
  return { context, page: await context.newPage() }
}

// What it records does not depend on the screen: once.
test('New Appointment records a past job as completed and says so', async ({ page }) => {
  const name = `Past Job ${run}`
  await openSignedIn(page, 'jps@demo.test', '/jps/dashboard?tab=schedule')
  const form = page.getByRole('form', { name: 'New Appointment' })
  await expect(form.getByLabel('Date')).toHaveAccessibleDescription(
    /A date and time in the past records a job already done/,
  )
  await form.getByLabel('Package').selectOption({ index: 0 })
  await form.getByLabel('Customer name').fill(name)
  await form.getByLabel('Phone').fill('6025550100')
  await form.getByLabel('Email').fill(`past-${run}@example.test`)
  await form.getByLabel('Street address').fill('1 Central Ave')
  await form.getByLabel('City').fill('Phoenix')
  await form.getByLabel('ZIP code').fill('85004')
  await form.getByLabel('State').selectOption('AZ')
  await form.getByLabel('Date').fill(inDays(-2))
  await form.getByLabel('Start time').fill('09:00')
  await form.getByRole('button', { name: 'Save Appointment' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'recorded as completed' })).toBeAttached()
  await page.goto('/jps/dashboard?tab=requests&status=completed')
  await expect(page.getByRole('article', { name: new RegExp(`^${name}`) })).toBeVisible()
})

// The add-on and quote journeys run once; what they show is seen at both widths (atBothWidths).

test('an add-on joins the package, the estimate sums them and the request carries both', async ({
  page,
}) => {
  await page.goto('/jps/booking?vehicle=car&service=1&tier=2')
  const addon = page.getByRole('article', { name: 'Standard' }).filter({ hasText: '$59' })
  await addon.getByRole('button', { name: 'Add to Booking' }).click()
  await expect(addon.getByRole('button', { name: 'Added' })).toHaveAttribute('aria-pressed', 'true')
  const summary = page.locator('#summary')
  await expect(summary.getByRole('list', { name: 'Add-ons' })).toContainText(
    '+ Engine Bay Cleaning – Standard',
  )
  await expect(summary.getByTestId('summary-total')).toContainText('$308')
  await expect(summary.getByTestId('summary-total')).toContainText('225 minutes')
  // The package stays chosen: an add-on never replaces it.
  await expect(page.locator('#services').getByRole('button', { name: 'Selected' })).toHaveCount(1)
  await atBothWidths(page, async (viewport) => {
    await summary.scrollIntoViewIfNeeded()
    await expectReachable(page, summary)
    await expectNoSeriousAxe(page, { include: '#summary' })
    await page.screenshot({ path: `${SHOTS}/addons-summary-${viewport.name}.png` })
  })

  await summary.getByRole('link', { name: 'Continue to Booking' }).click()
  await expect(page).toHaveURL(/addons=/)
  await expect(page.getByRole('list', { name: 'Add-ons' })).toContainText(
    '+ Engine Bay Cleaning – Standard · $59 · 45 minutes',
  )
  // The phone formats as it is typed, like the application's.
  await page.getByLabel('Phone').fill('7025550199')
  await expect(page.getByLabel('Phone')).toHaveValue('(702) 555-0199')
  await atBothWidths(page, async (viewport) => {
    await expectReachable(page, page.locator('main form'), { scroll: true })
    await expectNoSeriousAxe(page)
    await page.screenshot({ path: `${SHOTS}/request-form-${viewport.name}.png`, fullPage: true })
  })
})

test('the quote form asks for the ZIP code and the customer gets a receipt', async ({ page }) => {
  const email = `quote-${run}@example.test`
  await page.goto('/jps')
  const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
  await hero.getByRole('button', { name: 'Request a Quote' }).click()
  const dialog = page.getByRole('dialog', {
    name: "Request a Quote from JP's Mobile Detailing",
  })
  await dialog.getByLabel('Name').fill(`Quinn ${run}`)
  await dialog.getByLabel('Email').fill(email)
  const zip = dialog.getByLabel('ZIP code')
  await expect(zip).toHaveAttribute('required', '')
  await expect(zip).toHaveAccessibleDescription(
    'Where the vehicle is, so the detailer knows the area.',
  )
  await zip.fill('85004')
  await atBothWidths(page, async (viewport) => {
    await looksRight(page, dialog, '[role=dialog]', { scroll: true })
    await page.screenshot({ path: `${SHOTS}/quote-zip-${viewport.name}.png` })
  })
  await dialog.getByRole('button', { name: 'Request Quote' }).click()
  await expect(dialog.getByRole('status')).toContainText('Your quote request was sent')
  const receipt = await findMail(`Hi Quinn ${run},`, 'Thanks for asking')
  expect(receipt).toContain('85004')
})

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('the tier carousel opens on the popular tier with whole tiers in view', async ({
      page,
    }) => {
      await page.goto('/jps/booking?vehicle=car')
      const carousel = page.getByRole('group', { name: 'Signature Detail tiers' })
      await carousel.scrollIntoViewIfNeeded()
      await expect(carousel.locator('p[aria-live]')).toHaveText('Currently viewing: Premium')
      const shown = viewport.name === 'desktop' ? ['Essential', 'Premium', 'Showroom'] : ['Premium']
      for (const name of shown)
        await expect(carousel.getByRole('heading', { name, exact: true })).toBeVisible()
      // Every card shown is whole: inside the carousel's box, not cut by the screen's edge.
      const cards = carousel.getByTestId('tier-card')
      for (const card of await cards.all()) {
        if (!(await card.isVisible())) continue
        const box = await card.boundingBox()
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true)
      }
      await expectReachable(page, carousel)
      await page.screenshot({ path: `${SHOTS}/carousel-${viewport.name}.png` })
    })

    test('the dashboard tab bar shows there are more tabs and long forms scroll clear of the header', async ({
      page,
    }) => {
      await openSignedIn(page, 'jps@demo.test', '/jps/dashboard?tab=profile')
      const tabs = page.getByRole('navigation', { name: 'Dashboard' })
      const active = tabs.getByRole('link', { name: 'Profile' })
      await expect(active).toHaveAttribute('aria-current', 'page')
      await expect(active).toBeInViewport({ ratio: 1 })
      const overflows = await tabs.evaluate((nav) => nav.scrollWidth > nav.clientWidth)
      expect(overflows).toBe(viewport.name === 'phone')
      await expect(tabs).toHaveClass(/scroll-hint-x/)
      // A field reached with Tab stays out from under the 64 px sticky header.
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop),
      ).toBe('80px')
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.screenshot({ path: `${SHOTS}/tab-bar-${viewport.name}.png` })
    })
  })
}

test('the Decline link of the new-request email lands with the reason box focused', async ({
  page,
  browser,
}) => {
  const name = `Dee Decline ${run}`
  const { context, page: customer } = await freshPage(browser)
  await customer.goto('/jps/booking/request?vehicle=car&service=1&tier=2')
  const phone = customerPhone()
  await fillDetails(customer, name, `dee-${run}@example.test`, phone)
  await customer.getByRole('button', { name: 'Send Booking Request' }).click()
  // jps takes a 25 % deposit (decision 036), paid with 4242.
  await payDeposit(customer)
  await expect(customer.getByRole('heading', { name: 'Booking Request Sent' })).toBeVisible()
  await context.close()
  const mail = await findMail(`${name} asked for`)
  // The detailer reads the customer's phone as people write it.
  expect(mail).toContain(phone)
  await page.goto(linkAfter(mail, 'Decline'))
  await expect(page.getByLabel('Reason for the customer')).toBeFocused()
  await expectNoSeriousAxe(page)
})

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('add-ons are added with plain forms and travel to the request', async ({ page }) => {
    await page.goto('/jps/booking?vehicle=car&service=1&tier=2')
    await page.getByRole('button', { name: 'Add to Booking' }).first().click()
    await expect(page).toHaveURL(/addons=/)
    await expect(page.getByRole('button', { name: 'Added' })).toHaveCount(1)
    await expect(page.locator('#services').getByRole('button', { name: 'Selected' })).toHaveCount(1)
    await expect(page.getByTestId('summary-total')).toContainText('$308')
    await page.getByRole('link', { name: 'Continue to Booking', exact: true }).click()
    await expect(page.getByRole('list', { name: 'Add-ons' })).toContainText('Engine Bay Cleaning')
  })

  test('Cancel Booking asks first with the policy, and only the second step cancels', async ({
    browser,
  }) => {
    const { context, page } = await freshPage(browser, false)
    await page.goto('/jps/booking/request?vehicle=car&service=1&tier=2')
    await fillDetails(page, `Cy Cancel ${run}`, `cy-${run}@example.test`)
    await page.getByRole('button', { name: 'Send Booking Request' }).click()
    // jps takes a 25 % deposit (decision 036), paid with 4242.
    await payDeposit(page)
    await expect(page.getByRole('heading', { name: 'Booking Request Sent' })).toBeVisible()
    await page.getByLabel('Reason (optional)').fill('Plans changed')
    await page.getByRole('button', { name: 'Cancel Booking' }).click()
    const step = page.getByRole('form', { name: 'Cancel this booking?' })
    await expect(step).toContainText('Free cancellation up to 24 hours before the appointment.')
    await expect(page.getByTestId('booking-status')).not.toContainText('cancelled')
    // (axe needs the page's scripting; the dialog with JavaScript is checked in email.spec.ts)
    await expectReachable(page, step, { scroll: true })
    await page.screenshot({ path: `${SHOTS}/cancel-step-nojs.png` })
    await step.getByRole('button', { name: 'Yes, cancel booking' }).click()
    await expect(page.getByRole('heading', { name: 'Booking Cancelled' })).toBeVisible()
    await context.close()
  })
})
