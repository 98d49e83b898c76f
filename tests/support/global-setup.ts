import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { existsSync, rmSync } from 'node:fs'
import { type TestProject } from 'vitest/node'
import { join } from 'node:path'
import { bundleDir, repoRoot } from './paths'
import { prepareD1Templates } from './d1-templates'

const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name)
// Always a production build: vitest sets NODE_ENV=test, which would give React's development bundle.
const env = {
  ...process.env,
  NODE_ENV: 'production',
  WRANGLER_SEND_METRICS: 'false',
  NO_UPDATE_NOTIFIER: '1',
}

// Integration tests run the real Worker bundle: the Remix build, bundled by wrangler exactly as
// `wrangler deploy` would. `npm test` builds first and sets MDH_SKIP_BUILD; alone, we build here.
export default async function setup(project: TestProject) {
  if (!process.env.MDH_SKIP_BUILD || !existsSync(join(repoRoot, 'build', 'server', 'index.js'))) {
    execFileSync(bin('remix'), ['vite:build'], { cwd: repoRoot, env, stdio: 'ignore' })
  }
  // Bundling (esbuild, about 4 s) and migrating the template D1s (workerd, about 7 s) need
  // nothing of each other, and neither keeps two cores busy: side by side, vitest reaches its first
  // file about 2.3 s sooner (one small file, alternating: 15.4/15.9 s against 17.6/18.2 s).
  const bundled = promisify(execFile)(
    bin('wrangler'),
    ['deploy', '--dry-run', '--outdir', bundleDir],
    {
      cwd: repoRoot,
      env,
    },
  )
  const [templates] = await Promise.all([prepareD1Templates(), bundled])
  project.provide('d1Templates', templates)
  return () => rmSync(templates, { recursive: true, force: true })
}
