// The SQL console's read-only gate. D1 has no read-only connection, so the server itself decides
// which text may reach the database: one statement that starts with SELECT, WITH or EXPLAIN and
// names no write or session keyword outside string literals, quoted identifiers and comments.

export const READ_ONLY_MESSAGE =
  'Only single read-only SELECT, WITH or EXPLAIN statements are allowed'

export const FORBIDDEN_KEYWORDS = [
  'INSERT',
  'UPDATE',
  'DELETE',
  'REPLACE',
  'UPSERT',
  'CREATE',
  'DROP',
  'ALTER',
  'ATTACH',
  'DETACH',
  'PRAGMA',
  'VACUUM',
  'REINDEX',
  'ANALYZE',
  'SAVEPOINT',
  'RELEASE',
  'BEGIN',
  'COMMIT',
  'ROLLBACK',
] as const

const KEYWORD = new RegExp(`\\b(${FORBIDDEN_KEYWORDS.join('|')})\\b`, 'gi')
const STARTS = /^\s*(SELECT|WITH|EXPLAIN)\b/i

export type ReadOnlyCheck =
  | { ok: true; sql: string; kind: 'select' | 'explain' }
  /** `syntax`: not a refusal of what the statement does, just text SQLite could not run. */
  | { ok: false; reason: string; syntax?: true }

interface Masked {
  /** The text with literals, quoted identifiers and comments blanked out. */
  code: string
  /** Where, in the original text, the first statement separator sits (or -1). */
  firstSemicolon: number
}

/** Blanks what SQLite's tokenizer would not read as keywords, keeping statement separators. */
export function maskSql(sql: string): Masked {
  let code = ''
  let firstSemicolon = -1
  let i = 0
  while (i < sql.length) {
    const c = sql.charAt(i)
    const next = sql.charAt(i + 1)
    if (c === '-' && next === '-') {
      const end = sql.indexOf('\n', i)
      i = end === -1 ? sql.length : end
      code += ' '
    } else if (c === '/' && next === '*') {
      // SQLite reads an unterminated block comment up to the end of the input.
      const end = sql.indexOf('*/', i + 2)
      i = end === -1 ? sql.length : end + 2
      code += ' '
    } else if (c === "'" || c === '"' || c === '`' || c === '[') {
      const close = c === '[' ? ']' : c
      let j = i + 1
      while (j < sql.length) {
        if (sql.charAt(j) === close) {
          // Quotes are escaped by doubling them; brackets cannot be escaped.
          if (close !== ']' && sql.charAt(j + 1) === close) {
            j += 2
            continue
          }
          break
        }
        j++
      }
      i = j + 1
      code += c === "'" ? " '' " : ' _q_ '
    } else {
      if (c === ';' && firstSemicolon === -1) firstSemicolon = i
      code += c
      i++
    }
  }
  return { code, firstSemicolon }
}

function balanced(code: string): boolean {
  let depth = 0
  for (const c of code) {
    if (c === '(') depth++
    else if (c === ')' && --depth < 0) return false
  }
  return depth === 0
}

function forbiddenKeyword(code: string): string | null {
  for (const match of code.matchAll(KEYWORD)) {
    const word = (match[1] ?? '').toUpperCase()
    // replace(…) is also a scalar function; as a statement REPLACE is always followed by INTO.
    if (word === 'REPLACE' && /^\s*\(/.test(code.slice(match.index + match[0].length))) continue
    return word
  }
  return null
}

/**
 * Decides whether `sql` may run in the console. On success returns the statement without its
 * trailing semicolon(s), so the caller can embed it in a row-capping wrapper.
 */
export function checkReadOnlySql(sql: string): ReadOnlyCheck {
  const { code, firstSemicolon } = maskSql(sql)
  const semicolonInCode = code.indexOf(';')
  const statement = semicolonInCode === -1 ? code : code.slice(0, semicolonInCode)
  const rest = semicolonInCode === -1 ? '' : code.slice(semicolonInCode)
  if (statement.trim() === '') return { ok: false, reason: 'No statement found' }
  if (!/^[;\s]*$/.test(rest)) return { ok: false, reason: 'Only one statement can run at a time' }
  const start = STARTS.exec(statement)
  if (!start?.[1])
    return { ok: false, reason: 'The statement must start with SELECT, WITH or EXPLAIN' }
  const forbidden = forbiddenKeyword(statement)
  if (forbidden) return { ok: false, reason: `${forbidden} is not allowed in the console` }
  // The caller wraps selects in parentheses to cap rows; unbalanced ones could escape the wrapper.
  if (!balanced(statement)) return { ok: false, reason: 'Unbalanced parentheses', syntax: true }
  const kind = start[1].toUpperCase() === 'EXPLAIN' ? 'explain' : 'select'
  return { ok: true, sql: firstSemicolon === -1 ? sql : sql.slice(0, firstSemicolon), kind }
}
