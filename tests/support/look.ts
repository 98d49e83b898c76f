import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

// What a person sees, not only what the accessibility tree says: a control counts as reachable
// when, scrolled into view the way a person would scroll, it lies inside the viewport and nothing
// covers its centre. Axe adds contrast and the other serious rules for what is open.

const CONTROLS =
  'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=menuitem], [role=tab]'

interface Problem {
  control: string
  problem: string
}

/**
 * A person can reach every control in `locator` (or the control itself): each one shown
 * is inside the viewport after scrolling it into view, and is the element at its own centre (or
 * inside it, or its label), so nothing covers it and no ancestor clips it.
 */
export async function expectReachable(page: Page, locator: Locator) {
  await expect(locator.first()).toBeVisible()
  const problems: Problem[] = []
  for (const root of await locator.all()) {
    problems.push(...(await root.evaluate(inspect, CONTROLS)))
  }
  expect(
    problems,
    `controls a person cannot see or reach (${page.viewportSize()?.width}px)`,
  ).toEqual([])
}

/** Runs in the page: checks each control under `root`, scrolling each into view first. */
function inspect(root: Element, selector: string): Problem[] {
  const describe = (el: Element) => {
    const name =
      el.getAttribute('aria-label') ??
      (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.name : '') ??
      ''
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> ${name || text}`.trim()
  }
  const shown = (el: Element) => {
    const style = getComputedStyle(el)
    return el.getClientRects().length > 0 && style.visibility !== 'hidden'
  }
  const labelsOf = (el: Element) =>
    el instanceof HTMLInputElement ||
    el instanceof HTMLSelectElement ||
    el instanceof HTMLTextAreaElement ||
    el instanceof HTMLButtonElement
      ? [...(el.labels ?? [])]
      : []
  const controls = [...(root.matches(selector) ? [root] : []), ...root.querySelectorAll(selector)]
  const problems: Problem[] = []
  for (const control of controls) {
    if (!shown(control)) continue
    let target: Element = control
    const box = control.getBoundingClientRect()
    // A visually hidden input (a styled radio or checkbox) is reached through its label.
    if (box.width <= 1 || box.height <= 1) {
      const label = labelsOf(control).find(shown)
      if (!label) continue
      target = label
    }
    const rect = target.getBoundingClientRect()
    const width = document.documentElement.clientWidth
    const height = document.documentElement.clientHeight
    const inside = (r: DOMRect) =>
      r.left >= -0.5 && r.top >= -0.5 && r.right <= width + 0.5 && r.bottom <= height + 0.5
    if (!inside(rect))
      target.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })
    const after = target.getBoundingClientRect()
    if (!inside(after)) {
      problems.push({
        control: describe(control),
        problem: `outside the ${width}×${height} viewport at ${Math.round(after.left)},${Math.round(after.top)} ${Math.round(after.width)}×${Math.round(after.height)}`,
      })
      continue
    }
    const hit = document.elementFromPoint(
      after.left + after.width / 2,
      after.top + after.height / 2,
    )
    const reached =
      hit !== null &&
      (hit === control ||
        control.contains(hit) ||
        target.contains(hit) ||
        labelsOf(control).some((label) => label.contains(hit)))
    if (!reached) {
      problems.push({
        control: describe(control),
        problem: `covered at its centre by ${hit ? describe(hit) : 'nothing (off screen)'}`,
      })
    }
  }
  return problems
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
  expect(serious, `axe at ${page.viewportSize()?.width}px`).toEqual([])
}
