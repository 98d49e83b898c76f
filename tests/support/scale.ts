import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync, inflateRawSync } from 'node:zlib'
import { largeDbStatements, type Scale } from '../../scripts/bench/large-db'
import { repoRoot } from './paths'
import { startWorker, type TestWorker } from './worker'

/**
 * Big enough that a scan or a sort over a big table shows in timings and in the query plans,
 * small enough to generate in seconds in workerd (the benchmark uses ten times more).
 */
export const TEST_SCALE: Scale = {
  detailers: 1_000,
  areasPerDetailer: 10,
  reviews: 100_000,
  serviceDetailers: 200,
  // One in five serves its site on its own domain, as on the benchmark's database.
  ownDomains: 200,
}

/** A worker on the demo seed grown to TEST_SCALE, counting its D1 statements per request. */
export async function startLargeWorker(bindings: Record<string, string> = {}): Promise<TestWorker> {
  const worker = await startWorker({ bindings: { COUNT_D1: '1', ...bindings } })
  for (const statement of largeDbStatements(TEST_SCALE)) await worker.db.prepare(statement).run()
  return worker
}

export interface D1Run {
  sql: string
  params: unknown[]
}

export interface D1Use {
  statements: number
  roundTrips: number
  queries: string[]
  /** Every statement run, with its bound values. */
  runs: D1Run[]
}

function unpack(response: Response, header: string): unknown {
  const encoded = response.headers.get(header)
  return encoded ? JSON.parse(inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8')) : []
}

function toRun(value: unknown): D1Run[] {
  if (!Array.isArray(value)) return []
  const [sql, params] = value
  return typeof sql === 'string' && Array.isArray(params) ? [{ sql, params }] : []
}

/** What the request did in D1, from the headers the worker adds outside production. */
export function d1Use(response: Response): D1Use {
  const queries = unpack(response, 'X-D1-Queries')
  const runs = unpack(response, 'X-D1-Runs')
  return {
    statements: Number(response.headers.get('X-D1-Statements')),
    roundTrips: Number(response.headers.get('X-D1-Round-Trips')),
    queries: Array.isArray(queries) ? queries.filter((q) => typeof q === 'string') : [],
    runs: Array.isArray(runs) ? runs.flatMap(toRun) : [],
  }
}

/**
 * The rows SQLite read (D1's rows_read, what D1 bills) to answer the request's reads, found by
 * running each of its SELECTs again with the same values.
 */
export async function rowsRead(worker: TestWorker, runs: D1Run[]): Promise<number> {
  let total = 0
  for (const { sql, params } of runs) {
    if (!/^\s*(select|with)\b/i.test(sql)) continue
    const { meta } = await worker.db
      .prepare(sql)
      .bind(...params)
      .all()
    total += Number(meta.rows_read ?? 0)
  }
  return total
}

/** Placeholders outside string literals (drizzle writes parameters as `?`). */
function placeholders(sql: string): number {
  return sql.replace(/'(?:[^']|'')*'/g, '').split('?').length - 1
}

/**
 * The query plan's lines (EXPLAIN QUERY PLAN). SQLite plans at prepare time, before values are
 * bound (no STAT4), so NULLs stand in for the request's values.
 */
export async function queryPlan(worker: TestWorker, sql: string): Promise<string[]> {
  const nulls = Array.from({ length: placeholders(sql) }, () => null)
  const { results } = await worker.db
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...nulls)
    .all<{ detail: string }>()
  return results.map((r) => r.detail)
}

// What the page loads on its own: its modulepreloads and the module script's imports. The route
// manifest inlined in the page (lazy route discovery) also names the modules of routes it links
// to; those load only on a navigation there, so they are not counted.
const LOADED =
  /<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"|import(?:\s*\*\s*as\s+\w+\s+from\s*|\s*\(\s*)"(\/assets\/[\w.-]+\.js)"/g

function gzipped(files: string[]): number {
  return files.reduce(
    (sum, file) =>
      sum + gzipSync(readFileSync(join(repoRoot, 'build', 'client', file)), { level: 9 }).length,
    0,
  )
}

/** Gzipped bytes of the JavaScript a page's HTML loads (its module scripts and preloads). */
export function pageScriptsGzipped(html: string): { files: string[]; bytes: number } {
  const files = [...new Set([...html.matchAll(LOADED)].map((m) => m[1] ?? m[2] ?? ''))]
  return { files, bytes: gzipped(files) }
}

// The framework's chunks: React, ReactDOM and Remix's runtime (Vite names the chunk after Remix's
// `components` module) and Remix's route manifest. Everything else a page loads is the app's own.
const FRAMEWORK = /\/assets\/(components|manifest)-[\w-]+\.js$/

/** Gzipped bytes of the app's own JavaScript a page loads: its scripts minus the framework's. */
export function appScriptsGzipped(html: string): { files: string[]; bytes: number } {
  const files = pageScriptsGzipped(html).files.filter((file) => !FRAMEWORK.test(file))
  return { files, bytes: gzipped(files) }
}
