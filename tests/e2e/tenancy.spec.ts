import { expect, test } from '../support/test'
import { expectNoSeriousAxe } from '../support/look'

const port = Number(process.env.E2E_PORT ?? 8788)

test('the platform home shows the marketplace hero', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Mobile Detailing Near You')
  await expect(
    page.getByText("We'll connect you with professional detailers in your area"),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Join as a Detailer' }).first()).toBeVisible()
})

for (const [slug, name] of [
  ['jps', "JP's Mobile Detailing"],
  ['abc', 'ABC Auto Spa'],
] as const) {
  test(`/${slug} is ${name}'s branded site`, async ({ page }) => {
    await page.goto(`/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Mobile Detailing')
    await expect(page.getByTestId('business-name')).toContainText(name)
    await page.getByRole('link', { name: 'Book Now' }).click()
    await expect(page).toHaveURL(new RegExp(`/${slug}/booking$`))
    await expect(page.getByRole('heading', { name: 'Choose Your Vehicle Type' })).toBeVisible()
  })
}

test('the custom hostname serves the affiliate site without the slug prefix', async ({ page }) => {
  await page.goto(`http://jps-detailing.localhost:${port}/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Mobile Detailing')
  await expect(page.getByTestId('business-name')).toContainText("JP's Mobile Detailing")
  await page.getByRole('link', { name: 'Book Now' }).click()
  await expect(page).toHaveURL(`http://jps-detailing.localhost:${port}/booking`)
  await expect(page.getByTestId('business-name')).toContainText("JP's Mobile Detailing")
})

test('a missing page shows Page Not Found with a 404 and Go Home works', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  await expect(page).toHaveTitle('Page Not Found | Mobile Detail Hub')
  await expectNoSeriousAxe(page)
  await page.getByRole('link', { name: 'Go Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Mobile Detailing Near You')
})
