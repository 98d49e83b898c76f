import { expect, type Page, test } from '../support/test'
import { requestJpsBooking } from '../support/jps-booking'
import { expectNoSeriousAxe, expectReachable, VIEWPORTS } from '../support/look'
import { OWN_DAY_BANDS, ownDay } from '../support/own-day'
import { inDays } from '../support/days'

// Issue 24's screens: the site icon, a detailer's hero and tiles from what it offers, the
// Locations form's explanations and its 'not found' answer, and Mark completed before a job.

const PASSWORD = 'Demo-pass-2026!'
const run = Date.now().toString(36)
const inAWeek = inDays(7)
// The job is confirmed on a day of its own: other specs confirm jps's mornings too.
const ownDayHere = ownDay(OWN_DAY_BANDS.dailyScreens)
const SHOTS = 'tests/.tmp/shots-i24s'

async function signIn(page: Page, email: string) {
  const response = await page.request.post('/api/auth/login', {
    data: { email, password: PASSWORD },
  })
  expect(response.status()).toBe(200)
}

test('/favicon.ico answers with an icon cached for a month', async ({ request }) => {
  const response = await request.get('/favicon.ico')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/)
  expect(response.headers()['cache-control']).toContain('max-age=2592000')
  const bytes = await response.body()
  // An ICO file: reserved 0, type 1 (icon), then how many images it holds.
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0])
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0)
})

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('a detailer without services shows the hero line and tiles of the categories it applied with', async ({
      page,
    }) => {
      await page.goto('/fresh-start')
      await expect(page.getByText(/We come to you.*: auto detailing\./)).toBeVisible()
      const tiles = page.locator('#services li')
      await expect(tiles).toHaveCount(1)
      await expect(tiles).toContainText('Auto Detailing')
      await page.screenshot({ path: `${SHOTS}/fresh-start-hero-${viewport.name}.png` })
      await page.locator('#services').scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/fresh-start-services-${viewport.name}.png` })
    })

    test('Add Location explains Minimum and Multiplier and says when a place cannot be found', async ({
      page,
    }) => {
      await signIn(page, 'jps@demo.test')
      await page.goto('/jps/dashboard?tab=locations&add=1')
      const dialog = page.getByRole('dialog', { name: 'Add Service Location' })
      await expect(dialog.getByLabel('Minimum ($)')).toHaveAccessibleDescription(
        'The least a job here costs: with 150, a $120 job is quoted $150.',
      )
      await expect(dialog.getByLabel('Multiplier')).toHaveAccessibleDescription(
        'Scales every price here, e.g. for travel: 1.2 makes a $100 job $120.',
      )
      await dialog.getByLabel('City, state or ZIP code').fill(`Atlantis ${run}`)
      await dialog.getByRole('button', { name: 'Add Location' }).click()
      await expect(dialog.getByRole('alert')).toContainText(`We could not find “Atlantis ${run}”`)
      await expect(dialog.getByRole('alert')).not.toContainText('City is required')
      await expectReachable(page, dialog.getByRole('button', { name: 'Add Location' }))
      await expectNoSeriousAxe(page, { include: '[role="dialog"]' })
      await page.screenshot({ path: `${SHOTS}/add-location-${viewport.name}.png` })
    })
  })
}

// The journey runs once; what the detailer reads is looked at on each screen size.
test('a job confirmed for a later day says from when it can be marked completed', async ({
  page,
  browser,
}) => {
  const name = `Nina Later ${run}`
  await requestJpsBooking(browser, { name, date: inAWeek })
  await signIn(page, 'jps@demo.test')
  await page.goto('/jps/dashboard?tab=requests&status=pending')
  const card = page.getByRole('article', { name: new RegExp(`^${name}`) })
  await card.getByLabel('Date').fill(ownDayHere)
  await card.getByLabel('Start time').fill('10:00')
  await card.getByRole('button', { name: 'Confirm' }).click()
  // Earlier runs may hold that morning: a clash is confirmed anyway.
  const anyway = card.getByRole('button', { name: 'Confirm anyway' })
  // Either answer may come, however slowly: the confirmation, or the clash to confirm anyway.
  const confirmed = page.getByRole('status').filter({ hasText: 'confirmed.' })
  await expect(confirmed.or(anyway).first()).toBeAttached()
  if (await anyway.isVisible()) await anyway.click()
  await expect(page.getByRole('status').filter({ hasText: 'confirmed.' })).toBeAttached()
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await page.goto('/jps/dashboard?tab=requests&status=confirmed')
    await expect(card.getByText('confirmed', { exact: true })).toBeVisible()
    await expect(card.getByTestId('complete-later')).toContainText(
      'You can mark this completed from its start,',
    )
    await expect(card.getByTestId('complete-later')).toContainText('10:00 AM')
    await expect(card.getByRole('button', { name: 'Mark completed' })).toHaveCount(0)
    await card.getByTestId('complete-later').scrollIntoViewIfNeeded()
    await expectReachable(page, card.getByTestId('complete-later'))
    await expectNoSeriousAxe(page, { include: 'article' })
    await page.screenshot({ path: `${SHOTS}/complete-later-${viewport.name}.png` })
  }
})
