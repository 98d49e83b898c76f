import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin, expectRefused, type Send } from '../support/admin'
import { startWorker, type TestWorker } from '../support/worker'
import { USER_ID_FLOOR } from '../../db/id-ranges'

// A statement that reaches the database is recorded in the admin audit log, refused or not;
// everything else must stay unchanged.
const AUDITED = ['login_attempts', 'admin_audit_log']

// POST /api/admin/query: the admin dashboard's SQL console (spec §2 Database tab, §8 SQL console).
// Read-only is enforced by the server, whatever the client sends.

interface QueryResult {
  success: boolean
  fields: string[]
  // Each row's values in `fields` order (the original console draws a row as an array).
  rows: (string | number | null)[][]
  rowCount: number
  truncated: boolean
}

let worker: TestWorker
let send: Send
beforeAll(async () => {
  worker = await startWorker()
  ;({ send } = await asAdmin(worker))
})
afterAll(() => worker.dispose())

const query = (body: unknown, headers?: Record<string, string>) =>
  send('POST', '/api/admin/query', body, headers)

async function run(sql: string): Promise<QueryResult> {
  const response = await query({ query: sql })
  const body = await response.json<QueryResult>()
  expect(response.status, JSON.stringify(body)).toBe(200)
  return body
}

const READ_ONLY = 'Only single read-only SELECT, WITH or EXPLAIN statements are allowed'

describe('read-only statements', () => {
  it('answers a SELECT with fields, rows, rowCount and truncated', async () => {
    const result = await run('SELECT id, email, role FROM users ORDER BY id LIMIT 10')
    expect(Object.keys(result).sort()).toEqual([
      'columns',
      'fields',
      'rowCount',
      'rows',
      'success',
      'truncated',
    ])
    expect(result).toMatchObject({
      success: true,
      fields: ['id', 'email', 'role'],
      columns: ['id', 'email', 'role'],
      rowCount: 4,
      truncated: false,
    })
    expect(result.rows[0]).toEqual([USER_ID_FLOOR + 1, 'admin@demo.test', 'admin'])
  })

  it.each([
    ['a trailing semicolon', 'SELECT count(*) AS n FROM affiliates;', [4]],
    [
      'several trailing semicolons and a comment',
      'select count(*) as n from affiliates ;; -- done',
      [4],
    ],
    [
      'a WITH query',
      'WITH a AS (SELECT slug FROM affiliates WHERE slug IS NOT NULL) SELECT count(*) AS n FROM a',
      [3],
    ],
    [
      'keywords inside strings',
      "SELECT 'delete; drop table users' AS s",
      ['delete; drop table users'],
    ],
    ['keywords in quoted identifiers', 'SELECT 1 AS "update", 2 AS [delete]', [1, 2]],
    ['the replace() function', "SELECT replace('a-b', '-', '+') AS r", ['a+b']],
    ['comments before the statement', '/* count */ -- them\nSELECT 7 AS n', [7]],
    [
      'a column named like a keyword prefix',
      'SELECT updated_at IS NOT NULL AS n FROM users LIMIT 1',
      [1],
    ],
    ['a read-only pragma function', "SELECT count(*) AS n FROM pragma_table_info('users')", [13]],
  ])('runs %s', async (_, sql, firstRow) => {
    const result = await run(sql)
    expect(result.rows[0]).toEqual(firstRow)
  })

  it('runs EXPLAIN QUERY PLAN', async () => {
    const result = await run('EXPLAIN QUERY PLAN SELECT * FROM users WHERE email = 1')
    expect(result.fields).toContain('detail')
    expect(result.rowCount).toBeGreaterThan(0)
  })

  it('keeps both of two same-named columns (SQLite names the second id:1)', async () => {
    const result = await run(
      "SELECT u.id, a.id FROM users u JOIN affiliates a ON a.id = u.affiliate_id WHERE u.email = 'jps@demo.test'",
    )
    expect(result.fields).toEqual(['id', 'id:1'])
    expect(result.rows).toEqual([[USER_ID_FLOOR + 2, 1]])
  })

  it('answers an empty result with its fields', async () => {
    const result = await run('SELECT id, email FROM users WHERE id < 0')
    expect(result).toMatchObject({
      fields: ['id', 'email'],
      rows: [],
      rowCount: 0,
    })
  })

  it('shows blobs as a size rather than bytes', async () => {
    expect((await run("SELECT x'00ff10' AS b")).rows).toEqual([['[blob 3 bytes]']])
  })
})

