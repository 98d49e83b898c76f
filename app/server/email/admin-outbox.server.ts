import { and, desc, eq } from 'drizzle-orm'
import { type OutboxItem, type OutboxStatus } from '~/lib/outbox-schema'
import { type Db, schema } from '../db.server'

const { emailOutbox } = schema

/** Newest first; one extra row tells whether there is another page. */
export async function listOutbox(
  db: Db,
  query: { status?: OutboxStatus; limit: number; offset: number },
) {
  const rows = await db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      template: emailOutbox.template,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      last_error: emailOutbox.lastError,
      created_at: emailOutbox.createdAt,
      next_attempt_at: emailOutbox.nextAttemptAt,
      sent_at: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(query.status ? eq(emailOutbox.status, query.status) : undefined)
    .orderBy(desc(emailOutbox.id))
    .limit(query.limit + 1)
    .offset(query.offset)
  const data: OutboxItem[] = rows.slice(0, query.limit)
  return {
    data,
    pagination: { offset: query.offset, limit: query.limit, hasMore: rows.length > query.limit },
  }
}

/** failed → queued, due now, with a fresh set of attempts. 'missing' | 'not-failed' | 'ok'. */
export async function retryOutboxRow(db: Db, id: number) {
  const updated = await db
    .update(emailOutbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: null, claimedAt: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
    .returning({ id: emailOutbox.id })
  if (updated.length > 0) return 'ok' as const
  const [exists] = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id))
    .limit(1)
  return exists ? ('not-failed' as const) : ('missing' as const)
}
