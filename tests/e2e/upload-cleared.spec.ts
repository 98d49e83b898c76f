import { type FreshBusiness, freshBusiness } from '../support/fresh-business'
import { expectReachable, VIEWPORTS } from '../support/look'
import { png } from '../support/png'
import { type Browser, expect, test } from '../support/test'

// Issue 40: after a successful upload the Website tab's file field is empty again (it no longer
// says 'C:\fakepath\…' for a file already on the page) and the card shows the uploaded photo,
// with JavaScript and without. A business of its own, so the gallery is this file's alone.

let business: FreshBusiness
test.beforeAll(async ({ playwright }) => {
  business = await freshBusiness(playwright, 'Upload Cleared')
})

async function websiteTab(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled })
  const page = await context.newPage()
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'admin@demo.test', password: 'Demo-pass-2026!' },
  })
  expect(login.status()).toBe(200)
  await page.goto(`/${business.slug}/dashboard?tab=website`)
  return { page, context }
}

test.describe.serial('a gallery upload', () => {
  for (const viewport of VIEWPORTS) {
    for (const javaScript of [true, false]) {
      test(`at ${viewport.width} px ${javaScript ? 'with' : 'without'} JavaScript leaves the file field empty and shows the photo`, async ({
        browser,
      }) => {
        const { page, context } = await websiteTab(browser, javaScript)
        await page.setViewportSize({ width: viewport.width, height: viewport.height })
        const photos = page.locator('img[src^="/uploads/gallery/"]')
        const before = await photos.count()
        const field = page.getByLabel('Upload a photo')
        await expectReachable(page, field, { scroll: true })
        await field.setInputFiles({
          name: `photo-${viewport.width}.png`,
          mimeType: 'image/png',
          buffer: png(320, 240, [30, 90, javaScript ? 200 : 60]),
        })
        await expect(field).toHaveValue(/photo-\d+\.png$/)
        await page.getByRole('button', { name: 'Upload photo' }).click()
        await expect(
          page.getByRole('status').filter({ hasText: 'Photo added to the gallery' }),
        ).toBeVisible()
        await expect(photos).toHaveCount(before + 1)
        await expect(page.getByLabel('Upload a photo')).toHaveValue('')
        await context.close()
      })
    }
  }
})
