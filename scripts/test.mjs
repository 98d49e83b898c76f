// `npm test`: build once, then unit + integration (vitest, workerd) and end-to-end (Playwright,
// system Chromium). Ends with one summary line: 'N passed, N failed'.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { bin, quietEnv, root, run, start } from './lib.mjs'
import { spawn } from 'node:child_process'
import { FULL_CHROMIUM, testBrowserPath } from './test-browser.mjs'

const ci = process.env.CI === 'true' || process.env.CI === '1'
const started = Date.now()
const minutes = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`
const results = join(root, 'tests', '.tmp', 'reports')
rmSync(results, { recursive: true, force: true })

console.log('› Building the worker')
run(bin('remix'), ['vite:build'], { stdio: 'inherit' })

// Not spawnSync: the end-to-end server's stderr (below) is read while a step runs.
const step = (cmd, args, env = {}) =>
  new Promise((resolve) =>
    spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...quietEnv, ...env } }).on(
      'exit',
      (code) => resolve(code ?? 1),
    ),
  )

// The end-to-end server (its D1 migrated and seeded, wrangler dev booted) starts while vitest
// runs, in the slack of vitest's first seconds, instead of after it: Playwright then finds it up
// and uses it. Its stderr is held until the end-to-end phase, so it does not break into vitest's.
const chromium = testBrowserPath()
const e2ePort = process.env.E2E_PORT ?? '8788'
const e2eServer = existsSync(chromium)
  ? start(process.execPath, ['scripts/e2e-server.mjs'], {
      env: { ...quietEnv, PORT: e2ePort },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
  : null
const heldStderr = []
let e2ePhase = false
e2eServer?.stderr.on('data', (chunk) =>
  e2ePhase ? process.stderr.write(chunk) : heldStderr.push(chunk),
)
const stopServer = () => e2eServer?.exitCode === null && e2eServer.kill('SIGTERM')
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopServer()
    process.exit(130)
  })

/** True once the pre-started server answers its health check (false if it died or never did). */
async function serverUp() {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline && e2eServer?.exitCode === null) {
    const ok = await fetch(`http://localhost:${e2ePort}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return true
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

console.log('› Unit and integration tests (vitest, workerd)')
const vitestStatus = await step(
  bin('vitest'),
  [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(results, 'vitest.json')}`,
  ],
  { MDH_SKIP_BUILD: '1' },
)

let e2eStatus = 0
let e2eSkipped = false
if (existsSync(chromium)) {
  console.log(`› End-to-end tests (Playwright, ${chromium})`)
  if (chromium === FULL_CHROMIUM)
    console.warn('  The headless shell is faster: sudo apt-get install -y chromium-headless-shell')
  e2ePhase = true
  heldStderr.forEach((chunk) => process.stderr.write(chunk))
  // If it died, Playwright starts its own (playwright.config.ts).
  const started = await serverUp()
  e2eStatus = await step(bin('playwright'), ['test'], {
    E2E_PORT: e2ePort,
    MDH_E2E_SERVER_STARTED: started ? '1' : '',
  })
  stopServer()
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
