// `npm test`: build once, then unit + integration (vitest, workerd) and end-to-end (Playwright,
// system Chromium). Ends with one summary line: 'N passed, N failed'.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { bin, quietEnv, root, run } from './lib.mjs'
import { spawnSync } from 'node:child_process'
import { FULL_CHROMIUM, testBrowserPath } from './test-browser.mjs'

const ci = process.env.CI === 'true' || process.env.CI === '1'
const started = Date.now()
const minutes = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`
const results = join(root, 'tests', '.tmp', 'reports')
rmSync(results, { recursive: true, force: true })

console.log('› Building the worker')
run(bin('remix'), ['vite:build'], { stdio: 'inherit' })

const step = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...quietEnv, ...env } }).status ?? 1

console.log('› Unit and integration tests (vitest, workerd)')
const vitestStatus = step(
  bin('vitest'),
  [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(results, 'vitest.json')}`,
  ],
  { MDH_SKIP_BUILD: '1' },
)

const chromium = testBrowserPath()
let e2eStatus = 0
let e2eSkipped = false
if (existsSync(chromium)) {
  console.log(`› End-to-end tests (Playwright, ${chromium})`)
  if (chromium === FULL_CHROMIUM)
    console.warn('  The headless shell is faster: sudo apt-get install -y chromium-headless-shell')
  e2eStatus = step(bin('playwright'), ['test'])
} else if (ci) {
  console.error(`✗ Chromium not found at ${chromium}: end-to-end tests cannot run in CI.`)
  e2eStatus = 1
} else {
  e2eSkipped = true
  console.warn(
    `! Chromium not found at ${chromium}; skipping end-to-end tests.\n` +
      '  Install it with: sudo apt-get install -y chromium-headless-shell  (or set CHROMIUM_PATH)',
  )
}

function readJson(file) {
  const path = join(results, file)
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null
}
const vitest = readJson('vitest.json')
const e2e = readJson('e2e.json')
const passed =
  (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0)
const failed = (vitest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0)
const failedSteps = Number(vitestStatus !== 0) + Number(e2eStatus !== 0)
const skipped = e2eSkipped ? ', e2e skipped (no Chromium)' : ''
console.log(`\n› The suite took ${minutes()}`)
console.log(`\n${passed} passed, ${failed + (failed === 0 ? failedSteps : 0)} failed${skipped}`)
process.exit(vitestStatus || e2eStatus)
