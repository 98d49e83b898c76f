import { mkdirSync, mkdtempSync } from 'node:fs'
import { join } from 'node:path'
import { Miniflare } from './miniflare'
import { migrateInOneBatch } from '../../db/seed/one-batch'
import { d1TemplateDir } from './paths'

// The template D1s a test run's workers copy (tests/support/worker.ts). Kept apart from the
// worker module because the global setup, which makes them, cannot import vitest.

export const TEST_SECRETS = {
  SESSION_SECRET: 'test-session-secret-0123456789abcdef',
  JWT_SECRET: 'test-jwt-secret-0123456789abcdef0123',
  PASSWORD_PEPPER: 'test-pepper-0123456789abcdef',
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
  for (const seed of [false, true]) {
    await migrateInOneBatch(Miniflare, {
      persist: templateOf(dir, seed),
      databaseId: 'test-db',
      pepper: seed ? TEST_SECRETS.PASSWORD_PEPPER : undefined,
    })
  }
  return dir
}
