// Databases and servers for the benchmark: the demo database and the large one, each in its own
// persisted local D1 under .bench/ (ignored by git), each served by the production build under
// `wrangler dev` on its own port.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  BENCH_SCALE,
  LARGE_DETAILER,
  LARGE_DETAILER_SLUG,
  largeDbStatements,
  largeDetailerStatements,
} from './large-db'

export const root = join(import.meta.dirname, '..', '..')
export const benchDir = join(root, '.bench')
const bin = (name: string) => join(root, 'node_modules', '.bin', name)
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  NO_UPDATE_NOTIFIER: '1',
}

export function run(cmd: string, args: string[]) {
  const result = spawnSync(cmd, args, { cwd: root, env, encoding: 'utf8', stdio: 'pipe' })
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`)
  }
  return result.stdout
}

/** A migrated, demo-seeded database (always fresh), in .bench/{name}. */
export function demoDatabase(name = 'demo'): string {
  const dir = join(benchDir, name)
  rmSync(dir, { recursive: true, force: true })
  run(process.execPath, ['scripts/local-db.mjs', '--persist-to', dir])
  return dir
}

/**
 * The demo database grown to BENCH_SCALE. Reused while the scale is the same (generating takes
 * minutes), after applying any newer migrations to it; `regenerate` forces a new one.
 */
export function largeDatabase(regenerate: boolean, log: (line: string) => void): string {
  const dir = join(benchDir, 'large')
  const stampFile = join(dir, 'generated.json')
  const stamp = JSON.stringify({ scale: BENCH_SCALE, detailer: LARGE_DETAILER })
  if (!regenerate && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    log('Reusing the large database in .bench/large (--regen makes a new one).')
    run(process.execPath, ['scripts/local-db.mjs', '--persist-to', dir])
    return dir
  }
  rmSync(dir, { recursive: true, force: true })
  run(process.execPath, ['scripts/local-db.mjs', '--persist-to', dir])
  const file = join(benchDir, 'large.sql')
  const statements = [
    ...largeDbStatements(BENCH_SCALE),
    ...largeDetailerStatements(LARGE_DETAILER_SLUG, LARGE_DETAILER),
  ]
  writeFileSync(file, `${statements.join(';\n')};\n`)
  const started = Date.now()
  log('Generating the large database (a few minutes)…')
  run(bin('wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', dir, '--file', file])
  log(`Generated in ${Math.round((Date.now() - started) / 1000)} s.`)
  writeFileSync(stampFile, stamp)
  return dir
}

export interface Server {
  origin: string
  stop(): void
}

/** `wrangler dev` on the production build, with D1 statement counting on unless told not. */
export async function serve(
  persistTo: string,
  port: number,
  { countD1 = true }: { countD1?: boolean } = {},
): Promise<Server> {
  mkdirSync(benchDir, { recursive: true })
  const vars = ['APP_ENV:bench', ...(countD1 ? ['COUNT_D1:1'] : [])]
  const child: ChildProcess = spawn(
    bin('wrangler'),
    [
      'dev',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--inspector-port',
      String(port + 1000),
      '--local',
      '--show-interactive-dev-session=false',
      '--persist-to',
      persistTo,
      ...vars.flatMap((v) => ['--var', v]),
    ],
    { cwd: root, env, stdio: 'ignore', detached: false },
  )
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null) throw new Error(`wrangler dev on ${port} exited`)
    if (Date.now() > deadline) throw new Error(`wrangler dev on ${port} did not start`)
    await new Promise((r) => setTimeout(r, 500))
  }
  return { origin, stop: () => child.kill('SIGTERM') }
}
