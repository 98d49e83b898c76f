import { type Browser, expect, type Page, test } from '../support/test'
import { findMail, linkAfter } from '../support/e2e-mail'
import { signOffFromMail } from '../support/job-phone'
import { requestJpsBooking } from '../support/jps-booking'
import { atBothWidths, expectNoSeriousAxe, expectReachable } from '../support/look'
import { clockPasses } from '../support/wall-clock'
import { confirmSoon } from '../support/confirm-soon'
import { inDays } from '../support/days'

// Issue 27: a job marked completed and signed off brings the customer "How did JP's Mobile Detailing do?"; the
// link's page takes a review (with and without JavaScript) that shows on jps's site as Verified;
// the detailer replies and reports from the Reviews tab; a used or forged link is refused.

const PASSWORD = 'Demo-pass-2026!'
const SHOTS = 'tests/.tmp/shots-i27'
const run = Date.now().toString(36)
// A real 1×1 PNG, so the card shows an image that loads.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

async function signIn(page: Page, email: string) {
  const response = await page.request.post('/api/auth/login', {
    data: { email, password: PASSWORD },
  })
  expect(response.status()).toBe(200)
}

/**
 * Two customers' requests, confirmed to start now or within 30 s (the second one anyway,
 * over the first), then, once started, marked completed and signed off ("Looks great"): each
 * customer gets the review email.
 */
async function completeTwoJobs(browser: Browser, page: Page, names: string[]) {
  const date = inDays(9)
  for (const name of names) await requestJpsBooking(browser, { name, date, place: 'phoenix' })
  await signIn(page, 'jps@demo.test')
  let startsAt = 0
  for (const name of names) {
    await page.goto('/jps/dashboard?tab=requests&status=pending')
    // jps's wall clock: America/Phoenix.
    const card = page.getByRole('article', { name: new RegExp(`^${name}`) })
    startsAt = await confirmSoon(page, card, 'America/Phoenix')
  }
  // Work can be marked completed from its start on (the last confirmed starts last).
  await clockPasses(startsAt)
  for (const name of names) {
    await page.goto('/jps/dashboard?tab=requests&status=confirmed')
    const card = page.getByRole('article', { name: new RegExp(`^${name}`) })
    await card.getByRole('button', { name: 'Mark completed' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'marked completed.' })).toBeAttached({
      timeout: 15_000,
    })
  }
  // The review request follows the customer's sign-off (issue 42), not the completion.
  for (const name of names) await signOffFromMail(browser, `Hi ${name},`)
}

/** The card on jps's site whose text has `text`, paging the carousel (three at a time) to it. */
async function cardOnSite(page: Page, text: string) {
  await page.goto('/jps')
  const card = page.getByRole('article').filter({ hasText: text })
  const next = page.getByRole('button', { name: 'Next review' })
  for (let i = 0; i < 60 && !(await card.isVisible()); i++) await next.click()
  await card.scrollIntoViewIfNeeded()
  await expect(card).toBeVisible()
  return card
}

async function looksRightAt(
  page: Page,
  shot: string,
  region = page.locator('main'),
  { js = true } = {},
) {
  await atBothWidths(page, async (viewport) => {
    // Each control scrolled to as a person would (the page may be longer than the screen), all
    // in one pass inside the page.
    await expectReachable(page, region, { scroll: true })
    // Axe runs as a script in the page: the same markup is checked where JavaScript runs.
    if (js) await expectNoSeriousAxe(page)
    await page.screenshot({ path: `${SHOTS}/${shot}-${viewport.name}.png`, fullPage: true })
  })
}

