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

// An API request (the `request` fixture, `page.request`, a context a helper opens) that the local
// workerd resets before any answer is sent again, up to twice, by Playwright's own `maxRetries`
// (it retries ECONNRESET only). Measured on `wrangler dev`: of 60 requests sent about 5 s after
// an earlier burst, 1 to 12 were reset, on kept-alive and on new connections alike (workerd's
// 5 s connection timers; decision 047 has the proxy's side of it). Chromium resends such a
// request by itself; Node does not. A test that passes its own `maxRetries` keeps it.
const RESET_RETRIES = 2

function retryResets(prototype: Record<string, unknown>) {
  const original = prototype.fetch
  if (typeof original !== 'function') throw new Error('APIRequestContext.fetch is not a function')
  prototype.fetch = function (this: unknown, target: unknown, options: unknown = {}) {
    const given = isRecord(options) ? options : {}
    return original.call(this, target, { maxRetries: RESET_RETRIES, ...given })
  }
}

/**
 * For a failed test, what each page still open was doing: whether it was visible and focused,
 * and whether it still drew frames (a requestAnimationFrame within 3 s). Twice under load a
 * click waited its whole bound for a button to be "stable", which needs two animation frames;
 * this says whether the page had been hidden or had stopped drawing.
 */
async function framesReport(pages: Page[]) {
  const lines = await Promise.all(
    pages.map(async (page) => {
      const state = await page
        .evaluate(() =>
          new Promise<string>((resolve) => {
            const timer = setTimeout(() => resolve('no frame in 3 s'), 3_000)
            requestAnimationFrame(() => {
              clearTimeout(timer)
              resolve('drawing')
            })
          }).then(
            (frames) =>
              `${document.visibilityState}, focus ${String(document.hasFocus())}, ${frames}`,
          ),
        )
        .catch((error: unknown) => `not answering: ${String(error).slice(0, 120)}`)
      return `${page.url()}: ${state}`
    }),
  )
  return lines.join('\n')
}

export const test = base.extend<object, { hydratedNavigations: void }>({
  // The test's page, and after a failure the frames report of every page still open (the
  // default page's context closes right after this, so the report is made here).
  page: async ({ page, browser }, provide, testInfo) => {
    await provide(page)
    if (testInfo.status === testInfo.expectedStatus) return
    const pages = browser.contexts().flatMap((context) => context.pages())
    const report = await framesReport(pages)
    await testInfo.attach('frames', { body: report, contentType: 'text/plain' })
    console.error(`[frames] ${testInfo.title}\n${report}`)
  },
  hydratedNavigations: [
    async ({ browser, playwright }, use) => {
      if (!wrapped) {
        const context = await browser.newContext()
        const page = await context.newPage()
        wrapNavigations(Object.getPrototypeOf(page))
        await context.close()
        const api = await playwright.request.newContext()
        retryResets(Object.getPrototypeOf(api))
        await api.dispose()
        wrapped = true
      }
      await use()
    },
    { scope: 'worker', auto: true },
  ],
})
