import { type Browser, expect, type Page, test } from '../support/test'
import { clientAddress, customerPhone } from '../support/client-address'
import { confirmEmailFromMail } from '../support/e2e-mail'
import { FRESH_PASSWORD, type FreshBusiness, freshBusiness } from '../support/fresh-business'
import {
  atBothWidths,
  expectNoSeriousAxe,
  expectReachable,
  openSignedIn,
  VIEWPORTS,
} from '../support/look'

// Issue 37: a chosen time is held only once the customer confirms the email from the receipt.
// The business is the test's own (no deposit, Mon–Sat 8–18), so the email is the only proof;
// the customer books a time on the second-to-last day offered, on a phone.

let own: FreshBusiness
const SHOTS = process.env.SHOTS_DIR

async function customerPage(browser: Browser) {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'CF-Connecting-IP': clientAddress() },
  })
  return { context, page: await context.newPage() }
}

const times = (page: Page) =>
  page.getByRole('group', { name: 'Choose a time' }).getByRole('radio', { name: / · / })

/** The times on screen are `date`'s (the morning's first time is on the same UTC date). */
const showsDay = (page: Page, date: string) =>
  expect(times(page).first()).toHaveAttribute('value', new RegExp(`^${date}T`))

async function openDay(page: Page, back: number) {
  const days = page.getByRole('navigation', { name: 'Days with free times' }).getByRole('link')
  const link = days.nth(-1 - back)
  const date = /day=(\d{4}-\d{2}-\d{2})/.exec((await link.getAttribute('href')) ?? '')?.[1] ?? ''
  await link.click()
  // That very day, and its times: the page opened on another day, whose times stay on screen
  // until the new ones arrive (under load a time was once read from the old day).
  await expect(page).toHaveURL(new RegExp(`day=${date}`))
  await showsDay(page, date)
  return date
}

/**
 * Opens the day `date` by its own link. The list is the next fourteen days with free times,
 * counted from the moment the page loads, so "the second-to-last" can name another day a few
 * seconds later (when today's last free time passes the notice): the other customer looks at
 * the very day the first one chose.
 */
async function openDate(page: Page, date: string) {
  await page
    .getByRole('navigation', { name: 'Days with free times' })
    .locator(`a[href*="day=${date}"]`)
    .click()
  await expect(page).toHaveURL(new RegExp(`day=${date}`))
  await showsDay(page, date)
}

test.describe('a time is held once the email is confirmed', () => {
  test.beforeAll(async ({ playwright }) => {
    own = await freshBusiness(playwright, 'Holds', { hours: true })
  })
  // The journey runs once, on a phone; each screen it meets is seen at both widths.
  const vp = VIEWPORTS[1]
  test('the customer books, confirms from the mail, and the detailer sees the hold', async ({
    browser,
    page,
  }) => {
    const run = `${vp.name} ${Date.now().toString(36)}`
    const name = `Hana Hold ${run}`
    const { context, page: c } = await customerPage(browser)
    await c.setViewportSize(vp)
    await c.goto(own.requestPath)
    await expect(c.getByText('We hold your time once you confirm your email')).toBeVisible()
    const date = await openDay(c, 1)
    const slot = times(c).nth(1)
    const value = (await slot.getAttribute('value')) ?? ''
    await slot.check()
    await c.getByLabel('Full name').fill(name)
    await c.getByLabel('Phone').fill(customerPhone('503'))
    await c.getByLabel('Email').fill(`hana-${vp.name}-${Date.now()}@example.test`)
    await c.getByLabel('Street address').fill('1 SW Main St')
    await c.getByLabel('City', { exact: true }).fill('Portland')
    await c.getByLabel('State', { exact: true }).selectOption('OR')
    await c.getByLabel('ZIP code', { exact: true }).fill('97201')
    await c.getByRole('button', { name: 'Review Estimate' }).click()
    await c.getByRole('button', { name: 'Send Booking Request' }).click()
    await expect(c.getByRole('heading', { name: 'Booking Request Sent' })).toBeVisible()
    await expect(c.getByTestId('booking-status')).toContainText('Please confirm your email')
    await expect(c.getByTestId('booking-appointment')).toContainText('not held yet')
    const reference = (await c.getByTestId('booking-reference').textContent())?.trim() ?? ''

    // Not held yet: another customer is still offered the time.
    const other = await customerPage(browser)
    await other.page.goto(own.requestPath)
    await openDate(other.page, date)
    await expect(other.page.locator(`input[name="slot"][value="${value}"]`)).toHaveCount(1)

    await confirmEmailFromMail(c, reference)
    const notice = c.getByTestId('proof-notice')
    await expect(notice).toContainText('We are holding')
    await expect(c.getByTestId('booking-appointment')).toContainText('held for you')
    await atBothWidths(c, async (v) => {
      await expectReachable(c, notice)
      await expectNoSeriousAxe(c)
      if (SHOTS)
        await c.screenshot({ path: `${SHOTS}/email-confirmed-${v.name}.png`, fullPage: true })
    })
    await context.close()

    await other.page.goto(own.requestPath)
    await openDate(other.page, date)
    await expect(other.page.locator(`input[name="slot"][value="${value}"]`)).toHaveCount(0)
    await other.context.close()

    await page.setViewportSize(vp)
    await openSignedIn(
      page,
      own.ownerEmail,
      `/${own.slug}/dashboard?tab=requests&status=pending`,
      FRESH_PASSWORD,
    )
    const card = page.getByRole('article', { name: new RegExp(`^${name}`) })
    await expect(card).toContainText(/Time held: until /)
    await expect(card.getByText('Email not confirmed yet')).toHaveCount(0)
    await atBothWidths(page, async (v) => {
      await card.scrollIntoViewIfNeeded()
      if (SHOTS) await card.screenshot({ path: `${SHOTS}/held-card-${v.name}.png` })
    })

    // Decline all from this requester: one confirm step, then the request is declined.
    await card.getByText('Decline all from this requester').click()
    const confirm = card.getByRole('button', { name: 'Decline all' })
    await atBothWidths(page, async () => {
      await expectReachable(page, confirm, { scroll: true })
      await expectNoSeriousAxe(page)
    })
    await confirm.click()
    await expect(
      page.getByText(/Declined 1 pending request from .*\. No emails were sent\./),
    ).toBeVisible()
  })
})
