import { sql } from 'drizzle-orm'
import { type Db } from '~/server/db.server'
import { queueEmail, type OutboxMessage } from '~/server/email/outbox.server'

/**
 * A conditional change and the email announcing it, as batch statements: the email row is
 * inserted first, then the change (an UPDATE whose WHERE holds the expected state), then the
 * email row is removed again if the change touched no row. D1 runs a batch as one transaction on
 * one connection, so changes() and last_insert_rowid() see exactly these statements: a request
 * that lost a race to another writes neither.
 */
export function emailWithChange<Change extends Parameters<Db['batch']>[0][number]>(
  db: Db,
  message: OutboxMessage,
  change: Change,
) {
  return [
    queueEmail(db, message),
    change,
    db.run(sql`delete from email_outbox where id = last_insert_rowid() and changes() = 0`),
  ] as const
}
