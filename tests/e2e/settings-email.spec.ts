import { freshCustomer } from '../support/fresh-customer'
import { findMail, linkAfter } from '../support/e2e-mail'
import { CUSTOMER_PASSWORD } from '../support/fresh-customer'
import { atBothWidths, expectNoSeriousAxe, expectReachable } from '../support/look'
import { expect, test } from '../support/test'

// Issue 39: a customer changes their sign-in email in Settings, with and without JavaScript:
// the current password, a link mailed to the new address, the change when it is opened.

// Each journey runs once; every screen it meets is seen at both widths (atBothWidths).

for (const javaScriptEnabled of [true, false]) {
  test(`${javaScriptEnabled ? 'with' : 'without'} JavaScript: the email changes once the link sent to the new address is opened`, async ({
    browser,
  }, testInfo) => {
    const { email, page, context } = await freshCustomer(browser, javaScriptEnabled)
    try {
      await page.goto('/account/settings')
      const form = page.locator('#settings-email')
      await expect(form.getByText(`You sign in with ${email}`)).toBeVisible()
      await atBothWidths(page, () => expectReachable(page, form, { scroll: true }))
      const next = `moved-${crypto.randomUUID().slice(0, 8)}@example.test`
      // A wrong password first: refused on its field, nothing sent.
      await form.getByLabel('New email').fill(next)
      await form.getByLabel('Current password').fill('not-my-password')
      await form.getByRole('button', { name: 'Send confirmation link' }).click()
      await expect(
        page.locator('#settings-email').getByText('Current password is incorrect'),
      ).toBeVisible()
      if (javaScriptEnabled) await atBothWidths(page, () => expectNoSeriousAxe(page))
      await page.locator('#settings-email').getByLabel('New email').fill(next)
      await page.locator('#settings-email').getByLabel('Current password').fill(CUSTOMER_PASSWORD)
      await page
        .locator('#settings-email')
        .getByRole('button', { name: 'Send confirmation link' })
        .click()
      await expect(page).toHaveURL(/saved=email/)
      await expect(page.getByRole('status')).toContainText('We sent a confirmation link')
      await atBothWidths(page, (size) =>
        page.screenshot({
          path: testInfo.outputPath(`settings-email-${size.width}.png`),
          fullPage: true,
        }),
      )
      const mail = await findMail('Use this email: ', next)
      await page.goto(linkAfter(mail, 'Use this email'))
      await expect(page.getByRole('heading', { name: 'Your email is changed' })).toBeVisible()
      if (javaScriptEnabled) await atBothWidths(page, () => expectNoSeriousAxe(page))
      await page.goto('/account/settings')
      await expect(
        page.locator('#settings-email').getByText(`You sign in with ${next}`),
      ).toBeVisible()
      await findMail(`now signs in with ${next} instead of ${email}`)
    } finally {
      await context.close()
    }
  })
}
