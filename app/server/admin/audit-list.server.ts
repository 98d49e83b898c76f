import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { actionLabel, describeDetail, type DetailPair } from '~/lib/audit-log'
import { type Db, schema } from '../db.server'
import { AUDIT_ACTIONS } from './audit.server'

const { adminAuditLog, affiliates, reviews, users } = schema
const targetAffiliate = alias(affiliates, 'target_affiliate')
const targetUser = alias(users, 'target_user')
const targetReview = alias(reviews, 'target_review')
const reviewAffiliate = alias(affiliates, 'review_affiliate')

/** What an audit row acted on, by name, with where to look at it now (if it still exists). */
export interface AuditTarget {
  /** Empty when the action has no record of its own (a SQL query). */
  name: string
  href: string | null
  /** A second line: the email of a user, the business of a review, 'deleted'. */
  note: string | null
}

export interface AuditRow {
  id: number
  action: string
  actionLabel: string
  target: AuditTarget
  detail: DetailPair[]
  createdAt: string
  adminId: number
  adminName: string | null
  adminEmail: string | null
}

export interface AuditFilter {
  action?: string
  adminId?: number
  limit: number
  offset: number
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null)
const inDashboard = (query: Record<string, string>) =>
  `/admin-dashboard?${new URLSearchParams(query).toString()}`

/**
 * One page of the log, newest first, filtered by action and/or the admin who acted (each walks
 * its own index, migration 0016); `hasMore` comes from fetching one row extra.
 */
export async function listAuditLog(
  db: Db,
  filter: AuditFilter,
): Promise<{ rows: AuditRow[]; hasMore: boolean }> {
  const rows = await db
    .select({
      id: adminAuditLog.id,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      detail: adminAuditLog.detail,
      createdAt: adminAuditLog.createdAt,
      adminId: adminAuditLog.adminUserId,
      adminName: users.name,
      adminEmail: users.email,
      business: {
        name: targetAffiliate.businessName,
        slug: targetAffiliate.slug,
        status: targetAffiliate.status,
      },
      user: { name: targetUser.name, email: targetUser.email },
      review: {
        reviewer: targetReview.reviewerName,
        businessName: reviewAffiliate.businessName,
        slug: reviewAffiliate.slug,
      },
    })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.adminUserId))
    .leftJoin(
      targetAffiliate,
      and(
        inArray(adminAuditLog.targetType, ['application', 'affiliate']),
        eq(targetAffiliate.id, adminAuditLog.targetId),
      ),
    )
    .leftJoin(
      targetUser,
      and(eq(adminAuditLog.targetType, 'user'), eq(targetUser.id, adminAuditLog.targetId)),
    )
    .leftJoin(
      targetReview,
      and(eq(adminAuditLog.targetType, 'review'), eq(targetReview.id, adminAuditLog.targetId)),
    )
    .leftJoin(reviewAffiliate, eq(reviewAffiliate.id, targetReview.affiliateId))
    .where(
      and(
        filter.action ? eq(adminAuditLog.action, filter.action) : undefined,
        filter.adminId ? eq(adminAuditLog.adminUserId, filter.adminId) : undefined,
      ),
    )
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(filter.limit + 1)
    .offset(filter.offset)
  return {
    rows: rows.slice(0, filter.limit).map((row) => ({
      id: row.id,
      action: row.action,
      actionLabel: actionLabel(row.action),
      target: targetOf(row),
      detail: describeDetail(row.action, row.detail),
      createdAt: row.createdAt,
      adminId: row.adminId,
      adminName: row.adminName,
      adminEmail: row.adminEmail,
    })),
    hasMore: rows.length > filter.limit,
  }
}

type Joined = {
  targetType: string
  targetId: number | null
  detail: Record<string, unknown> | null
  business: { name: string; slug: string | null; status: string } | null
  user: { name: string; email: string } | null
  review: { reviewer: string | null; businessName: string | null; slug: string | null } | null
}

function targetOf(row: Joined): AuditTarget {
  const { business, user, review, detail } = row
  switch (row.targetType) {
    case 'application':
    case 'affiliate':
      if (!business) {
        return {
          name: text(detail?.business_name) ?? `Business #${row.targetId ?? '?'}`,
          href: null,
          note: 'deleted',
        }
      }
      if (business.status === 'approved' && business.slug) {
        return { name: business.name, href: `/${business.slug}`, note: `/${business.slug}` }
      }
      return {
        name: business.name,
        href:
          business.status === 'pending'
            ? inDashboard({ tab: 'users', list: 'pending', q: business.name })
            : null,
        note: business.status === 'pending' ? 'pending application' : 'rejected application',
      }
    case 'user':
      if (!user) {
        return {
          name: text(detail?.email) ?? `User #${row.targetId ?? '?'}`,
          href: null,
          note: 'deleted',
        }
      }
      return {
        name: user.name,
        href: inDashboard({ tab: 'users', q: user.email }),
        note: user.email,
      }
    case 'review': {
      if (!review?.reviewer) {
        // Seeding records the batch, not one review.
        const slug = text(detail?.business_slug)
        return {
          name: row.targetId ? `Review #${row.targetId}` : 'Reviews',
          href: inDashboard(slug ? { tab: 'reviews', business: slug } : { tab: 'reviews' }),
          note: row.targetId ? 'deleted' : null,
        }
      }
      return {
        name: `Review by ${review.reviewer}`,
        href: inDashboard(
          review.slug ? { tab: 'reviews', business: review.slug } : { tab: 'reviews' },
        ),
        note: review.businessName ?? 'Mobile Detail Hub',
      }
    }
    default:
      // The SQL console: the detail says what ran; there is no record to name.
      return { name: '', href: null, note: null }
  }
}

/** The person filter's choices: admins who appear in the log (each found through its index). */
export async function listAuditPeople(db: Db) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        or(eq(users.role, 'admin'), and(isNull(users.role), eq(users.isAdmin, true))),
        sql`exists (select 1 from ${adminAuditLog} where ${adminAuditLog.adminUserId} = ${users.id})`,
      ),
    )
    .orderBy(users.name)
}

/** The action filter's choices, in words. */
export const AUDIT_ACTION_CHOICES = AUDIT_ACTIONS.map((value) => ({
  value,
  label: actionLabel(value),
}))
