import { defineConfig, devices } from '@playwright/test'
import { testBrowserPath } from './scripts/test-browser.mjs'

const port = Number(process.env.E2E_PORT ?? 8788)
export const baseURL = `http://localhost:${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Sized for a loaded 2-core machine (npm run test:stress): axe over a whole dashboard, or a
  // page that hydrates after its first paint, can take many times longer than on an idle one.
  // Tests wait for conditions, so these bound only how long a real failure takes to show.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'tests/.tmp/reports/e2e.json' }]],
  use: {
    baseURL,
    // An action waits at most this long to find its element ready. Without a bound it waits for
    // the whole test: once, under load, a page's compositor stopped producing frames, so a click
    // waited eight minutes for its button to be "stable" (two equal animation frames). Bounded,
    // such a hang fails in 30 s with what it waited for, and the retry gets a fresh page.
    actionTimeout: 30_000,
    // A trace (each action's DOM snapshots and log, no screencast) is recorded on a failed test's
    // retry, not on every run: recording it always cost about a tenth of the end-to-end CPU
    // (decision 050). The first failure still leaves its error context (the page's ARIA
    // snapshot) and the server's log; a failure that repeats on the retry leaves the full trace.
    trace: { mode: 'on-first-retry', screenshots: false },
    // The pages' only motion is decoration (the heroes' crossfades), and every frame of it is
    // composited in software here: an open landing or booking page kept Chromium about a tenth
    // of a core busy while the test did nothing, and the suite's CPU is the limit on 2 cores
    // (104 specs' tests: 444 → 354 CPU-seconds, 316 → 261 s). The tests of the motion itself
    // ask for it (landing-content's "with motion").
    reducedMotion: 'reduce',
    // A fresh context never gains from the service worker's cache, and installing it and copying
    // every build file into it cost each test Chromium time: it is blocked here, and
    // service-worker.spec.ts turns it on to test it (decision 058).
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    launchOptions: {
      // The system's Chromium headless shell (scripts/test-browser.mjs); never downloaded.
      executablePath: testBrowserPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    env: { PORT: String(port) },
    url: `${baseURL}/api/health`,
    // npm test starts it while vitest runs (scripts/test.mjs) and says so; CI never reuses a
    // server it did not start.
    reuseExistingServer: !process.env.CI || process.env.MDH_E2E_SERVER_STARTED === '1',
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
