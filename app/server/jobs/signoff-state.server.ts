import { and, eq, isNull } from 'drizzle-orm'
import { type Db, schema } from '../db.server'

const { jobSignoffs } = schema

/**
 * True while a completed job waits for the customer's sign-off (or is paused by "Something's not
 * right"): its balance is not charged to a card on file yet (issue 42, decision 043). A job
 * completed before sign-offs existed has no row and is charged as before.
 */
export async function awaitingSignoff(db: Db, bookingId: number) {
  const [row] = await db
    .select({ state: jobSignoffs.state })
    .from(jobSignoffs)
    .where(and(eq(jobSignoffs.bookingId, bookingId), isNull(jobSignoffs.settledAt)))
    .limit(1)
  return Boolean(row)
}
