import { type Page, test as base } from '@playwright/test'
import { waitForHydration } from './hydration'

// Everything else (expect, the types) is Playwright's own; `test` below takes the place of its.
export * from '@playwright/test'

// The app's modules start once the page has painted (decision 033), so a page is loaded well
// before React can answer a click. Every navigation a test makes therefore waits, as a person's
// second tap would, until the page has hydrated: on every page of every context, including those
// a test opens itself, because the navigation methods are wrapped once per worker.
const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const

let wrapped = false

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

function wrapNavigations(prototype: Record<string, unknown>) {
  for (const name of NAVIGATIONS) {
    const original = prototype[name]
    if (typeof original !== 'function') throw new Error(`Page.${name} is not a function`)
    prototype[name] = async function (this: Page, ...args: unknown[]) {
      const response: unknown = await original.apply(this, args)
      // A caller that asks for no more than the commit wants the page before it is ready.
      if (!args.some((arg) => isRecord(arg) && arg.waitUntil === 'commit'))
        await waitForHydration(this)
      return response
    }
  }
}

export const test = base.extend<object, { hydratedNavigations: void }>({
  hydratedNavigations: [
    async ({ browser }, use) => {
      if (!wrapped) {
        const context = await browser.newContext()
        const page = await context.newPage()
        wrapNavigations(Object.getPrototypeOf(page))
        await context.close()
        wrapped = true
      }
      await use()
    },
    { scope: 'worker', auto: true },
  ],
})
