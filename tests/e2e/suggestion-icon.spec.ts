import { expectReachable, VIEWPORTS } from '../support/look'
import { expect, test } from '../support/test'

// Issue 40: a place suggestion's pin is drawn (an SVG mask in CSS), not a character no font on the
// phone or computer has, which showed as an empty box.
for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px a city suggestion shows a drawn pin`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await page.goto('/')
    const input = page
      .getByRole('search', { name: 'Find detailers near you' })
      .getByRole('combobox')
    await input.fill('Phoen')
    const option = page.getByRole('option', { name: 'Phoenix, AZ' })
    await expect(option).toBeVisible()
    await expectReachable(page, option)
    const icon = option.locator('[data-suggestion-icon=locality]')
    // No character stands in for the pin; its drawing has a box a person can see.
    await expect(icon).toHaveText('')
    const box = await icon.boundingBox()
    expect(box?.width ?? 0).toBeGreaterThan(8)
    expect(box?.height ?? 0).toBeGreaterThan(8)
    const drawing = await icon.evaluate((el) => {
      const style = getComputedStyle(el)
      return { mask: style.maskImage, colour: style.backgroundColor }
    })
    expect(drawing.mask).toContain('data:image/svg+xml')
    // Painted in the text's colour (slate-500), not transparent.
    expect(drawing.colour).not.toBe('rgba(0, 0, 0, 0)')
  })
}
