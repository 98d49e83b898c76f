import { sql, type SQLWrapper } from 'drizzle-orm'
import { type Db, schema } from '../db.server'

const { adminAuditLog } = schema

export const AUDIT_ACTIONS = [
  'application.approve',
  'application.reject',
  'affiliate.delete',
  'user.invite',
  'review.seed',
  'review.hide',
  'review.restore',
  'review.feature',
  'review.unfeature',
  'review.verify',
  'review.unverify',
  'review.approve',
  'review.reject',
  'review.dismiss',
  'sql.query',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export interface AuditEntry {
  adminId: number
  action: AuditAction
  targetType: 'application' | 'affiliate' | 'user' | 'review' | 'database'
  targetId: number | null
  detail?: Record<string, string | number | boolean | null>
}

/** The audit insert, to go into the same `db.batch([...])` as the action it records. */
export function auditInsert(db: Db, entry: AuditEntry) {
  return db.insert(adminAuditLog).values(auditValues(entry))
}

/**
 * The audit insert, written only if `whenExists` (a select) finds a row: for actions that are
 * themselves conditional (a reject of an application that is still pending), so a refused or
 * lost race leaves no audit row behind.
 */
// `whenExists` is a drizzle select builder; it renders in parentheses, as EXISTS needs.
export function auditInsertIf(db: Db, entry: AuditEntry, whenExists: SQLWrapper) {
  const v = auditValues(entry)
  // insert … select lists every column in table order (drizzle's rule for a raw select).
  return db
    .insert(adminAuditLog)
    .select(
      sql`select null, ${v.adminUserId}, ${v.action}, ${v.targetType}, ${v.targetId}, ${JSON.stringify(v.detail)}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') where exists ${whenExists}`,
    )
}

function auditValues(entry: AuditEntry) {
  return {
    adminUserId: entry.adminId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    detail: entry.detail ?? null,
  }
}

/**
 * The same row as a raw D1 statement, for actions written as raw batches (approval). ?1 is the
 * target id, so `onlyIf` can use the same condition the batch's other statements use.
 */
export function auditStatement(d1: D1Database, entry: AuditEntry, onlyIf?: string) {
  const v = auditValues(entry)
  return d1
    .prepare(
      `insert into admin_audit_log (target_id, admin_user_id, action, target_type, detail)
       select ?1, ?2, ?3, ?4, ?5 ${onlyIf ? `where ${onlyIf}` : ''}`,
    )
    .bind(v.targetId, v.adminUserId, v.action, v.targetType, JSON.stringify(v.detail))
}
