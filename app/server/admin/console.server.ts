import { type AppLoadContext } from '@remix-run/cloudflare'
import { auditInsert } from './audit.server'
import { type QueryOutcome, runAdminQuery } from './query.server'

const AUDITED_QUERY_CHARS = 2000

/**
 * The SQL console's one entry point (dashboard and API): runs the read-only query, then records
 * it, refused or not, in the audit log. A read-only statement has no write to share a batch with,
 * so the audit insert follows it; if the insert fails, the caller gets an error instead of rows,
 * so no query result is ever shown without its audit row.
 */
export async function runAuditedQuery(
  context: AppLoadContext,
  adminId: number,
  query: string,
): Promise<QueryOutcome> {
  const outcome = await runAdminQuery(context.env.DB, query)
  await auditInsert(context.db, {
    adminId,
    action: 'sql.query',
    targetType: 'database',
    targetId: null,
    detail: {
      query: query.slice(0, AUDITED_QUERY_CHARS),
      ok: outcome.ok,
      rows: outcome.ok ? outcome.rowCount : null,
      error: outcome.ok ? null : outcome.message,
    },
  })
  return outcome
}
