import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isSecretColumn } from '~/server/admin/console-secrets.server'
import { asAdmin, type Send } from '../support/admin'
import { bearer, loginAs, postJson } from '../support/http'
import { startWorker, type TestWorker } from '../support/worker'

// Issue 23, round 2: the SQL console hid sessions.id but showed refresh_tokens.session_id, the
// same value. Every column that identifies a session or token is now hidden, derived from the
// schema by name, and a new column that looks like a credential fails this test until it is
// either redacted or named below as harmless.

// Columns whose names look like a credential but are not one, each with the reason.
const KNOWN_HARMLESS: Record<string, string> = {
  'service_areas.city_key': 'a lower-cased city name',
  'us_zip_codes.city_key': 'a lower-cased city name',
  'footer_cities.city_key': 'a lower-cased city name',
  'area_waitlist.city_key': 'a lower-cased city name',
  'review_stats.affiliate_key': 'which business a review count belongs to',
  // The admin sees these images in the dashboard anyway.
  'uploads.r2_key': 'where an uploaded image is stored',
  // Hashes of an email and client address: they open nothing (and the console is admin-only).
  'login_attempts.attempt_key': 'a rate-limit key',
  'review_votes.voter_key': 'a one-vote-per-visitor key',
  // Issue 42: who wrote a message on a booking's thread ('customer' or 'business').
  'booking_messages.author': 'which side wrote a message',
  // Issue 42: where a job's photos are stored; they are served only through checked routes.
  'job_photos.r2_key': 'where a job photo is stored',
  'job_photos.resized_key': "where a job photo's smaller copy is stored",
  // Issue 41: a forecast cache entry's name (a grid point or a place).
  'weather_cache.key': 'which forecast is cached',
}
const LOOKS_LIKE_A_CREDENTIAL =
  /token|session|secret|hash|seal|jti|pass|key|nonce|salt|otp|sig|credential|cookie|auth/i

let worker: TestWorker
let send: Send
let sessionIds: string[]
let jtis: string[]

beforeAll(async () => {
  worker = await startWorker()
  ;({ send } = await asAdmin(worker))
  const signedIn = await loginAs(worker, 'jps@demo.test', '192.0.2.170')
  // API logout deny-lists the access token's jti.
  await postJson(worker, '/api/auth/logout', {}, bearer(signedIn.accessToken))
  await loginAs(worker, 'abc@demo.test', '192.0.2.171')
  const read = async (sql: string) =>
    (await worker.db.prepare(sql).all<{ v: string }>()).results.map((r) => r.v)
  sessionIds = await read('SELECT id AS v FROM sessions')
  jtis = await read('SELECT jti AS v FROM revoked_access_tokens')
})
afterAll(() => worker.dispose())

async function columns(): Promise<Array<{ table: string; column: string }>> {
  const { results } = await worker.db
    .prepare(
      `SELECT m.name AS "table", c.name AS "column" FROM sqlite_master m JOIN pragma_table_info(m.name) c
       WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE '_cf_%' AND m.name NOT LIKE 'd1_%'`,
    )
    .all<{ table: string; column: string }>()
  return results
}

describe('the SQL console hides every column that identifies a session or token', () => {
  it('has session ids and revoked token ids to hide (the fixture works)', () => {
    expect(sessionIds.length).toBeGreaterThan(1)
    expect(jtis.length).toBeGreaterThan(0)
  })

  it.each([
    'SELECT session_id FROM refresh_tokens',
    'SELECT * FROM refresh_tokens',
    "SELECT session_id || '' AS s FROM main.refresh_tokens",
    'SELECT r.user_id FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id',
    'SELECT jti FROM revoked_access_tokens',
    'SELECT * FROM main.revoked_access_tokens',
    'SELECT id FROM sessions',
  ])('shows no session or token id for: %s', async (query) => {
    const response = await send('POST', '/api/admin/query', { query })
    const text = await response.text()
    expect(response.status, text).toBeLessThan(500)
    const leaked = [...sessionIds, ...jtis].filter((value) => text.includes(value))
    expect(leaked, text.slice(0, 300)).toEqual([])
  })

  it('answers refresh_tokens.session_id as [redacted]', async () => {
    const response = await send('POST', '/api/admin/query', {
      query: 'SELECT user_id, session_id FROM refresh_tokens ORDER BY id LIMIT 1',
    })
    expect(response.status).toBe(200)
    const { rows } = await response.json<{ rows: unknown[][] }>()
    expect(rows[0]).toEqual([expect.any(Number), '[redacted]'])
  })

  it('redacts every column named like a credential, in every table, unless known harmless', async () => {
    const all = await columns()
    expect(all.some((c) => c.table === 'refresh_tokens' && c.column === 'session_id')).toBe(true)
    const unredacted = all
      .filter(({ column }) => LOOKS_LIKE_A_CREDENTIAL.test(column))
      .filter(({ table, column }) => !isSecretColumn(table, column))
      .map(({ table, column }) => `${table}.${column}`)
      .filter((name) => !(name in KNOWN_HARMLESS))
    expect(unredacted).toEqual([])
  })

  it('lists only harmless columns that exist (no stale exceptions)', async () => {
    const names = new Set((await columns()).map(({ table, column }) => `${table}.${column}`))
    expect(Object.keys(KNOWN_HARMLESS).filter((name) => !names.has(name))).toEqual([])
  })
})
