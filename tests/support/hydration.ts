import { type Page } from '@playwright/test'

/**
 * Waits until React has hydrated the page and every deferred part's code has arrived
 * (app/components/deferred/readiness.ts), so a key press or a click reaches the app's handlers
 * rather than the plain HTML form or link underneath, or nothing at all.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const { appHydrated, deferred } = document.documentElement.dataset
    return appHydrated === 'true' && (deferred ?? '0') === '0'
  })
}
