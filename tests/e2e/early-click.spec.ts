import { inDays } from '../support/dashboard-business'
import { waitForHydration } from '../support/hydration'
import { requestJpsBooking } from '../support/jps-booking'
import { expectReachable, VIEWPORTS } from '../support/look'
import { clientAddress } from '../support/client-address'
import { expect, type Page, test } from '../support/test'

// Issue 40: a person who clicks soon after the page loads meets no React error #421 ("a Suspense
// boundary received an update before it finished hydrating"). The page's deferred parts
// (decision 033) are still the server's HTML until their code arrives; here that code is held
// back until after the click, so the click always lands in that window.
const DEFERRED_CODE =
  /\/assets\/(BookingExtras|BookingSummary|ReviewsSection|LandingFaq|SiteFooter|UserMenu)-[\w-]+\.js$/

// A visitor who has used the location search: the site reads it when the page hydrates.
const TEMPE = { city: 'Tempe', state: 'AZ', zipCode: '85281', fullLocation: 'Tempe, AZ 85281' }

function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

/** Opens `path` with the deferred parts' code held; resolves once React has hydrated the rest. */
async function openWithDeferredHeld(page: Page, path: string) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(DEFERRED_CODE, async (route) => {
    await held
    await route.continue()
  })
  await page.addInitScript(
    (stored) => window.localStorage.setItem('selectedLocation', stored),
    JSON.stringify(TEMPE),
  )
  await page.goto(path, { waitUntil: 'commit' })
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-app-hydrated', 'true')
  // The click below really lands while parts are still waiting for their code.
  await expect(html).not.toHaveAttribute('data-deferred', '0')
  return release
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('choosing a vehicle right after /jps/booking loads logs no React error', async ({
      page,
    }) => {
      const errors = collectErrors(page)
      const release = await openWithDeferredHeld(page, '/jps/booking')
      const car = page.locator('button[data-vehicle=car]')
      await expectReachable(page, car, { scroll: true })
      await car.click()
      release()
      await waitForHydration(page)
      await expect(car).toHaveAttribute('aria-pressed', 'true')
      await expect(page.getByRole('heading', { name: /Packages/i }).first()).toBeVisible()
      expect(errors).toEqual([])
    })

    test('opening Request a Quote right after /jps loads logs no React error', async ({
      page,
    }) => {
      const errors = collectErrors(page)
      const release = await openWithDeferredHeld(page, '/jps')
      const quote = page.getByRole('button', { name: 'Request a Quote' }).first()
      await expectReachable(page, quote, { scroll: true })
      await quote.click()
      release()
      await waitForHydration(page)
      await expect(page.getByRole('dialog')).toBeVisible()
      // The stored location shows once the parts have hydrated.
      await expect(page.getByText('Tempe, AZ').first()).toBeAttached()
      expect(errors).toEqual([])
    })

    test('a click right after the booking page (/booking/confirmation) loads logs no React error', async ({
      browser,
      page,
    }) => {
      const context = await browser.newContext({
        extraHTTPHeaders: { 'CF-Connecting-IP': clientAddress() },
      })
      const sender = await context.newPage()
      await requestJpsBooking(browser, {
        name: `Early Click ${viewport.name}`,
        email: `early-click-${viewport.name}-${Date.now()}@example.test`,
        date: inDays(12),
        signedIn: sender,
      })
      const bookingPage = new URL(sender.url())
      expect(bookingPage.pathname).toBe('/jps/booking/confirmation')
      await context.close()

      const errors = collectErrors(page)
      const release = await openWithDeferredHeld(page, bookingPage.pathname + bookingPage.search)
      const cancel = page.getByRole('button', { name: /Cancel/ }).first()
      await expectReachable(page, cancel, { scroll: true })
      await cancel.click()
      release()
      await waitForHydration(page)
      await expect(page.getByRole('dialog', { name: 'Cancel this booking?' })).toBeVisible()
      expect(errors).toEqual([])
    })
  })
}
