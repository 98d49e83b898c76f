// Serves the production build under wrangler dev (workerd) on PORT (default 8787).
// Usage: node scripts/serve.mjs [--persist-to DIR]
import { bin, ensureDevVars, start } from './lib.mjs'

ensureDevVars()
const args = process.argv.slice(2)
const persistIndex = args.indexOf('--persist-to')
const persistTo = persistIndex >= 0 ? args[persistIndex + 1] : process.env.MDH_PERSIST_DIR
const port = process.env.PORT ?? '8787'

const child = start(bin('wrangler'), [
  'dev',
  '--port',
  port,
  '--ip',
  '127.0.0.1',
  '--local',
  '--show-interactive-dev-session=false',
  // GET /__scheduled runs the Cron Trigger's handler on demand (local only; the reminders test).
  '--test-scheduled',
  // Links in emails must point at this server.
  '--var',
  `APP_ORIGIN:http://localhost:${port}`,
  ...(persistTo ? ['--persist-to', persistTo] : []),
])
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