describe('redaction', () => {
  it('replaces password_hash and token_hash values with [redacted]', async () => {
    const users = await run(
      "SELECT email, password_hash FROM users WHERE email = 'admin@demo.test'",
    )
    expect(users.rows).toEqual([['admin@demo.test', '[redacted]']])
    const all = await run('SELECT * FROM users')
    const hash = all.fields.indexOf('password_hash')
    expect(hash).toBeGreaterThan(0)
    expect(all.rows.every((row) => row[hash] === '[redacted]')).toBe(true)
    const tokens = await run('SELECT * FROM refresh_tokens')
    expect(tokens.rowCount).toBeGreaterThan(0)
    const token = tokens.fields.indexOf('token_hash')
    expect(token).toBeGreaterThan(0)
    expect(tokens.rows.every((row) => row[token] === '[redacted]')).toBe(true)
    const joined = await run('SELECT u.password_hash, u.password_hash FROM users u LIMIT 1')
    expect(joined.rows).toEqual([['[redacted]', '[redacted]']])
  })

  // The redaction never reads the column, so it cannot tell a missing hash from a present one.
  it('shows a missing hash as [redacted] too', async () => {
    await worker.db
      .prepare("INSERT INTO users (email, name) VALUES ('nopass@demo.test', 'No Pass')")
      .run()
    const result = await run("SELECT password_hash FROM users WHERE email = 'nopass@demo.test'")
    expect(result.rows).toEqual([['[redacted]']])
  })
})

