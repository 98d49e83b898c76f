import { expect, test } from '../support/test'

// The one journey with the service worker on: every other test's context blocks it
// (playwright.config.ts, decision 058), since a fresh context never gains from its cache and
// paid for installing it and for copying each asset into a cache no one read again.
test.use({ serviceWorkers: 'allow' })

test('the service worker serves repeat visits the hashed build files from its cache, never a page', async ({
  page,
}) => {
  await page.goto('/')
  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return { script: registration.active?.scriptURL ?? '', scope: registration.scope }
  })
  expect(scope.script).toMatch(/\/sw\.js$/)
  expect(new URL(scope.scope).pathname).toBe('/')

  // The first visit's page was not yet controlled; once claimed, a reload is, and its build files
  // come out of the cache the first visit filled, while the page itself comes from the network.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true)
  const fromWorker: string[] = []
  const fromNetwork: string[] = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    ;(response.fromServiceWorker() ? fromWorker : fromNetwork).push(pathname)
  })
  await page.reload()
  expect(fromNetwork).toContain('/')
  expect(fromWorker).not.toContain('/')
  expect(fromWorker.length).toBeGreaterThan(0)
  expect(fromWorker.every((path) => path.startsWith('/assets/'))).toBe(true)

  const cached = await page.evaluate(async () => {
    const cache = await caches.open('mdh-assets-v1')
    return (await cache.keys()).map((request) => new URL(request.url).pathname)
  })
  expect(cached.length).toBeGreaterThan(0)
  expect(cached.every((path) => path.startsWith('/assets/'))).toBe(true)
  for (const path of fromWorker) expect(cached).toContain(path)
})
