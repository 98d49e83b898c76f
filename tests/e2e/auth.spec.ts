import { expect, type Page, test } from '../support/test'

const PASSWORD = 'Demo-pass-2026!'

async function loginThroughModal(page: Page, email: string) {
  await page.goto('/')
  await page.getByRole('link', { name: 'Login' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
}

for (const [email, landing, heading] of [
  ['admin@demo.test', /\/admin-dashboard$/, 'Admin Dashboard'],
  ['jps@demo.test', /\/jps\/dashboard$/, "JP's Mobile Detailing"],
  ['customer@demo.test', /\/$/, 'Find Mobile Detailing Near You'],
] as const) {
  test(`${email} signs in through the modal and lands where the header's Account goes`, async ({
    page,
  }) => {
    await loginThroughModal(page, email)
    await expect(page).toHaveURL(landing)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    // The header now shows the user menu instead of Login.
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0)
    await page.locator('summary').click()
    await expect(page.getByRole('link', { name: 'Account' })).toBeVisible()
  })
}

test('the modal toggles to Create account, closes on Escape and shows login errors', async ({
  page,
}) => {
  await page.goto('/jps')
  await page.getByRole('link', { name: 'Login' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('link', { name: 'Create account' }).click()
  await expect(dialog.getByRole('heading', { name: 'Create account' })).toBeVisible()
  await expect(dialog.getByText('Sign up to get started')).toBeVisible()
  await dialog.getByRole('link', { name: 'Sign in' }).click()
  await dialog.getByLabel('Email').fill('jps@demo.test')
  await dialog.getByLabel('Password').fill('definitely-wrong')
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Email or password is incorrect')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/jps$/)
})

test('logout from the user menu ends the session', async ({ page }) => {
  await loginThroughModal(page, 'admin@demo.test')
  await expect(page).toHaveURL(/\/admin-dashboard$/)
  await page.locator('summary').click()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  await page.goto('/admin-dashboard')
  await expect(page).toHaveURL(/\/$/)
})

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('the header Login goes to the login page, which signs in and out', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible()
    await page.getByLabel('Email').fill('jps@demo.test')
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/\/jps\/dashboard$/)
    await page.locator('summary').click()
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  })

  test('a wrong password shows the error on the login page', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Email').fill('abc@demo.test')
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect')
  })
})
