import { type Page } from '@playwright/test'

/**
 * Waits until React has taken over the document (hydrateRoot marks its container), so a key press
 * or a click reaches the app's handlers rather than the plain HTML form or link underneath.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document).some((key) => key.startsWith('__reactContainer')),
  )
}