test('a completed job’s customer reviews it from the emailed link; the detailer replies and reports', async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000)
  const withJs = `Rita Review ${run}`
  const withoutJs = `Noah Nojs ${run}`
  await completeTwoJobs(browser, page, [withJs, withoutJs])

  // The email and its page (with JavaScript).
  const mail = await findMail('Leave a review: ', `Hi ${withJs},`)
  const link = linkAfter(mail, 'Leave a review')
  expect(link).toMatch(/\/review\/\d+\.\d+\.[\w-]{32}$/)
  const customerContext = await browser.newContext()
  const customer = await customerContext.newPage()
  await customer.goto(link)
  await expect(
    customer.getByRole('heading', { name: "How did JP's Mobile Detailing do?" }),
  ).toBeVisible()
  // Offered as first name and last initial (here the run id's).
  await expect(customer.getByLabel('Your name as shown')).toHaveValue(/^Rita [A-Z0-9]\.$/)
  await customer.getByLabel('Your name as shown').fill('Rita R.')
  await looksRightAt(customer, 'review-page')
  await customer.getByRole('button', { name: 'Publish review' }).click()
  await expect(customer.getByRole('group', { name: 'Your rating' })).toContainText(
    'Please choose a star rating from 1 to 5',
  )
  await customer.getByRole('radio', { name: /5 – Excellent/ }).check()
  await customer.getByLabel('Title (optional)').fill(`Showroom shine ${run}`)
  await customer.getByLabel('Your review').fill('On time, careful and the car looks new.')
  await customer.getByLabel(/^Photos/).setInputFiles({
    name: 'car.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await customer.getByRole('button', { name: 'Publish review' }).click()
  await expect(customer.getByRole('status')).toContainText(
    "Your review of JP's Mobile Detailing is published.",
  )
  await looksRightAt(customer, 'review-thanks')

  // On the detailer's site at once, marked Verified, with the photo.
  const card = await cardOnSite(customer, `Showroom shine ${run}`)
  await expect(card.getByRole('heading', { name: 'Rita R.' })).toBeVisible()
  await expect(card.getByText('Verified')).toBeVisible()
  await expect(card.getByRole('img', { name: /The work, as Rita R\. saw it/ })).toBeVisible()

  // Reused and forged links are refused.
  await customer.goto(link)
  await expect(customer.getByRole('alert')).toHaveText('This review link has already been used.')
  const forged = link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
  await customer.goto(forged)
  await expect(customer.getByRole('alert')).toHaveText('This review link is not valid.')
  await customerContext.close()

  // The second customer, without JavaScript: the same form as a plain multipart POST.
  const noJsMail = await findMail('Leave a review: ', `Hi ${withoutJs},`)
  const noJs = await browser.newContext({ javaScriptEnabled: false })
  const plain = await noJs.newPage()
  await plain.goto(linkAfter(noJsMail, 'Leave a review'))
  await looksRightAt(plain, 'review-page-nojs', undefined, { js: false })
  await plain.getByRole('radio', { name: /4 – Good/ }).check()
  await plain.getByLabel('Your review').fill('Good work, a little late.')
  await plain.getByRole('button', { name: 'Publish review' }).click()
  await expect(plain.getByRole('status')).toContainText('is published.')
  await noJs.close()

  // The detailer's Reviews tab: reply, then report.
  await page.goto('/jps/dashboard?tab=reviews')
  const mine = page.getByRole('article').filter({ hasText: `Showroom shine ${run}` })
  await expect(mine.getByText('Verified')).toBeVisible()
  await looksRightAt(page, 'dashboard-reviews', mine)
  await mine.getByLabel('Reply publicly').fill(`Thanks Rita! ${run}`)
  await mine.getByRole('button', { name: 'Reply' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Reply published.' })).toBeAttached()
  await mine.getByRole('link', { name: 'Report to the admin' }).click()
  await mine.getByLabel('Why should the admin look at it?').fill('Testing the report path only')
  await mine.getByRole('button', { name: 'Send report' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Review reported to the admin.' }),
  ).toBeAttached()
  await expect(mine).toContainText('Reported to the admin: Testing the report path only')

  const replied = await cardOnSite(page, `Showroom shine ${run}`)
  await expect(replied).toContainText("Response from JP's Mobile Detailing")
  await expect(replied).toContainText(`Thanks Rita! ${run}`)
})

test('the Reviews tab works without JavaScript: a reply is a plain form post', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await signIn(page, 'jps@demo.test')
  await page.goto('/jps/dashboard?tab=reviews')
  const first = page.getByRole('article').first()
  await looksRightAt(page, 'dashboard-reviews-nojs', first, { js: false })
  await first.getByRole('textbox').first().fill(`Thank you ${run}`)
  await first.getByRole('button', { name: /^(Reply|Update reply)$/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Reply published.' })).toBeAttached()
  await context.close()
})
