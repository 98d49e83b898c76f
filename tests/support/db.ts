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
  const result: Record<string, unknown[]> = {}
  for (const { name } of tables.results) {
    if (except.includes(name) || REFERENCE_TABLES.includes(name)) continue
    result[name] = (await worker.db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()).results
  }
  return result
}
