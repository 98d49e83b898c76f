import { expect, type Locator, type Page, test } from '../support/test'
import { inDays } from '../support/days'
import { findMail, linkAfter } from '../support/e2e-mail'
import { CUSTOMER_PASSWORD, freshCustomer } from '../support/fresh-customer'
import { requestJpsBooking } from '../support/jps-booking'
import { expectNoSeriousAxe, expectReachable, VIEWPORTS } from '../support/look'

// A signed-in customer's home (issue 24): My bookings and Settings, with and without JavaScript.

const PASSWORD = CUSTOMER_PASSWORD

async function looksRightEverywhere(page: Page) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    await expectReachable(page, page.locator('main'), { scroll: true })
    await expectNoSeriousAxe(page)
  }
}

/**
 * The page as a browser without JavaScript gets it, for the checks that need a script of their
 * own (axe, the reach check): the same signed-in request, served with the page's scripts removed
 * into a browser that can run axe. A form's answer is checked by repeating the same post.
 */
async function looksRightWithoutJs(page: Page, post?: Record<string, string>) {
  const url = page.url()
  const inspector = await page
    .context()
    .browser()
    ?.newContext({ storageState: await page.context().storageState() })
  if (!inspector) throw new Error('no browser')
  const view = await inspector.newPage()
  await view.route(url, async (route) => {
    const response = await route.fetch(
      post
        ? {
            method: 'POST',
            headers: {
              'Content-Type': 'application/x-www-form-urlencoded',
              Origin: new URL(url).origin,
            },
            postData: new URLSearchParams(post).toString(),
          }
        : {},
    )
    const html = (await response.text()).replace(/<script\b[^]*?<\/script>/gi, '')
    await route.fulfill({ response, body: html })
  })
  await view.goto(url)
  // The same page the browser without JavaScript shows: its heading, and a refused form's error.
  await expect(view.getByRole('heading', { level: 1 })).toHaveText(
    await page.getByRole('heading', { level: 1 }).innerText(),
  )
  if (post) await expect(view.getByText('Current password is incorrect')).toBeVisible()
  await looksRightEverywhere(view)
  await inspector.close()
}

const bookingCard = (within: Page | Locator, reference: string) =>
  within.getByRole('listitem').filter({ hasText: reference })

for (const js of [true, false]) {
  const how = js ? 'with JavaScript' : 'without JavaScript'

  test(`My bookings lists a request made signed in, attaches an earlier one once the email is confirmed, and opens them (${how})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000)
    const { email, page, context } = await freshCustomer(browser, js)
    const earlier = await requestJpsBooking(browser, { name: 'Casey Home', email, date: inDays(9) })
    // Sent signed in, through the same plain form (it works without JavaScript too).
    const mine = await requestJpsBooking(browser, {
      name: 'Casey Home',
      email,
      date: inDays(8),
      signedIn: page,
    })

    await page.goto('/')
    await page.locator('summary', { hasText: 'Casey Home' }).click()
    await page.getByRole('link', { name: 'Account' }).click()
    await expect(page.getByRole('heading', { name: 'My bookings', level: 1 })).toBeVisible()
    await expect(bookingCard(page, mine)).toContainText('Requested')
    await expect(page.getByText(earlier)).toHaveCount(0)
    if (js) await looksRightEverywhere(page)
    else await looksRightWithoutJs(page)

    await page.getByRole('button', { name: 'Send confirmation email' }).click()
    await expect(page.getByRole('status')).toContainText(`We sent a confirmation link to ${email}`)
    const mail = await findMail(email, 'Confirm my email')
    await page.goto(linkAfter(mail, 'Confirm my email'))
    await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible()
    if (js) await looksRightEverywhere(page)
    else await looksRightWithoutJs(page)
    await page.getByRole('link', { name: 'Go to My bookings' }).click()
    await expect(bookingCard(page, earlier)).toContainText('Requested')

    await page.getByRole('link', { name: `Open booking ${earlier}` }).click()
    await expect(page.getByTestId('booking-reference')).toHaveText(earlier)
    // Cancelled on its booking page, it moves to Past with its new status.
    await page.getByRole('button', { name: 'Cancel Booking' }).click()
    // Asked first: a dialog with JavaScript, a confirmation step without.
    const ask = page.getByRole(js ? 'dialog' : 'form', { name: 'Cancel this booking?' })
    await ask.getByRole('button', { name: 'Yes, cancel booking' }).click()
    await expect(page.getByRole('heading', { name: 'Booking Cancelled' })).toBeVisible()
    await page.goto('/account')
    const past = page.getByRole('region', { name: 'Past' })
    await expect(bookingCard(past, earlier)).toContainText('Cancelled')
    const upcoming = page.getByRole('region', { name: 'Upcoming' })
    await expect(bookingCard(upcoming, mine)).toContainText('Requested')
    await expect(upcoming.getByText(earlier)).toHaveCount(0)
    await context.close()
  })
}

for (const js of [true, false]) {
  const how = js ? 'with JavaScript' : 'without JavaScript'

  test(`Settings changes name, phone and password, and the old password is refused after (${how})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000)
    const { email, page, context } = await freshCustomer(browser, js)
    await page.goto('/')
    await page.locator('summary', { hasText: 'Casey Home' }).click()
    await page.locator('details[open]').getByRole('link', { name: 'Settings' }).click()
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
    if (js) await looksRightEverywhere(page)
    else await looksRightWithoutJs(page)

    await page.getByLabel('Phone (optional)').fill('555-12')
    await page.getByRole('button', { name: 'Save details' }).click()
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible()

    await page.getByLabel('Name').fill('Casey Renamed')
    await page.getByLabel('Phone (optional)').fill('4805550142')
    if (js) await expect(page.getByLabel('Phone (optional)')).toHaveValue('(480) 555-0142')
    await page.getByRole('button', { name: 'Save details' }).click()
    await expect(page.getByRole('status')).toHaveText('Your details were saved.')
    await expect(page.getByLabel('Name')).toHaveValue('Casey Renamed')
    await expect(page.getByLabel('Phone (optional)')).toHaveValue('(480) 555-0142')
    await expect(page.locator('summary', { hasText: 'Casey Renamed' })).toBeVisible()

    await page.locator('#settings-password').getByLabel('Current password').fill('Wrong-pass-2026!')
    await page.getByLabel('New password', { exact: true }).fill('Fresh-pass-2027!')
    await page.getByLabel('Confirm new password').fill('Fresh-pass-2027!')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Current password is incorrect')).toBeVisible()
    if (js) await looksRightEverywhere(page)
    else
      await looksRightWithoutJs(page, {
        intent: 'password',
        currentPassword: 'Wrong-pass-2026!',
        newPassword: 'Fresh-pass-2027!',
        confirmPassword: 'Fresh-pass-2027!',
      })

    await page.locator('#settings-password').getByLabel('Current password').fill(PASSWORD)
    await page.getByLabel('New password', { exact: true }).fill('Fresh-pass-2027!')
    await page.getByLabel('Confirm new password').fill('Fresh-pass-2027!')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByRole('status')).toContainText('Your password was changed.')

    const old = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } })
    expect(old.status()).toBe(401)
    const fresh = await page.request.post('/api/auth/login', {
      data: { email, password: 'Fresh-pass-2027!' },
    })
    expect(fresh.status()).toBe(200)
    await context.close()
  })
}
