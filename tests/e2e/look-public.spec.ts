import { expect, type Page, test } from '../support/test'
import { fillBookingRequest, PLACES } from '../support/checkout'
import { atBothWidths, looksRight, openSignedIn, VIEWPORTS } from '../support/look'

// The public site's dialogs and menus as a person sees them, on a laptop and on a phone: every
// control inside is on screen and not covered, and axe finds nothing serious in what is open.

async function open(page: Page, path: string) {
  await page.goto(path)
}

// Each test opens its screen once and looks at it at both widths (atBothWidths): a context and a
// page load per screen, not per width. Nothing on these screens reads the width in script, so a
// page resized is laid out as one loaded at that size.
const [DESKTOP] = VIEWPORTS

test.describe('at both widths', () => {
  test.use({ viewport: { width: DESKTOP.width, height: DESKTOP.height } })

  test('the login dialog shows its whole form, readable and reachable', async ({ page }) => {
    await open(page, '/')
    await page.getByRole('link', { name: 'Login' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
    await expect(dialog.getByLabel('Password')).toBeVisible()
    await atBothWidths(page, () => looksRight(page, dialog, '[role=dialog]'))
  })

  test('the quote dialog shows every field, readable and reachable', async ({ page }) => {
    await open(page, '/jps')
    await page.getByRole('button', { name: 'Request a Quote' }).first().click()
    const dialog = page.getByRole('dialog', { name: /^Request a Quote/ })
    // Taller than a phone with the ZIP field: the dialog scrolls, each control reachable in it.
    await atBothWidths(page, () => looksRight(page, dialog, '[role=dialog]', { scroll: true }))
  })

  test('the location picker lists its places, readable and reachable', async ({ page }) => {
    await open(page, '/jps')
    await page
      .getByRole('link', { name: /Update your location/ })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: 'Update your location' })
    await expect(dialog.getByRole('button', { name: 'Henderson, NV' })).toBeVisible()
    await atBothWidths(page, () => looksRight(page, dialog, '[role=dialog]'))
  })

  test("a tier's details dialog is readable and its buttons reachable", async ({ page }) => {
    await open(page, '/jps/booking?vehicle=car&service=1')
    // The carousel opens on the Most Popular tier (on a phone, the only one in view).
    await page.getByRole('button', { name: 'View details of Premium' }).click()
    const dialog = page.getByRole('dialog', { name: 'Premium' })
    await expect(dialog.getByRole('button', { name: 'Choose This Tier' })).toBeVisible()
    await atBothWidths(page, () => looksRight(page, dialog, '[role=dialog]'))
  })

  test("a review's details dialog is readable and its close button reachable", async ({ page }) => {
    await open(page, '/')
    const card = page.getByRole('article', { name: 'Tom Alvarez' })
    await card.getByRole('button', { name: /Read more/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Review by Tom Alvarez' })
    await atBothWidths(page, () => looksRight(page, dialog, '[role=dialog]'))
  })

  test('the booking request review step shows the estimate and both buttons', async ({ page }) => {
    await open(page, '/jps/booking/request?vehicle=car&service=1&tier=2')
    await fillBookingRequest(page, 'look@example.test', PLACES.lasVegas, 'Pat Customer')
    await expect(page.getByRole('heading', { name: 'Review your request' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send Booking Request' })).toBeVisible()
    await atBothWidths(page, () =>
      looksRight(page, page.getByRole('main'), 'main', { scroll: true }),
    )
  })

  test("the application's terms dialog is readable and can be closed", async ({ page }) => {
    await open(page, '/affiliate-onboarding')
    await page.getByRole('button', { name: 'Affiliate Terms of Service' }).click()
    const dialog = page.getByRole('dialog', { name: 'Affiliate Terms of Service' })
    // The terms are longer than a phone's screen; the dialog scrolls to its button.
    await atBothWidths(page, () => looksRight(page, dialog, '[role=dialog]', { scroll: true }))
  })

  test("the application's Google Business Profile helper is readable and reachable", async ({
    page,
  }) => {
    await open(page, '/affiliate-onboarding')
    await page.getByRole('button', { name: 'Find Your Google Business Profile' }).click()
    const dialog = page.getByRole('dialog', { name: 'Find Your Google Business Profile' })
    await atBothWidths(page, () => looksRight(page, dialog, '[role=dialog]'))
  })

  test('the signed-in user menu opens with Account, Settings and Logout reachable', async ({
    page,
  }) => {
    await openSignedIn(page, 'customer@demo.test', '/')
    await page.getByRole('banner').locator('summary').click()
    const menu = page.locator('details[open]')
    await expect(menu.getByRole('link', { name: 'Account' })).toBeVisible()
    await atBothWidths(page, () => looksRight(page, menu, 'details[open]'))
  })
})

test.describe('on a phone screen', () => {
  test.use({ viewport: { width: VIEWPORTS[1].width, height: VIEWPORTS[1].height } })

  test('the header menu opens below the header with every link reachable', async ({ page }) => {
    await open(page, '/jps')
    await page.getByRole('button', { name: 'Menu' }).click()
    const panel = page.locator('#mobile-menu')
    await looksRight(page, panel, '#mobile-menu')
  })
})
