import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { bundleDir, repoRoot } from './paths'
import { prepareD1Templates } from './worker'

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
export default async function setup() {
  if (!process.env.MDH_SKIP_BUILD || !existsSync(join(repoRoot, 'build', 'server', 'index.js'))) {
    execFileSync(bin('remix'), ['vite:build'], { cwd: repoRoot, env, stdio: 'ignore' })
  }
  execFileSync(bin('wrangler'), ['deploy', '--dry-run', '--outdir', bundleDir], {
    cwd: repoRoot,
    env,
    stdio: 'ignore',
  })
  await prepareD1Templates()
}
