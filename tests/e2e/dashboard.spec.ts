import { FRESH_PASSWORD, freshBusiness } from '../support/fresh-business'
import { expectNoSeriousAxe } from '../support/look'
import { expect, type Page, test } from '../support/test'

// Every test that changes a business changes one of its own (made through the app's routes), so
// no other spec reading jps sees its edits half-way and a retry starts clean; jps is only read.

const PASSWORD = 'Demo-pass-2026!'

async function signIn(page: Page, email: string, password = PASSWORD) {
  const response = await page.request.post('/api/auth/login', {
    data: { email, password },
  })
  expect(response.status()).toBe(200)
}

type Playwright = Parameters<typeof freshBusiness>[0]

/** A new business, with the page signed in as its owner (or as the admin); returns its slug. */
async function ownBusiness(page: Page, playwright: Playwright, as: 'owner' | 'admin' = 'owner') {
  const business = await freshBusiness(playwright, 'Dash')
  if (as === 'owner') await signIn(page, business.ownerEmail, FRESH_PASSWORD)
  else await signIn(page, 'admin@demo.test')
  return business.slug
}

/** The page has hydrated once its JavaScript-only controls replaced the plain-form ones. */
async function hydrated(page: Page) {
  await expect(page.locator('[data-enhanced="true"]')).toHaveCount(1)
}

// Both the owner and an admin viewing the business use the same screens.
const VIEWERS = [
  { who: 'the owner', as: 'owner', city: 'Beaverton', home: 'Portland' },
  { who: 'an admin viewing the business', as: 'admin', city: 'Gresham', home: 'Portland' },
] as const

