import { type TestWorker } from './worker'

// Reference data loaded by migration and never written by the app (and large): left out.
// Sessions are the caller's own sign-in bookkeeping (last_seen_at moves on every request):
// also left out, as a request's data changes are what a snapshot compares.
const REFERENCE_TABLES = ['us_zip_codes', 'sessions']

/**
 * Every row of every application table, as one comparable value. Tests take one before a
 * bad request and assert it is unchanged after ("nothing written").
 */
export async function snapshot(
  worker: TestWorker,
  except: string[] = [],
): Promise<Record<string, unknown[]>> {
  await outboxSettled(worker)
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
  // Rendering the overview marks notifications as seen (a read marker, not the request's data).
  const unmarked = (row: unknown) =>
    row && typeof row === 'object' ? { ...row, dashboard_seen_at: undefined } : row
  // A table's content is its set of rows: sorted by content, not rowid, since a trigger that
  // deletes and re-inserts an unchanged row (footer_cities on an area saved as it was) gives it
  // a new rowid without changing any data.
  const contentOrder = (list: unknown[]) =>
    list
      .map((r) => [JSON.stringify(r), r] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, r]) => r)
  return Object.fromEntries(
    names.map((n, i) => [
      n,
      contentOrder((rows[i]?.results ?? []).map((r) => (n === 'affiliates' ? unmarked(r) : r))),
    ]),
  )
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
