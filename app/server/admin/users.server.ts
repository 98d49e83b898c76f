import { and, desc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { type UserStatusFilter } from '~/lib/admin-schemas'
import { type Role } from '../auth/users.server'
import { type Db, schema } from '../db.server'

const { users, affiliates } = schema

/**
 * Spec §3 Admin user list item, with the two ids a client acts on beside it. In the user lists
 * `id` is the account's; in the Affiliates list and the Pending list it is the business's (what
 * DELETE /api/admin/affiliates/{id} and the approve/reject calls take).
 */
export interface AdminUserItem {
  id: number
  name: string
  email: string
  business_name: string | null
  slug: string | null
  role: Role | 'pending'
  created_at: string
  /** The account, if any: null for a business no account owns and for applications. */
  user_id: number | null
  /** The business the row's Delete removes, if any. */
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

export function page<T>(rows: T[], limit: number): PageOf<T> {
  return { items: rows.slice(0, limit), hasMore: rows.length > limit }
}

export async function listAdminUsers(
  db: Db,
  status: UserStatusFilter,
  { q, limit, offset }: AdminPage,
): Promise<PageOf<AdminUserItem>> {
  if (status === 'pending') return listPendingAsUsers(db, { q, limit, offset })
  if (status === 'affiliate') return listAffiliates(db, { q, limit, offset })
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      business_name: affiliates.businessName,
      slug: affiliates.slug,
      role: derivedRole,
      created_at: users.createdAt,
      user_id: users.id,
      // From the join, so a link to a business that is gone offers no Delete.
      affiliate_id: affiliates.id,
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
      user_id: sql<number | null>`null`,
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

/**
 * The Affiliates list is a list of businesses (approved ones, the same set the affiliates menu
 * shows), each once, with or without an owner account: `id` is the business, so a client that
 * deletes by a row's id deletes that row's business. Name and email are the owner account's,
 * else the owner and email the business was approved with.
 */
async function listAffiliates(db: Db, { q, limit, offset }: AdminPage) {
  const rows = await db
    .select({
      id: affiliates.id,
      name: sql<string>`coalesce(${users.name}, ${affiliates.owner})`,
      email: sql<string>`coalesce(${users.email}, ${affiliates.email})`,
      business_name: affiliates.businessName,
      slug: affiliates.slug,
      role: sql<'affiliate'>`'affiliate'`,
      created_at: affiliates.createdAt,
      user_id: users.id,
      affiliate_id: affiliates.id,
    })
    .from(affiliates)
    // The owner who still holds the business: one account at most (owner_user_id is one id).
    .leftJoin(
      users,
      and(eq(users.id, affiliates.ownerUserId), eq(users.affiliateId, affiliates.id)),
    )
    .where(
      and(
        eq(affiliates.status, 'approved'),
        matchesAny(q, [
          affiliates.businessName,
          affiliates.slug,
          affiliates.owner,
          affiliates.email,
          users.name,
          users.email,
        ]),
      ),
    )
    .orderBy(desc(affiliates.createdAt), desc(affiliates.id))
    .limit(limit + 1)
    .offset(offset)
  return page(rows, limit)
}
