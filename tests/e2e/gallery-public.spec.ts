import { type FreshBusiness, freshBusiness } from '../support/fresh-business'
import { expectNoSeriousAxe, openSignedIn, VIEWPORTS } from '../support/look'
import { png } from '../support/png'
import { expect, test } from '../support/test'

// Issue 40: the gallery's photos (not only its before/after pairs) show on the business's own
// site, with their alt text, lazy-loaded. A business of its own, so the gallery is this file's.

let business: FreshBusiness
test.beforeAll(async ({ playwright }) => {
  business = await freshBusiness(playwright, 'Gallery Public')
})

test.describe.serial('gallery photos on the public site', () => {
  test('a photo added in the Website tab is saved with its description', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.test', `/${business.slug}/dashboard?tab=website`)
    await page.getByLabel('Upload a photo').setInputFiles({
      name: 'driveway.png',
      mimeType: 'image/png',
      buffer: png(320, 240, [40, 120, 90]),
    })
    await page.getByRole('button', { name: 'Upload photo' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Photo added to the gallery' }),
    ).toBeVisible()
    await expect(page.locator('img[src^="/uploads/gallery/"]')).toHaveCount(1)
  })

  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.width} px the site shows the gallery photo with alt text, lazy-loaded`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      await page.goto(`/${business.slug}`)
      const gallery = page.getByRole('region', { name: `Work by ${business.name}` })
      const photo = gallery.locator('img[src^="/uploads/gallery/"]')
      await expect(photo).toHaveCount(1)
      await expect(photo).toHaveAttribute('loading', 'lazy')
      await expect(photo).toHaveAttribute('alt', /\S/)
      await photo.scrollIntoViewIfNeeded()
      await expect(photo).toBeVisible()
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(320)
      const box = await photo.boundingBox()
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width)
      await expectNoSeriousAxe(page, { include: '#gallery' })
    })
  }
})
