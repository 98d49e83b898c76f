import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { snapshot } from '../support/db'
import { bearer, loginAs } from '../support/http'
import { type Row } from '../support/matrix'
import { startWorker, type TestWorker } from '../support/worker'

// Property: for every write route, any hostile JSON body — wrong types, nesting, huge or
// poisoned strings, prototype keys, malformed text — is answered with a 4xx and changes nothing.

const WRITES: Row[] = Object.values(
  import.meta.glob<{ rows: Row[] }>('./matrix/*.ts', { eager: true }),
)
  .flatMap((m) => m.rows)
  // The sign-out form reads no body: it signs out (or goes home) whatever is posted.
  .filter((r) => r.method !== 'GET' && r.route !== 'logout')

// Names the routes read, so generated objects reach their validators with wrong values.
const FIELDS = [
  'name',
  'email',
  'password',
  'phone',
  'query',
  'reviews',
  'vote_type',
  'business_slug',
  'services',
  'approved_slug',
  'rejection_reason',
  'admin_notes',
  'city',
  'state',
  'zip',
  'refreshToken',
  'tiers',
  'intent',
  'token',
  'legal_name',
  'base_location',
  'categories',
  'uploads',
  'vehicle',
  'service',
  'tier',
  'minimum',
  'multiplier',
  'business_name',
  '__proto__',
  'constructor',
  'prototype',
]

const POISON = [
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\u0000',
  '\uD800',
  '../../etc/passwd',
  '%00',
  '{{7*7}}',
  '${7*7}',
  'x'.repeat(5000),
  ' ',
  '',
  '-1',
  '1e309',
  'NaN',
  'null',
  '[]',
  '{}',
]

// Values that no field accepts as valid: wrong types, empty, oversized or poisoned text. Not
// null: it clears an optional field (`{"zip": null}` on the primary area is a valid change). Nor
// plain short text: " Z~" is a fine business name (found by this property); random text carries
// a control character, which every text field refuses.
const { value: hostileValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...POISON),
    fc.string({ maxLength: 20 }).map((text) => `${text}\u0007`),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...FIELDS), tie('value'), { maxKeys: 3 }),
  ),
}))

const hostileBody = fc.oneof(
  fc.constant('null'),
  hostileValue.map((v) => JSON.stringify(v) ?? 'null'),
  fc
    .dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })), hostileValue, {
      maxKeys: 8,
    })
    .map((v) => JSON.stringify(v)),
  // Not JSON at all, or JSON cut short.
  fc.string({ maxLength: 60 }),
  hostileValue.map((v) => (JSON.stringify(v) ?? 'null').slice(0, -1)),
)

let worker: TestWorker
let adminToken: string
beforeAll(async () => {
  worker = await startWorker()
  adminToken = (await loginAs(worker, 'admin@demo.test', '192.0.2.240')).accessToken
})
afterAll(() => worker.dispose())

describe('hostile JSON bodies on every write route', () => {
  it('are answered with a 4xx and change nothing', async () => {
    const before = await snapshot(worker)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...WRITES),
        fc.boolean(),
        hostileBody,
        async (row, asAdmin, body) => {
          // Logout with a valid token would end the admin's session: sent anonymously.
          const auth = asAdmin && !row.freshLogin ? bearer(adminToken) : {}
          const res = await worker.fetch(row.path, {
            method: row.method,
            headers: {
              ...auth,
              'Content-Type': 'application/json',
              Origin: 'http://localhost',
              'CF-Connecting-IP': '192.0.2.241',
            },
            body,
          })
          await res.arrayBuffer()
          // Pages authenticate by cookie: without one, their guard's redirect is the refusal.
          const isPage = !row.path.startsWith('/api/') && row.path !== '/admin/query'
          const refused = isPage && res.status === 302 ? 400 : res.status
          expect(
            refused,
            `${row.method} ${row.path} ${body.slice(0, 80)}`,
          ).toBeGreaterThanOrEqual(400)
          expect(res.status, `${row.method} ${row.path} ${body.slice(0, 80)}`).toBeLessThan(500)
          expect(await snapshot(worker)).toEqual(before)
        },
      ),
      { numRuns: 300 },
    )
  }, 300_000)
})
