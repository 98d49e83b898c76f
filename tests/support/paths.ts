import { join } from 'node:path'

export const repoRoot = join(import.meta.dirname, '..', '..')
export const bundleDir = join(repoRoot, '.wrangler', 'test-bundle')
export const bundleFile = join(bundleDir, 'server.js')
export const migrationsDir = join(repoRoot, 'db', 'migrations')
export const d1TemplateDir = join(repoRoot, '.wrangler', 'test-d1')
