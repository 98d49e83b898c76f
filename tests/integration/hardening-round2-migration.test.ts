import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertApplication } from '../support/admin'
import { migrationsDir } from '../support/paths'
import { startWorker, type TestWorker } from '../support/worker'

// Migration 0014 settles pending duplicates stored before the unique index existed, then adds it.

let worker: TestWorker
beforeAll(async () => {
  worker = await startWorker({ seed: false })
})
afterAll(() => worker.dispose())

const statements = readFileSync(
  join(migrationsDir, '0014_one_pending_application_per_email.sql'),
  'utf8',
)
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter(Boolean)

describe('migration 0014 on a database that already holds duplicates', () => {
  it('keeps the earliest pending application per email, closes the rest, then enforces one', async () => {
    // The database as it was before 0014: no index, duplicates allowed.
    await worker.db.prepare('DROP INDEX affiliates_one_pending_per_email').run()
    const first = await insertApplication(worker, { email: 'dup@example.test' })
    const second = await insertApplication(worker, { email: 'DUP@example.test' })
    const third = await insertApplication(worker, { email: 'dup@example.test' })
    const approved = await insertApplication(worker, {
      email: 'dup@example.test',
      status: 'approved',
    })
    const other = await insertApplication(worker, { email: 'other@example.test' })

    for (const sql of statements) await worker.db.prepare(sql).run()

    const rows = await worker.db
      .prepare('SELECT id, status, rejection_reason FROM affiliates ORDER BY id')
      .all<{ id: number; status: string; rejection_reason: string | null }>()
    expect(rows.results).toEqual([
      { id: first, status: 'pending', rejection_reason: null },
      {
        id: second,
        status: 'rejected',
        rejection_reason: `Duplicate of pending application #${first}`,
      },
      {
        id: third,
        status: 'rejected',
        rejection_reason: `Duplicate of pending application #${first}`,
      },
      { id: approved, status: 'approved', rejection_reason: null },
      { id: other, status: 'pending', rejection_reason: null },
    ])
    await expect(insertApplication(worker, { email: 'Dup@Example.test ' })).rejects.toThrow(
      /UNIQUE constraint failed/,
    )
    // Not pending: allowed beside the pending one.
    await expect(
      insertApplication(worker, { email: 'dup@example.test', status: 'rejected' }),
    ).resolves.toBeGreaterThan(0)
  })
})
