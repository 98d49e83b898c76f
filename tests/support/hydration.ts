import { type Page } from '@playwright/test'

/**
 * Waits until React has hydrated the page and every deferred part's code has arrived
 * (app/components/deferred/readiness.ts), so a key press or a click reaches the app's handlers
 * rather than the plain HTML form or link underneath, or nothing at all. A page whose scripts
 * bootstrap did not run (JavaScript off, not an app page, or its scripts taken out: no
 * `data-app-scripts` on <html>) has nothing to wait for. Every navigation in the end-to-end
 * tests calls this (tests/support/test.ts).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => {
      const { appScripts, appHydrated, deferred } = document.documentElement.dataset
      if (!appScripts) return true
      return appHydrated === 'true' && (deferred ?? '0') === '0'
    },
    undefined,
    // Longer than an action's 30 s: a loaded machine can take many seconds to hydrate a page.
    { polling: 50, timeout: 60_000 },
  )
}
