import { expect, type Page, test } from '../support/test'

const port = Number(process.env.E2E_PORT ?? 8788)

/** The hero's location search on the platform home. */
function heroSearch(page: Page) {
  return page.getByRole('search', { name: 'Find detailers near you' })
}

test('the platform home shows the marketplace hero, services, reviews, FAQ and footer', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Mobile Detailing Near You')
  await expect(
    page.getByText("We'll connect you with professional detailers in your area"),
  ).toBeVisible()
  const services = page.locator('#services')
  await expect(services.getByRole('link')).toHaveCount(6)
  await expect(services.getByRole('link', { name: /Ceramic Coating/ })).toHaveAttribute(
    'href',
    '/service/ceramic-coating',
  )
  await expect(page.getByRole('heading', { name: 'What Our Customers Say' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('heading', { name: 'Connect' })).toBeVisible()
  await expect(footer).toContainText(
    `© ${new Date().getUTCFullYear()} Mobile Detail Hub. All rights reserved.`,
  )
  await expect(footer).toContainText('Powered by Mobile Detail Hub')
})

test('/jps shows the affiliate hero with Book Now, Request a Quote and its location', async ({
  page,
}) => {
  await page.goto('/jps')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Mobile Detailing')
  const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
  await expect(hero.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/jps/booking')
  await expect(hero.getByRole('link', { name: /Update your location/ })).toContainText(
    'Phoenix, AZ 85004',
  )
  await hero.getByRole('button', { name: 'Request a Quote' }).click()
  await expect(
    page.getByRole('dialog', { name: "Request a Quote from JP's Mobile Detailing" }),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toContainText('Ready to Get Started')
})

test.describe('location search', () => {
  test('a city picked from the suggestions leads to /jps and becomes the selected location', async ({
    page,
  }) => {
    await page.goto('/')
    const input = heroSearch(page).getByRole('combobox')
    await input.fill('Phoen')
    const option = page.getByRole('option', { name: 'Phoenix, AZ' })
    await expect(option).toBeVisible()
    await input.press('ArrowDown')
    await expect(option).toHaveAttribute('aria-selected', 'true')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/jps$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Mobile Detailing')
    const stored = await page.evaluate(() => localStorage.getItem('selectedLocation'))
    expect(JSON.parse(stored ?? '{}')).toEqual({
      city: 'Phoenix',
      state: 'AZ',
      zipCode: '',
      fullLocation: 'Phoenix, AZ',
    })
  })

  test('a partial city name searched with the button uses the first suggestion', async ({
    page,
  }) => {
    await page.goto('/')
    await heroSearch(page).getByRole('combobox').fill('Scottsd')
    await expect(page.getByRole('option', { name: 'Scottsdale, AZ' })).toBeVisible()
    await heroSearch(page).getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/jps$/)
  })

  test('a typed ZIP leads to /jps, whose header then shows that location', async ({ page }) => {
    await page.goto('/')
    await heroSearch(page).getByRole('combobox').fill('89101')
    await heroSearch(page).getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/jps$/)
    await expect(
      page.getByRole('banner').getByRole('link', { name: /Update your location/ }),
    ).toContainText('Las Vegas, NV 89101')
    await expect(page.locator('#faq')).toContainText('in Las Vegas, NV')
  })

  test("an unserved area shows 'Sorry, we don't currently serve this area…'", async ({ page }) => {
    await page.goto('/')
    await heroSearch(page).getByRole('combobox').fill('Boise, ID')
    await heroSearch(page).getByRole('combobox').press('Enter')
    await expect(heroSearch(page).getByRole('alert')).toHaveText(
      "Sorry, we don't currently serve this area. Please contact us for more information.",
    )
    await expect(page).toHaveURL(/\/$/)
  })

  test('the footer finds a detailer by state, then city', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    // The page carries states with their city counts; a state's cities load when it is opened.
    // The demo seed serves four Arizona cities; tests running beside this one may add more.
    const arizona = footer.getByRole('link', { name: /^Arizona\s*\(\d+\)$/ })
    const count = Number((await arizona.textContent())?.match(/\((\d+)\)/)?.[1])
    expect(count).toBeGreaterThanOrEqual(4)
    await footer.getByRole('link', { name: /Texas/ }).click()
    await expect(footer.getByRole('link', { name: 'Dallas', exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    await footer.getByRole('link', { name: /Back to states/ }).click()
    await footer.getByRole('link', { name: /Arizona/ }).click()
    const cities = footer.getByRole('list', { name: 'Cities in Arizona' }).getByRole('link')
    await expect(cities).toHaveCount(count)
    await footer.getByRole('link', { name: 'Phoenix', exact: true }).click()
    await expect(page).toHaveURL(/\/jps$/)
  })

  test('the custom hostname landing sends another business’s area to the marketplace', async ({
    page,
  }) => {
    await page.goto(`http://jps-detailing.localhost:${port}/`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Mobile Detailing')
    await expect(page.getByTestId('business-name')).toContainText("JP's Mobile Detailing")
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Update your location/ })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Update your location' })
    await dialog.getByRole('combobox').fill('Dallas, TX')
    // As a person would: Enter once the suggestions show (the search has loaded). An Enter before
    // that is the plain form's GET, which the no-JavaScript tests cover.
    await expect(dialog.getByRole('option').first()).toBeVisible()
    await dialog.getByRole('combobox').press('Enter')
    await expect(page).toHaveURL(`http://localhost:${port}/abc`)
    await expect(page.getByTestId('business-name')).toContainText('ABC Auto Spa')
  })

  test('a served area chosen in the modal updates every tab (storage event)', async ({
    context,
  }) => {
    const first = await context.newPage()
    const second = await context.newPage()
    await first.goto('/jps')
    await second.goto('/jps')
    await first
      .getByRole('banner')
      .getByRole('link', { name: /Update your location/ })
      .click()
    await first
      .getByRole('dialog', { name: 'Update your location' })
      .getByRole('button', { name: 'Henderson, NV' })
      .click()
    await expect(first.getByRole('dialog')).toHaveCount(0)
    for (const page of [first, second]) {
      await expect(
        page.getByRole('banner').getByRole('link', { name: /Update your location/ }),
      ).toContainText('Henderson, NV 89002')
    }
  })
})

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  for (const [text, label] of [
    ['Phoenix, AZ', 'a city'],
    ['89101', 'a ZIP'],
  ] as const) {
    test(`the hero form leads from ${label} to /jps`, async ({ page }) => {
      await page.goto('/')
      await heroSearch(page).getByRole('combobox').fill(text)
      await heroSearch(page).getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/\/jps$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Mobile Detailing')
    })
  }

  test('an unserved area shows the alert on the page', async ({ page }) => {
    await page.goto('/')
    await heroSearch(page).getByRole('combobox').fill('Boise, ID')
    await heroSearch(page).getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      "Sorry, we don't currently serve this area. Please contact us for more information.",
    )
  })

  test('the FAQ answers are readable and a state opens to its cities', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByText('Cancellation is free up to 24 hours before')).toBeVisible()
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('link', { name: /Texas/ }).click()
    await expect(page).toHaveURL(/\?areas=TX#service-areas$/)
    await footer.getByRole('link', { name: 'Dallas' }).click()
    await expect(page).toHaveURL(/\/abc$/)
  })
})
