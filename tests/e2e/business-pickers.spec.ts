import { expect, type Page, test } from '../support/test'
import { atBothWidths, looksRight, openSignedIn, VIEWPORTS } from '../support/look'

// The admin's business pickers search on the server as the admin types (issue 25): the Seed
// Reviews business, the moderation filter and the Affiliates menu. Without JavaScript a search
// GET lists the matches with links that choose one.

const openAsAdmin = (page: Page, path: string) => openSignedIn(page, 'admin@demo.test', path)

// Each journey runs once; what it shows is seen at both widths (atBothWidths).

const seedForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: 'Seed Review' }) })

test('typing part of a name in Seed Reviews’ Business offers the matches; choosing one fills it', async ({
  page,
}) => {
  await openAsAdmin(page, '/admin-dashboard?tab=reviews')
  const form = seedForm(page)
  await form.getByRole('radio', { name: 'Affiliate' }).check()
  const business = form.getByRole('combobox', { name: 'Business' })
  const option = page.getByRole('option', { name: /Fresh Start/ })
  await atBothWidths(page, async () => {
    // Typed at each width: the matches are a popup of the field as it stands.
    await business.fill('fresh')
    await expect(option).toBeVisible()
    await looksRight(page, form, 'section[aria-labelledby=seed-heading]', { scroll: true })
  })
  await option.click()
  await expect(business).toHaveValue(/Fresh Start .*\(fresh-start\)/)
  await expect(form.locator('input[type=hidden][name=businessSlug]')).toHaveValue('fresh-start')
})

test('an empty Seed Reviews form marks each missing field beside it', async ({ page }) => {
  await openAsAdmin(page, '/admin-dashboard?tab=reviews')
  const form = seedForm(page)
  await form.getByRole('radio', { name: 'Affiliate' }).check()
  // The browser's own checks aside, the server's answer is what marks the fields.
  await form.evaluate((el) => el.setAttribute('novalidate', ''))
  await form.getByRole('button', { name: 'Seed Review' }).click()
  await expect(form.getByLabel('Reviewer name')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByRole('combobox', { name: 'Business' })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await expect(form.locator('#seed-business-error')).toBeVisible()
  await atBothWidths(page, () =>
    looksRight(page, form, 'section[aria-labelledby=seed-heading]', { scroll: true }),
  )
})

test('the matches of a searched business are on screen with their links', async ({ page }) => {
  await openAsAdmin(page, '/admin-dashboard?tab=reviews&bq=fresh')
  const finder = page.locator('section[aria-labelledby=finder-heading]')
  await expect(
    finder.getByRole('link', { name: 'Seed a review for Fresh Start Detailing' }),
  ).toBeVisible()
  await atBothWidths(page, () =>
    looksRight(page, finder, 'section[aria-labelledby=finder-heading]'),
  )
})

test('the Affiliates menu searches and keeps its groups', async ({ page }) => {
  await openAsAdmin(page, '/admin-dashboard?tab=users')
  await page.getByRole('button', { name: 'Affiliates', exact: true }).click()
  const menu = page.getByRole('region', { name: 'Affiliates' })
  await menu.getByLabel('Search affiliates').fill('abc')
  await expect(menu.getByRole('region', { name: 'ABC' })).toBeVisible()
  await expect(menu.getByRole('region', { name: 'JPS' })).toHaveCount(0)
  await atBothWidths(page, () => looksRight(page, menu, '[role=region][aria-label=Affiliates]'))
})

for (const { name, width, height } of VIEWPORTS) {
  test.describe(`without JavaScript on a ${name} screen`, () => {
    test.use({ viewport: { width, height }, javaScriptEnabled: false })

    test('Find a business lists matches whose link puts one in the Seed Reviews form', async ({
      page,
    }) => {
      const login = await page.request.post('/api/auth/login', {
        data: { email: 'admin@demo.test', password: 'Demo-pass-2026!' },
      })
      expect(login.status()).toBe(200)
      await page.goto('/admin-dashboard?tab=reviews')
      const finder = page.locator('section[aria-labelledby=finder-heading]')
      await finder.getByLabel('Business name or slug').fill('fresh')
      await finder.getByRole('button', { name: 'Search' }).click()
      const seed = page.getByRole('link', { name: 'Seed a review for Fresh Start', exact: false })
      await expect(seed).toBeVisible()
      // Scripts cannot run here (axe and the reachability check need them): the same list is
      // checked with JavaScript above.
      await seed.click()
      await expect(page.locator('#seed-business')).toHaveValue('fresh-start')
    })
  })
}
