// `npm run test:stress`: the whole suite (`npm test`) with busy processes beside it, as on a
// laptop that is doing other work. Each busy process spins one core; they end with the suite,
// and on their own if this script dies (they check for their parent) or after three hours.
// Usage: npm run test:stress [-- --busy=N]   (N busy processes, default 2)
import { spawn } from 'node:child_process'
import { quietEnv, root } from './lib.mjs'

const busyArg = process.argv.find((arg) => arg.startsWith('--busy='))
const busy = busyArg ? Number(busyArg.slice('--busy='.length)) : 2
if (!Number.isInteger(busy) || busy < 0 || busy > 16) {
  console.error('--busy takes a whole number from 0 to 16')
  process.exit(2)
}

const SPIN = `
const parent = process.ppid
const until = Date.now() + 3 * 3600 * 1000
for (let i = 0; ; i++) {
  if (i % 1e7 === 0) {
    if (Date.now() > until) break
    try { process.kill(parent, 0) } catch { break }
  }
}`
const spinners = Array.from({ length: busy }, () =>
  spawn(process.execPath, ['-e', SPIN], { stdio: 'ignore' }),
)
const stopSpinners = () => spinners.forEach((child) => child.kill('SIGKILL'))
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopSpinners()
    process.exit(130)
  })

console.log(`› npm test with ${busy} busy process${busy === 1 ? '' : 'es'} beside it`)
const started = Date.now()
const suite = spawn(process.execPath, ['scripts/test.mjs'], {
  cwd: root,
  env: quietEnv,
  stdio: 'inherit',
})
suite.on('exit', (code) => {
  stopSpinners()
  const minutes = ((Date.now() - started) / 60_000).toFixed(1)
  console.log(`› the suite took ${minutes} min beside ${busy} busy process${busy === 1 ? '' : 'es'}`)
  process.exit(code ?? 1)
})
