import { type TestWorker } from './worker'

// Reference data loaded by migration and never written by the app (and large): left out.
const REFERENCE_TABLES = ['us_zip_codes']

/**
 * Every row of every application table, as one comparable value. Tests take one before a
 * bad request and assert it is unchanged after ("nothing written").
 */
export async function snapshot(
  worker: TestWorker,
  except: string[] = [],
): Promise<Record<string, unknown[]>> {
  const tables = await worker.db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' ORDER BY name",
    )
    .all<{ name: string }>()
  const names = tables.results
    .map((t) => t.name)
    .filter((n) => !except.includes(n) && !REFERENCE_TABLES.includes(n))
  const rows = await worker.db.batch(
    names.map((n) => worker.db.prepare(`SELECT * FROM "${n}" ORDER BY rowid`)),
  )
  return Object.fromEntries(names.map((n, i) => [n, rows[i]?.results ?? []]))
}