for (const { who, as, city, home } of VIEWERS) {
  test.describe(`as ${who}`, () => {
    test('creates a service with three tiers, edits a tier, removes a feature and deletes it', async ({
      page,
      playwright,
    }) => {
      const slug = await ownBusiness(page, playwright, as)
      const name = `Hull Shine ${slug}`
      await page.goto(`/${slug}/dashboard?tab=services&vehicle=boats&category=addons`)
      await hydrated(page)
      if (as === 'admin') await expect(page.getByRole('note')).toContainText('Acting as admin')
      await expect(page.getByRole('button', { name: 'Edit Service' })).toBeDisabled()
      await page.getByRole('link', { name: 'Add Service', exact: true }).click()
      const editor = page.getByRole('dialog', { name: 'Multi-Tier Pricing' })
      await editor.getByLabel('Service name').fill(name)
      const tiers = [
        ['Basic', '4a9.9.5', '60', ['Rinse', 'Dry']],
        ['Plus', '99', '90', ['Wash', 'Wax']],
        ['Premium', '199.5', '1h20', ['Ceramic topper']],
      ] as const
      for (const [i, [tierName, price, duration, features]] of tiers.entries()) {
        if (i > 0) await editor.getByRole('button', { name: 'Add Tier' }).click()
        await editor.getByLabel('Tier name').fill(tierName)
        await editor.getByLabel('Price ($)').fill(price)
        if (price.split('.').length > 2) {
          // A second decimal point is refused as typed, never read as 49.95.
          await expect(editor.getByLabel('Price ($)')).toHaveAccessibleDescription(
            'Price must be a number with at most one decimal point',
          )
          await expect(editor.getByRole('button', { name: 'Save', exact: true })).toBeDisabled()
          await editor.getByLabel('Price ($)').fill('49.95')
        }
        await editor.getByLabel('Duration (minutes)').fill(duration)
        for (const [j, feature] of features.entries()) {
          if (j > 0) await editor.getByRole('button', { name: 'Add Feature' }).click()
          await editor.getByLabel(`Feature ${j + 1}`, { exact: true }).fill(feature)
        }
        await editor.getByRole('button', { name: 'Save', exact: true }).click()
      }
      // §5 input rules as typed: digits only for minutes.
      await expect(editor.getByText('$49.95')).toBeVisible()
      await expect(editor.getByText('120 minutes')).toBeVisible()
      await editor.getByRole('button', { name: 'Save Service' }).click()
      await expect(editor).toBeHidden()
      const list = page.getByRole('list', { name: `${name} tiers` })
      await expect(
        list.getByRole('listitem').filter({ has: page.getByRole('heading') }),
      ).toHaveCount(3)
      await expect(list).toContainText('$49.95')
      await expect(list).toContainText('$199.50')

      await page.getByRole('link', { name: 'Edit Service' }).click()
      await editor.getByRole('button', { name: 'Edit tier Plus' }).click()
      await editor.getByLabel('Price ($)').fill('109.99')
      await editor.getByRole('button', { name: 'Remove feature 2' }).click()
      await expect(editor.getByRole('button', { name: 'Remove feature 1' })).toHaveCount(0)
      await editor.getByRole('button', { name: 'Save', exact: true }).click()
      await editor.getByRole('button', { name: 'Save Service' }).click()
      await expect(editor).toBeHidden()
      await expect(list).toContainText('$109.99')
      await expect(list).not.toContainText('Wax')

      await page.reload()
      await expect(list).toContainText('$109.99')
      await page.getByRole('link', { name: 'Delete Service' }).click()
      const confirm = page.getByRole('dialog', { name: 'Delete Service' })
      await expect(confirm).toContainText('cannot be undone')
      await confirm.getByRole('button', { name: 'Delete Service' }).click()
      await expect(confirm).toBeHidden()
      await expect(page.getByRole('link', { name })).toHaveCount(0)
    })

    test('adds, edits, makes primary and deletes a location', async ({ page, playwright }) => {
      const slug = await ownBusiness(page, playwright, as)
      await page.goto(`/${slug}/dashboard?tab=locations`)
      await hydrated(page)
      await page.getByRole('link', { name: 'Add Location' }).click()
      const add = page.getByRole('dialog', { name: 'Add Service Location' })
      await add.getByRole('combobox').fill(city)
      await add.getByRole('option').first().click()
      await expect(add.getByRole('combobox')).toHaveValue(new RegExp(`^${city}, `))
      await add.getByRole('button', { name: 'Add Location' }).click()
      await expect(add).toBeHidden()

      await page.getByRole('link', { name: new RegExp(`^Edit ${city}, `) }).click()
      const edit = page.getByRole('dialog', { name: new RegExp(`^Edit ${city}`) })
      await edit.getByLabel('Minimum ($)').fill('-1')
      await edit.getByRole('button', { name: 'Save Location' }).click()
      await expect(edit.getByText('Minimum must be a positive number')).toBeVisible()
      await edit.getByLabel('Minimum ($)').fill('85')
      await edit.getByLabel('Multiplier').fill('1.15')
      await edit.getByRole('button', { name: 'Save Location' }).click()
      await expect(edit).toBeHidden()
      await expect(page.getByRole('link', { name: new RegExp(`^Edit ${city}, `) })).toContainText(
        'minimum $85.00 · ×1.15',
      )

      // The primary area shows at once (optimistically); reload only once the save has answered.
      const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.ok())
      await page.getByRole('button', { name: new RegExp(`^Make primary for ${city}, ..$`) }).click()
      await expect(page.getByTestId('primary-area')).toContainText(city)
      await saved
      await page.reload()
      await expect(page.getByTestId('primary-area')).toContainText(city)

      // The first primary area comes back.
      await page.getByRole('button', { name: new RegExp(`^Make primary for ${home}, ..$`) }).click()
      await expect(page.getByTestId('primary-area')).toContainText(home)
      await page.getByRole('link', { name: new RegExp(`^Delete ${city}, `) }).click()
      const remove = page.getByRole('dialog', { name: 'Delete Service Location' })
      await remove.getByRole('button', { name: 'Delete Location' }).click()
      await expect(remove).toBeHidden()
      await expect(page.getByRole('link', { name: new RegExp(`^Edit ${city}, `) })).toHaveCount(0)
    })
  })
}

