import { and, desc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { type UserStatusFilter } from '~/lib/admin-schemas'
import { type Role } from '../auth/users.server'
import { type Db, schema } from '../db.server'

const { users, affiliates } = schema

/** Spec §3 Admin user list item. Pending applications use the same shape with role 'pending'. */
export interface AdminUserItem {
  id: number
  name: string
  email: string
  business_name: string | null
  slug: string | null
  role: Role | 'pending'
  created_at: string
  /** The business the account owns (what Delete removes), if any. */
  affiliate_id: number | null
}

export interface AdminPage {
  /** Case-insensitive text matched anywhere in name, email, business name or slug. */
  q?: string
  limit: number
  offset: number
}

export interface PageOf<T> {
  items: T[]
  /** One row past the page was found (cheaper than counting 10,000 rows on every page). */
  hasMore: boolean
}

// Spec §3 role derivation (see deriveRole) in SQL, so the filter runs in the same query.
const derivedRole = sql<Role>`(case when ${users.role} in ('admin', 'affiliate', 'user') then ${users.role} when ${users.isAdmin} = 1 then 'admin' else 'user' end)`

/**
 * Case-insensitive "contains" as instr(lower(column), lower(term)): unlike LIKE, no pattern is
 * compiled, so any allowed search (long text, emoji, %, _ or backslashes) is plain text and D1's
 * 50-byte LIKE pattern limit never applies. lower() folds ASCII only, as LIKE did.
 */
export function contains(column: SQLWrapper, q: string): SQL {
  return sql`instr(lower(${column}), lower(${q})) > 0`
}

export function matchesAny(q: string | undefined, columns: SQLWrapper[]): SQL | undefined {
  if (!q) return undefined
  return or(...columns.map((column) => contains(column, q)))
}

/** The API's spec §3 list item: the dashboard-only affiliate id left out. */
export function toListItem(item: AdminUserItem): Omit<AdminUserItem, 'affiliate_id'> {
  const { id, name, email, business_name, slug, role, created_at } = item
  return { id, name, email, business_name, slug, role, created_at }
}

export function page<T>(rows: T[], limit: number): PageOf<T> {
  return { items: rows.slice(0, limit), hasMore: rows.length > limit }
}

export async function listAdminUsers(
  db: Db,
  status: UserStatusFilter,
  { q, limit, offset }: AdminPage,
): Promise<PageOf<AdminUserItem>> {
  if (status === 'pending') return listPendingAsUsers(db, { q, limit, offset })
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      business_name: affiliates.businessName,
      slug: affiliates.slug,
      role: derivedRole,
      created_at: users.createdAt,
      affiliate_id: users.affiliateId,
    })
    .from(users)
    .leftJoin(affiliates, eq(affiliates.id, users.affiliateId))
    .where(
      and(
        status === 'all' ? undefined : eq(derivedRole, status),
        matchesAny(q, [users.name, users.email, affiliates.businessName, affiliates.slug]),
      ),
    )
    // Walks users_created_idx backwards and stops after the page: no sort of the whole table.
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit + 1)
    .offset(offset)
  return page(rows, limit)
}

async function listPendingAsUsers(db: Db, { q, limit, offset }: AdminPage) {
  const rows = await db
    .select({
      id: affiliates.id,
      name: affiliates.owner,
      email: affiliates.email,
      business_name: affiliates.businessName,
      slug: affiliates.slug,
      role: sql<'pending'>`'pending'`,
      created_at: affiliates.applicationDate,
      affiliate_id: affiliates.id,
    })
    .from(affiliates)
    .where(
      and(
        eq(affiliates.status, 'pending'),
        matchesAny(q, [affiliates.owner, affiliates.email, affiliates.businessName]),
      ),
    )
    .orderBy(desc(affiliates.applicationDate), desc(affiliates.id))
    .limit(limit + 1)
    .offset(offset)
  return page(rows, limit)
}
