import {
  type ExplainRow,
  RAW_PAGE_SOURCES,
  SCHEMA_SQL,
  type SchemaRow,
  schemaByRoot,
  secretRead,
  shadowingCtes,
} from './console-secrets.server'
import { checkReadOnlySql, READ_ONLY_MESSAGE } from './read-only-sql.server'

export const QUERY_ROW_CAP = 500
/** Console queries that run longer are answered with an error (D1 ends them at its own limit). */
export const QUERY_TIME_LIMIT_MS = 2000
const EXECUTION_FAILED = 'Query execution failed'
const SECRET_REFUSED =
  'The query would read a password or token hash, which the console never shows'

export type QueryValue = string | number | null

export type QueryOutcome =
  | {
      ok: true
      fields: { name: string }[]
      /** Each row's values in `fields` order (the original console draws a row as an array). */
      rows: QueryValue[][]
      rowCount: number
      truncated: boolean
    }
  | { ok: false; error: string; message: string; reason?: string }

// Selects are wrapped so the database itself stops after the cap (a recursive CTE could otherwise
// produce rows without end). The newlines keep a trailing `--` comment from eating the wrapper.
const wrap = (ctes: string[], sql: string) => {
  const prefix = `${ctes.length > 0 ? `WITH ${ctes.join(',\n')}\n` : ''}SELECT * FROM (\n`
  return { prefix, text: `${prefix}${sql}\n) LIMIT ${QUERY_ROW_CAP + 1}` }
}

class TimedOut extends Error {}

function withinTimeLimit<T>(work: Promise<T>, limitMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), limitMs)
  })
  return Promise.race([work, limit]).finally(() => clearTimeout(timer))
}

type Prepared =
  { ok: true; text: string; shift: number } | { ok: false; outcome: QueryOutcome & { ok: false } }

/** The statement as it will run, once its compiled program is known to read no secret. */
async function prepareSelect(d1: D1Database, sql: string): Promise<Prepared> {
  const schema = await d1.prepare(SCHEMA_SQL).all<SchemaRow>()
  const byRoot = schemaByRoot(schema.results)
  const { prefix, text } = wrap(shadowingCtes(byRoot), sql)
  let program: ExplainRow[]
  try {
    program = (await d1.prepare(`EXPLAIN ${text}`).all<ExplainRow>()).results
  } catch (error) {
    const message = databaseMessage(error, prefix.length + 'EXPLAIN '.length)
    return { ok: false, outcome: { ok: false, error: EXECUTION_FAILED, message } }
  }
  const reason = secretRead(program, byRoot)
  if (reason)
    return {
      ok: false,
      outcome: { ok: false, error: SECRET_REFUSED, message: SECRET_REFUSED, reason },
    }
  return { ok: true, text, shift: prefix.length }
}

/**
 * Runs one read-only statement from the admin SQL console (spec §2 Database tab). The answer
 * comes within `timeLimitMs`; a statement still running then is abandoned (D1 itself ends it at
 * its own limit; a local workerd runs D1 on the same thread, so there the bound cannot apply).
 */
export async function runAdminQuery(
  d1: D1Database,
  query: string,
  { timeLimitMs = QUERY_TIME_LIMIT_MS } = {},
): Promise<QueryOutcome> {
  const check = checkReadOnlySql(query)
  if (!check.ok && check.syntax) {
    return { ok: false, error: EXECUTION_FAILED, message: check.reason }
  }
  if (!check.ok) {
    return { ok: false, error: READ_ONLY_MESSAGE, message: READ_ONLY_MESSAGE, reason: check.reason }
  }
  if (RAW_PAGE_SOURCES.test(query)) {
    return { ok: false, error: SECRET_REFUSED, message: SECRET_REFUSED, reason: 'raw pages' }
  }

  let text = check.sql
  let shift = 0
  if (check.kind === 'select') {
    const prepared = await prepareSelect(d1, check.sql)
    if (!prepared.ok) return prepared.outcome
    ;({ text, shift } = prepared)
  }
  let result: unknown[][]
  try {
    result = await withinTimeLimit(d1.prepare(text).raw({ columnNames: true }), timeLimitMs)
  } catch (error) {
    const message =
      error instanceof TimedOut
        ? `Query took longer than ${timeLimitMs / 1000} seconds and was stopped`
        : databaseMessage(error, shift)
    return { ok: false, error: EXECUTION_FAILED, message }
  }
  const [header = [], ...values] = result
  const rows = values.slice(0, QUERY_ROW_CAP).map((row) => header.map((_, i) => cell(row[i])))
  return {
    ok: true,
    // Positions, not names, tie a value to its column: a join's two `id`s both read `id`.
    fields: header.map((name) => ({ name: String(name) })),
    rows,
    rowCount: rows.length,
    truncated: values.length > QUERY_ROW_CAP,
  }
}

function cell(value: unknown): QueryValue {
  if (value === null || value === undefined) return null
  if (typeof value === 'string' || typeof value === 'number') return value
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value)
  if (value instanceof ArrayBuffer) return `[blob ${value.byteLength} bytes]`
  if (ArrayBuffer.isView(value)) return `[blob ${value.byteLength} bytes]`
  if (Array.isArray(value)) return `[blob ${value.length} bytes]`
  return String(value)
}

/** D1's message without its prefix, with offsets pointing into the admin's own text. */
function databaseMessage(error: unknown, shift: number): string {
  const raw = error instanceof Error ? error.message : String(error)
  return raw
    .replace(/^D1_ERROR:\s*/, '')
    .replace(/^Error:\s*/, '')
    .replace(
      /at offset (\d+)/g,
      (_, offset: string) => `at offset ${Math.max(0, Number(offset) - shift)}`,
    )
}
