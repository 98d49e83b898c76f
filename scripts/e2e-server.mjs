// The server Playwright tests run against: the production build under wrangler dev (workerd),
// on a fresh, migrated and seeded local D1 of its own so test runs never touch the dev database.
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { bin, root, run, start } from './lib.mjs'

const persistTo = join(root, 'tests', '.tmp', 'e2e-state')
rmSync(persistTo, { recursive: true, force: true })
if (!existsSync(join(root, 'build', 'server', 'index.js'))) run(bin('remix'), ['vite:build'])
run(process.execPath, ['scripts/local-db.mjs', '--persist-to', persistTo], { stdio: 'inherit' })
const child = start(process.execPath, ['scripts/serve.mjs', '--persist-to', persistTo])
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