describe('row cap', () => {
  it('stops at 500 rows and says it truncated, even for an endless query', async () => {
    const started = Date.now()
    const result = await run(
      'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c',
    )
    expect(result.rowCount).toBe(500)
    expect(result.rows).toHaveLength(500)
    expect(result.rows[499]).toEqual([500])
    expect(result.truncated).toBe(true)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('answers exactly 500 rows untruncated', async () => {
    const result = await run(
      'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 500) SELECT x FROM c',
    )
    expect(result).toMatchObject({ rowCount: 500, truncated: false })
  })
})

describe('anything that is not one read-only statement is refused and changes nothing', () => {
  it.each([
    ['INSERT', "INSERT INTO users (email, name) VALUES ('x@x.test', 'X')"],
    ['UPDATE', "UPDATE users SET role = 'admin'"],
    ['DELETE', 'DELETE FROM users'],
    ['REPLACE', "REPLACE INTO vehicles (id, slug, name) VALUES (9, 'x', 'X')"],
    ['WITH … DELETE', 'WITH x AS (SELECT 1) DELETE FROM users'],
    ['WITH … UPDATE', "WITH x AS (SELECT 1) UPDATE users SET name = 'x'"],
    ['WITH … INSERT', 'WITH x AS (SELECT 1) INSERT INTO vehicles SELECT 9, 9, 9'],
    ['two statements', 'SELECT 1; DELETE FROM users'],
    ['two selects', 'SELECT 1; SELECT 2'],
    ['a statement after a comment', 'SELECT 1; -- fine\nDROP TABLE users'],
    ['PRAGMA', 'PRAGMA table_info(users)'],
    ['a writing PRAGMA', 'PRAGMA foreign_keys = OFF'],
    ['ATTACH', "ATTACH DATABASE 'other.db' AS other"],
    ['DETACH', 'DETACH DATABASE other'],
    ['a comment-hidden DELETE', '/* SELECT */ DELETE FROM users'],
    ['a line-comment-hidden DELETE', '-- SELECT\nDELETE FROM users'],
    ['a DELETE after a string with a quote', "SELECT 'it''s'; DELETE FROM users"],
    ['EXPLAIN of a write', 'EXPLAIN DELETE FROM users'],
    ['CREATE', 'CREATE TABLE t (x)'],
    ['DROP', 'DROP TABLE users'],
    ['ALTER', 'ALTER TABLE users ADD COLUMN x'],
    ['VACUUM', 'VACUUM'],
    ['REINDEX', 'REINDEX'],
    ['ANALYZE', 'ANALYZE'],
    ['BEGIN', 'BEGIN'],
    ['COMMIT', 'COMMIT'],
    ['ROLLBACK', 'ROLLBACK'],
    ['SAVEPOINT', 'SAVEPOINT a'],
    ['RELEASE', 'RELEASE a'],
    ['VALUES', 'VALUES (1)'],
    ['a misspelt SELECT', 'SELEC 1'],
    ['only a comment', '-- SELECT 1'],
    ['only a semicolon', ';'],
  ])('refuses %s', async (_, sql) => {
    const refusal = await expectRefused(
      worker,
      () => query({ query: sql }),
      400,
      READ_ONLY,
      AUDITED,
    )
    expect(refusal.message).toBe(READ_ONLY)
    expect(refusal.errors?.query).toEqual(expect.any(String))
  })
})

describe('bad input', () => {
  it.each([
    [{ query: '' }, 'No query entered'],
    [{ query: '   \n\t ' }, 'No query entered'],
    [{}, 'No query entered'],
    [{ query: null }, 'Query must be text'],
    [{ query: 42 }, 'Query must be text'],
    [{ query: ['SELECT 1'] }, 'Query must be text'],
    [{ query: `SELECT 1 AS x${' '.repeat(10_000)}` }, 'Query must be at most 10,000 characters'],
  ])('refuses %j', async (body, message) => {
    const refusal = await expectRefused(worker, () => query(body), 400, message)
    expect(refusal.errors?.query).toBe(message)
  })

  it('accepts a query of exactly 10,000 characters', async () => {
    const sql = `SELECT 1 AS x${' '.repeat(10_000 - 'SELECT 1 AS x'.length)}`
    expect(sql).toHaveLength(10_000)
    expect((await run(sql)).rows).toEqual([[1]])
  })

  it("answers a syntax error with 400 'Query execution failed' and the database's message", async () => {
    const refusal = await expectRefused(
      worker,
      () => query({ query: 'SELECT FROM users WHERE' }),
      400,
      'Query execution failed',
      AUDITED,
    )
    expect(refusal.message).toMatch(/syntax error/)
    expect(refusal.message).not.toMatch(/D1_ERROR/)
  })

  it("answers an unknown table with 400 'Query execution failed: no such table'", async () => {
    const refusal = await expectRefused(
      worker,
      () => query({ query: 'SELECT * FROM no_such_table' }),
      400,
      'Query execution failed',
      AUDITED,
    )
    expect(refusal.message).toMatch(/no such table: no_such_table/)
  })

  it.each([
    ['an unterminated comment', 'SELECT 1 /* open', /incomplete input/],
    ['an unterminated string', "SELECT 'open", /unrecognized token/],
    ['a parenthesis closed too early', 'SELECT 1) UNION SELECT (2', /Unbalanced parentheses/],
    ['a parenthesis never closed', 'SELECT (1', /Unbalanced parentheses/],
  ])("answers %s with 400 'Query execution failed'", async (_, sql, message) => {
    const refusal = await expectRefused(
      worker,
      () => query({ query: sql }),
      400,
      'Query execution failed',
      AUDITED,
    )
    expect(refusal.message).toMatch(message)
  })

  it('refuses malformed JSON, other content types and non-object bodies', async () => {
    await expectRefused(worker, () => query('{"query":'), 400, 'Malformed JSON body')
    await expectRefused(
      worker,
      () => query('SELECT 1', { 'Content-Type': 'text/plain' }),
      415,
      'Content-Type must be application/json',
    )
    await expectRefused(worker, () => query('"SELECT 1"'), 400, 'Validation failed')
  })
})
