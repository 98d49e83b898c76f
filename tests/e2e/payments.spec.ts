import { clientAddress } from '../support/client-address'
import { fillBookingRequest, fillCard, payDeposit, TEST_CARDS } from '../support/checkout'
import { freshCustomer } from '../support/fresh-customer'
import {
  atBothWidths,
  expectNoSeriousAxe,
  expectReachable,
  scrollIntoView,
  VIEWPORTS,
} from '../support/look'
import { expect, type Page, test } from '../support/test'

// Payments, part 1 (issue 38): jps takes a 25 % deposit through the local provider's checkout;
// abc is not connected. Each test sends its own request, from its own client address and phone,
// as a customer on a phone (390 px) would; each screen it meets is also seen at 1280 px.

const email = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.test`

// A client address per test (not per file): a client may send 5 booking requests an hour.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': clientAddress() })
})

/** A jps request up to its checkout ("Pay your deposit"), having read the deposit note. */
async function requestUntilCheckout(page: Page, who: string) {
  await page.goto('/jps/booking/request?vehicle=car&service=1&tier=2')
  await fillBookingRequest(page, who)
  const note = page.getByTestId('deposit-note')
  await expect(note).toContainText('Deposit now:')
  await expect(note).toContainText('is due after the job')
  await expect(note).toContainText('After that, the deposit is kept.')
  await page.getByRole('button', { name: 'Send Booking Request' }).click()
  await expect(page.getByRole('heading', { name: 'Pay your deposit' })).toBeVisible()
}

/**
 * The checkout as a person meets it, at both widths: the pay button in view as the page opens,
 * everything reachable, axe clean.
 */
async function checkoutLooksRight(page: Page, shot?: (width: number) => string) {
  await expect(page.getByTestId('checkout-after')).toContainText('due after the job')
  await atBothWidths(page, async (v) => {
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(page.getByRole('button', { name: /^Pay \$\d/ })).toBeInViewport()
    await expectReachable(page, page.locator('main'), { scroll: true })
    await expectNoSeriousAxe(page)
    if (shot) await page.screenshot({ path: shot(v.width) })
  })
}

const PHONE = VIEWPORTS[1]
test.use({ viewport: { width: PHONE.width, height: PHONE.height } })

test('a signed-in customer books jps, pays the deposit with 4242, and sees it on the booking page and in My bookings', async ({
  browser,
}, testInfo) => {
  const { page, context } = await freshCustomer(browser)
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height })
  await requestUntilCheckout(page, email('pays'))
  await checkoutLooksRight(page, (width) => testInfo.outputPath(`checkout-${width}.png`))
  await payDeposit(page)
  await expect(page.getByRole('heading', { name: 'Booking Request Sent' })).toBeVisible()
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? ''
  const paid = page.getByTestId('deposit-paid')
  await expect(paid).toContainText('Payment: deposit paid')
  await expect(paid).toContainText('Deposit paid')
  await expect(paid).toContainText('Due after the job')
  await expect(paid).toContainText('your deposit is refunded in full')
  await atBothWidths(page, async (v) => {
    await expectNoSeriousAxe(page)
    await page.screenshot({
      path: testInfo.outputPath(`booking-page-${v.width}.png`),
      fullPage: true,
    })
  })

  await page.goto('/account')
  await expect(page.getByRole('heading', { name: 'My bookings', level: 1 })).toBeVisible()
  const card = page.getByRole('listitem').filter({ hasText: reference })
  const deposit = card.getByTestId('booking-deposit')
  await expect(deposit).toContainText('Payment: deposit paid')
  await expect(deposit).toContainText(/Deposit paid\s*\$\d/)
  await expect(deposit).toContainText(/Due after the job\s*\$\d/)
  await expect(deposit).toContainText('After that, the deposit is kept.')
  await atBothWidths(page, async (v) => {
    await scrollIntoView(deposit)
    await expectReachable(page, page.locator('main'), { scroll: true })
    await expectNoSeriousAxe(page)
    await page.screenshot({
      path: testInfo.outputPath(`my-bookings-${v.width}.png`),
      fullPage: true,
    })
  })
  await context.close()
})

test('a declined card says "Your card was declined."; 4000 0025 0000 3155 asks to authenticate first', async ({
  page,
}) => {
  await requestUntilCheckout(page, email('declined'))
  await fillCard(page, TEST_CARDS.declined)
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.')
  await checkoutLooksRight(page)
  await fillCard(page, TEST_CARDS.authenticate)
  await expect(page.getByRole('heading', { name: 'Authenticate this payment' })).toBeVisible()
  const complete = page.getByRole('button', { name: 'Complete authentication' })
  await atBothWidths(page, async () => {
    await expect(complete).toBeInViewport()
    await expectNoSeriousAxe(page)
  })
  await complete.click()
  await page.waitForURL(/\/booking\/confirmation\?ref=/)
  await expect(page.getByTestId('deposit-paid')).toContainText('Deposit paid')
})

test('cancelling more than 24 hours before refunds the deposit, and the booking page says so', async ({
  page,
}) => {
  await requestUntilCheckout(page, email('cancels'))
  await payDeposit(page)
  const cancel = page.getByRole('button', { name: 'Cancel Booking' })
  await scrollIntoView(cancel)
  await cancel.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await atBothWidths(page, async () => {
    await expectReachable(page, dialog)
    await expectNoSeriousAxe(page)
  })
  await dialog.getByRole('button', { name: /Cancel Booking|Yes, cancel/ }).click()
  await expect(page.getByRole('heading', { name: 'Booking Cancelled' })).toBeVisible()
  const money = page.getByTestId('deposit-paid')
  await expect(money).toContainText('Payment: deposit refunded')
  await expect(money).toContainText(/Refunded\s*\$\d/)
  await expect(money).not.toContainText('Due after the job')
  await expect(money).not.toContainText('the deposit is kept')
})

test('abc, not connected, still books without a payment', async ({ page }) => {
  await page.goto('/abc/booking')
  await expect(page.getByTestId('checkout-note')).toHaveCount(0)
  await page.getByRole('button', { name: /^Car/ }).click()
  await page.getByRole('button', { name: 'Choose Tier' }).first().click()
  await page.getByRole('link', { name: 'Continue to Booking', exact: true }).click()
  await fillBookingRequest(page, email('abc'), {
    area: '214',
    street: '1 Main St',
    city: 'Dallas',
    state: 'TX',
    zip: '75201',
  })
  await expect(page.getByTestId('deposit-note')).toHaveCount(0)
  await expect(page.getByText('No payment is taken now')).toBeVisible()
  await page.getByRole('button', { name: 'Send Booking Request' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Request Sent' })).toBeVisible()
  await expect(page).toHaveURL(/\/abc\/booking\/confirmation\?ref=/)
  await expect(page.getByTestId('deposit-paid')).toHaveCount(0)
  await expect(page.getByTestId('deposit-due')).toHaveCount(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the whole deposit path works: request, a declined card, payment, the booking page', async ({
    page,
  }) => {
    await requestUntilCheckout(page, email('nojs'))
    await fillCard(page, TEST_CARDS.declined)
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.')
    await payDeposit(page)
    await expect(page.getByRole('heading', { name: 'Booking Request Sent' })).toBeVisible()
    await expect(page.getByTestId('deposit-paid')).toContainText('Deposit paid')
    await expect(page.getByTestId('deposit-paid')).toContainText('Due after the job')
  })
})
