import { checkReadOnlySql, READ_ONLY_MESSAGE } from './read-only-sql.server'

export const QUERY_ROW_CAP = 500
const EXECUTION_FAILED = 'Query execution failed'
const REDACTED_COLUMNS = /^(password_hash|token_hash)(:\d+)?$/i

export type QueryValue = string | number | null

export type QueryOutcome =
  | {
      ok: true
      fields: { name: string }[]
      rows: Record<string, QueryValue>[]
      rowCount: number
      truncated: boolean
    }
  | { ok: false; error: string; message: string; reason?: string }

// Selects are wrapped so the database itself stops after the cap (a recursive CTE could otherwise
// produce rows without end). The newlines keep a trailing `--` comment from eating the wrapper.
const WRAP_PREFIX = 'SELECT * FROM (\n'
const wrap = (sql: string) => `${WRAP_PREFIX}${sql}\n) LIMIT ${QUERY_ROW_CAP + 1}`

/** Runs one read-only statement from the admin SQL console (spec §2 Database tab). */
export async function runAdminQuery(d1: D1Database, query: string): Promise<QueryOutcome> {
  const check = checkReadOnlySql(query)
  if (!check.ok && check.syntax) {
    return { ok: false, error: EXECUTION_FAILED, message: check.reason }
  }
  if (!check.ok) {
    return { ok: false, error: READ_ONLY_MESSAGE, message: READ_ONLY_MESSAGE, reason: check.reason }
  }

  const wrapped = check.kind === 'select'
  let result: unknown[][]
  try {
    result = await d1.prepare(wrapped ? wrap(check.sql) : check.sql).raw({ columnNames: true })
  } catch (error) {
    return {
      ok: false,
      error: EXECUTION_FAILED,
      message: databaseMessage(error, wrapped ? WRAP_PREFIX.length : 0),
    }
  }
  const [header = [], ...values] = result
  const names = uniqueNames(header.map(String))
  const capped = values.slice(0, QUERY_ROW_CAP)
  const rows = capped.map((row) =>
    Object.fromEntries(
      names.map((name, i) => [
        name,
        REDACTED_COLUMNS.test(name) && row[i] !== null ? '[redacted]' : cell(row[i]),
      ]),
    ),
  )
  return {
    ok: true,
    fields: names.map((name) => ({ name })),
    rows,
    rowCount: rows.length,
    truncated: values.length > QUERY_ROW_CAP,
  }
}

/** Rows are objects, so repeated column names (a join's two `id`s) get SQLite's `:n` suffix. */
function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>()
  return names.map((name) => {
    const n = seen.get(name) ?? 0
    seen.set(name, n + 1)
    return n === 0 ? name : `${name}:${n}`
  })
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
