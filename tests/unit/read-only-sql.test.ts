import { describe, expect, it } from 'vitest'
import { checkReadOnlySql, maskSql } from '~/server/admin/read-only-sql.server'

describe('maskSql', () => {
  it('blanks strings, quoted identifiers and comments, keeping statement separators', () => {
    expect(maskSql('SELECT \'a;b\', "c;d", `e`, [f] -- g;\n/* h; */ ;').code).toBe(
      "SELECT  '' ,  _q_ ,  _q_ ,  _q_   \n  ;",
    )
  })

  it('reads doubled quotes as part of the literal', () => {
    expect(maskSql("SELECT 'it''s; fine'").code).toBe("SELECT  '' ")
  })

  it('reads an unterminated comment or literal to the end, as SQLite does', () => {
    expect(maskSql('SELECT 1 /* ; DELETE').code).toBe('SELECT 1  ')
    expect(maskSql("SELECT '; DELETE").code).toBe("SELECT  '' ")
  })

  it('records where the first real separator is', () => {
    expect(maskSql("SELECT ';' ; ").firstSemicolon).toBe(11)
    expect(maskSql('SELECT 1').firstSemicolon).toBe(-1)
  })
})

describe('checkReadOnlySql', () => {
  it.each([
    ['SELECT 1', 'select'],
    ['  select 1', 'select'],
    ['WITH a AS (SELECT 1) SELECT * FROM a', 'select'],
    ['EXPLAIN QUERY PLAN SELECT 1', 'explain'],
    ['explain select 1', 'explain'],
  ])('allows %s', (sql, kind) => {
    expect(checkReadOnlySql(sql)).toEqual({ ok: true, sql, kind })
  })

  it('drops the trailing semicolons so the statement can be wrapped', () => {
    expect(checkReadOnlySql('SELECT 1; ;  -- end')).toEqual({
      ok: true,
      sql: 'SELECT 1',
      kind: 'select',
    })
  })

  it.each([
    ['', 'No statement found'],
    ['-- nothing', 'No statement found'],
    ['SELECT 1; SELECT 2', 'Only one statement can run at a time'],
    ['VALUES (1)', 'The statement must start with SELECT, WITH or EXPLAIN'],
    ['(SELECT 1)', 'The statement must start with SELECT, WITH or EXPLAIN'],
    ['WITH a AS (SELECT 1) DELETE FROM users', 'DELETE is not allowed in the console'],
    [
      'SELECT * FROM users WHERE 1 = 1 UNION SELECT 1 FROM (ATTACH)',
      'ATTACH is not allowed in the console',
    ],
    ['EXPLAIN INSERT INTO t VALUES (1)', 'INSERT is not allowed in the console'],
    [
      'WITH a AS (SELECT 1) REPLACE INTO t SELECT * FROM a',
      'REPLACE is not allowed in the console',
    ],
    ['SELECT 1 /* */ ; pragma x', 'Only one statement can run at a time'],
  ])('refuses %j: %s', (sql, reason) => {
    expect(checkReadOnlySql(sql)).toEqual({ ok: false, reason })
  })

  it.each([['SELECT 1)'], ['SELECT (1'], ['SELECT 1) UNION SELECT (2']])(
    'reports unbalanced parentheses in %j as a syntax problem',
    (sql) => {
      expect(checkReadOnlySql(sql)).toEqual({
        ok: false,
        reason: 'Unbalanced parentheses',
        syntax: true,
      })
    },
  )

  it('ignores parentheses inside literals', () => {
    expect(checkReadOnlySql("SELECT ')' AS p").ok).toBe(true)
  })

  it('allows replace() as a function and keyword-like identifiers', () => {
    expect(
      checkReadOnlySql("SELECT replace (name, 'a', 'b'), updated_at, begin_at FROM t").ok,
    ).toBe(true)
  })
})
