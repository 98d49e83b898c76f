import { type Browser, type Page } from '@playwright/test'
import { clientAddress } from '../support/client-address'
import { fillBookingRequest, PLACES } from '../support/checkout'
import { confirmSoon } from '../support/confirm-soon'
import { findMail, linkAfter } from '../support/e2e-mail'
import { FRESH_PASSWORD, type FreshBusiness, freshBusiness } from '../support/fresh-business'
import {
  atBothWidths,
  expectNoSeriousAxe,
  expectReachable,
  openSignedIn,
  scrollIntoView,
  VIEWPORTS,
} from '../support/look'
import { expect, test } from '../support/test'
import { clockPasses } from '../support/wall-clock'

// After the job (issue 39): each test's own Portland business with payouts connected (25 %
// deposit, a $30 no-show fee) and four customers of its own. All four are confirmed to start a few
// minutes from now; once started, one pays her invoice with a 20 % tip, one is charged on her
// card on file, one's card on file declines (…0341) and she pays from the emailed link without
// JavaScript, and one is a no-show charged the fee. The journey runs once; each screen it meets
// is seen at both widths (atBothWidths).

const ZONE = 'America/Los_Angeles' // Oregon: the fresh business's clock

const [DESKTOP, PHONE] = VIEWPORTS
type Size = { width: number; height: number }

const CARDS = { pays: '4242 4242 4242 4242', declinesOffSession: '4000 0000 0000 0341' }

interface Customer {
  name: string
  email: string
  reference: string
}

/** A customer of the business books and pays the deposit, keeping the card on file or not. */
async function books(
  browser: Browser,
  business: FreshBusiness,
  size: Size,
  name: string,
  {
    keepCard = false,
    card = CARDS.pays,
    shot,
  }: { keepCard?: boolean; card?: string; shot?: (width: number) => string } = {},
): Promise<Customer> {
  const context = await browser.newContext({
    viewport: size,
    extraHTTPHeaders: { 'CF-Connecting-IP': clientAddress() },
  })
  const page = await context.newPage()
  const email = `${name.split(' ')[0]?.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.test`
  await page.goto(business.requestPath)
  await fillBookingRequest(page, email, PLACES.portland, name)
  await expect(page.getByTestId('no-show-note')).toContainText('no-show fee of up to $30')
  if (keepCard) {
    const keep = page.getByLabel(/^Keep my card on file with/)
    await scrollIntoView(keep)
    await keep.check()
    if (shot)
      await atBothWidths(page, async (v) => {
        await scrollIntoView(keep)
        await page.screenshot({ path: shot(v.width), fullPage: true })
      })
  }
  await page.getByRole('button', { name: 'Send Booking Request' }).click()
  await expect(page.getByRole('heading', { name: 'Pay your deposit' })).toBeVisible()
  await expect(page.getByTestId('checkout-after')).toContainText('no-show fee of up to $30')
  await payCard(page, card)
  await page.waitForURL(/\/booking\/confirmation\?ref=/)
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? ''
  await context.close()
  return { name, email, reference }
}

async function payCard(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card)
  await page.getByLabel('Expiry').fill('12 / 34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /^Pay \$/ }).click()
}

const card = (page: Page, name: string) =>
  page.getByRole('article', { name: new RegExp(`^${name}`) })

/**
 * The detailer confirms each request to start as it is confirmed or within 30 s (over the
 * others, anyway). Returns the last one's start: once it has passed, all four can be completed.
 */
async function confirmAll(page: Page, business: FreshBusiness, names: string[]) {
  let lastStart = 0
  for (const name of names) {
    await page.goto(`/${business.slug}/dashboard?tab=requests&status=pending`)
    lastStart = await confirmSoon(page, card(page, name), ZONE)
  }
  return lastStart
}

