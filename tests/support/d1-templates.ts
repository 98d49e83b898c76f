import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Miniflare } from './miniflare'
import { buildSeedStatements } from '../../db/seed/build'
import { d1TemplateDir, migrationsDir } from './paths'

// The template D1s a test run's workers copy (tests/support/worker.ts). Kept apart from the
// worker module because the global setup, which makes them, cannot import vitest.

export const TEST_SECRETS = {
  SESSION_SECRET: 'test-session-secret-0123456789abcdef',
  JWT_SECRET: 'test-jwt-secret-0123456789abcdef0123',
  PASSWORD_PEPPER: 'test-pepper-0123456789abcdef',
}

function migrationStatements(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .flatMap((f) => readFileSync(join(migrationsDir, f), 'utf8').split('--> statement-breakpoint'))
    .map((s) => s.trim())
    .filter(Boolean)
}

/** Where the template D1 of a seeded or an unseeded worker is kept for the run. */
export const templateOf = (dir: string, seed: boolean) => join(dir, seed ? 'seeded' : 'migrated')

/**
 * Migrates (and seeds) a D1 once per test run, in a directory each worker then copies: applying
 * every migration (the ZIP code table alone is 41,865 rows) and hashing the seed's passwords
 * cost about two seconds a worker, a copy a few milliseconds. Called by the global setup.
 */
export async function prepareD1Templates(): Promise<string> {
  // A directory of this run's own: another vitest run in the same checkout keeps its templates.
  mkdirSync(d1TemplateDir, { recursive: true })
  const dir = mkdtempSync(join(d1TemplateDir, 'run-'))
  const seedStatements = await buildSeedStatements(TEST_SECRETS.PASSWORD_PEPPER)
  for (const seed of [false, true]) {
    const mf = new Miniflare({
      modules: true,
      script: 'export default { fetch: () => new Response(null) }',
      compatibilityDate: '2025-10-01',
      d1Databases: { DB: 'test-db' },
      d1Persist: templateOf(dir, seed),
    })
    const db = await mf.getD1Database('DB')
    const statements = [...migrationStatements(), ...(seed ? seedStatements : [])]
    await db.batch(statements.map((s) => db.prepare(s)))
    await mf.dispose()
  }
  return dir
}
