import { desc, eq } from 'drizzle-orm'
import { type Db, schema } from '../db.server'

const { disputes } = schema

/** A business's disputes, newest first (the Money tab shows them with their deadlines). */
export function businessDisputes(db: Db, affiliateId: number, limit = 20) {
  return db
    .select({
      id: disputes.id,
      bookingId: disputes.bookingId,
      bookingReference: disputes.bookingReference,
      amountCents: disputes.amountCents,
      reason: disputes.reason,
      status: disputes.status,
      evidenceDueBy: disputes.evidenceDueBy,
      evidenceText: disputes.evidenceText,
      evidenceFiles: disputes.evidenceFiles,
      evidenceSubmittedAt: disputes.evidenceSubmittedAt,
    })
    .from(disputes)
    .where(eq(disputes.affiliateId, affiliateId))
    .orderBy(desc(disputes.createdAt))
    .limit(limit)
}
