import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin, type Send } from '../support/admin'
import { loginAs, postJson } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// The SQL console never returns a password hash, a token hash, a session id, a sealed refresh
// successor or an outbox body/payload, whatever the query (issue: redaction by column name alone
// was bypassed by expressions, subqueries, UNION and CTEs).

const SECRET_REFUSED =
  'The query would read a password or token hash, which the console never shows'
const MAILED_TOKEN = 'mailed-token-0123456789abcdefghijklmnopqrstuvwxyzABC'

const HOSTILE = [
  "SELECT password_hash || '' AS h FROM users",
  'SELECT substr(password_hash, 1, 40) AS h FROM users',
  'SELECT hex(password_hash) AS h FROM users',
  'SELECT lower(hex(password_hash)) AS h FROM users',
  "SELECT json_object('h', password_hash) AS h FROM users",
  'SELECT (SELECT password_hash FROM users LIMIT 1) AS h',
  'SELECT email FROM users UNION SELECT password_hash FROM users',
  'WITH x AS (SELECT password_hash AS h FROM users) SELECT h FROM x',
  'WITH users AS (SELECT * FROM main.users) SELECT password_hash FROM users',
  'SELECT password_hash FROM main.users',
  'SELECT * FROM main.users',
  'SELECT h FROM (SELECT password_hash AS h FROM "main"."users")',
  'SELECT group_concat(password_hash) AS h FROM main.users',
  "SELECT count(*) AS n FROM main.users WHERE password_hash LIKE 'pbkdf2%'",
  'SELECT token_hash FROM refresh_tokens',
  "SELECT token_hash || '' AS h FROM main.refresh_tokens",
  "SELECT 1 AS one FROM main.refresh_tokens WHERE token_hash > '8'",
  'SELECT successor_sealed FROM main.refresh_tokens',
  'SELECT token_hash FROM password_setup_tokens',
  'SELECT hex(token_hash) AS h FROM main.password_setup_tokens',
  'SELECT id FROM sessions',
  "SELECT id || '' AS h FROM main.sessions",
  "SELECT user_id FROM main.sessions WHERE id > '0'",
  'SELECT body, payload FROM email_outbox',
  'SELECT substr(body, 1, 200) AS b FROM main.email_outbox',
  "SELECT json_extract(payload, '$') AS p FROM main.email_outbox",
  'SELECT * FROM (SELECT * FROM main.email_outbox)',
  'SELECT * FROM sqlite_dbpage',
  'EXPLAIN SELECT password_hash FROM main.users',
]

let worker: TestWorker
let send: Send
let secrets: string[]

/** The secret values as stored, and pieces of them long enough to matter. */
async function collectSecrets(): Promise<string[]> {
  const sources = [
    'SELECT password_hash AS v FROM users WHERE password_hash IS NOT NULL',
    'SELECT token_hash AS v FROM refresh_tokens',
    'SELECT successor_sealed AS v FROM refresh_tokens WHERE successor_sealed IS NOT NULL',
    'SELECT token_hash AS v FROM password_setup_tokens',
    'SELECT id AS v FROM sessions',
  ]
  const values: string[] = [MAILED_TOKEN]
  for (const source of sources) {
    const rows = await worker.db.prepare(source).all<{ v: string }>()
    values.push(...rows.results.map((r) => r.v))
  }
  const pieces = new Set<string>()
  for (const value of values) {
    const hex = Buffer.from(value).toString('hex')
    for (const form of [value, hex, hex.toUpperCase()]) {
      for (let i = 0; i + 16 <= form.length; i += 8) pieces.add(form.slice(i, i + 16))
    }
  }
  return [...pieces]
}

beforeAll(async () => {
  worker = await startWorker()
  ;({ send } = await asAdmin(worker))
  // A rotated refresh token (sealed successor), a setup token and a mailed link exist.
  const { refreshToken } = await loginAs(worker, 'jps@demo.test', '192.0.2.160')
  await postJson(worker, '/api/auth/refresh', { refreshToken })
  await worker.db.batch([
    worker.db.prepare(
      "INSERT INTO password_setup_tokens (user_id, token_hash, expires_at) SELECT id, 'aaaabbbbccccddddeeeeffff0000111122223333444455556666777788889999', '2099-01-01T00:00:00.000Z' FROM users WHERE email = 'abc@demo.test'",
    ),
    worker.db
      .prepare(
        "INSERT INTO email_outbox (to_address, subject, body, template, payload) VALUES ('abc@demo.test', 's', ?1, 'password.reset', ?2)",
      )
      .bind(
        `Set your password: http://localhost/set-password?token=${MAILED_TOKEN}`,
        JSON.stringify({ token: MAILED_TOKEN }),
      ),
  ])
  secrets = await collectSecrets()
})
afterAll(() => worker.dispose())

describe('the SQL console never returns a secret', () => {
  for (const sql of HOSTILE) {
    it(`returns no hash or token for: ${sql}`, async () => {
      const response = await send('POST', '/api/admin/query', { query: sql })
      const text = await response.text()
      expect(response.status, text).toBeLessThan(500)
      const leaked = secrets.filter((piece) => text.includes(piece))
      expect(leaked, text.slice(0, 300)).toEqual([])
      if (response.status !== 200) expect(text).toMatch(/never shows|Query execution failed/)
    })
  }

  it('refuses a program that reads a secret with the reason', async () => {
    const response = await send('POST', '/api/admin/query', {
      query: 'SELECT hex(password_hash) AS h FROM main.users',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      success: false,
      error: SECRET_REFUSED,
      errors: { query: 'it reads users.password_hash' },
    })
  })

  it('still answers ordinary queries, showing secret columns as [redacted]', async () => {
    const response = await send('POST', '/api/admin/query', {
      query: "SELECT email, password_hash FROM users WHERE email = 'admin@demo.test'",
    })
    expect(response.status).toBe(200)
    expect((await response.json<{ rows: unknown[] }>()).rows).toEqual([
      ['admin@demo.test', '[redacted]'],
    ])
    const joined = await send('POST', '/api/admin/query', {
      query:
        'SELECT u.email, count(s.user_id) AS sessions FROM users u LEFT JOIN sessions s ON s.user_id = u.id GROUP BY u.id ORDER BY u.id LIMIT 3',
    })
    expect(joined.status).toBe(200)
  })
})
