import axeCore from 'axe-core'
import { expect, type Locator, type Page } from '@playwright/test'
import { DEMO_PASSWORD } from './http'

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
 * A person can reach every control in `locator` (or the control itself) as the page stands: each
 * one shown lies inside the viewport and is the element at its own centre (or inside it, or its
 * label), so nothing covers it and no ancestor clips it. With `scroll: true` (a long dialog, or
 * a part of a page further down) each control is first scrolled into view as a person would
 * scroll; a control that had to be scrolled inside a box smaller than half the screen still fails,
 * so a dialog squeezed into a 64 px strip cannot pass by being scrolled through its slot.
 */
export async function expectReachable(
  page: Page,
  locator: Locator,
  { scroll = false }: { scroll?: boolean } = {},
) {
  await expect(locator.first()).toBeVisible()
  const problems: Problem[] = []
  for (const root of await locator.all()) {
    problems.push(...(await root.evaluate(inspect, { selector: CONTROLS, scroll })))
  }
  expect(
    problems,
    `controls a person cannot see or reach (${page.viewportSize()?.width}px)`,
  ).toEqual([])
}

/**
 * Scrolls `locator` into view as a person would, and again until it stays there: a page can still
 * change above it after the first scroll (under load, the 390 px booking form's card-on-file box
 * was out of view after one scroll, present and unchanged).
 */
export async function scrollIntoView(locator: Locator) {
  await expect(async () => {
    await locator.scrollIntoViewIfNeeded()
    await expect(locator).toBeInViewport({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
}

/** Runs in the page: checks each control under `root`, scrolling it into view when allowed. */
function inspect(
  root: Element,
  { selector, scroll }: { selector: string; scroll: boolean },
): Problem[] {
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
    // checkVisibility answers false for an element without a box, and also inside a closed
    // <details> (laid out but not shown): such a control is reached by opening it first.
    return style.visibility !== 'hidden' && el.checkVisibility()
  }
  const labelsOf = (el: Element) =>
    el instanceof HTMLInputElement ||
    el instanceof HTMLSelectElement ||
    el instanceof HTMLTextAreaElement ||
    el instanceof HTMLButtonElement
      ? [...(el.labels ?? [])]
      : []
  // A box (the page itself aside) that would have to scroll to bring `el` into view, yet is
  // smaller than half the screen along the way it scrolls.
  const smallScroller = (el: Element, width: number, height: number) => {
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(box)
      const down = /auto|scroll/.test(overflowY) && box.scrollHeight > box.clientHeight
      const across = /auto|scroll/.test(overflowX) && box.scrollWidth > box.clientWidth
      if ((down && box.clientHeight < height / 2) || (across && box.clientWidth < width / 2))
        return box
    }
    return null
  }
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
    if (!inside(rect) && scroll) {
      const small = smallScroller(target, width, height)
      if (small) {
        problems.push({
          control: describe(control),
          problem: `scrolls inside a box only ${small.clientWidth}×${small.clientHeight}`,
        })
        continue
      }
      target.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })
    }
    const after = target.getBoundingClientRect()
    if (!inside(after)) {
      problems.push({
        control: describe(control),
        problem: `outside the ${width}×${height} viewport at ${Math.round(after.left)},${Math.round(after.top)} ${Math.round(after.width)}×${Math.round(after.height)}`,
      })
      continue
    }
    const hitAt = (r: DOMRect) =>
      document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    const reaches = (hit: Element | null) =>
      hit !== null &&
      (hit === control ||
        control.contains(hit) ||
        target.contains(hit) ||
        labelsOf(control).some((label) => label.contains(hit)))
    let hit = hitAt(after)
    // Under a sticky header only because of where the page happens to be scrolled: a person
    // scrolls a little, so bring it to the middle and look again.
    if (!reaches(hit) && scroll) {
      target.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })
      hit = hitAt(target.getBoundingClientRect())
    }
    const reached = reaches(hit)
    if (!reached) {
      problems.push({
        control: describe(control),
        problem: `covered at its centre by ${hit ? describe(hit) : 'nothing (off screen)'}`,
      })
    }
  }
  return problems
}

/**
 * Moderate in axe, but a screen-reader user's "skip to main" lands in the wrong place: pages
 * render inside the root layout's one <main> (a nested second one was found on four pages).
 */
const ONE_MAIN_RULES = ['landmark-no-duplicate-main', 'landmark-main-is-top-level']

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: string[]
}

/**
 * axe over the page (or `include`), in one pass inside it, returning violations only (decisions
 * 054 and 061). axe's source goes into a document once, however often the document is checked:
 * @axe-core/playwright's legacy mode sent its 0.5 MB twice on every call (about 0.3 and 0.13 s
 * of Chromium each), and handed back every rule's result, passed ones included, for us to drop.
 * Our pages have no frames, so axe.run needs nothing of the builder's frame handling.
 */
async function axeViolations(page: Page, include?: string): Promise<Violation[]> {
  const injected = await page.evaluate(() => 'axe' in window)
  if (!injected) await page.evaluate(axeCore.source)
  return page.evaluate(async (selector) => {
    // The page's own realm: the axe just injected (its types are axe-core's).
    const { axe } = window as unknown as { axe: typeof axeCore }
    const results = await axe.run(selector ? { include: [[selector]] } : document, {
      resultTypes: ['violations'],
    })
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }))
  }, include ?? null)
}

/** axe (colour contrast included) finds nothing serious or critical in the page or in `include`. */
export async function expectNoSeriousAxe(page: Page, { include }: { include?: string } = {}) {
  const serious = (await axeViolations(page, include))
    .filter(
      (v) => v.impact === 'serious' || v.impact === 'critical' || ONE_MAIN_RULES.includes(v.id),
    )
    .map(({ id, help, nodes }) => ({ id, help, nodes }))
  expect(serious, `axe at ${page.viewportSize()?.width}px`).toEqual([])
}

/** A part of the page as a person meets it: visible, every control reachable, axe clean. */
export async function looksRight(
  page: Page,
  part: Locator,
  selector = '[role=dialog]',
  { scroll = false } = {},
) {
  await expect(part).toBeVisible()
  await expectReachable(page, part, { scroll })
  await expectNoSeriousAxe(page, { include: selector })
}

/** Signs in through the token API (its cookie lands in the page's context), then opens `path`. */
export async function openSignedIn(
  page: Page,
  email: string,
  path: string,
  password = DEMO_PASSWORD,
) {
  const response = await page.request.post('/api/auth/login', {
    data: { email, password },
  })
  expect(response.status()).toBe(200)
  await page.goto(path)
}

/**
 * One journey, its screens seen at both widths: at each screen the test calls this, which sets
 * the page to each of `VIEWPORTS` in turn, runs `look` there (reachable, axe, a screenshot named
 * for the width), and gives the page back at the size it had. The journey's steps (bookings,
 * payments, a job's start) are the server's and the same at any width, so they run once; what
 * differs with the width is the layout, and every screen the journey meets is still seen at both.
 */
export async function atBothWidths(
  page: Page,
  look: (viewport: (typeof VIEWPORTS)[number]) => Promise<unknown>,
) {
  const before = page.viewportSize()
  try {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      await look(viewport)
    }
  } finally {
    if (before) await page.setViewportSize(before)
  }
}