/** Marks a started job completed and opens its invoice editor. */
async function completeAndOpen(page: Page, business: FreshBusiness, name: string) {
  await page.goto(`/${business.slug}/dashboard?tab=requests&status=confirmed`)
  await card(page, name).getByRole('button', { name: 'Mark completed' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Its invoice is ready to review and send.' }),
  ).toBeAttached({ timeout: 15_000 })
  await page.goto(`/${business.slug}/dashboard?tab=requests&status=completed`)
  await card(page, name).getByRole('link', { name: 'Invoice' }).click()
  await expect(page.getByRole('heading', { name: /^Invoice INV-\d{4}$/ })).toBeVisible()
}

/** The customer answers "Looks great" from the sign-off email (issue 42). */
async function signOffFromMail(browser: Browser, reference: string, size: Size) {
  const mail = await findMail(reference, 'Looks great: ')
  const context = await browser.newContext({ viewport: size })
  const customer = await context.newPage()
  await customer.goto(linkAfter(mail, 'Looks great').replace(/#.*$/, ''))
  await customer.getByRole('button', { name: 'Looks great' }).click()
  await expect(customer.getByTestId('settled')).toBeVisible()
  await context.close()
}

async function send(page: Page, expected: string | RegExp) {
  const button = page.getByRole('button', { name: 'Send invoice' })
  await scrollIntoView(button)
  await button.click()
  await expect(page.getByRole('status').filter({ hasText: expected })).toBeAttached({
    timeout: 15_000,
  })
}

test.use({ viewport: { width: DESKTOP.width, height: DESKTOP.height } })

test('invoices after the job: paid with a 20 % tip, charged on a card on file, a decline paid from the link without JavaScript, a no-show fee', async ({
  playwright,
  browser,
  page,
}, testInfo) => {
  test.setTimeout(600_000)
  const shot = (name: string) => (width: number) => testInfo.outputPath(`${name}-${width}.png`)
  const business = await freshBusiness(playwright, 'inv', { payments: { noShowFee: '30' } })
  const tipper = await books(browser, business, DESKTOP, 'Tia Tipper')
  const keeper = await books(browser, business, PHONE, 'Kim Keeper', {
    keepCard: true,
    shot: shot('review-card-on-file'),
  })
  const decliner = await books(browser, business, PHONE, 'Dee Decline', {
    keepCard: true,
    card: CARDS.declinesOffSession,
  })
  const absent = await books(browser, business, DESKTOP, 'Nia Noshow', { keepCard: true })

  await openSignedIn(
    page,
    business.ownerEmail,
    `/${business.slug}/dashboard?tab=payments`,
    FRESH_PASSWORD,
  )
  await expect(page.getByTestId('after-job-now')).toContainText('no-show fee $30')
  await atBothWidths(page, async (v) => {
    await expectReachable(page, page.locator('main'), { scroll: true })
    await page.screenshot({ path: shot('payments-tab')(v.width), fullPage: true })
  })
  const names = [tipper, keeper, decliner, absent].map((c) => c.name)
  // Work can be marked completed (or a no-show) from its start on: wait for the last one
  // confirmed to reach its start (the others started before it), then the dashboard offers it.
  await clockPasses(await confirmAll(page, business, names))
  await page.goto(`/${business.slug}/dashboard?tab=requests&status=confirmed`)
  await expect(
    card(page, absent.name).getByRole('button', { name: 'Mark completed' }),
  ).toBeVisible()

  await test.step('the detailer adjusts and sends; the customer pays balance + 20 % tip', async () => {
    await completeAndOpen(page, business, tipper.name)
    await page.getByLabel('Item (e.g. pet hair)').check()
    await page.getByLabel('Description').fill('Pet hair removal')
    await page.getByLabel('Amount ($)', { exact: true }).last().fill('40')
    await page.getByLabel('Reason the customer reads').last().fill('Heavy dog hair on the seats')
    await page.getByRole('button', { name: 'Add line' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Item added.' })).toBeAttached()
    await atBothWidths(page, async (v) => {
      await expectReachable(page, page.locator('main'), { scroll: true })
      await expectNoSeriousAxe(page)
      await page.screenshot({ path: shot('editor')(v.width), fullPage: true })
    })
    await send(page, `sent to ${tipper.email}`)

    const mail = await findMail(tipper.reference, 'View and pay your invoice: ')
    expect(mail).toContain('Pet hair removal: Heavy dog hair on the seats')
    const shopper = await browser.newContext({ viewport: PHONE })
    const customer = await shopper.newPage()
    await customer.goto(linkAfter(mail, 'View and pay your invoice'))
    await expect(customer.getByTestId('invoice-status')).toHaveText('Due')
    await atBothWidths(customer, async (v) => {
      await expectReachable(customer, customer.locator('main'), { scroll: true })
      await expectNoSeriousAxe(customer)
      await customer.screenshot({ path: shot('invoice')(v.width), fullPage: true })
    })
    await customer.getByLabel(/^20 %/).check()
    const pay = customer.getByRole('button', { name: 'Pay by card' })
    await scrollIntoView(pay)
    await pay.click()
    await expect(customer.getByRole('heading', { name: 'Pay your invoice' })).toBeVisible()
    await payCard(customer, CARDS.pays)
    await expect(customer.getByTestId('invoice-status')).toHaveText(/^Paid/)
    await expect(customer.getByTestId('tip-paid')).toContainText('Tip')
    await atBothWidths(customer, (v) =>
      customer.screenshot({ path: shot('invoice-paid')(v.width), fullPage: true }),
    )
    await findMail(tipper.reference, 'Your tip goes to the detailer.')
    await shopper.close()
  })

  await test.step('the detailer refunds $5 of the paid balance and tip, reviewed then confirmed', async () => {
    await page.reload()
    const panel = page.getByRole('region', { name: 'Payments and refunds' })
    await panel.getByLabel('Refund ($)').fill('5')
    await panel.getByLabel('Reason the customer reads').fill('One floor mat was missed')
    await panel.getByRole('button', { name: 'Review refund' }).click()
    const confirm = panel.getByRole('button', { name: 'Confirm refund of $5' })
    await atBothWidths(page, async (v) => {
      await scrollIntoView(confirm)
      await expectReachable(page, panel, { scroll: true })
      await expectNoSeriousAxe(page)
      await page.screenshot({ path: shot('refund-confirm')(v.width), fullPage: true })
    })
    await scrollIntoView(confirm)
    await confirm.click()
    await expect(
      page.getByRole('status').filter({ hasText: `Refunded $5.00 to ${tipper.name}` }),
    ).toBeAttached({ timeout: 15_000 })
    await expect(panel).toContainText('Refunded $5;')
    await expect(panel).toContainText('One floor mat was missed')
    await findMail(tipper.reference, 'Reason: One floor mat was missed')
    // The customer's invoice says what went back, when and why.
    const invoiceMail = await findMail(tipper.reference, 'View and pay your invoice: ')
    const shopper = await browser.newContext({ viewport: PHONE })
    const customer = await shopper.newPage()
    await customer.goto(linkAfter(invoiceMail, 'View and pay your invoice'))
    const refund = customer.getByTestId('invoice-refund')
    await expect(refund).toContainText('One floor mat was missed')
    await expect(refund).toContainText('−$5')
    await atBothWidths(customer, async (v) => {
      await expectReachable(customer, refund, { scroll: true })
      await expectNoSeriousAxe(customer)
      await customer.screenshot({ path: shot('invoice-refunded')(v.width), fullPage: true })
    })
    await shopper.close()
    await page.goto(`/${business.slug}/dashboard?tab=money`)
    const refunded = page.getByTestId('money-table').locator('tfoot td').nth(1)
    await expect(refunded).toHaveText('$5')
    await atBothWidths(page, (v) =>
      page.screenshot({ path: shot('money-refunded')(v.width), fullPage: true }),
    )
  })

  await test.step('a card on file is charged the balance once the customer signs off', async () => {
    await completeAndOpen(page, business, keeper.name)
    await expect(page.getByText('The customer kept a card on file')).toBeVisible()
    // Issue 42: the charge waits for the customer's sign-off (or 24 hours).
    await send(page, 'charged once the customer signs off')
    await signOffFromMail(browser, keeper.reference, PHONE)
    await page.reload()
    await expect(page.getByTestId('invoice-status')).toHaveText(/^Paid/)
    await findMail(keeper.reference, 'charged to your card on file')
  })

  await test.step('a card on file that declines (…0341): the link is emailed and paid without JavaScript', async () => {
    await completeAndOpen(page, business, decliner.name)
    await send(page, 'charged once the customer signs off')
    await signOffFromMail(browser, decliner.reference, DESKTOP)
    await page.reload()
    await expect(page.getByTestId('invoice-status')).toHaveText('Due')
    // Issue 39 (r39): the detailer adds an adjustment to the sent invoice before it is paid.
    const adjust = page.getByRole('form', { name: 'Adjust this invoice' })
    await adjust.getByLabel('Adjustment', { exact: true }).fill('Engine bay rinse')
    await adjust.getByLabel('Amount ($)').fill('10')
    await adjust.getByLabel('Reason the customer reads').fill('Asked for on the day')
    const add = adjust.getByRole('button', { name: 'Add adjustment and email the customer' })
    await atBothWidths(page, async () => {
      await scrollIntoView(add)
      await expectReachable(page, adjust, { scroll: true })
      await expectNoSeriousAxe(page)
    })
    await scrollIntoView(add)
    await add.click()
    await expect(page.getByRole('status').filter({ hasText: 'Adjustment added:' })).toBeAttached({
      timeout: 15_000,
    })
    await atBothWidths(page, (v) =>
      page.screenshot({ path: shot('adjusted')(v.width), fullPage: true }),
    )
    const updated = await findMail(decliner.reference, 'adjusted your invoice')
    expect(updated).toContain('Engine bay rinse (+$10): Asked for on the day')
    const mail = await findMail(decliner.reference, 'could not be charged')
    const noJs = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })
    const customer = await noJs.newPage()
    await customer.goto(linkAfter(mail, 'View and pay your invoice'))
    await expect(customer.getByText('Asked for on the day')).toBeVisible()
    await customer.getByLabel('Other amount', { exact: true }).check()
    await customer.getByLabel('Tip amount ($)').fill('5')
    await customer.getByRole('button', { name: 'Pay by card' }).click()
    await expect(customer.getByRole('heading', { name: 'Pay your invoice' })).toBeVisible()
    await payCard(customer, CARDS.pays)
    await expect(customer.getByTestId('invoice-status')).toHaveText(/^Paid/)
    await expect(customer.getByTestId('tip-paid')).toContainText('$5')
    await noJs.close()
  })

  await test.step('a no-show keeps the deposit and is charged the $30 fee', async () => {
    await page.goto(`/${business.slug}/dashboard?tab=requests&status=confirmed`)
    const c = card(page, absent.name)
    await c.getByText('Nobody was there?').click()
    await expect(c.getByLabel('No-show fee ($)')).toHaveValue('30.00')
    await atBothWidths(page, async () => {
      await expectReachable(page, c, { scroll: true })
      await expectNoSeriousAxe(page)
    })
    await c.getByRole('button', { name: 'Mark no-show' }).click()
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'A no-show fee of $30 was charged to the card on file.' }),
    ).toBeAttached({ timeout: 15_000 })
    await findMail(absent.reference, 'no-show fee shown when you booked')
  })

  await test.step('the detailer gives back $10 of the no-show fee, with a reason', async () => {
    await page.goto(`/${business.slug}/dashboard?tab=payments`)
    const form = page.getByRole('region', { name: 'Refund a no-show fee' })
    await expect(form.getByLabel('No-show fee')).toContainText(absent.reference)
    await form.getByLabel('Amount (optional)').fill('10')
    await form.getByLabel('Reason the customer reads').fill('The gate code we had was wrong')
    await atBothWidths(page, async (v) => {
      await expectReachable(page, form, { scroll: true })
      await expectNoSeriousAxe(page)
      await page.screenshot({ path: shot('no-show-refund')(v.width), fullPage: true })
    })
    const refund = form.getByRole('button', { name: 'Refund' })
    await scrollIntoView(refund)
    await refund.click()
    await expect(
      form.getByRole('status').filter({ hasText: 'Refunded $10 of the no-show fee to' }),
    ).toBeVisible({ timeout: 15_000 })
    await expect(form.getByLabel('No-show fee')).toContainText('($10 refunded)')
    await findMail(absent.reference, 'Reason: The gate code we had was wrong')
    await atBothWidths(page, (v) =>
      page.screenshot({ path: shot('no-show-refunded')(v.width), fullPage: true }),
    )
  })
})
