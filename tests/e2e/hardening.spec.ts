import { expect, test } from '../support/test'

const PASSWORD = 'Demo-pass-2026!'

test('static files carry the security headers', async ({ request }) => {
  const home = await (await request.get('/')).text()
  const asset = /\/assets\/[\w.-]+\.js/.exec(home)?.[0]
  expect(asset).toBeTruthy()
  for (const path of [asset ?? '', '/sw.js', '/booking/after.svg', '/images/services/hero-ceramic.svg']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    const headers = res.headers()
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['strict-transport-security'], path).toContain('max-age=31536000')
    expect(headers['x-frame-options'], path).toBe('DENY')
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
  }
})

test('a malformed session cookie reads as signed out and is cleared', async ({ page, context }) => {
  const { baseURL } = test.info().project.use
  await context.addCookies([{ name: 'mdh_session', value: '%ZZ', url: baseURL ?? '' }])
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  const cookies = await context.cookies()
  expect(cookies.find((c) => c.name === 'mdh_session')).toBeUndefined()
})

test('after signing out, a copy of the session cookie no longer signs anyone in', async ({
  page,
  browser,
}) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Login' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email').fill('admin@demo.test')
  await dialog.getByLabel('Password').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/admin-dashboard$/)
  const copied = (await page.context().cookies()).filter((c) => c.name === 'mdh_session')
  expect(copied).toHaveLength(1)

  await page.locator('summary').click()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()

  const other = await browser.newContext()
  await other.addCookies(copied)
  const replay = await other.newPage()
  await replay.goto('/admin-dashboard')
  // The guard sends a signed-out visitor home.
  await expect(replay).toHaveURL(/\/$/)
  await expect(replay.getByRole('link', { name: 'Login' })).toBeVisible()
  await other.close()
})
