import { CUSTOMER_PASSWORD, freshCustomer } from '../support/fresh-customer'
import { atBothWidths, expectNoSeriousAxe, expectReachable, VIEWPORTS } from '../support/look'
import { expect, test } from '../support/test'

// Issue 39, decision 046: a customer deletes their account from Settings, with and without
// JavaScript: a first button that only asks, the confirm step with the password, then signed out.
// With JavaScript on a laptop, without on a phone; each screen is seen at both widths.

const [DESKTOP, PHONE] = VIEWPORTS
for (const javaScriptEnabled of [true, false]) {
  const size = javaScriptEnabled ? DESKTOP : PHONE
  test(`${javaScriptEnabled ? 'with' : 'without'} JavaScript: a customer deletes their account after confirming with their password`, async ({
    browser,
  }, testInfo) => {
    const { email, page, context } = await freshCustomer(browser, javaScriptEnabled)
    await page.setViewportSize({ width: size.width, height: size.height })
    try {
      await page.goto('/account/settings')
      const start = page.getByRole('button', { name: 'Delete account…' })
      await expectReachable(page, start, { scroll: true })
      await start.click()
      const step = page.getByRole('region', { name: 'Delete your account?' })
      await expect(step).toBeVisible()
      await expect(step).toContainText('You have no upcoming appointments to cancel.')
      await expect(step).toContainText('Payment and invoice records are kept for 7 years')
      const remove = step.getByRole('button', { name: 'Delete my account' })
      await atBothWidths(page, async (v) => {
        await expectReachable(page, remove, { scroll: true })
        await expectReachable(page, step.getByRole('link', { name: 'Keep my account' }), {
          scroll: true,
        })
        if (javaScriptEnabled) await expectNoSeriousAxe(page)
        await page.screenshot({
          path: testInfo.outputPath(`account-delete-confirm-${v.width}.png`),
          fullPage: false,
        })
      })
      // A wrong password is refused on its field and the step stays open.
      await step.getByLabel('Current password').fill('not-my-password')
      await remove.click()
      await expect(
        page
          .getByRole('region', { name: 'Delete your account?' })
          .getByText('Current password is incorrect'),
      ).toBeVisible()
      const again = page.getByRole('region', { name: 'Delete your account?' })
      await again.getByLabel('Current password').fill(CUSTOMER_PASSWORD)
      await again.getByRole('button', { name: 'Delete my account' }).click()
      await expect(page).toHaveURL(/\/account\/deleted#account-deleted$/)
      await expect(page.getByRole('status')).toContainText('Your account was deleted.')
      await atBothWidths(page, async (v) => {
        if (javaScriptEnabled) await expectNoSeriousAxe(page)
        await page.screenshot({
          path: testInfo.outputPath(`account-deleted-${v.width}.png`),
          fullPage: false,
        })
      })
      // Signed out: Settings asks to sign in, and the old password no longer works.
      await page.goto('/account/settings')
      await expect(page).toHaveURL(/\/login/)
      const login = await page.request.post('/api/auth/login', {
        data: { email, password: CUSTOMER_PASSWORD },
      })
      expect(login.status()).toBe(401)
    } finally {
      await context.close()
    }
  })
}
