// The end-to-end server's database: migrated and seeded in one batch (db/seed/one-batch.ts), at
// the place `wrangler dev --persist-to DIR` reads its D1 from.
// Usage: tsx scripts/e2e-db.ts DIR
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Miniflare } from 'miniflare'
import { migrateInOneBatch } from '../db/seed/one-batch'
import { ensureDevVars, root } from './lib.mjs'

const persistTo = process.argv[2]
if (!persistTo) {
  console.error('usage: tsx scripts/e2e-db.ts DIR')
  process.exit(2)
}
// wrangler names a local D1's file after the binding's database_id.
const databaseId = readFileSync(join(root, 'wrangler.toml'), 'utf8').match(
  /^database_id\s*=\s*"([^"]+)"/m,
)?.[1]
if (!databaseId) throw new Error('wrangler.toml names no database_id')
await migrateInOneBatch(Miniflare, {
  persist: join(persistTo, 'v3', 'd1'),
  databaseId,
  pepper: ensureDevVars().PASSWORD_PEPPER ?? '',
})
