import { type TestWorker } from './worker'

// Reference data loaded by migration and never written by the app (and large): left out.
// Sessions are the caller's own sign-in bookkeeping (last_seen_at moves on every request):
// also left out, as a request's data changes are what a snapshot compares.
const REFERENCE_TABLES = ['us_zip_codes', 'sessions']

// The application's tables and their columns, read once per worker: the schema is fixed while it runs.
const tableColumns = new WeakMap<TestWorker, Promise<Map<string, string[]>>>()

function columnsOf(worker: TestWorker): Promise<Map<string, string[]>> {
  let columns = tableColumns.get(worker)
  if (!columns) {
    columns = worker.db
      .prepare(
        "SELECT m.name AS t, p.name AS c FROM sqlite_master m, pragma_table_info(m.name) p WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE '_cf_%' AND m.name NOT LIKE 'd1_%' ORDER BY m.name, p.cid",
      )
      .all<{ t: string; c: string }>()
      .then(({ results }) => {
        const byTable = new Map<string, string[]>()
        for (const { t, c } of results) byTable.set(t, [...(byTable.get(t) ?? []), c])
        return byTable
      })
    tableColumns.set(worker, columns)
  }
  return columns
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * Every row of every application table, as one comparable value. Tests take one before a
 * bad request and assert it is unchanged after ("nothing written").
 *
 * One statement reads them all, a column per table holding its rows as JSON: a batch of one
 * SELECT per table cost about 23 ms a snapshot (54 statements), paid hundreds of times by
 * the property tests that take one per generated request.
 */
export async function snapshot(
  worker: TestWorker,
  except: string[] = [],
): Promise<Record<string, unknown[]>> {
  await outboxSettled(worker)
  const columns = await columnsOf(worker)
  const names = [...columns.keys()].filter(
    (n) => !except.includes(n) && !REFERENCE_TABLES.includes(n),
  )
  // Rendering the overview marks notifications as seen (a read marker, not the request's data).
  const read = (n: string) =>
    (columns.get(n) ?? []).filter((c) => !(n === 'affiliates' && c === 'dashboard_seen_at'))
  // A table's content is its set of rows: ordered by content, not rowid, since a trigger that
  // deletes and re-inserts an unchanged row (footer_cities on an area saved as it was) gives it
  // a new rowid without changing any data.
  const tableRows = (n: string) =>
    `(SELECT json_group_array(json(r)) FROM (SELECT json_array(${read(n).map(quoted).join(', ')}) AS r FROM ${quoted(n)} ORDER BY r))`
  const row = await worker.db.prepare(`SELECT ${names.map(tableRows).join(', ')}`).raw<string[]>()
  const tables = row[0] ?? []
  const tableJson = (i: number): unknown[] => {
    const parsed: unknown = JSON.parse(tables[i] ?? '[]')
    return Array.isArray(parsed) ? parsed : []
  }
  return Object.fromEntries(names.map((n, i) => [n, tableJson(i)]))
}

/**
 * Mail is sent in the background after each write (and mints its links then), changing
 * email_outbox and password_setup_tokens: wait until nothing is due or being sent, so a
 * snapshot compares what the request under test did.
 */
async function outboxSettled(worker: TestWorker) {
  // Generous: on a busy machine the background send can take a while to start.
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const busy = await worker.db
      .prepare(
        "SELECT count(*) AS n FROM email_outbox WHERE status = 'sending' OR (status = 'queued' AND next_attempt_at IS NULL)",
      )
      .first<{ n: number }>()
    if (!busy?.n) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
