import { expect, test } from '@playwright/test'
import { waitForHydration } from '../support/hydration'
import { expectNoSeriousAxe, expectReachable, VIEWPORTS } from '../support/look'

const PASSWORD = 'Demo-pass-2026!'

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    for (const path of ['/', '/jps', '/service/ceramic-coating', '/jps/service/auto-detailing']) {
      test(`the header's Login on ${path} opens a sign-in dialog whose every control can be reached, and signs the customer in`, async ({
        page,
      }) => {
        await page.goto(path)
        await waitForHydration(page)
        await page.getByRole('banner').getByRole('link', { name: 'Login' }).click()
        const dialog = page.getByRole('dialog', { name: 'Sign in' })
        await expect(dialog.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
        for (const control of [
          dialog.getByLabel('Email'),
          dialog.getByLabel('Password'),
          dialog.getByRole('button', { name: 'Sign in', exact: true }),
          dialog.getByRole('link', { name: 'Forgot password' }),
          dialog.getByRole('link', { name: 'Create account' }),
          dialog.getByRole('button', { name: 'Close Sign in' }),
        ])
          await expectReachable(page, control)
        await expectNoSeriousAxe(page, { include: '[role=dialog]' })
        await page.screenshot({
          path: `tests/.tmp/shots/sign-in${path.replaceAll('/', '_')}-${viewport.name}.png`,
        })

        await dialog.getByLabel('Email').fill('customer@demo.test')
        await dialog.getByLabel('Password').fill(PASSWORD)
        await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
        await expect(page.getByRole('dialog')).toHaveCount(0)
        const header = page.getByRole('banner')
        await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0)
        await header.locator('summary').click()
        await expectReachable(page, header.getByRole('link', { name: 'Account' }))
        await expectReachable(page, header.getByRole('button', { name: 'Logout' }))
      })
    }
  })
}
