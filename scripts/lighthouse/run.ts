// `npm run lighthouse`: first paint of the public pages (issue 25). Builds the worker, serves it
// on a fresh demo database under `wrangler dev` (port LH_PORT, default 8814), runs Lighthouse
// (mobile, simulated throttling, performance only) three times per page with the system
// Chromium (CHROME_PATH, default /usr/bin/chromium) and prints the medians of the score, LCP and
// FCP. Flags: --skip-build, --runs=N, --pages=/,/jps (a comma-separated subset; 'checkout' for
// the checkout page). Each run's report is kept in .bench/lighthouse-reports/
// (its main-thread breakdown and long tasks are what to read when TBT rises). The checkout page
// is a fresh local checkout session: a jps booking request that takes a deposit (decision 036).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { benchDir, demoDatabase, root, run, serve } from '../bench/servers'
import { CHECKOUT, checkoutPath } from './checkout'

const ALL_PAGES = ['/', '/jps', '/jps/booking', '/service/ceramic-coating', CHECKOUT]
const args = process.argv.slice(2)
const only = args.find((a) => a.startsWith('--pages='))?.slice('--pages='.length).split(',')
const PAGES = only
  ? ALL_PAGES.filter((page) => only.includes(page === CHECKOUT ? 'checkout' : page))
  : ALL_PAGES
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3)
const port = Number(process.env.LH_PORT ?? 8814)
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

interface Run {
  score: number
  lcp: number
  fcp: number
  tbt: number
  cls: number
}

const reports = join(benchDir, 'lighthouse-reports')

async function audit(url: string, chromePort: number, name: string): Promise<Run> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`)
  // A run Lighthouse could not finish (its own error, not the page's) is reported, not scored 0.
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
  writeFileSync(join(reports, `${name}.json`), JSON.stringify(lhr))
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  }
}

/** One retry when Lighthouse itself fails (a lost trace on a busy machine); the error is shown. */
async function auditOrRetry(url: string, chromePort: number, name: string): Promise<Run> {
  try {
    return await audit(url, chromePort, name)
  } catch (error) {
    console.error(`${String(error)}; running it again.`)
    return audit(url, chromePort, name)
  }
}

async function main() {
  if (!args.includes('--skip-build'))
    run(join(root, 'node_modules', '.bin', 'remix'), ['vite:build'])
  const server = await serve(demoDatabase('lighthouse'), port, { countD1: false })
  mkdirSync(reports, { recursive: true })
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const lines = [
    '| page | score | LCP | FCP | TBT | CLS | runs (score / LCP ms) |',
    '|---|---|---|---|---|---|---|',
  ]
  try {
    for (const page of PAGES) {
      const results: Run[] = []
      const path = page === CHECKOUT ? await checkoutPath(server.origin) : page
      // A first load warms the worker and the precomputed answers, as on a live site.
      await fetch(server.origin + path)
      const name = page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'
      for (let i = 0; i < runs; i++)
        results.push(await auditOrRetry(server.origin + path, chrome.port, `${name}-${i + 1}`))
      const ms = (n: number) => `${(n / 1000).toFixed(2)} s`
      lines.push(
        `| ${page} | ${median(results.map((r) => r.score))} | ${ms(median(results.map((r) => r.lcp)))} | ${ms(median(results.map((r) => r.fcp)))} | ${Math.round(median(results.map((r) => r.tbt)))} ms | ${median(results.map((r) => r.cls)).toFixed(3)} | ${results.map((r) => `${r.score} / ${Math.round(r.lcp)}`).join(', ')} |`,
      )
      console.log(lines.at(-1))
    }
  } finally {
    await chrome.kill()
    server.stop()
  }
  console.log(`\nLighthouse ${runs} runs per page, medians (mobile, simulated throttling):\n`)
  console.log(lines.join('\n'))
  console.log(`\n(${benchDir}/lighthouse holds the demo database it served.)`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
