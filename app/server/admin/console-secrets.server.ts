// Secrets the SQL console must never return, whatever the query. D1 has no authorizer hook, so:
// 1. every table holding a secret is shadowed by a CTE of the same name that shows the secret
//    columns as '[redacted]' (unqualified names, the usual case, read the CTE);
// 2. the statement as it will run is compiled with EXPLAIN first, and refused if its program
//    reads a secret column of a real table (a `main.users` reference, a subquery, an index seek
//    on a secret index...) or opens anything it cannot name.

export const REDACTED = '[redacted]'

/** Columns that hold credentials or name one without saying so: session ids, mailed links. */
const EXPLICIT: Record<string, readonly string[]> = {
  sessions: ['id'],
  // Rendered mails and their data can carry links with tokens.
  email_outbox: ['body', 'payload'],
}
// Any column that identifies a session or token, or holds a password, hash, secret or sealed
// value, in any table present or future: refresh_tokens.session_id equals sessions.id, so both
// must be hidden. tests/integration/hardening-round2-console.test.ts fails when a column whose
// name looks like a credential is neither covered here nor listed as known harmless.
const BY_NAME = /(password|token|session_id|secret|sealed|hash|jti|nonce|api_?key|private)/i
export function isSecretColumn(table: string, column: string): boolean {
  return (
    (EXPLICIT[table.toLowerCase()] ?? []).includes(column.toLowerCase()) || BY_NAME.test(column)
  )
}

/** Names that expose raw database pages (when compiled in): refused outright. */
export const RAW_PAGE_SOURCES = /sqlite_dbpage|dbstat/i

export interface SchemaObject {
  type: 'table' | 'index'
  name: string
  table: string
  /** Position in the table's record (table) or in the index key (index) → table column name. */
  columns: Map<number, string>
  /** Its CREATE statement: where an index's expressions are spelled out. */
  sql: string | null
  /** An index with an expression over a secret column (schemaByRoot works it out). */
  secretExpression?: boolean
}

/**
 * One query listing every table's and index's columns with their root pages. D1's own tables
 * (_cf_*) cannot be inspected (nor queried): their pages stay unnamed, so opening them is refused.
 */
export const SCHEMA_SQL = `SELECT m.type AS type, m.name AS name, m.tbl_name AS tbl, m.rootpage AS root,
    c.cid AS pos, c.name AS col, m.sql AS sql
  FROM sqlite_master m JOIN pragma_table_info(m.name) c
  WHERE m.type = 'table' AND m.name NOT LIKE '\\_cf\\_%' ESCAPE '\\'
  UNION ALL
  SELECT m.type, m.name, m.tbl_name, m.rootpage, c.seqno, c.name, m.sql
  FROM sqlite_master m JOIN pragma_index_info(m.name) c
  WHERE m.type = 'index' AND m.tbl_name NOT LIKE '\\_cf\\_%' ESCAPE '\\'`

export interface SchemaRow {
  type: string
  name: string
  tbl: string
  root: number | null
  pos: number
  col: string | null
  sql: string | null
}

export function schemaByRoot(rows: SchemaRow[]): Map<number, SchemaObject> {
  const byRoot = new Map<number, SchemaObject>()
  for (const row of rows) {
    if (row.root === null || (row.type !== 'table' && row.type !== 'index')) continue
    let object = byRoot.get(row.root)
    if (!object) {
      object = { type: row.type, name: row.name, table: row.tbl, columns: new Map(), sql: row.sql }
      byRoot.set(row.root, object)
    }
    // An index's expression columns have no name ('').
    object.columns.set(row.pos, row.col ?? '')
  }
  for (const index of byRoot.values()) {
    if (index.type === 'index' && [...index.columns.values()].includes(''))
      index.secretExpression = expressionNamesSecret(index, byRoot)
  }
  return byRoot
}

/**
 * Whether an index's expressions may read a secret: an expression can only use its own table's
 * columns, so it is harmless when its CREATE INDEX names none of that table's secret columns
 * (e.g. `coalesce(start_at, preferred_date)`). Unknown SQL counts as secret.
 */
function expressionNamesSecret(index: SchemaObject, byRoot: Map<number, SchemaObject>): boolean {
  const table = [...byRoot.values()].find((o) => o.type === 'table' && o.name === index.table)
  if (!table || !index.sql) return true
  const secrets = [...table.columns.values()].filter((c) => isSecretColumn(table.name, c))
  const words = new Set(index.sql.toLowerCase().match(/[a-z_][a-z0-9_]*/g) ?? [])
  return secrets.some((c) => words.has(c.toLowerCase()))
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** `name AS (SELECT … '[redacted]' AS secret …)` for each table holding a secret. */
export function shadowingCtes(byRoot: Map<number, SchemaObject>): string[] {
  const ctes: string[] = []
  for (const object of byRoot.values()) {
    if (object.type !== 'table') continue
    const columns = [...object.columns.entries()].sort(([a], [b]) => a - b).map(([, c]) => c)
    if (!columns.some((c) => isSecretColumn(object.name, c))) continue
    const list = columns.map((c) =>
      isSecretColumn(object.name, c) ? `'${REDACTED}' AS ${quote(c)}` : quote(c),
    )
    ctes.push(
      `${quote(object.name)} AS (SELECT ${list.join(', ')} FROM main.${quote(object.name)})`,
    )
  }
  return ctes
}

export interface ExplainRow {
  opcode: string
  p1: number
  p2: number
  p5: number
}

const OPENS = new Set(['OpenRead', 'ReopenIdx', 'OpenWrite'])
const P2_IS_REGISTER = 0x10
// Opcodes whose p1 is a cursor they position or read.
const CURSOR_USE =
  /^(Seek|Idx|Column|Rewind|Next|Prev|Last|Found|NotFound|NoConflict|IfNoHope|DeferredSeek|RowData|RowCell)/
// sqlite_master lives on page 1 and is not listed in itself; it holds no secrets.
const SCHEMA_ROOT = 1

/** Why the compiled program may not run, or null when it reads no secret. */
export function secretRead(
  program: ExplainRow[],
  byRoot: Map<number, SchemaObject>,
): string | null {
  const cursors = new Map<number, SchemaObject>()
  const secretIndexCursors = new Map<number, string>()
  for (const op of program) {
    if (OPENS.has(op.opcode)) {
      if (op.p5 & P2_IS_REGISTER) return 'the query opens a table it cannot name'
      if (op.p2 === SCHEMA_ROOT) continue
      const object = byRoot.get(op.p2)
      if (!object) return 'the query opens a table it cannot name'
      const secretIndex =
        object.type === 'index' &&
        (object.secretExpression === true ||
          [...object.columns.values()].some((c) => c !== '' && isSecretColumn(object.table, c)))
      if (secretIndex) secretIndexCursors.set(op.p1, object.name)
      else cursors.set(op.p1, object)
    } else if (secretIndexCursors.has(op.p1) && CURSOR_USE.test(op.opcode)) {
      // Seeking or walking an index on a secret is an oracle for it (counting rows is not).
      return `it uses the index ${secretIndexCursors.get(op.p1)}, which holds a secret`
    } else if (op.opcode === 'Column') {
      const object = cursors.get(op.p1)
      const column = object?.columns.get(op.p2)
      if (object && column !== undefined && isSecretColumn(object.table, column))
        return `it reads ${object.table}.${column}`
    } else if (op.opcode === 'RowData' || op.opcode === 'RowCell') {
      const object = cursors.get(op.p1)
      if (object && [...object.columns.values()].some((c) => isSecretColumn(object.table, c)))
        return `it reads whole rows of ${object.table}`
    }
  }
  return null
}
