import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

/**
 * A person can reach the control as the page stands: it lies wholly inside the viewport, and the
 * element at its centre is the control itself or one of its descendants (nothing covers it, no
 * ancestor clips it). Dialog controls are checked without scrolling, since scrolling each one
 * into view would also scroll a dialog squeezed into a 64 px strip and hide that fault; pass
 * `scroll: true` for a control further down a page, which a person scrolls to.
 */
export async function expectReachable(
  page: Page,
  locator: Locator,
  { scroll = false }: { scroll?: boolean } = {},
) {
  if (scroll) await locator.scrollIntoViewIfNeeded()
  const box = await locator.boundingBox()
  expect(box, `${locator} has a box`).not.toBeNull()
  if (!box) return
  const viewport = page.viewportSize()
  expect(viewport).not.toBeNull()
  if (!viewport) return
  const where = `${locator} at ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`
  expect(box.x, `${where} starts inside the viewport`).toBeGreaterThanOrEqual(0)
  expect(box.y, `${where} starts inside the viewport`).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, `${where} ends inside the viewport`).toBeLessThanOrEqual(
    viewport.width,
  )
  expect(box.y + box.height, `${where} ends inside the viewport`).toBeLessThanOrEqual(
    viewport.height,
  )
  const onTop = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2)
    return hit === element || element.contains(hit)
  })
  expect(onTop, `${where} is the element at its own centre`).toBe(true)
}

/** axe (colour contrast included) finds nothing serious or critical in the page or in `include`. */
export async function expectNoSeriousAxe(page: Page, { include }: { include?: string } = {}) {
  let builder = new AxeBuilder({ page })
  if (include) builder = builder.include(include)
  const results = await builder.analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }))
  expect(serious).toEqual([])
}
