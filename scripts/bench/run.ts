// `npm run bench`: the scale benchmark (decision 015). Builds the worker, prepares the demo and
// the large database, serves both under `wrangler dev`, measures every public page and API call
// on both with autocannon, and prints the table of ratios. Flags: --quick (short runs while
// developing), --regen (new large database), --skip-build, --only=a,b (rows whose label contains
// one of these, while working on them; 'admin', 'dashboard' and 'customer' pick the signed-in
// rows).
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { LARGE_TENANT_SLUG } from './large-db'
import { benchDir, demoDatabase, largeDatabase, root, run, serve, type Server } from './servers'
import { HTML_LIMIT, MY_BOOKINGS, type Role, signedInRequests, signIn } from './signed-in'

const flags = new Set(process.argv.slice(2))
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
const quick = flags.has('--quick')
const DURATION = quick ? 3 : 10
const CONNECTIONS = 10
const GOAL = 1.5
const log = (line: string) => console.log(`[bench] ${line}`)

// Answers whose content is the whole marketplace by the API's shape (spec §7: every served city
// with its businesses): their bytes grow with it, so their time does too. They are precomputed
// (one single-row read per request, decision 017) and no page renders from them; the table shows
// their ratios marked "(content)" and the goal leaves them out.
// The marketplace's first sitemap file lists up to 7,142 whole businesses (decision 017) and the
// full /api/affiliates every approved one (§7), so they are of the same kind; the large
// database's 2,000 live own domains (issue 43) are left out of the file by the index led by the
// business, which is what its row watches.
const SITEMAP_FILE = '/sitemaps/businesses-1.xml (large: 2,000 live own domains)'
const GROWS_BY_DESIGN = new Set(['/api/service_areas/footer', SITEMAP_FILE, '/api/affiliates'])

/** [label, demo path, large path]: the same request on both, except the large tenant's own. */
function requests(): [string, string, string][] {
  // Read when the rows are made, after the build: a fresh checkout has no build/ before it.
  const asset = readdirSync(join(root, 'build', 'client', 'assets')).find((f) => f.endsWith('.js'))
  const same = (label: string, path: string): [string, string, string] => [label, path, path]
  return [
    same('static asset (floor)', `/assets/${asset ?? ''}`),
    same('/api/health (floor)', '/api/health'),
    same('/ (platform landing)', '/'),
    same('/jps', '/jps'),
    ['a large tenant’s landing (demo: /jps)', '/jps', `/${LARGE_TENANT_SLUG}`],
    same('/jps/booking', '/jps/booking'),
    same('/booking (platform)', '/booking'),
    // Choose a time: demo jps has an empty calendar, large jps 2,000 appointments (issue 26).
    same('/jps/booking/request (live times)', '/jps/booking/request?vehicle=car&service=1&tier=2'),
    same('/api/reviews?type=mdh&limit=50', '/api/reviews?type=mdh&limit=50'),
    same(
      '/api/reviews?type=affiliate&business_slug=jps',
      '/api/reviews?type=affiliate&business_slug=jps',
    ),
    [
      '/api/reviews of the large tenant (demo: jps)',
      '/api/reviews?type=affiliate&business_slug=jps',
      `/api/reviews?type=affiliate&business_slug=${LARGE_TENANT_SLUG}`,
    ],
    same('/api/service_areas/footer', '/api/service_areas/footer'),
    same('/api/service_areas/footer/AZ', '/api/service_areas/footer/AZ'),
    same('/sitemap.xml', '/sitemap.xml'),
    same(SITEMAP_FILE, '/sitemaps/businesses-1.xml'),
    same('/api/affiliates', '/api/affiliates'),
    // A caller that pages (issue 43): a page of 50 by name, and a search by name or slug.
    same('/api/affiliates?limit=50&offset=0', '/api/affiliates?limit=50&offset=0'),
    same('/api/affiliates?q=detail&limit=25', '/api/affiliates?q=detail&limit=25'),
    same('/api/affiliates/lookup', '/api/affiliates/lookup?city=Phoenix&state=AZ'),
    same('/api/places/suggest', '/api/places/suggest?q=Phoe'),
  ]
}

interface Measure {
  p50: number
  p99: number
  rps: number
  bytes: number
  status: number
  statements: string
  errors: number
}

// A cookie that signs no one in but, like any mdh_ cookie, keeps the request off the edge cache:
// the origin's own cost.
const ORIGIN_ONLY = { Cookie: 'mdh_bench=origin' }

async function measure(origin: string, path: string, headers: Record<string, string> = {}) {
  const first = await fetch(origin + path, { headers })
  const bytes = (await first.arrayBuffer()).byteLength
  const statements = `${first.headers.get('X-D1-Statements') ?? '–'}/${first.headers.get('X-D1-Round-Trips') ?? '–'}`
  const result = await autocannon({
    url: origin + path,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 30,
    headers,
  })
  const measured: Measure = {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    bytes,
    status: first.status,
    statements,
    errors: result.errors + result.timeouts + result.non2xx,
  }
  return measured
}

const kb = (n: number) => (n >= 10_240 ? `${Math.round(n / 1024)} KB` : `${n} B`)

