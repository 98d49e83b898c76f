// Migrates the local D1 database and loads the demo seed when it is empty.
// Usage: node scripts/local-db.mjs [--reset] [--persist-to DIR]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bin, ensureDevVars, root, run } from './lib.mjs'

const args = process.argv.slice(2)
const persistIndex = args.indexOf('--persist-to')
const persistTo = persistIndex >= 0 ? args[persistIndex + 1] : process.env.MDH_PERSIST_DIR
const persistArgs = persistTo ? ['--persist-to', persistTo] : []

const vars = ensureDevVars()

if (args.includes('--reset')) {
  rmSync(join(persistTo ?? join(root, '.wrangler', 'state'), 'v3', 'd1'), {
    recursive: true,
    force: true,
  })
}

const wrangler = (...a) => run(bin('wrangler'), ['d1', ...a, 'DB', '--local', ...persistArgs])

wrangler('migrations', 'apply')

const countOut = wrangler('execute', '--json', '--command', 'SELECT count(*) AS n FROM users')
const count = JSON.parse(countOut.slice(countOut.indexOf('[')))[0]?.results?.[0]?.n ?? 0
if (count === 0) {
  const dir = mkdtempSync(join(tmpdir(), 'mdh-seed-'))
  const file = join(dir, 'seed.sql')
  run(bin('tsx'), ['db/seed/cli.ts', file, vars.PASSWORD_PEPPER ?? ''])
  wrangler('execute', '--file', file)
  rmSync(dir, { recursive: true, force: true })
  console.log('Local database migrated and seeded with demo data.')
} else {
  console.log('Local database migrated (already seeded).')
}
