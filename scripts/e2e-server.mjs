// The server Playwright tests run against: the production build under wrangler dev (workerd),
// on a fresh, migrated and seeded local D1 of its own so test runs never touch the dev database.
import { createWriteStream, existsSync, mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { bin, quietEnv, root, run, start } from './lib.mjs'

const persistTo = join(root, 'tests', '.tmp', 'e2e-state')
rmSync(persistTo, { recursive: true, force: true })
if (!existsSync(join(root, 'build', 'server', 'index.js'))) run(bin('remix'), ['vite:build'])
// Migrated and seeded in one batch (scripts/e2e-db.ts): about a sixth of the time wrangler's
// d1 commands take, on a database thrown away after the run.
run(bin('tsx'), ['scripts/e2e-db.ts', persistTo], { stdio: 'inherit' })
// The local send_email simulation writes each message's parts under the temp directory; give
// this server its own, so tests can read the mail it sent (tests/support/e2e-mail.ts).
const mailDir = join(root, 'tests', '.tmp', 'e2e-mail')
rmSync(mailDir, { recursive: true, force: true })
mkdirSync(mailDir, { recursive: true })
const child = start(process.execPath, ['scripts/serve.mjs', '--persist-to', persistTo], {
  env: { ...quietEnv, TMPDIR: mailDir },
  stdio: ['ignore', 'pipe', 'pipe'],
})
// Everything the server says, the Worker's own console.error included, is kept in a log: a test
// that fails only under load can then be traced to what the server did (Playwright drops the
// server's stdout and shows its stderr without times).
const reports = join(root, 'tests', '.tmp', 'reports')
mkdirSync(reports, { recursive: true })
const log = createWriteStream(join(reports, `e2e-server-${process.env.PORT ?? 'default'}.log`))
const stamp = (chunk) => `[${new Date().toISOString()}] ${chunk}`
child.stdout.on('data', (chunk) => log.write(stamp(chunk)))
child.stderr.on('data', (chunk) => {
  log.write(stamp(chunk))
  process.stderr.write(chunk)
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
