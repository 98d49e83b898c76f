import { expect, type Page, test } from '../support/test'
import { atBothWidths, looksRight, openSignedIn, VIEWPORTS } from '../support/look'

// The detailer dashboard's dialogs and tools as a person sees them, on a laptop and on a phone:
// every control inside is on screen and not covered; axe finds nothing serious. Nothing here is
// saved, so other specs see the business as seeded.

const SERVICES = '/jps/dashboard?tab=services&vehicle=cars&category=service-packages'

const openAsOwner = (page: Page, path: string) => openSignedIn(page, 'jps@demo.test', path)

// Each test opens its screen once and looks at it at both widths (atBothWidths): a context, a
// sign-in and a page load per screen, not per width. Nothing on these screens reads the width
// in script, so a page resized is laid out as one loaded at that size.
const [DESKTOP] = VIEWPORTS

test.describe('at both widths', () => {
  test.use({ viewport: { width: DESKTOP.width, height: DESKTOP.height } })

  test('the new service editor shows its tier form and buttons', async ({ page }) => {
    await openAsOwner(page, SERVICES)
    await page.getByRole('link', { name: 'Add Service', exact: true }).click()
    const editor = page.getByRole('dialog', { name: 'Multi-Tier Pricing' })
    await expect(editor.getByLabel('Tier name')).toBeVisible()
    await atBothWidths(page, () => looksRight(page, editor))
  })

  test("a service's editor, with one of its tiers open, is reachable", async ({ page }) => {
    await openAsOwner(page, `${SERVICES}&service=1`)
    await page.getByRole('link', { name: 'Edit Service' }).click()
    const editor = page.getByRole('dialog', { name: 'Multi-Tier Pricing' })
    await editor
      .getByRole('button', { name: /^Edit tier / })
      .first()
      .click()
    await expect(editor.getByLabel('Tier name')).toBeVisible()
    // The other tiers' cards sit in a row that scrolls sideways on a phone.
    await atBothWidths(page, () => looksRight(page, editor, '[role=dialog]', { scroll: true }))
  })

  test('the delete service confirmation shows both buttons', async ({ page }) => {
    await openAsOwner(page, `${SERVICES}&service=1`)
    await page.getByRole('link', { name: 'Delete Service' }).click()
    await atBothWidths(page, () =>
      looksRight(page, page.getByRole('dialog', { name: 'Delete Service' })),
    )
  })

  test('the add location dialog shows its search and buttons', async ({ page }) => {
    await openAsOwner(page, '/jps/dashboard?tab=locations')
    await page.getByRole('link', { name: 'Add Location' }).click()
    await atBothWidths(page, () =>
      looksRight(page, page.getByRole('dialog', { name: 'Add Service Location' })),
    )
  })

  test('the edit location dialog shows its fields and buttons', async ({ page }) => {
    await openAsOwner(page, '/jps/dashboard?tab=locations')
    await page
      .getByRole('link', { name: /^Edit .+, [A-Z]{2} / })
      .first()
      .click()
    await atBothWidths(page, () => looksRight(page, page.getByRole('dialog', { name: /^Edit / })))
  })

  test('the remove location confirmation shows both buttons', async ({ page }) => {
    await openAsOwner(page, '/jps/dashboard?tab=locations')
    await page
      .getByRole('link', { name: /^Delete .+, [A-Z]{2}$/ })
      .first()
      .click()
    await atBothWidths(page, () =>
      looksRight(page, page.getByRole('dialog', { name: 'Delete Service Location' })),
    )
  })

  test('the schedule tools (new appointment, block time, settings) are reachable', async ({
    page,
  }) => {
    await openAsOwner(page, '/jps/dashboard?tab=schedule')
    const tools = page.getByRole('complementary', { name: 'Schedule tools' })
    await atBothWidths(page, () =>
      looksRight(page, tools, 'aside[aria-label="Schedule tools"]', { scroll: true }),
    )
  })

  test("the requests tab's confirm and decline forms are reachable", async ({ page }) => {
    await openAsOwner(page, '/jps/dashboard?tab=requests')
    await atBothWidths(page, () =>
      looksRight(page, page.getByRole('main'), 'main', { scroll: true }),
    )
  })
})
