import { type Page } from '@playwright/test'
import { expect, test } from '../support/test'
import { expectNoSeriousAxe, expectReachable, VIEWPORTS } from '../support/look'

// Issue 40: Tempe is served by JP's (based in Phoenix) and ABC (based in Dallas). The search
// there lets the customer choose rather than sending every lead to the first; the demo seed is
// only read.

const SHOTS = 'tests/.tmp/shots'
const search = (page: Page) => page.getByRole('search', { name: 'Find detailers near you' })

for (const vp of VIEWPORTS) {
  test.describe(`at ${vp.width}×${vp.height}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } })

    test('a search for Tempe shows both detailers, nearest base first, and one is booked from there', async ({
      page,
    }) => {
      await page.goto('/')
      await search(page).getByRole('combobox').fill('Tempe, AZ')
      await search(page).getByRole('combobox').press('Enter')
      await expect(page).toHaveURL(/\/detailers\?city=Tempe&state=AZ$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        /^\d+ detailers serve Tempe, AZ$/,
      )
      await expect(page.getByText(/Listed by distance from this place/)).toBeVisible()
      const cards = page.getByRole('article')
      const jps = cards.filter({ hasText: "JP's Mobile Detailing" })
      const abc = cards.filter({ hasText: 'ABC Auto Spa' })
      await expect(jps).toContainText(/\d+ mi from Tempe, AZ \(based in Phoenix, AZ\)/)
      await expect(abc).toContainText(/based in Dallas, TX/)
      await expect(jps).toContainText(/From \$\d+/)
      await expect(jps).toContainText(/Rating:\s?\d\.\d\/5 \(\d+ reviews?\)/)
      // Nearest base first: JP's (Phoenix) before ABC (Dallas).
      const names = await cards.getByRole('heading', { level: 2 }).allTextContents()
      expect(names.indexOf("JP's Mobile Detailing")).toBeLessThan(names.indexOf('ABC Auto Spa'))
      await expectReachable(page, page.getByRole('main'), { scroll: true })
      await expectNoSeriousAxe(page)
      await page.screenshot({ path: `${SHOTS}/choice-${vp.name}.png`, fullPage: true })
      await abc.getByRole('link', { name: 'Book with ABC Auto Spa' }).click()
      await expect(page).toHaveURL(/\/abc\/booking$/)
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the hero form leads to the choice page for Tempe and straight to JP’s for Phoenix', async ({
    page,
  }) => {
    await page.goto('/')
    await search(page).getByRole('combobox').fill('Tempe, AZ')
    await search(page).getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/detailers\?city=Tempe&state=AZ$/)
    await expect(page.getByRole('link', { name: 'Book with ABC Auto Spa' })).toBeVisible()
    await page.goto('/')
    await search(page).getByRole('combobox').fill('Phoenix, AZ')
    await search(page).getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/jps$/)
  })
})
