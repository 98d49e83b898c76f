// The Chromium the end-to-end tests drive: Debian's chromium-headless-shell, the same Chromium
// build as the `chromium` package without the windowed browser around it, and the browser
// Playwright itself runs headless tests in. The whole suite is limited by CPU and Chromium is
// most of it; the shell does the same work in about a third less (decision 055). The full
// browser still works (it is the fallback), only slower. Never downloaded.
import { existsSync } from 'node:fs'

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const FULL_CHROMIUM = '/usr/bin/chromium'

/** CHROMIUM_PATH if set, else the headless shell, else the full browser, else the shell's path. */
export function testBrowserPath() {
  return (
    process.env.CHROMIUM_PATH ??
    [HEADLESS_SHELL, FULL_CHROMIUM].find((path) => existsSync(path)) ??
    HEADLESS_SHELL
  )
}
