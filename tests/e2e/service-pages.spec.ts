import { expect, type Page, test } from '../support/test'
import { SERVICE_CONTENT, SERVICE_KEYS } from '../../app/lib/service-content'
import { expectNoSeriousAxe } from '../support/look'

const port = Number(process.env.E2E_PORT ?? 8788)
const CUSTOM = `http://jps-detailing.localhost:${port}`

/** Opens a service page and waits until React has hydrated it (the slider marks that). */
async function openHydrated(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1)
}

// One page after another in one browser: the server's answers (status, title, the 404) are
// tested in every mode by tests/integration/service-pages.test.ts; here each page must still
// show its title once React has hydrated it (every navigation waits for that).
test("every service page keeps its title once hydrated; an unknown one shows 'Service Not Found' with a 404", async ({
  page,
}) => {
  for (const key of SERVICE_KEYS) {
    const response = await page.goto(`/service/${key}`)
    expect(response?.status(), key).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      SERVICE_CONTENT[key]?.title ?? 'missing',
    )
  }
  const response = await page.goto('/jps/service/underwater-welding')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Service Not Found' })).toBeVisible()
  await expect(page.getByText('The requested service could not be found.')).toBeVisible()
})

test('the before/after slider starts at 50 and moves 1% per arrow key', async ({ page }) => {
  await openHydrated(page, '/service/paint-correction')
  const slider = page.getByRole('slider', { name: 'Before and after comparison' })
  await expect(slider).toHaveAttribute('aria-valuenow', '50')
  await slider.focus()
  await page.keyboard.press('ArrowRight')
  await expect(slider).toHaveAttribute('aria-valuenow', '51')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(slider).toHaveAttribute('aria-valuenow', '49')
  await page.keyboard.press('End')
  await expect(slider).toHaveAttribute('aria-valuenow', '100')
  await page.keyboard.press('Home')
  await expect(slider).toHaveAttribute('aria-valuenow', '0')
})

test('the before/after slider follows a mouse drag', async ({ page }) => {
  await openHydrated(page, '/jps/service/rv-detailing')
  const frame = page.locator('[data-hydrated="true"]')
  await frame.scrollIntoViewIfNeeded()
  const box = await frame.boundingBox()
  if (!box) throw new Error('slider frame not visible')
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + box.width / 2, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.75, y, { steps: 8 })
  const slider = page.getByRole('slider', { name: 'Before and after comparison' })
  await expect(slider).toHaveAttribute('aria-valuenow', /^7[4-6]$/)
  // Past the edge: the drag keeps following (pointer capture) and clamps at 0.
  await page.mouse.move(box.x - 50, y, { steps: 8 })
  await page.mouse.up()
  await expect(slider).toHaveAttribute('aria-valuenow', '0')
  // Released: moving the mouse no longer moves the handle.
  await page.mouse.move(box.x + box.width * 0.5, y)
  await expect(slider).toHaveAttribute('aria-valuenow', '0')
})

test('a service without before/after images says so', async ({ page }) => {
  await page.goto('/service/interior-exterior')
  await expect(page.getByText('Before/After images not available.')).toBeVisible()
})

test('Back goes to the marketplace home in platform mode', async ({ page }) => {
  await page.goto('/service/auto-detailing')
  await page.getByRole('link', { name: 'Back', exact: true }).click()
  await expect(page).toHaveURL(/:\d+\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Mobile Detailing Near You')
})

test('Back goes to the affiliate’s services section in affiliate mode', async ({ page }) => {
  await page.goto('/jps/service/auto-detailing')
  await page.getByRole('link', { name: 'Back', exact: true }).click()
  await expect(page).toHaveURL(/\/jps#services$/)
  await expect(page.locator('#services')).toBeInViewport()
})

test('Back stays on the custom host, at its services section', async ({ page }) => {
  await page.goto(`${CUSTOM}/service/marine-detailing`)
  await page.getByRole('link', { name: 'Back', exact: true }).click()
  await expect(page).toHaveURL(`${CUSTOM}/#services`)
  await expect(page.locator('#services')).toBeInViewport()
})

test('Book goes to the site’s booking page', async ({ page }) => {
  await openHydrated(page, '/jps/service/ceramic-coating')
  await page.getByRole('link', { name: 'Book', exact: true }).first().click()
  await expect(page).toHaveURL(/\/jps\/booking$/)
})

test('FAQ answers open and close from the keyboard', async ({ page }) => {
  await page.goto('/service/rv-detailing')
  const question = page.locator('summary', { hasText: 'How often should I detail my RV?' })
  const answer = page.getByText('Every 3-6 months keeps streaks')
  await expect(answer).toBeHidden()
  await question.focus()
  await expect(question).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(answer).toBeVisible()
  await page.keyboard.press('Space')
  await expect(answer).toBeHidden()
})

test('Get Quote opens the quote modal and the quote is saved for the business', async ({
  page,
  request,
}) => {
  await openHydrated(page, '/jps/service/ceramic-coating')
  await page.getByRole('button', { name: 'Get Quote' }).first().click()
  const dialog = page.getByRole('dialog', { name: "Request a Quote from JP's Mobile Detailing" })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('checkbox', { name: 'Ceramic Coating' })).toBeChecked()
  const email = `service-page-${Date.now()}@example.test`
  await dialog.getByLabel('Name').fill('Service Page Visitor')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('ZIP code').fill('85004')
  await dialog.getByLabel('Vehicle').selectOption('SUV')
  await dialog.getByRole('button', { name: 'Request Quote' }).click()
  await expect(dialog.getByText('Thanks! Your quote request was sent.')).toBeVisible()

  const login = await request.post('/api/auth/login', {
    data: { email: 'jps@demo.test', password: 'Demo-pass-2026!' },
  })
  expect(login.status()).toBe(200)
  const { accessToken }: { accessToken: string } = await login.json()
  const quotes = await request.get('/api/quotes?business_slug=jps', {
    headers: { Authorization: `Bearer ${accessToken}` },
  })
  expect(quotes.status()).toBe(200)
  const { data }: { data: { email: string; name: string; vehicle: string; services: string[] }[] } =
    await quotes.json()
  expect(data.find((q) => q.email === email)).toMatchObject({
    name: 'Service Page Visitor',
    vehicle: 'SUV',
    services: ['Ceramic Coating'],
  })
})

for (const path of ['/jps/service/ceramic-coating', '/service/interior-exterior']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await page.locator('details summary').first().click()
    await expectNoSeriousAxe(page)
  })
}
