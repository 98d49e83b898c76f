import { clientAddress } from '../support/client-address'
import { fillBookingRequest, payDeposit, PLACES } from '../support/checkout'
import { FRESH_PASSWORD, freshBusiness } from '../support/fresh-business'
import {
  atBothWidths,
  expectNoSeriousAxe,
  expectReachable,
  openSignedIn,
  scrollIntoView,
  VIEWPORTS,
} from '../support/look'
import { expect, test } from '../support/test'

// A detailer connects payouts on the local provider and sets a deposit; a customer then meets
// the checkout (issue 38). Each test sets up a business of its own (jps's settings are never
// touched). The journey runs once; each screen it meets is seen at 1280 and at 390 px.

const [DESKTOP, PHONE] = VIEWPORTS
test.use({ viewport: { width: DESKTOP.width, height: DESKTOP.height } })

test('a detailer connects payouts through the onboarding page, sets a $40 deposit, and a customer pays it at checkout', async ({
  playwright,
  browser,
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const business = await freshBusiness(playwright, 'payout')
  await openSignedIn(page, business.ownerEmail, `/${business.slug}/dashboard`, FRESH_PASSWORD)
  await page.getByRole('link', { name: 'Payments', exact: true }).first().click()
  await expect(page.getByRole('heading', { name: 'Payments', exact: true })).toBeVisible()
  const status = page.getByTestId('payouts-status')
  await expect(status).toHaveText('Not connected')
  await expect(page.getByText('no real money moves')).toBeVisible()
  await atBothWidths(page, async (v) => {
    await expectReachable(page, page.locator('main'), { scroll: true })
    await expectNoSeriousAxe(page)
    await page.screenshot({
      path: testInfo.outputPath(`payments-tab-${v.width}.png`),
      fullPage: true,
    })
  })

  const connect = page.getByRole('button', { name: 'Connect payouts' })
  await scrollIntoView(connect)
  await connect.click()
  // It opens at its top: the heading in view, not the scroll position of the tab before.
  await expect(
    page.getByRole('heading', { name: `Set up payouts for ${business.name}` }),
  ).toBeInViewport()
  await expect(page).toHaveURL(/\/payments\/onboard\/acct_local_/)
  const submit = page.getByRole('button', { name: 'Submit details and bank account' })
  await atBothWidths(page, async (v) => {
    await expect(submit).toBeInViewport()
    await expectNoSeriousAxe(page)
    await page.screenshot({ path: testInfo.outputPath(`onboarding-${v.width}.png`) })
  })
  await submit.click()

  // Back on the Payments tab, which re-reads the account: active.
  await expect(page).toHaveURL(new RegExp(`/${business.slug}/dashboard\\?tab=payments`))
  await expect(status).toHaveText('Active: you can take deposits')
  await page.getByLabel('A fixed amount').check()
  await page.getByLabel('Fixed amount ($)').fill('40')
  await page.getByRole('button', { name: 'Save deposit' }).click()
  await expect(page.getByText('Now:')).toContainText('$40')
  await atBothWidths(page, (v) =>
    page.screenshot({
      path: testInfo.outputPath(`payments-active-${v.width}.png`),
      fullPage: true,
    }),
  )

  // A customer of this business meets the checkout for $40, and pays it.
  const shopper = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    extraHTTPHeaders: { 'CF-Connecting-IP': clientAddress() },
  })
  const customer = await shopper.newPage()
  await customer.goto(`/${business.slug}/booking`)
  await expect(customer.getByTestId('checkout-note')).toHaveText(
    'Deposit by card at booking (test checkout)',
  )
  await customer.goto(business.requestPath)
  await fillBookingRequest(
    customer,
    `quinn-${crypto.randomUUID().slice(0, 8)}@example.test`,
    PLACES.portland,
  )
  await expect(customer.getByTestId('deposit-note')).toContainText('Deposit now: $40')
  await expect(customer.getByTestId('deposit-note')).toContainText(
    'The rest ($209 on this estimate) is due after the job.',
  )
  await customer.getByRole('button', { name: 'Send Booking Request' }).click()
  await expect(customer.getByTestId('checkout-after')).toContainText(
    'The rest, $209 on this estimate, is due after the job.',
  )
  await atBothWidths(customer, async (v) => {
    await expect(customer.getByRole('button', { name: 'Pay $40' })).toBeInViewport()
    await customer.screenshot({ path: testInfo.outputPath(`fresh-checkout-${v.width}.png`) })
  })
  await payDeposit(customer)
  await expect(customer.getByTestId('deposit-paid')).toContainText('$40')
  await expect(customer.getByTestId('deposit-paid')).toContainText(/Due after the job\s*\$209/)
  await shopper.close()
})
