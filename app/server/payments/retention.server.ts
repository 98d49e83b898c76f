import { and, inArray, lt } from 'drizzle-orm'
import { type Db, schema } from '../db.server'

const { disputes, ledgerEntries: l, paymentEvents: e, paymentLog, payouts } = schema

/** Money records are kept 7 years (spec §9: transaction records at least 7 years). */
export const RETENTION_YEARS = 7
/** Rows removed per table per run: a backlog is worked off over a few runs. */
const SWEEP = 500

export function retentionCutoff(now: Date): string {
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RETENTION_YEARS)
  return cutoff.toISOString()
}

/**
 * Removes money rows older than 7 years, and only those: the ledger's trigger refuses any
 * younger deletion (migration money_records), whatever asks. One batch, each table by its time index.
 */
export async function sweepOldMoney(db: Db, now: Date): Promise<number> {
  const cutoff = retentionCutoff(now)
  const results = await db.batch([
    db
      .delete(l)
      .where(
        inArray(l.id, db.select({ id: l.id }).from(l).where(lt(l.createdAt, cutoff)).limit(SWEEP)),
      )
      .returning({ id: l.id }),
    db
      .delete(e)
      .where(
        inArray(e.id, db.select({ id: e.id }).from(e).where(lt(e.receivedAt, cutoff)).limit(SWEEP)),
      )
      .returning({ id: e.id }),
    db
      .delete(payouts)
      .where(
        inArray(
          payouts.id,
          db
            .select({ id: payouts.id })
            .from(payouts)
            .where(lt(payouts.createdAt, cutoff))
            .limit(SWEEP),
        ),
      )
      .returning({ id: payouts.id }),
    db
      .delete(disputes)
      .where(
        inArray(
          disputes.id,
          db
            .select({ id: disputes.id })
            .from(disputes)
            .where(lt(disputes.createdAt, cutoff))
            .limit(SWEEP),
        ),
      )
      .returning({ id: disputes.id }),
    db
      .delete(paymentLog)
      .where(
        and(
          inArray(paymentLog.kind, ['webhook_failed', 'reconcile']),
          lt(paymentLog.createdAt, cutoff),
        ),
      )
      .returning({ id: paymentLog.id }),
  ])
  return results.reduce((n, rows) => n + rows.length, 0)
}
