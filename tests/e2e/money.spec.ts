import { type Browser, type Page } from '@playwright/test'
import { clientAddress, customerPhone } from '../support/client-address'
import { fillCard, PLACES } from '../support/checkout'
import { inDays } from '../support/days'
import { FRESH_PASSWORD, freshBusiness, type FreshBusiness } from '../support/fresh-business'
import {
  atBothWidths,
  expectNoSeriousAxe,
  expectReachable,
  openSignedIn,
  scrollIntoView,
  VIEWPORTS,
} from '../support/look'
import { png } from '../support/png'
import { expect, test } from '../support/test'

// The detailer's money, disputes and the admin's Analytics and Settings (issue 39). Each test
// sets up a business of its own with payouts connected on the local provider, and customers of
// its own: one pays the deposit with 4242, one with 4000 0000 0000 0259 (paid, then disputed).
// Each journey runs once; the screens it meets are seen at both widths (atBothWidths).

const DISPUTED_CARD = '4000 0000 0000 0259'
const money = (cents: number) =>
  cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`
const fee = (cents: number) => Math.floor((cents * 10 + 50) / 100)

async function connectPayouts(page: Page, business: FreshBusiness) {
  await openSignedIn(
    page,
    business.ownerEmail,
    `/${business.slug}/dashboard?tab=payments`,
    FRESH_PASSWORD,
  )
  await page.getByRole('button', { name: 'Connect payouts' }).click()
  await page.getByRole('button', { name: 'Submit details and bank account' }).click()
  await expect(page.getByTestId('payouts-status')).toHaveText('Active: you can take deposits')
}

/** A customer of the test's own books and pays the deposit; the reference and the amount. */
async function customerPays(
  browser: Browser,
  business: FreshBusiness,
  card: string,
  days: number,
  width: number,
) {
  const context = await browser.newContext({
    viewport: { width, height: 844 },
    extraHTTPHeaders: { 'CF-Connecting-IP': clientAddress() },
  })
  const page = await context.newPage()
  await page.goto(business.requestPath)
  const place = PLACES.portland
  await page.getByLabel('Full name').fill('Pat Payer')
  await page.getByLabel('Phone').fill(customerPhone(place.area))
  await page.getByLabel('Email').fill(`money-${crypto.randomUUID().slice(0, 8)}@example.test`)
  await page.getByLabel('Street address').fill(place.street)
  await page.getByLabel('City', { exact: true }).fill(place.city)
  await page.getByLabel('State', { exact: true }).selectOption(place.state)
  await page.getByLabel('ZIP code', { exact: true }).fill(place.zip)
  await page.getByLabel('Preferred date').fill(inDays(days))
  await page.getByLabel(/^Morning/).check()
  await page.getByRole('button', { name: 'Review Estimate' }).click()
  await page.getByRole('button', { name: 'Send Booking Request' }).click()
  const pay = page.getByRole('button', { name: /^Pay \$/ })
  const amount = Math.round(Number((await pay.innerText()).replace(/[^\d.]/g, '')) * 100)
  await fillCard(page, card)
  await page.waitForURL(/\/booking\/confirmation\?ref=/)
  const reference = new URL(page.url()).searchParams.get('ref') ?? ''
  await context.close()
  return { reference, amount }
}

const [DESKTOP, PHONE] = VIEWPORTS
test.use({ viewport: { width: DESKTOP.width, height: DESKTOP.height } })

test('a paid deposit shows on the Money tab with its fee and net and in the CSV; a dispute with its deadline takes evidence; the admin sees the payment and its fee', async ({
  playwright,
  browser,
  page,
}, testInfo) => {
  test.setTimeout(240_000)
  const business = await freshBusiness(playwright, 'money')
  await connectPayouts(page, business)
  const paid = await customerPays(browser, business, '4242 4242 4242 4242', 9, DESKTOP.width)
  const disputed = await customerPays(browser, business, DISPUTED_CARD, 10, PHONE.width)

  await page.goto(`/${business.slug}/dashboard?tab=money`)
  await expect(page.getByRole('heading', { name: 'Your money' })).toBeVisible()
  // Today: both deposits paid, the disputed one taken back; the fee and net of the one kept.
  const total = page.getByTestId('money-table').locator('tfoot tr')
  await expect(total.locator('td')).toHaveText([
    money(paid.amount + disputed.amount),
    '$0',
    money(disputed.amount),
    money(fee(paid.amount)),
    money(paid.amount - fee(paid.amount)),
  ])
  // The dispute shows on its booking's card too, with its deadline and a way to the form.
  await page.goto(`/${business.slug}/dashboard?tab=requests`)
  const card = page.locator(`article[data-reference="${disputed.reference}"]`)
  const note = card.getByTestId('booking-dispute')
  await expect(note).toContainText(`Disputed: ${money(disputed.amount)}`)
  await expect(note).toContainText('Status: Needs your evidence')
  await expect(note).toContainText('Evidence due by')
  await atBothWidths(page, async () => {
    await expectReachable(page, note, { scroll: true })
    await expectNoSeriousAxe(page)
  })
  await note.getByRole('link', { name: 'Attach evidence' }).click()
  await expect(page).toHaveURL(/tab=money#dispute-/)
  const dispute = page.getByTestId('dispute')
  await expect(dispute).toContainText(`Booking ${disputed.reference}`)
  await expect(dispute).toContainText('Deadline for evidence:')
  await atBothWidths(page, async (v) => {
    await expectReachable(page, page.locator('main'), { scroll: true })
    await expectNoSeriousAxe(page)
    await page.screenshot({ path: testInfo.outputPath(`money-${v.width}.png`), fullPage: true })
  })

  // The CSV for taxes has the deposit, in dollars and in cents.
  const csv = await page.request.get(`/${business.slug}/dashboard/money.csv`)
  expect(csv.status()).toBe(200)
  const text = await csv.text()
  const row = text.split('\r\n').find((line) => line.includes(paid.reference)) ?? ''
  expect(row).toContain(
    `,deposit,${(paid.amount / 100).toFixed(2)},${(fee(paid.amount) / 100).toFixed(2)},`,
  )

  // Evidence: a description and a photo of the job, before the deadline.
  await dispute.getByLabel('What happened').fill('Full detail done on site on the booked day.')
  await dispute.getByLabel(/Photos of the job/).setInputFiles({
    name: 'job.png',
    mimeType: 'image/png',
    buffer: png(8, 8, [20, 120, 200]),
  })
  const send = dispute.getByRole('button', { name: 'Send evidence' })
  await scrollIntoView(send)
  await send.click()
  await expect(page.getByRole('status').filter({ hasText: 'Evidence sent.' })).toBeVisible()
  await expect(dispute).toContainText('Evidence sent with 1 photo(s)')
  await expect(dispute).toContainText('Evidence sent: the bank is deciding')

  // The admin's Analytics finds the business's payments, each with its fee.
  const admin = await browser.newContext({ viewport: PHONE })
  const adminPage = await admin.newPage()
  await openSignedIn(adminPage, 'admin@demo.test', `/admin-dashboard?tab=analytics`)
  await expect(adminPage.getByRole('heading', { name: 'Bookings and money' })).toBeVisible()
  await adminPage.getByLabel(/Business slug, customer email/).fill(business.slug)
  await adminPage.getByLabel(/Business slug, customer email/).press('Enter')
  const results = adminPage.getByTestId('payment-search-results')
  const found = results.locator('tr', { hasText: paid.reference }).first()
  await expect(found).toContainText(money(paid.amount))
  await expect(found).toContainText(money(fee(paid.amount)))
  await atBothWidths(adminPage, async (v) => {
    await expectNoSeriousAxe(adminPage)
    await adminPage.screenshot({
      path: testInfo.outputPath(`analytics-${v.width}.png`),
      fullPage: true,
    })
  })
  await admin.close()
})

test('the admin changes their own name in Settings', async ({ browser }, testInfo) => {
  const admin = await browser.newContext({ viewport: DESKTOP })
  const page = await admin.newPage()
  await openSignedIn(page, 'admin@demo.test', '/admin-dashboard?tab=settings')
  const name = page.getByLabel('Name', { exact: true })
  const before = await name.inputValue()
  await atBothWidths(page, async (v) => {
    await expectReachable(page, page.locator('main'), { scroll: true })
    await expectNoSeriousAxe(page)
    await page.screenshot({
      path: testInfo.outputPath(`admin-settings-${v.width}.png`),
      fullPage: true,
    })
  })
  const renamed = 'Avery Admin Renamed'
  try {
    await name.fill(renamed)
    await page.getByRole('button', { name: 'Save details' }).click()
    await expect(page).toHaveURL(/tab=settings&saved=profile/)
    await expect(page.getByText('Your details were saved.')).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(renamed)
  } finally {
    // The demo admin's name is read by other tests: it is put back.
    await page.getByLabel('Name', { exact: true }).fill(before)
    await page.getByRole('button', { name: 'Save details' }).click()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(before)
    await admin.close()
  }
})