test.describe('profile autosave', () => {
  test('two fields typed quickly one after the other both persist', async ({
    page,
    playwright,
  }) => {
    const slug = await ownBusiness(page, playwright)
    await page.goto(`/${slug}/dashboard?tab=profile`)
    await hydrated(page)
    await page.getByLabel('First Name').fill('Jonathan')
    await page.getByLabel('Last Name').fill('Parkinson')
    await page.getByLabel('Personal Email').fill('jonathan@jps-detailing.test')
    await page.getByLabel('Personal Email').blur()
    await expect(page.getByText('Saving...')).toHaveCount(0)
    await expect(page.locator('#profile-last_name-state')).toContainText('Saved')
    await page.reload()
    await expect(page.getByLabel('First Name')).toHaveValue('Jonathan')
    await expect(page.getByLabel('Last Name')).toHaveValue('Parkinson')
    await expect(page.getByLabel('Personal Email')).toHaveValue('jonathan@jps-detailing.test')
  })

  test('a slow earlier save never overwrites a newer value of the same field', async ({
    page,
    playwright,
  }) => {
    const slug = await ownBusiness(page, playwright)
    await page.goto(`/${slug}/dashboard?tab=profile`)
    await hydrated(page)
    // Hold the first save in the network for a while, as a slow connection would.
    let held = false
    await page.route(`**/${slug}/dashboard.data**`, async (route) => {
      if (!held && (route.request().postData() ?? '').includes('Slowpoke')) {
        held = true
        await new Promise((resolve) => setTimeout(resolve, 2500))
      }
      await route.continue()
    })
    const field = page.getByLabel('Last Name')
    await field.fill('Slowpoke')
    await field.blur()
    await field.fill('Speedy')
    await field.blur()
    await expect(page.locator('#profile-last_name-state')).toContainText('Saved', {
      timeout: 15_000,
    })
    expect(held).toBe(true)
    await page.reload()
    await expect(page.getByLabel('Last Name')).toHaveValue('Speedy')
  })

  test("a bad phone shows 'Please enter a valid phone number' and is not saved", async ({
    page,
    playwright,
  }) => {
    const slug = await ownBusiness(page, playwright)
    await page.goto(`/${slug}/dashboard?tab=profile`)
    await hydrated(page)
    const phone = page.getByLabel('Business Phone')
    const saved = await phone.inputValue()
    await phone.fill('')
    await phone.pressSequentially('48055')
    await expect(phone).toHaveValue('(480) 55')
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible()
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await page.reload()
    await expect(page.getByLabel('Business Phone')).toHaveValue(saved)
  })
})

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('the pricing editor is a form page', async ({ page, playwright }) => {
    const slug = await ownBusiness(page, playwright)
    await page.goto(`/${slug}/dashboard?tab=services&vehicle=rvs&category=addons`)
    await page.getByRole('link', { name: 'Add Your First Service' }).click()
    await page.getByLabel('Service name').fill('Roof Seal')
    await page.getByLabel('Tier name').fill('Standard')
    await page.getByLabel('Price ($)').fill('89')
    await page.getByLabel('Features').fill('Clean roof\nSeal seams')
    await page.getByRole('button', { name: 'Save Service' }).click()
    const list = page.getByRole('list', { name: 'Roof Seal tiers' })
    await expect(list).toContainText('$89.00')
    await expect(list).toContainText('Seal seams')
    await page.getByRole('link', { name: 'Delete Service' }).click()
    await expect(page.getByText('cannot be undone')).toBeVisible()
    await page.getByRole('button', { name: 'Delete Service' }).click()
    await expect(page.getByText('No services configured for this category yet.')).toBeVisible()
  })

  test('a location is added from typed text', async ({ page, playwright }) => {
    const slug = await ownBusiness(page, playwright)
    await page.goto(`/${slug}/dashboard?tab=locations&add=1`)
    await page.getByLabel('City, state or ZIP code').fill('Salem, OR')
    await page.getByRole('button', { name: 'Add Location' }).click()
    await expect(page.getByRole('link', { name: 'Edit Salem, OR' })).toContainText('973')
    await page.getByRole('link', { name: 'Delete Salem, OR' }).click()
    await page.getByRole('button', { name: 'Delete Location' }).click()
    await expect(page.getByRole('link', { name: 'Edit Salem, OR' })).toHaveCount(0)
  })

  test('a profile card is saved with its Save button', async ({ page, playwright }) => {
    const slug = await ownBusiness(page, playwright)
    await page.goto(`/${slug}/dashboard?tab=profile`)
    const card = page.getByRole('form', { name: 'Personal Information' })
    await card.getByLabel('Personal Email').fill('john@jps-detailing.test')
    await card.getByRole('button', { name: 'Save' }).click()
    await expect(card.getByRole('status')).toHaveText('Saved')
    await expect(page.getByRole('form', { name: 'Business Information' })).not.toContainText(
      'Saved',
    )
    await page.goto(`/${slug}/dashboard?tab=profile`)
    await expect(page.getByLabel('Personal Email')).toHaveValue('john@jps-detailing.test')
  })
})

test('an affiliate opening another business dashboard is sent to /', async ({ page }) => {
  await signIn(page, 'abc@demo.test')
  await page.goto('/jps/dashboard?tab=services')
  await expect(page).toHaveURL(/\/$/)
})

test.describe('accessibility', () => {
  test.beforeEach(async ({ page }) => signIn(page, 'jps@demo.test'))
  for (const path of [
    '/jps/dashboard',
    '/jps/dashboard?tab=services&vehicle=cars&category=service-packages&service=1',
    '/jps/dashboard?tab=services&editor=new',
    '/jps/dashboard?tab=locations',
    '/jps/dashboard?tab=locations&add=1',
    '/jps/dashboard?tab=profile',
  ]) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path)
      await hydrated(page)
      await expectNoSeriousAxe(page)
    })
  }
})