async function main() {
  if (!flags.has('--skip-build')) {
    log('Building…')
    run(join(root, 'node_modules', '.bin', 'remix'), ['vite:build'])
  }
  log('Preparing the demo database…')
  const demoDir = demoDatabase()
  const largeDir = largeDatabase(flags.has('--regen'), log)
  const [demo, large] = await Promise.all([serve(demoDir, 8896), serve(largeDir, 8897)])
  const rows: string[] = []
  const results: unknown[] = []
  let worst = 0
  const ratioCell = (ratio: number, byDesign = false) =>
    `${ratio.toFixed(2)}${byDesign ? ' (content)' : ratio <= GOAL ? '' : ' ⚠'}`
  try {
    const chosen = requests().filter(([label]) => !only || only.some((o) => label.includes(o)))
    for (const [label, demoPath, largePath] of chosen) {
      // Demo then large, back to back, so both see the same machine load. First the origin
      // (no edge cache: the work the database and the worker do), then as visitors get it.
      const d = await measure(demo.origin, demoPath, ORIGIN_ONLY)
      const l = await measure(large.origin, largePath, ORIGIN_ONLY)
      const de = await measure(demo.origin, demoPath)
      const le = await measure(large.origin, largePath)
      const ratio = l.p50 / Math.max(d.p50, 1)
      const edgeRatio = le.p50 / Math.max(de.p50, 1)
      const byDesign = GROWS_BY_DESIGN.has(label)
      if (!byDesign) worst = Math.max(worst, edgeRatio, ratio)
      results.push({
        label,
        demoPath,
        largePath,
        origin: { demo: d, large: l },
        edge: { demo: de, large: le },
      })
      rows.push(
        `| ${label} | ${d.p50} / ${l.p50} ms | ${ratioCell(ratio, byDesign)} | ${de.p50} / ${le.p50} ms | ${ratioCell(edgeRatio, byDesign)} | ${d.p99} / ${l.p99} ms | ${de.rps} / ${le.rps} | ${kb(d.bytes)} / ${kb(l.bytes)} | ${d.statements} / ${l.statements} | ${d.errors + l.errors + de.errors + le.errors} |`,
      )
      log(
        `${label}: origin ${d.p50} → ${l.p50} ms (${ratio.toFixed(2)}×), edge ${de.p50} → ${le.p50} ms`,
      )
    }
    const signed = await signedInRows(demo, large, only)
    rows.push(...signed.rows)
    results.push(...signed.results)
    worst = Math.max(worst, signed.worst)
  } finally {
    demo.stop()
    large.stop()
  }
  const table = [
    `Concurrency ${CONNECTIONS}, ${DURATION} s per request, database and mode. Origin: the edge cache bypassed; edge: as an anonymous visitor gets it. Signed-in rows (admin, dashboard, customer) are origin only, with the role's session; the large database's jps has 5,000 booking requests, 3,000 customers, 2,000 appointments, 1,000 quotes and 20,000 reviews. ⚠ on bytes: over 200 KB of HTML.`,
    '',
    '| request | origin p50 demo / large | ratio | edge p50 demo / large | ratio | origin p99 demo / large | edge req/s demo / large | bytes demo / large | D1 statements / round trips demo / large | errors |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n')
  console.log(`\n${table}\n`)
  writeFileSync(join(benchDir, 'results.json'), JSON.stringify(results, null, 2))
  writeFileSync(join(benchDir, 'results.md'), `${table}\n`)
  console.log(
    `Worst p50 ratio ${worst.toFixed(2)} (goal ≤ ${GOAL}; rows marked "(content)" grow with the marketplace by design).`,
  )
}

/**
 * The signed-in rows: origin only (a session's pages are never cached at the edge), each with its
 * role's cookie on both databases. A page over 200 KB of HTML misses the goal whatever its time.
 */
async function signedInRows(demo: Server, large: Server, filter: string[] | undefined) {
  const rows: string[] = []
  const results: unknown[] = []
  let worst = 0
  const cookies = new Map<string, string>()
  const cookie = async (server: Server, role: Role) => {
    const key = `${server.origin} ${role}`
    if (!cookies.has(key)) cookies.set(key, await signIn(server.origin, role))
    return cookies.get(key) ?? ''
  }
  const chosen = signedInRequests().filter(
    ([label]) => !filter || filter.some((o) => label.includes(o)),
  )
  for (const [label, path, role] of chosen) {
    const probe = await fetch(large.origin + path, {
      headers: { Cookie: await cookie(large, role) },
    })
    await probe.arrayBuffer()
    if (path === MY_BOOKINGS && probe.status === 404) {
      log(`${label}: ${path} answers 404 on this build (My bookings is not built yet); skipped.`)
      continue
    }
    const d = await measure(demo.origin, path, { Cookie: await cookie(demo, role) })
    const l = await measure(large.origin, path, { Cookie: await cookie(large, role) })
    const ratio = l.p50 / Math.max(d.p50, 1)
    const heavy = l.bytes > HTML_LIMIT
    worst = Math.max(worst, ratio)
    results.push({ label, path, origin: { demo: d, large: l } })
    rows.push(
      `| ${label} | ${d.p50} / ${l.p50} ms | ${ratio.toFixed(2)}${ratio <= GOAL ? '' : ' ⚠'} | – | – | ${d.p99} / ${l.p99} ms | – | ${kb(d.bytes)} / ${kb(l.bytes)}${heavy ? ' ⚠' : ''} | ${d.statements} / ${l.statements} | ${d.errors + l.errors} |`,
    )
    log(`${label}: origin ${d.p50} → ${l.p50} ms (${ratio.toFixed(2)}×), ${kb(l.bytes)}`)
  }
  return { rows, results, worst }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
