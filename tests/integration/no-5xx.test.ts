import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, loginAs } from '../support/http'
import { type Row } from '../support/matrix'
import { startWorker, type TestWorker } from '../support/worker'

// Bad input must get a 4xx, never a 5xx: every route of the authorization matrix, as an admin
// (who gets furthest) and anonymously, with hostile bodies and hostile ids.
const ROWS: Row[] = Object.values(
  import.meta.glob<{ rows: Row[] }>('./matrix/*.ts', { eager: true }),
).flatMap((m) => m.rows)

const BODIES: [string, Record<string, string>, string][] = [
  ['malformed JSON', { 'Content-Type': 'application/json' }, '{"a":'],
  ['JSON null', { 'Content-Type': 'application/json' }, 'null'],
  ['a JSON array', { 'Content-Type': 'application/json' }, '[1,2]'],
  ['a JSON string', { 'Content-Type': 'application/json' }, '"x"'],
  [
    'wrong types',
    { 'Content-Type': 'application/json' },
    '{"name":[],"email":{},"city":7,"tiers":"x","reviews":1,"query":5}',
  ],
  [
    'an oversized field',
    { 'Content-Type': 'application/json' },
    JSON.stringify({
      name: 'x'.repeat(20_000),
      query: 'x'.repeat(20_000),
      email: 'x'.repeat(20_000),
    }),
  ],
  ['text/plain', { 'Content-Type': 'text/plain' }, 'hello'],
  [
    'a broken multipart body',
    { 'Content-Type': 'multipart/form-data; boundary=zzz' },
    '--zzz\r\nbroken',
  ],
  ['no content type', {}, '{}'],
]

const HOSTILE_SEGMENTS = ['%00', '..%2F..%2Fetc', '-1', '1e9', "1'--", 'x'.repeat(300)]

let worker: TestWorker
let adminToken: string
beforeAll(async () => {
  worker = await startWorker()
  adminToken = (await loginAs(worker, 'admin@demo.test')).accessToken
})
afterAll(() => worker.dispose())

describe('no input produces a 5xx', () => {
  const writes = ROWS.filter((r) => r.method !== 'GET')
  for (const row of writes) {
    it(`${row.method} ${row.path} answers 4xx to hostile bodies`, async () => {
      for (const [label, headers, body] of BODIES) {
        // Rows that end the session (logout) would revoke the admin's token for the rest.
        for (const auth of row.freshLogin ? [{}] : [bearer(adminToken), {}]) {
          const res = await worker.fetch(row.path, {
            method: row.method,
            headers: { ...headers, ...auth, Origin: 'http://localhost' },
            body,
          })
          await res.arrayBuffer()
          expect(res.status, `${label} → ${res.status}`).toBeLessThan(500)
        }
      }
    })
  }

  for (const row of ROWS.filter((r) => /\d|jps/.test(r.path))) {
    it(`${row.method} ${row.path} answers 4xx to hostile ids`, async () => {
      for (const segment of HOSTILE_SEGMENTS) {
        const path = row.path.replace(/\/(jps|\d+)(?=\/|$|\?)/, `/${segment}`)
        const res = await worker.fetch(path, {
          method: row.method,
          headers: {
            ...bearer(adminToken),
            'Content-Type': 'application/json',
            Origin: 'http://localhost',
          },
          body: row.method === 'GET' ? undefined : '{}',
        })
        await res.arrayBuffer()
        expect(res.status, `${path} → ${res.status}`).toBeLessThan(500)
      }
    })
  }
})
