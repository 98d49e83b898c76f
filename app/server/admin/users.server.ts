import { desc, eq, sql } from 'drizzle-orm'
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
}

// Spec §3 role derivation (see deriveRole) in SQL, so the filter runs in the same query.
const derivedRole = sql<Role>`(case when ${users.role} in ('admin', 'affiliate', 'user') then ${users.role} when ${users.isAdmin} = 1 then 'admin' else 'user' end)`

export async function listAdminUsers(db: Db, status: UserStatusFilter): Promise<AdminUserItem[]> {
  if (status === 'pending') return listPendingAsUsers(db)
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      business_name: affiliates.businessName,
      slug: affiliates.slug,
      role: derivedRole,
      created_at: users.createdAt,
    })
    .from(users)
    .leftJoin(affiliates, eq(affiliates.id, users.affiliateId))
    .where(status === 'all' ? undefined : eq(derivedRole, status))
    .orderBy(desc(users.createdAt), desc(users.id))
}

function listPendingAsUsers(db: Db): Promise<AdminUserItem[]> {
  return db
    .select({
      id: affiliates.id,
      name: affiliates.owner,
      email: affiliates.email,
      business_name: affiliates.businessName,
      slug: affiliates.slug,
      role: sql<'pending'>`'pending'`,
      created_at: affiliates.applicationDate,
    })
    .from(affiliates)
    .where(eq(affiliates.status, 'pending'))
    .orderBy(desc(affiliates.applicationDate), desc(affiliates.id))
}
