// Helpers shared by the local tooling scripts (dev database, serving, test orchestration).
import { spawn, spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..')
export const bin = (name) => join(root, 'node_modules', '.bin', name)

// wrangler would otherwise try to reach the network for telemetry and update checks.
export const quietEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  NO_UPDATE_NOTIFIER: '1',
}

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, env: quietEnv, encoding: 'utf8', ...options })
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
    throw new Error(`${cmd} ${args.join(' ')} failed (${result.status}):\n${output}`)
  }
  return result.stdout ?? ''
}

export function start(cmd, args, options = {}) {
  return spawn(cmd, args, { cwd: root, env: quietEnv, stdio: 'inherit', ...options })
}

/** Local secrets for wrangler dev: .dev.vars, created from the committed example when missing. */
export function ensureDevVars() {
  const devVars = join(root, '.dev.vars')
  if (!existsSync(devVars)) copyFileSync(join(root, '.dev.vars.example'), devVars)
  return Object.fromEntries(
    readFileSync(devVars, 'utf8')
      .split('\n')
      .map((line) => line.match(/^\s*([A-Z0-9_]+)\s*=\s*"?(.*?)"?\s*$/))
      .filter(Boolean)
      .map((m) => [m[1], m[2]]),
  )
}
